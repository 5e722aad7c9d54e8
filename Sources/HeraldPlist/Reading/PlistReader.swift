// Reads property-list bytes into `PlistValue`s: XML and binary, without Foundation.

/// Reads XML and binary property lists, keeping every value's type (booleans, integers and
/// reals apart, data and dates). Old-style (OpenStep) text is recognised only to say so.
public enum PlistReader {
  /// The earliest and latest dates an XML property list can spell (years 1 to 9999).
  static let dateRange = -62_135_596_800.0..<253_402_300_800.0

  /// The root value of XML or binary bytes, whatever its kind.
  public static func value(_ bytes: [UInt8]) throws(PlistReadProblem) -> PlistValue {
    switch PlistFormat(sniffing: bytes) {
    case .binary:
      return try BinaryPlistReader.root(of: bytes)
    case .xml(let start):
      var parser = XMLPlistParser(bytes, from: start)
      return try parser.document()
    case .empty:
      throw .notPlist("the file is empty")
    case .blank:
      throw .notPlist("the file holds only white space")
    case .wideText:
      throw .notPlist("it is UTF-16 or UTF-32 text; save it as UTF-8")
    case .text(let start):
      throw OpenStepPlistScanner.failure(for: bytes, from: start)
    }
  }
}

/// What the first bytes of a file say it is.
enum PlistFormat: Equatable {
  /// `bplist` magic.
  case binary
  /// Text whose first character after white space (and a UTF-8 byte-order mark) is `<`,
  /// starting at byte `start` (after the mark).
  case xml(start: Int)
  /// No bytes at all.
  case empty
  /// Only white space.
  case blank
  /// A UTF-16 or UTF-32 byte-order mark, or a NUL in the first two bytes.
  case wideText
  /// Other text, starting at byte `start` (after a byte-order mark).
  case text(start: Int)

  /// Sniffs `bytes`.
  init(sniffing bytes: [UInt8]) {
    if bytes.isEmpty {
      self = .empty
    } else if bytes.starts(with: BinaryPlistTrailer.magicPrefix) {
      self = .binary
    } else if bytes.starts(with: [0xFE, 0xFF]) || bytes.starts(with: [0xFF, 0xFE])
      || bytes.prefix(2).contains(0)
    {
      self = .wideText
    } else {
      let start = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
      let first = bytes[start...].firstIndex { !XMLPlistCursor.isWhitespace($0) }
      switch first.map({ bytes[$0] }) {
      case nil: self = .blank
      case UInt8(ascii: "<"): self = .xml(start: start)
      default: self = .text(start: start)
      }
    }
  }
}
