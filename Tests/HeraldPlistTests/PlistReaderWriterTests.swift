// Reading plists into `PlistValue`, and writing them back as Apple does (Foundation as oracle).

import Foundation
import Testing

@testable import HeraldPlist
@testable import TestSupport

/// Tests of `PlistReader` and of `PlistWriter`'s data, date and real output.
struct PlistReaderWriterTests {
  /// A plist document around a `<dict>` body.
  static func document(_ body: String) -> [UInt8] {
    Array(
      """
      <?xml version="1.0" encoding="UTF-8"?>
      <plist version="1.0">
      <dict>\(body)</dict>
      </plist>
      """.utf8)
  }

  /// Numbers that are all 0 or 1 to `NSNumber` keep their kind, read from XML and from binary.
  @Test func numbersKeepTheirKind() throws {
    let xml = Self.document(
      """
      <key>t</key><true/><key>f</key><false/><key>i1</key><integer>1</integer>
      <key>i0</key><integer>0</integer><key>r1</key><real>1</real><key>r0</key><real>0.0</real>
      <key>min</key><integer>-9223372036854775808</integer>
      """)
    let expected: [String: PlistValue] = [
      "t": .bool(true), "f": .bool(false), "i1": .integer(1), "i0": .integer(0),
      "r1": .real(1), "r0": .real(0), "min": .integer(Int.min),
    ]
    #expect(try PlistReading.root(xml) == expected)
    let object = try PropertyListSerialization.propertyList(from: Data(xml), format: nil)
    let binary = try PropertyListSerialization.data(
      fromPropertyList: object, format: .binary, options: 0)
    #expect(binary.starts(with: Array("bplist00".utf8)))
    #expect(try PlistReading.root([UInt8](binary)) == expected)
  }

  /// Integers above `Int.max`, which Foundation reads as unsigned, are unsupported rather than
  /// read wrong, from XML and from binary (where Foundation writes them in 16 bytes).
  @Test func integersAboveIntMaxUnsupported() throws {
    let xml = Self.document("<key>big</key><integer>18446744073709551615</integer>")
    let object: [String: Any] = ["big": NSNumber(value: UInt64.max)]
    let binary = try PropertyListSerialization.data(
      fromPropertyList: object, format: .binary, options: 0)
    for bytes in [xml, [UInt8](binary)] {
      #expect(
        throws: PlistReadProblem.unsupported(keyPath: ["big"], what: "an integer above \(Int.max)")
      ) { try PlistReader.value(bytes) }
    }
  }

  /// Data and dates read into their own cases.
  @Test func dataAndDatesRead() throws {
    let xml = Self.document(
      "<key>d</key><data>AAEC/w==</data><key>w</key><date>2001-01-01T00:00:00Z</date>")
    let expected: [String: PlistValue] = ["d": .data([0, 1, 2, 255]), "w": .date(978_307_200)]
    #expect(try PlistReading.root(xml) == expected)
  }

  /// Data at every depth (line widths shrink with indentation, at most eight tabs), dates before
  /// and after 1970 with fractions, and XML specials are written byte for byte as Foundation's
  /// (CoreFoundation's) writer writes them.
  @Test func writerMatchesFoundation() throws {
    let sizes = [0, 1, 2, 3, 4, 50, 51, 52, 53, 54, 57, 100, 200]
    let dates = [-62_135_596_800, -2_208_988_800.5, -0.5, 0, 1.9, 978_307_200, 253_402_300_799]
    var leaf: [String: PlistValue] = ["s": .string("a & b <c> \"d\" 'e' é"), "n": .integer(-3)]
    for (index, size) in sizes.enumerated() {
      leaf["d\(index)"] = .data((0..<size).map { UInt8(truncatingIfNeeded: $0 * 37 + 11) })
    }
    for (index, seconds) in dates.enumerated() { leaf["t\(index)"] = .date(seconds) }
    var value = PlistValue.dictionary(leaf)
    for depth in 0..<11 {
      let ours = PlistWriter.document(value)
      let theirs = try PropertyListSerialization.data(
        fromPropertyList: foundationObject(value), format: .xml, options: 0)
      #expect(ours == String(decoding: theirs, as: UTF8.self), "depth \(depth)")
      value = .dictionary(["level\(depth)": value, "flag": .bool(depth % 2 == 0)])
    }
  }

  /// The written XML reads back through `PropertyListSerialization` to the same values, reals
  /// and infinities included.
  @Test func writtenXMLRoundTrips() throws {
    let root: [String: PlistValue] = [
      "reals": .array([.real(0.1), .real(1e20), .real(-2.5e-300), .real(3), .real(.infinity)]),
      "negative": .real(-.infinity), "ints": .array([.integer(Int.max), .integer(Int.min)]),
      "data": .data(Array(0...255)), "date": .date(-1_000_000), "empty": .dictionary([:]),
      "none": .array([]), "text": .string("line 1\nline 2 & <3>"), "yes": .bool(true),
      "nested": .dictionary(["deeper": .array([.dictionary(["k": .bool(false)])])]),
    ]
    let xml = PlistWriter.document(.dictionary(root))
    #expect(xml.contains("<real>-infinity</real>") && xml.contains("<real>+infinity</real>"))
    #expect(try PlistReading.root(Array(xml.utf8)) == root)
    let object = try PropertyListSerialization.propertyList(from: Data(xml.utf8), format: nil)
    let members = try #require(object as? [String: Any])
    #expect(members["data"] as? Data == Data(0...255))
    #expect((members["date"] as? Date)?.timeIntervalSince1970 == -1_000_000)
  }
}
