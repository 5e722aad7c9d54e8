// Recognises old-style (OpenStep) text property lists and `.strings`-style files, only to
// tell the user what they gave: Herald reads XML and binary property lists.

/// A recogniser of CoreFoundation's old-style syntax: `{ key = value; }`, `( a, b )`,
/// `<0fab>`, quoted and unquoted strings, `//` and `/* */` comments, and a top level of
/// `key = value;` pairs (a strings file, which is a dictionary).
struct OpenStepPlistScanner {
  /// The deepest nesting followed before giving up (CoreFoundation's limit).
  static let maxDepth = 512

  /// The whole file.
  let bytes: [UInt8]
  /// The next byte to read.
  var index: Int

  /// The failure for text that is not XML: `.openStep` when it is an old-style property list,
  /// else a located message saying what a property list starts with.
  static func failure(for bytes: [UInt8], from start: Int) -> PlistReadProblem {
    var scanner = OpenStepPlistScanner(bytes: bytes, index: start)
    if let isDictionary = scanner.root() { return .openStep(isDictionary: isDictionary) }
    var first = start
    while first < bytes.count, isSpace(bytes[first]) { first += 1 }
    var end = first
    while end < bytes.count, end - first < 12, !isSpace(bytes[end]) { end += 1 }
    let shown = PlistTextPosition.excerpt(of: bytes, at: first, limit: max(1, end - first))
    return .text(
      offset: first,
      message: "expected an XML property list ('<?xml' or '<plist>') or a binary one "
        + "('bplist00'), found '\(shown)'")
  }

  /// Whether the whole text is one old-style value, true when it is a dictionary (or a
  /// strings file); nil when it is not old-style.
  mutating func root() -> Bool? {
    let start = index
    guard skipSpace() else { return true }
    let first = bytes[index]
    guard value(depth: 0) else { return nil }
    guard skipSpace() else { return first == UInt8(ascii: "{") }
    index = start
    guard dictionaryContent(depth: 0), !skipSpace() else { return nil }
    return true
  }

  /// Whether `byte` is white space to the old-style parser.
  static func isSpace(_ byte: UInt8) -> Bool { (0x09...0x0D).contains(byte) || byte == 0x20 }

  /// Whether `byte` is an ASCII hexadecimal digit.
  static func isHex(_ byte: UInt8) -> Bool {
    (0x30...0x39).contains(byte) || (0x41...0x46).contains(byte) || (0x61...0x66).contains(byte)
  }

  /// Whether `byte` may appear in an unquoted string.
  static func isUnquoted(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
      UInt8(ascii: "0")...UInt8(ascii: "9"):
      true
    default: Array("_$/:.-".utf8).contains(byte)
    }
  }

  /// Skips white space and comments; false at the end of the text.
  mutating func skipSpace() -> Bool {
    while index < bytes.count {
      if Self.isSpace(bytes[index]) {
        index += 1
      } else if bytes[index...].starts(with: Array("//".utf8)) {
        while index < bytes.count, bytes[index] != 0x0A, bytes[index] != 0x0D { index += 1 }
      } else if bytes[index...].starts(with: Array("/*".utf8)) {
        index += 2
        while index < bytes.count, !bytes[index...].starts(with: Array("*/".utf8)) { index += 1 }
        index = min(index + 2, bytes.count)
      } else {
        return true
      }
    }
    return false
  }

  /// Whether a value can start at the current byte.
  func startsValue() -> Bool {
    guard index < bytes.count else { return false }
    return Array("{(<\"'".utf8).contains(bytes[index]) || Self.isUnquoted(bytes[index])
  }

  /// Reads one value; false when it is malformed.
  mutating func value(depth: Int) -> Bool {
    guard depth <= Self.maxDepth, skipSpace(), startsValue() else { return false }
    let opening = bytes[index]
    index += 1
    switch opening {
    case UInt8(ascii: "{"): return dictionaryContent(depth: depth + 1) && close("}")
    case UInt8(ascii: "("): return arrayContent(depth: depth + 1) && close(")")
    case UInt8(ascii: "<"): return dataContent()
    case UInt8(ascii: "\""), UInt8(ascii: "'"): return quoted(opening)
    default:
      while index < bytes.count, Self.isUnquoted(bytes[index]) { index += 1 }
      return true
    }
  }

  /// Reads `closing` after optional space.
  mutating func close(_ closing: Unicode.Scalar) -> Bool {
    guard skipSpace(), bytes[index] == UInt8(ascii: closing) else { return false }
    index += 1
    return true
  }

  /// Reads `key = value;` and `key;` pairs up to something that is not a key.
  mutating func dictionaryContent(depth: Int) -> Bool {
    while skipSpace(),
      bytes[index] == UInt8(ascii: "\"") || bytes[index] == UInt8(ascii: "'")
        || Self.isUnquoted(bytes[index])
    {
      guard value(depth: depth), skipSpace() else { return false }
      if bytes[index] == UInt8(ascii: "=") {
        index += 1
        guard value(depth: depth) else { return false }
      }
      guard close(";") else { return false }
    }
    return true
  }

  /// Reads comma-separated values (a trailing comma allowed) up to the closing parenthesis.
  mutating func arrayContent(depth: Int) -> Bool {
    while skipSpace(), startsValue() {
      guard value(depth: depth) else { return false }
      guard skipSpace(), bytes[index] == UInt8(ascii: ",") else { return true }
      index += 1
    }
    return true
  }

  /// Reads hexadecimal byte pairs and white space up to `>`.
  mutating func dataContent() -> Bool {
    while index < bytes.count {
      let byte = bytes[index]
      if byte == UInt8(ascii: ">") {
        index += 1
        return true
      }
      if Self.isSpace(byte) {
        index += 1
      } else if index + 1 < bytes.count, Self.isHex(byte), Self.isHex(bytes[index + 1]) {
        index += 2
      } else {
        return false
      }
    }
    return false
  }

  /// Reads a quoted string after its opening `quote`; a backslash escapes the next character.
  mutating func quoted(_ quote: UInt8) -> Bool {
    while index < bytes.count {
      let byte = bytes[index]
      index += byte == UInt8(ascii: "\\") ? 2 : 1
      if byte == quote { return true }
    }
    return false
  }
}
