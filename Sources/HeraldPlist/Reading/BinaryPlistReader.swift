// Reads the objects of a binary property list (`bplist00`) into `PlistValue`s, following
// object references with guards against cycles, deep nesting and exponential sharing.

/// Decodes objects by number; every read is bounds-checked against the object area, so
/// corrupt input fails with the byte where it goes wrong and never traps.
struct BinaryPlistReader {
  /// The deepest nesting of arrays and dictionaries accepted (as for XML).
  static let maxDepth = XMLPlistParser.maxDepth
  /// The most values one file may expand to (shared objects count each time they are used);
  /// an Info.plist holds a few hundred.
  static let maxValues = 1 << 18

  /// The whole file.
  let bytes: [UInt8]
  /// Its checked trailer.
  let trailer: BinaryPlistTrailer
  /// The objects being read, outermost first: one of them again is a cycle.
  var onPath: [Bool]
  /// The values read so far, against `maxValues`.
  var valueCount = 0
  /// The key path of the value being read (array indices as decimal strings), for
  /// unsupported values; a stack rather than a parameter, so shared objects cost no copies.
  var path: [String] = []

  /// The root value of binary property-list `bytes`.
  static func root(of bytes: [UInt8]) throws(PlistReadProblem) -> PlistValue {
    var reader = try BinaryPlistReader(bytes)
    return try reader.value(reader.trailer.topObject, depth: 0)
  }

  /// A reader of `bytes`, whose trailer is checked.
  init(_ bytes: [UInt8]) throws(PlistReadProblem) {
    self.bytes = bytes
    trailer = try BinaryPlistTrailer(bytes)
    onPath = Array(repeating: false, count: trailer.objectCount)
  }

  /// A corruption at `offset`.
  func corrupt(_ offset: Int, _ message: String) -> PlistReadProblem {
    .binary(offset: offset, message: message)
  }

  /// Object `number` as a value, `depth` containers deep.
  mutating func value(_ number: Int, depth: Int) throws(PlistReadProblem) -> PlistValue {
    let offset = try trailer.offset(of: number, in: bytes)
    valueCount += 1
    guard valueCount <= Self.maxValues else {
      throw corrupt(offset, "the objects expand to more than \(Self.maxValues) values")
    }
    let marker = bytes[offset]
    switch marker >> 4 {
    case 0x0: return try constant(marker, at: offset)
    case 0x1: return .integer(try integer(at: offset))
    case 0x2: return .real(try real(at: offset))
    case 0x3 where marker == 0x33: return .date(try date(at: offset))
    case 0x4: return .data(Array(try payload(at: offset, unit: 1)))
    case 0x5, 0x6: return .string(try string(at: offset))
    case 0x8: throw .unsupported(keyPath: path, what: "a keyed-archiver UID")
    case 0xA, 0xD:
      guard depth < Self.maxDepth else {
        throw corrupt(offset, "arrays and dictionaries are nested more than \(Self.maxDepth) deep")
      }
      guard !onPath[number] else { throw corrupt(offset, "object \(number) contains itself") }
      onPath[number] = true
      defer { onPath[number] = false }
      return marker >> 4 == 0xA
        ? .array(try array(at: offset, depth: depth))
        : .dictionary(try dictionary(at: offset, depth: depth))
    case 0xC: throw .unsupported(keyPath: path, what: "a set")
    default: throw unknown(marker, at: offset)
    }
  }

  /// `null`, `false` or `true`.
  func constant(_ marker: UInt8, at offset: Int) throws(PlistReadProblem) -> PlistValue {
    switch marker {
    case 0x08: return .bool(false)
    case 0x09: return .bool(true)
    case 0x00: throw .unsupported(keyPath: path, what: "a null")
    default: throw unknown(marker, at: offset)
    }
  }

  /// An object marker that is not one of bplist00's.
  func unknown(_ marker: UInt8, at offset: Int) -> PlistReadProblem {
    let hex = String(marker, radix: 16, uppercase: true)
    return corrupt(offset, "0x\(hex) is not an object type of binary property lists")
  }

  /// The items of the array at `offset`.
  mutating func array(at offset: Int, depth: Int) throws(PlistReadProblem) -> [PlistValue] {
    let (count, start) = try length(at: offset)
    var items: [PlistValue] = []
    for (index, number) in try references(from: start, count: count, of: offset).enumerated() {
      path.append("\(index)")
      items.append(try value(number, depth: depth + 1))
      path.removeLast()
    }
    return items
  }

  /// The members of the dictionary at `offset`: its key references, then its value references;
  /// every key must be a string, and a repeated key keeps its last value.
  mutating func dictionary(at offset: Int, depth: Int) throws(PlistReadProblem)
    -> [String: PlistValue]
  {
    let (count, start) = try length(at: offset)
    let references = try references(from: start, count: count * 2, of: offset)
    var members: [String: PlistValue] = [:]
    for index in 0..<count {
      let keyOffset = try trailer.offset(of: references[index], in: bytes)
      guard bytes[keyOffset] >> 4 == 0x5 || bytes[keyOffset] >> 4 == 0x6 else {
        throw corrupt(keyOffset, "a dictionary key (object \(references[index])) is not a string")
      }
      let key = try string(at: keyOffset)
      path.append(key)
      members[key] = try value(references[count + index], depth: depth + 1)
      path.removeLast()
    }
    return members
  }
}
