// The frame of a binary property list (`bplist00`): the header, the 32-byte trailer and the
// offset table, each field checked against the file's size before it is used.

/// The trailer's fields, validated: every object offset it leads to lies between the header
/// and the offset table.
struct BinaryPlistTrailer {
  /// The bytes every binary property list starts with.
  static let magicPrefix = Array("bplist".utf8)
  /// The one version read.
  static let magic = Array("bplist00".utf8)
  /// The size of the trailer at the end of the file.
  static let size = 32

  /// Bytes per offset-table entry (1 to 8).
  let offsetSize: Int
  /// Bytes per object reference inside arrays and dictionaries (1 to 8).
  let referenceSize: Int
  /// The number of objects.
  let objectCount: Int
  /// The root object's number.
  let topObject: Int
  /// Where the offset table starts; objects lie in bytes 8 up to it.
  let tableOffset: Int

  /// Reads and checks the header and trailer of `bytes`.
  init(_ bytes: [UInt8]) throws(PlistReadProblem) {
    guard bytes.starts(with: Self.magic) else {
      let version = String(decoding: bytes.prefix(8), as: UTF8.self)
      throw .binary(offset: 0, message: "'\(version)' is not a version herald reads (bplist00)")
    }
    let trailer = bytes.count - Self.size
    guard trailer >= Self.magic.count + 1 else {
      throw .binary(
        offset: bytes.count,
        message: "\(bytes.count) bytes are too few for a header, an object and the trailer")
    }
    offsetSize = Int(bytes[trailer + 6])
    referenceSize = Int(bytes[trailer + 7])
    guard (1...8).contains(offsetSize), (1...8).contains(referenceSize) else {
      throw .binary(
        offset: trailer + 6,
        message: "the trailer gives \(offsetSize)-byte offsets and \(referenceSize)-byte "
          + "references; both must be 1 to 8 bytes")
    }
    let count = Self.unsigned(bytes, at: trailer + 8, size: 8)
    let top = Self.unsigned(bytes, at: trailer + 16, size: 8)
    let table = Self.unsigned(bytes, at: trailer + 24, size: 8)
    guard table > UInt64(Self.magic.count), table < UInt64(trailer) else {
      throw .binary(
        offset: trailer + 24, message: "the offset table's offset \(table) is outside the file")
    }
    guard count >= 1, count <= UInt64(trailer - Int(table)) / UInt64(offsetSize) else {
      throw .binary(offset: trailer + 8, message: "\(count) objects do not fit in the offset table")
    }
    guard top < count else {
      throw .binary(offset: trailer + 16, message: "the root is object \(top) of only \(count)")
    }
    (objectCount, topObject, tableOffset) = (Int(count), Int(top), Int(table))
  }

  /// The big-endian unsigned integer of `size` bytes (up to 8) at `offset`; the caller has
  /// checked the bounds.
  static func unsigned(_ bytes: [UInt8], at offset: Int, size: Int) -> UInt64 {
    var value: UInt64 = 0
    for index in offset..<offset + size { value = value << 8 | UInt64(bytes[index]) }
    return value
  }

  /// The offset of object `number` (below `objectCount`), checked to lie among the objects.
  func offset(of number: Int, in bytes: [UInt8]) throws(PlistReadProblem) -> Int {
    let entry = tableOffset + number * offsetSize
    let value = Self.unsigned(bytes, at: entry, size: offsetSize)
    guard value >= UInt64(Self.magic.count), value < UInt64(tableOffset) else {
      throw .binary(
        offset: entry,
        message: "object \(number) starts at byte \(value), outside the objects (bytes 8 to "
          + "\(tableOffset - 1))")
    }
    return Int(value)
  }
}
