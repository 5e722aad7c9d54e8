// Input the server cannot trust: every cursor position of real specs, truncated and damaged
// specs, and random bytes. Nothing may trap, and positions must stay inside the text.

import HeraldCore
import Testing

@testable import HeraldLSP

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Tests that the text-reading parts survive any input.
struct RobustnessTests {
  /// The example specs of this repository, read without Foundation.
  static let specs: [[UInt8]] = {
    let root = String(#filePath).split(separator: "/").dropLast(3).joined(separator: "/")
    return ["podcast", "messages", "invitations", "settings", "field-agent"].compactMap { name in
      SpecDiscovery.readFile("/" + root + "/Specs/\(name).yml", limit: 1 << 20)
    }
  }()

  /// A small deterministic generator (SplitMix64), so a failure reproduces.
  struct Dice {
    var state: UInt64
    mutating func next(_ bound: Int) -> Int {
      state &+= 0x9E37_79B9_7F4A_7C15
      var z = state
      z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
      z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
      return Int((z ^ (z >> 31)) % UInt64(max(bound, 1)))
    }
  }

  /// Completion at the start, middle, end and past the end of every line of every example spec,
  /// and at the end of truncated and damaged copies, answers without trapping, and every edit
  /// range lies on the cursor's line, before the cursor.
  @Test func completionAnywhere() throws {
    #expect(Self.specs.count == 5)
    var dice = Dice(state: 7)
    for spec in Self.specs {
      let lines = DocumentLines(spec)
      for line in 0..<lines.count {
        let width = lines[line].utf16.count
        for character in [0, width / 2, width, width + 3] {
          Self.check(spec, line: line, character: character)
        }
      }
      for _ in 0..<40 {
        var damaged = Array(spec.prefix(dice.next(spec.count)))
        for _ in 0..<dice.next(4) where !damaged.isEmpty {
          damaged[dice.next(damaged.count)] = Array("{}[]:,-#\"' \n\t".utf8)[dice.next(13)]
        }
        let damagedLines = DocumentLines(damaged)
        let last = damagedLines.count - 1
        Self.check(damaged, line: last, character: damagedLines[last].utf16.count)
      }
    }
  }

  /// One completion, checked.
  static func check(_ text: [UInt8], line: Int, character: Int) {
    let result = CompletionProvider.complete(
      text: text, at: LSPPosition(line: line, character: character), set: nil)
    for item in result["items"]?.array ?? [] {
      let range = item["textEdit"]?["range"]
      #expect(range?["start"]?["line"]?.integer == line)
      let start = range?["start"]?["character"]?.integer ?? -1
      #expect(start >= 0 && start <= character)
    }
  }

  /// On random bytes (invalid UTF-8 included), every offset converts to a protocol position and
  /// back to an offset at or before it, inside the text, and Herald positions do the same.
  @Test func positionsOfRandomBytes() {
    var dice = Dice(state: 11)
    let alphabet: [UInt8] = [
      10, 13, 0x20, 0x41, 0xC2, 0x85, 0xE2, 0x80, 0xA8, 0xF0, 0x9F, 0x8E, 0xA7, 0xFF,
    ]
    for _ in 0..<200 {
      let bytes = (0..<dice.next(60)).map { _ in alphabet[dice.next(alphabet.count)] }
      let table = LineTable(bytes)
      for offset in 0...bytes.count {
        let back = table.offset(of: table.lspPosition(atOffset: offset))
        #expect(back <= offset && back >= 0)
        let herald = table.offset(of: table.heraldPosition(atOffset: offset))
        #expect(herald <= bytes.count)
      }
    }
  }

  /// Framing random bytes never traps: each chunk gives messages, nothing, or an error.
  @Test func framingRandomBytes() {
    var dice = Dice(state: 5)
    let pieces = ["Content-Length: ", "12", "\r\n", "\r\n\r\n", "{}", "x", ":", "content-length:9"]
    for _ in 0..<300 {
      var framer = MessageFramer(limit: 64)
      for _ in 0..<dice.next(12) {
        framer.append(Array(pieces[dice.next(pieces.count)].utf8))
        do {
          while let body = try framer.next() { #expect(body.count <= 64) }
        } catch {
          break
        }
      }
    }
  }
}
