// What a merge writes reads back as the same values: carriage returns, negative zero and other
// reals, and characters XML cannot hold refused before anything is written.

import Foundation
import Testing

@testable import HeraldCLI
@testable import HeraldCore
@testable import HeraldPlist
@testable import TestSupport

/// Values through `PlistWriter` and back, by our reader and by Foundation's.
struct PlistMergeFidelityTests {
  /// `value` written as a one-key document and read back by our reader and by Foundation.
  static func roundTrip(_ value: PlistValue) throws -> (ours: PlistValue?, foundation: PlistValue?)
  {
    let bytes = Array(PlistWriter.document(.dictionary(["k": value])).utf8)
    let ours = try PlistReader.parse(bytes, path: "t.plist")["k"]
    guard case .dictionary(let members)? = FoundationPlist.read(bytes) else { return (ours, nil) }
    return (ours, members["k"])
  }

  /// A carriage return, alone or before LF, is written as `&#13;`, never raw, so an XML reader
  /// cannot turn it into LF; it reads back as itself.
  @Test func carriageReturnWrittenAsReference() throws {
    let text = "a\rb\r\nc\n\rd"
    let document = PlistWriter.document(.dictionary(["k\r": .string(text)]))
    #expect(!document.unicodeScalars.contains("\r"))
    #expect(document.contains("<string>a&#13;b&#13;\nc\n&#13;d</string>"))
    #expect(document.contains("<key>k&#13;</key>"))
    let (ours, foundation) = try Self.roundTrip(.string(text))
    #expect(ours == .string(text) && foundation == .string(text))
  }

  /// A user's `&#13;` reads as CR and a merge writes it back as the same bytes.
  @Test func userCarriageReturnRoundTrips() throws {
    let spec = PlistMergeTests.spec(PlistMergeTests.decl())
    let first = PlistWriter.document(
      .dictionary(try PlistMerge.merge(spec, into: ["Note": .string("x\r\ny")])))
    #expect(first.contains("<string>x&#13;\ny</string>"))
    let reread = try PlistReader.parse(Array(first.utf8), path: "t.plist")
    #expect(reread["Note"] == .string("x\r\ny"))
    #expect(PlistWriter.document(.dictionary(try PlistMerge.merge(spec, into: reread))) == first)
  }

  /// `&` and `<` followed by a combining mark (one `Character` with it) are still escaped.
  @Test func specialsBeforeCombiningMarksEscaped() throws {
    let text = "&\u{301} <\u{338} >\u{301}"
    #expect(XMLEscaping.text(text) == "&amp;\u{301} &lt;\u{338} &gt;\u{301}")
    let (ours, foundation) = try Self.roundTrip(.string(text))
    #expect(ours == .string(text) && foundation == .string(text))
  }

  /// Reals read back bit for bit, `-0.0` with its sign, and stay reals; integers stay integers.
  @Test(arguments: [
    -0.0, 0, 1, 2, -2.5, 0.1, 1e15, 1e16, 123_456_789_012_345.6, 1e300, -1e-300, 5e-324,
    2.2250738585072014e-308, .greatestFiniteMagnitude, -.greatestFiniteMagnitude, .infinity,
    -.infinity,
  ])
  func realsRoundTrip(number: Double) throws {
    let (ours, foundation) = try Self.roundTrip(.real(number))
    #expect(ours?.isIdentical(to: .real(number)) == true, "\(String(describing: ours))")
    #expect(foundation?.isIdentical(to: .real(number)) == true, "\(String(describing: foundation))")
  }

  /// Negative zero is spelt `-0`; an integer is not turned into a real or back.
  @Test func negativeZeroAndIntegersSpelt() throws {
    #expect(PlistWriter.real(-0.0) == "-0" && PlistWriter.real(0) == "0")
    let (ours, _) = try Self.roundTrip(.integer(-7))
    #expect(ours == .integer(-7))
  }

  /// `isIdentical` tells `-0.0` from `0.0` and lets NaN equal NaN, at any depth.
  @Test func identicalComparesBits() {
    #expect(!PlistValue.real(-0.0).isIdentical(to: .real(0)))
    #expect(PlistValue.real(.nan).isIdentical(to: .real(.nan)))
    #expect(!PlistValue.array([.real(-0.0)]).isIdentical(to: .array([.real(0)])))
    #expect(
      !PlistValue.dictionary(["a": .real(-0.0)]).isIdentical(to: .dictionary(["a": .real(0)])))
    #expect(!PlistValue.integer(1).isIdentical(to: .real(1)))
  }

  /// Every C0 control but tab, LF and CR, and U+FFFE and U+FFFF, is found in values, keys and
  /// array elements, with its key path; the allowed ones are not.
  @Test func unwritableCharactersFound() {
    for value in [0x0, 0x1, 0x8, 0xB, 0xC, 0x1B, 0x1F, 0xFFFE, 0xFFFF] as [UInt32] {
      let scalar = Unicode.Scalar(value)!
      let root: [String: PlistValue] = [
        "a": .string("ok"), "b": .dictionary(["c": .array([.integer(1), .string("x\(scalar)")])]),
      ]
      #expect(
        PlistUnwritable.first(in: root)
          == PlistUnwritable(keyPath: ["b", "c", "[1]"], scalar: scalar, inKey: false))
      #expect(
        PlistUnwritable.first(in: ["k\(scalar)": .bool(true)])
          == PlistUnwritable(keyPath: ["k\(scalar)"], scalar: scalar, inKey: true))
    }
    #expect(PlistUnwritable.first(in: ["k\t\n\r": .string("\t\n\r\u{7F}\u{85}🙂")]) == nil)
    let message = PlistUnwritable(keyPath: ["N", "k\u{1B}"], scalar: "\u{1B}", inKey: false)
      .description
    #expect(message.contains("'N.\"k\\u{1B}\"'") && message.contains("U+001B"))
    #expect(!message.unicodeScalars.contains("\u{1B}"))
  }
}
