// Hand-built binary property lists, so reader tests can spell every object type and corrupt
// any field.

/// Assembles `bplist00` files from raw object bytes.
struct BinaryPlistBuilder {
  /// The objects' bytes, by number.
  var objects: [[UInt8]] = []
  /// Bytes per offset-table entry.
  var offsetSize = 2
  /// Bytes per object reference.
  var referenceSize = 1

  /// Adds an object and returns its number.
  @discardableResult mutating func add(_ bytes: [UInt8]) -> Int {
    objects.append(bytes)
    return objects.count - 1
  }

  /// The file, with object `top` as the root.
  func build(top: Int = 0) -> [UInt8] {
    var file = Array("bplist00".utf8)
    var offsets: [Int] = []
    for object in objects {
      offsets.append(file.count)
      file += object
    }
    let table = file.count
    for offset in offsets { file += Self.bigEndian(UInt64(offset), size: offsetSize) }
    file += [0, 0, 0, 0, 0, 0, UInt8(offsetSize), UInt8(referenceSize)]
    file += Self.bigEndian(UInt64(objects.count), size: 8) + Self.bigEndian(UInt64(top), size: 8)
    return file + Self.bigEndian(UInt64(table), size: 8)
  }

  /// `value` in `size` big-endian bytes.
  static func bigEndian(_ value: UInt64, size: Int) -> [UInt8] {
    (0..<size).reversed().map { UInt8(truncatingIfNeeded: value >> (8 * UInt64($0))) }
  }

  /// A marker of type `type` (high nibble) with `count`, extended by an integer when 15 or more.
  static func marker(_ type: UInt8, count: Int) -> [UInt8] {
    guard count >= 15 else { return [type << 4 | UInt8(count)] }
    return [type << 4 | 0x0F] + integer(Int64(count), size: count < 256 ? 1 : 2)
  }

  /// An integer object of `size` bytes (1, 2, 4 or 8).
  static func integer(_ value: Int64, size: Int) -> [UInt8] {
    [0x10 | UInt8(size.trailingZeroBitCount)] + bigEndian(UInt64(bitPattern: value), size: size)
  }

  /// An ASCII string object.
  static func ascii(_ text: String) -> [UInt8] { marker(0x5, count: text.utf8.count) + text.utf8 }

  /// A UTF-16 string object.
  static func utf16(_ text: String) -> [UInt8] {
    let units = Array(text.utf16)
    return marker(0x6, count: units.count) + units.flatMap { bigEndian(UInt64($0), size: 2) }
  }

  /// References to objects `numbers`.
  func references(_ numbers: [Int]) -> [UInt8] {
    numbers.flatMap { Self.bigEndian(UInt64($0), size: referenceSize) }
  }

  /// An array object of the objects `items`.
  func array(_ items: [Int]) -> [UInt8] {
    Self.marker(0xA, count: items.count) + references(items)
  }

  /// A dictionary object of key and value objects.
  func dictionary(_ pairs: [(key: Int, value: Int)]) -> [UInt8] {
    Self.marker(0xD, count: pairs.count) + references(pairs.map(\.key))
      + references(pairs.map(\.value))
  }

  /// A file whose root dictionary has one key, `v`, holding the object `value`.
  static func wrapping(_ value: [UInt8]) -> [UInt8] {
    var builder = BinaryPlistBuilder()
    builder.add(builder.dictionary([(1, 2)]))
    builder.add(ascii("v"))
    builder.add(value)
    return builder.build()
  }
}
