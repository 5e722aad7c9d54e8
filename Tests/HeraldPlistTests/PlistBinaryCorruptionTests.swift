// Corrupt binary property lists: each broken field fails with the byte where it breaks, and
// random damage never crashes the reader.

import Foundation
import Testing

@testable import HeraldPlist
@testable import TestSupport

/// Broken trailers, offsets, markers, lengths and references; cycles and expansion bombs.
struct PlistBinaryCorruptionTests {
  /// The message for `bytes`, or a note that they were read.
  static func message(_ bytes: [UInt8]) -> String { PlistReading.message(bytes) }

  /// `binary property list, byte N: REASON`.
  static func corrupt(_ offset: Int, _ reason: String) -> String {
    "binary property list, byte \(offset): \(reason)"
  }

  /// A valid file: the root dictionary `{v: 1}`, objects at 8, 11 and 13, table at 15, trailer
  /// at 21.
  static let valid = BinaryPlistBuilder.wrapping(BinaryPlistBuilder.integer(1, size: 1))

  /// `valid` with `bytes` written from `offset`.
  static func patched(_ offset: Int, _ bytes: [UInt8]) -> [UInt8] {
    var file = valid
    file.replaceSubrange(offset..<offset + bytes.count, with: bytes)
    return file
  }

  /// Header and trailer fields out of range.
  @Test func brokenFrame() {
    let trailer = Self.valid.count - 32
    #expect(Self.message(Self.valid) == "read: [\"v\": HeraldPlist.PlistValue.integer(1)]")
    let cases: [([UInt8], String)] = [
      (
        Array("bplist01".utf8) + Self.valid.dropFirst(8),
        Self.corrupt(0, "'bplist01' is not a version herald reads (bplist00)")
      ),
      (
        Array("bplist00".utf8) + Array(repeating: 0, count: 32),
        Self.corrupt(40, "40 bytes are too few for a header, an object and the trailer")
      ),
      (
        Self.patched(trailer + 6, [0]),
        Self.corrupt(
          trailer + 6,
          "the trailer gives 0-byte offsets and 1-byte references; both must be 1 to 8 bytes")
      ),
      (
        Self.patched(trailer + 7, [9]),
        Self.corrupt(
          trailer + 6,
          "the trailer gives 2-byte offsets and 9-byte references; both must be 1 to 8 bytes")
      ),
      (
        Self.patched(trailer + 31, [200]),
        Self.corrupt(trailer + 24, "the offset table's offset 200 is outside the file")
      ),
      (
        Self.patched(trailer + 31, [8]),
        Self.corrupt(trailer + 24, "the offset table's offset 8 is outside the file")
      ),
      (
        Self.patched(trailer + 15, [4]),
        Self.corrupt(trailer + 8, "4 objects do not fit in the offset table")
      ),
      (
        Self.patched(trailer + 8, [1]),
        Self.corrupt(trailer + 8, "72057594037927939 objects do not fit in the offset table")
      ),
      (
        Self.patched(trailer + 23, [3]),
        Self.corrupt(trailer + 16, "the root is object 3 of only 3")
      ),
      (
        Self.patched(15, [0, 200]),
        Self.corrupt(15, "object 0 starts at byte 200, outside the objects (bytes 8 to 14)")
      ),
      (
        Self.patched(15, [0, 7]),
        Self.corrupt(15, "object 0 starts at byte 7, outside the objects (bytes 8 to 14)")
      ),
    ]
    for (bytes, expected) in cases {
      #expect(Self.message(bytes) == expected)
    }
  }

  /// Objects whose markers, lengths or references are wrong.
  @Test func brokenObjects() {
    typealias B = BinaryPlistBuilder
    let cases: [([UInt8], String)] = [
      ([0x70], "0x70 is not an object type of binary property lists"),
      ([0x0F], "0xF is not an object type of binary property lists"),
      ([0x34] + B.bigEndian(0, size: 8), "0x34 is not an object type of binary property lists"),
      ([0x15], "an integer of 2^5 bytes"),
      ([0x13, 1, 2], "the object at byte 13 runs past the objects"),
      ([0x21, 0, 0], "a real of 2 bytes"),
      ([0x43, 1], "the object at byte 13 runs past the objects"),
      ([0x4F, 0x20], "the length of the object at byte 13 is not an integer"),
      (
        [0x4F, 0x13, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF],
        "the object at byte 13 claims 18446744073709551615 elements"
      ),
      ([0x52, 0x41, 0xC3], "the ASCII string at byte 13 holds a byte above 0x7F"),
      ([0x61, 0xD8, 0x00], "the UTF-16 string at byte 13 has an unpaired surrogate"),
      ([0xA1, 9], "a reference to object 9, but there are 3"),
    ]
    for (object, reason) in cases {
      let offset = reason.hasPrefix("a reference") ? 14 : 13
      #expect(Self.message(B.wrapping(object)) == Self.corrupt(offset, reason), "\(object)")
    }
    var builder = B()
    builder.add(builder.dictionary([(1, 1)]))
    builder.add(B.integer(3, size: 1))
    #expect(
      Self.message(builder.build())
        == Self.corrupt(11, "a dictionary key (object 1) is not a string"))
  }

  /// An array that holds itself, directly or through another, and nesting deeper than 512.
  @Test func cyclesAndDepth() {
    var builder = BinaryPlistBuilder()
    builder.add(builder.dictionary([(1, 2)]))
    builder.add(BinaryPlistBuilder.ascii("v"))
    builder.add(builder.array([3]))
    builder.add(builder.array([2]))
    #expect(Self.message(builder.build()) == Self.corrupt(13, "object 2 contains itself"))
    var deep = BinaryPlistBuilder()
    deep.referenceSize = 2
    deep.add(deep.dictionary([(1, 2)]))
    deep.add(BinaryPlistBuilder.ascii("v"))
    for level in 0..<600 { deep.add(deep.array(level == 599 ? [] : [3 + level])) }
    let message = Self.message(deep.build())
    #expect(message.contains("arrays and dictionaries are nested more than 512 deep"), "\(message)")
  }

  /// Objects shared at every level expand exponentially; the reader stops at its budget.
  @Test func expansionBombStopped() {
    var builder = BinaryPlistBuilder()
    builder.add(builder.dictionary([(1, 2)]))
    builder.add(BinaryPlistBuilder.ascii("v"))
    for level in 0..<40 { builder.add(builder.array(level == 39 ? [] : [3 + level, 3 + level])) }
    let message = Self.message(builder.build())
    #expect(message.contains("the objects expand to more than 262144 values"), "\(message)")
  }
}
