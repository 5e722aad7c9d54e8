// The binary property-list reader on hand-built files: every object type, and corrupt files
// that fail with a message instead of a crash.

import Testing

@testable import HeraldPlist
@testable import TestSupport

/// `bplist00` objects, references and the trailer, built byte by byte.
struct PlistBinaryReaderTests {
  /// The root dictionary of `bytes`, or the message.
  static func read(_ bytes: [UInt8]) -> Result<PlistValue, PlistReadProblem> {
    Result { () throws(PlistReadProblem) in try PlistReader.value(bytes) }
  }

  /// The value of key `v` in a file wrapping `object`.
  static func value(_ object: [UInt8]) throws -> PlistValue? {
    try PlistReading.root(BinaryPlistBuilder.wrapping(object))["v"]
  }

  /// Constants, integers of every width, reals of both widths, dates, data and strings.
  @Test func scalars() throws {
    typealias B = BinaryPlistBuilder
    let cases: [([UInt8], PlistValue)] = [
      ([0x08], .bool(false)), ([0x09], .bool(true)),
      (B.integer(200, size: 1), .integer(200)), (B.integer(65_535, size: 2), .integer(65_535)),
      (B.integer(4_000_000_000, size: 4), .integer(4_000_000_000)),
      (B.integer(-5, size: 8), .integer(-5)), (B.integer(Int64.min, size: 8), .integer(Int.min)),
      ([0x14] + B.bigEndian(0, size: 8) + B.bigEndian(42, size: 8), .integer(42)),
      ([0x14] + B.bigEndian(UInt64.max, size: 8) + B.bigEndian(UInt64.max, size: 8), .integer(-1)),
      ([0x22] + B.bigEndian(UInt64(Float(0.5).bitPattern), size: 4), .real(0.5)),
      ([0x23] + B.bigEndian((-2.25).bitPattern, size: 8), .real(-2.25)),
      ([0x33] + B.bigEndian(1.5.bitPattern, size: 8), .date(978_307_201.5)),
      (B.marker(0x4, count: 3) + [0, 1, 255], .data([0, 1, 255])),
      (
        B.marker(0x4, count: 300) + Array(repeating: 7, count: 300),
        .data(Array(repeating: 7, count: 300))
      ),
      (B.ascii(""), .string("")), (B.ascii("a long ASCII string"), .string("a long ASCII string")),
      (B.utf16("é日🙂 and more than fifteen"), .string("é日🙂 and more than fifteen")),
    ]
    for (object, expected) in cases {
      #expect(try Self.value(object) == expected, "\(object)")
    }
  }

  /// Arrays and dictionaries, shared objects, UTF-16 keys, a repeated key, and two-byte
  /// references with four-byte offsets.
  @Test func containers() throws {
    var builder = BinaryPlistBuilder()
    builder.offsetSize = 4
    builder.referenceSize = 2
    let root = builder.add([])
    let (a, b, shared) = (
      builder.add(BinaryPlistBuilder.ascii("a")), builder.add(BinaryPlistBuilder.utf16("ключ")),
      builder.add(BinaryPlistBuilder.integer(1, size: 1))
    )
    let empty = builder.add(builder.array([]))
    let list = builder.add(builder.array([shared, shared, empty]))
    let inner = builder.add(builder.dictionary([(a, shared), (a, list)]))
    builder.objects[root] = builder.dictionary([(a, inner), (b, list)])
    let expectedList = PlistValue.array([.integer(1), .integer(1), .array([])])
    #expect(
      try PlistReading.root(builder.build(top: root))
        == ["a": .dictionary(["a": expectedList]), "ключ": expectedList])
  }

  /// Values Herald cannot write back: named by key path, as for XML; a root that is not a
  /// dictionary reads (`plist merge` refuses it).
  @Test func unsupportedValues() {
    typealias B = BinaryPlistBuilder
    let cases: [([UInt8], String)] = [
      ([0x00], "a null"), ([0x80, 0x01], "a keyed-archiver UID"), ([0xC0], "a set"),
      ([0x14] + B.bigEndian(1, size: 8) + B.bigEndian(0, size: 8), "an integer above \(Int.max)"),
      (
        [0x14] + B.bigEndian(0, size: 8) + B.bigEndian(UInt64.max, size: 8),
        "an integer above \(Int.max)"
      ),
      (
        [0x14] + B.bigEndian(UInt64.max - 1, size: 8) + B.bigEndian(0, size: 8),
        "an integer below \(Int.min)"
      ),
      ([0x33] + B.bigEndian((-1e12).bitPattern, size: 8), "a date outside years 1 to 9999"),
      ([0x33] + B.bigEndian(Double.nan.bitPattern, size: 8), "a date outside years 1 to 9999"),
    ]
    for (object, what) in cases {
      #expect(
        Self.read(BinaryPlistBuilder.wrapping(object))
          == .failure(.unsupported(keyPath: ["v"], what: what)), "\(object)")
    }
    var builder = BinaryPlistBuilder()
    builder.add(builder.array([1]))
    builder.add(BinaryPlistBuilder.ascii("x"))
    #expect(Self.read(builder.build()) == .success(.array([.string("x")])))
  }
}
