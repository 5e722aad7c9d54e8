// The property-list reader against Foundation's: random plists written by
// `PropertyListSerialization` as XML and as binary read to the same values, and damaged
// files fail cleanly.

import Foundation
import Testing

@testable import HeraldPlist
@testable import TestSupport

/// Random plists through Foundation's writer, then through both readers.
struct PlistReaderOracleTests {
  /// The number of random plists.
  static let cases = 300

  /// The first seed; case `n` uses `firstSeed + n`.
  static let firstSeed: UInt64 = 0x504C_4953_5400_0000

  /// A random root dictionary: an Info.plist, deeper values, and a date with a fraction
  /// (binary keeps it; XML writes whole seconds).
  static func randomRoot(_ random: inout RandomPlist) -> [String: PlistValue] {
    var root = random.infoPlist()
    root["deep"] = random.value(depth: 4)
    root["fraction"] = .date(Double(random.int(-1_000_000...1_000_000)) + 0.25)
    return root
  }

  /// For each seed and format, the new reader returns what Foundation reads from the same
  /// bytes; from binary, that is also the original value. Reports the first failure only.
  @Test func readsWhatFoundationReads() throws {
    var failures: [String] = []
    for index in 0..<Self.cases where failures.isEmpty {
      let seed = Self.firstSeed + UInt64(index)
      var random = RandomPlist(seed: seed)
      let root = Self.randomRoot(&random)
      for format in [PropertyListSerialization.PropertyListFormat.xml, .binary] {
        let bytes = try FoundationPlist.bytes(.dictionary(root), format: format)
        let expected = try #require(FoundationPlist.read(bytes), "seed \(seed)")
        let ours = Result { () throws(PlistReadProblem) in try PlistReader.value(bytes) }
        if ours != .success(expected) || (format == .binary && expected != .dictionary(root)) {
          failures.append("seed \(seed), format \(format.rawValue): \(ours)")
        }
      }
    }
    #expect(failures.isEmpty, "\(failures.first ?? "")")
  }

  /// Random byte changes, insertions and cuts of Foundation-written files (binary and XML)
  /// either read or fail with a `PlistReadProblem`; a crash would end the test run.
  @Test func damagedFilesNeverCrash() throws {
    var dice = SpecDice(seed: 0x4655_5A5A)
    var outcomes = (read: 0, failed: 0)
    for index in 0..<40 {
      var random = RandomPlist(seed: Self.firstSeed + 10_000 + UInt64(index))
      let root = PlistValue.dictionary(Self.randomRoot(&random))
      for format in [PropertyListSerialization.PropertyListFormat.binary, .xml] {
        let original = try FoundationPlist.bytes(root, format: format)
        for _ in 0..<(format == .binary ? 150 : 40) {
          let damaged = Self.damage(original, using: &dice)
          do {
            _ = try PlistReader.value(damaged)
            outcomes.read += 1
          } catch {
            #expect(!PlistReading.reason(error, in: damaged).isEmpty)
            outcomes.failed += 1
          }
        }
      }
    }
    #expect(outcomes.failed > 1000, "too little damage was caught: \(outcomes)")
  }

  /// `bytes` with one to four random changes: a byte set, a bit flipped, a byte inserted or
  /// removed, or the end cut off.
  static func damage(_ bytes: [UInt8], using dice: inout SpecDice) -> [UInt8] {
    var result = bytes
    for _ in 0..<dice.int(1...4) where !result.isEmpty {
      let at = dice.int(0...result.count - 1)
      switch dice.int(0...4) {
      case 0: result[at] = UInt8(dice.int(0...255))
      case 1: result[at] ^= 1 << UInt8(dice.int(0...7))
      case 2: result.insert(UInt8(dice.int(0...255)), at: at)
      case 3: result.remove(at: at)
      default: result.removeLast(dice.int(0...min(40, result.count)))
      }
    }
    return result
  }
}
