// The parts of binary property-list objects: lengths, payloads, object references, numbers,
// dates and strings, each read only after its bounds are checked.

extension BinaryPlistReader {
  /// Seconds from 1970 to 2001-01-01T00:00:00Z, where binary dates count from.
  static let referenceDate = 978_307_200.0

  /// The `count` bytes at `start`, which must end before the offset table.
  func field(at start: Int, count: Int, of offset: Int) throws(PlistReadProblem)
    -> ArraySlice<UInt8>
  {
    guard start <= trailer.tableOffset, count <= trailer.tableOffset - start else {
      throw corrupt(offset, "the object at byte \(offset) runs past the objects")
    }
    return bytes[start..<start + count]
  }

  /// The element count in the marker at `offset` (its low nibble, or the integer object that
  /// follows when that is 0xF) and where the elements start.
  func length(at offset: Int) throws(PlistReadProblem) -> (count: Int, start: Int) {
    let nibble = Int(bytes[offset] & 0x0F)
    guard nibble == 0x0F else { return (nibble, offset + 1) }
    let marker = try field(at: offset + 1, count: 1, of: offset)[offset + 1]
    guard marker >> 4 == 0x1, marker & 0x0F <= 3 else {
      throw corrupt(offset, "the length of the object at byte \(offset) is not an integer")
    }
    let size = 1 << Int(marker & 0x0F)
    let span = try field(at: offset + 2, count: size, of: offset)
    let count = BinaryPlistTrailer.unsigned(bytes, at: span.startIndex, size: size)
    guard count <= UInt64(trailer.tableOffset) else {
      throw corrupt(offset, "the object at byte \(offset) claims \(count) elements")
    }
    return (Int(count), span.endIndex)
  }

  /// The payload of a data or string object at `offset`: its length in `unit`-byte units.
  func payload(at offset: Int, unit: Int) throws(PlistReadProblem) -> ArraySlice<UInt8> {
    let (count, start) = try length(at: offset)
    return try field(at: start, count: count * unit, of: offset)
  }

  /// `count` object references from `start` in the object at `offset`, each checked to name
  /// an object.
  func references(from start: Int, count: Int, of offset: Int) throws(PlistReadProblem) -> [Int] {
    let size = trailer.referenceSize
    let span = try field(at: start, count: count * size, of: offset)
    var numbers: [Int] = []
    numbers.reserveCapacity(count)
    for at in stride(from: span.startIndex, to: span.endIndex, by: size) {
      let number = BinaryPlistTrailer.unsigned(bytes, at: at, size: size)
      guard number < UInt64(trailer.objectCount) else {
        throw corrupt(at, "a reference to object \(number), but there are \(trailer.objectCount)")
      }
      numbers.append(Int(number))
    }
    return numbers
  }

  /// The integer at `offset`: 1, 2 or 4 bytes unsigned, 8 bytes signed, or 16 bytes (a signed
  /// high half and an unsigned low half); values outside `Int` are unsupported.
  func integer(at offset: Int) throws(PlistReadProblem) -> Int {
    let exponent = Int(bytes[offset] & 0x0F)
    guard exponent <= 4 else { throw corrupt(offset, "an integer of 2^\(exponent) bytes") }
    let size = 1 << exponent
    let span = try field(at: offset + 1, count: size, of: offset)
    let low = BinaryPlistTrailer.unsigned(
      bytes, at: span.endIndex - min(size, 8), size: min(size, 8))
    guard size == 16 else { return size == 8 ? Int(Int64(bitPattern: low)) : Int(low) }
    let high = Int64(bitPattern: BinaryPlistTrailer.unsigned(bytes, at: span.startIndex, size: 8))
    switch (high, low >> 63) {
    case (0, 0), (-1, 1): return Int(Int64(bitPattern: low))
    case (0..., _): throw .unsupported(keyPath: path, what: "an integer above \(Int.max)")
    default: throw .unsupported(keyPath: path, what: "an integer below \(Int.min)")
    }
  }

  /// The real at `offset`: a 4-byte float or an 8-byte double.
  func real(at offset: Int) throws(PlistReadProblem) -> Double {
    switch bytes[offset] & 0x0F {
    case 2:
      let span = try field(at: offset + 1, count: 4, of: offset)
      let bits = BinaryPlistTrailer.unsigned(bytes, at: span.startIndex, size: 4)
      return Double(Float(bitPattern: UInt32(bits)))
    case 3:
      let span = try field(at: offset + 1, count: 8, of: offset)
      return Double(bitPattern: BinaryPlistTrailer.unsigned(bytes, at: span.startIndex, size: 8))
    default:
      throw corrupt(offset, "a real of \(1 << Int(bytes[offset] & 0x0F)) bytes")
    }
  }

  /// The date at `offset` as seconds since 1970; outside years 1 to 9999 it is unsupported.
  func date(at offset: Int) throws(PlistReadProblem) -> Double {
    let span = try field(at: offset + 1, count: 8, of: offset)
    let bits = BinaryPlistTrailer.unsigned(bytes, at: span.startIndex, size: 8)
    let seconds = Double(bitPattern: bits) + Self.referenceDate
    guard PlistReader.dateRange.contains(seconds) else {
      throw .unsupported(keyPath: path, what: "a date outside years 1 to 9999")
    }
    return seconds
  }

  /// The ASCII (0x5) or big-endian UTF-16 (0x6) string at `offset`.
  func string(at offset: Int) throws(PlistReadProblem) -> String {
    guard bytes[offset] >> 4 == 0x6 else {
      let span = try payload(at: offset, unit: 1)
      guard span.allSatisfy({ $0 < 0x80 }) else {
        throw corrupt(offset, "the ASCII string at byte \(offset) holds a byte above 0x7F")
      }
      return String(decoding: span, as: UTF8.self)
    }
    let span = try payload(at: offset, unit: 2)
    let units = stride(from: span.startIndex, to: span.endIndex, by: 2).map {
      UInt16(bytes[$0]) << 8 | UInt16(bytes[$0 + 1])
    }
    var scalars = String.UnicodeScalarView()
    var parser = Unicode.UTF16.ForwardParser()
    var iterator = units.makeIterator()
    while true {
      switch parser.parseScalar(from: &iterator) {
      case .valid(let encoded): scalars.append(Unicode.UTF16.decode(encoded))
      case .emptyInput: return String(scalars)
      case .error:
        throw corrupt(offset, "the UTF-16 string at byte \(offset) has an unpaired surrogate")
      }
    }
  }
}
