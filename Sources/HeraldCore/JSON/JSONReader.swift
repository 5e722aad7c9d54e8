// A strict RFC 8259 reader that keeps where every value is written, for payload diagnostics.

/// Reads one JSON text into located `JSONNode`s. Strict: RFC 8259's grammar and nothing more (no
/// comments, no trailing commas, no byte order mark, no lone surrogates), because APNs takes JSON
/// and a payload template that only a lenient parser accepts would fail there. It never traps:
/// every byte sequence gives a value or a located problem. Nesting is limited (`maxDepth`), so
/// the recursion's stack use is bounded, and memory grows with the input only, whose size the
/// caller bounds.
public struct JSONReader {
  /// The deepest nesting read; APNs payloads are a few levels deep, so 64 is generous.
  public static let defaultMaxDepth = 64

  /// The text.
  private let bytes: [UInt8]
  /// The file, interned once.
  private let file: SourceFileID
  /// The deepest nesting allowed.
  private let maxDepth: Int
  /// The next byte to read.
  private var index = 0
  /// The line of `index`, from 1.
  private var line = 1
  /// The column of `index`, in Unicode scalars from 1, as Herald's other positions count.
  private var column = 1
  /// Problems that do not stop reading: repeated keys.
  public private(set) var problems: [JSONReadProblem] = []
  /// Bytes of whitespace between tokens: what minifying the text would remove.
  public private(set) var whitespaceBytes = 0

  /// A reader of `bytes`, reported as `path`. `line` is the line of the file the bytes start
  /// at: a request file's body follows its headers, and its positions count from the file's
  /// first line so that diagnostics point into the file as written.
  public init(
    _ bytes: [UInt8], path: String, maxDepth: Int = JSONReader.defaultMaxDepth,
    startingAtLine line: Int = 1
  ) {
    self.bytes = bytes
    self.file = SourceFileID(path)
    self.maxDepth = maxDepth
    self.line = line
  }

  /// Reads the whole text as one value; throws the first syntax error. Repeated keys are in
  /// `problems` afterwards.
  public mutating func read() throws(JSONReadProblem) -> JSONNode {
    if bytes.starts(with: [0xEF, 0xBB, 0xBF]) {
      throw problem(
        "the file starts with a byte order mark, which JSON sent to APNs must not have; save it as UTF-8 without BOM"
      )
    }
    skipWhitespace()
    guard index < bytes.count else {
      throw problem(
        "the file holds no JSON value; a payload is a JSON object such as {\"aps\": {}}")
    }
    let value = try readValue(depth: 1)
    skipWhitespace()
    guard index == bytes.count else {
      throw problem("unexpected \(describeHere()) after the JSON value; a payload is one object")
    }
    return value
  }

  // MARK: Positions

  /// The current position.
  private var position: SourcePosition { SourcePosition(line: line, column: column) }

  /// A range from `start` to the current position.
  private func range(from start: SourcePosition) -> SourceRange {
    SourceRange(fileID: file, start: start, end: position)
  }

  /// A problem at the current position, one character wide; empty at the end of a line or of
  /// the file, so that the range never reaches past the line.
  private func problem(_ message: String) -> JSONReadProblem {
    let atLineEnd = current == nil || startsLineBreak
    let end = SourcePosition(line: line, column: atLineEnd ? column : column + 1)
    return JSONReadProblem(message, at: SourceRange(fileID: file, start: position, end: end))
  }

  /// Moves past one byte, keeping the line and column: a column counts scalars, so a UTF-8
  /// continuation byte does not move it. Lines break where they do in every other file Herald
  /// reads and shows (as libyaml breaks them): LF, CR LF, a CR alone, NEL, LS and PS, so that
  /// a position and the excerpt printed under it agree. Outside strings JSON only has LF and
  /// CR; NEL, LS and PS can only occur inside a string, where JSON takes them as text.
  private mutating func advance() {
    let byte = bytes[index]
    index += 1
    let endsBreak: Bool
    switch byte {
    case 0x0A: endsBreak = true
    case 0x0D: endsBreak = current != 0x0A
    case 0x85: endsBreak = index >= 2 && bytes[index - 2] == 0xC2
    case 0xA8, 0xA9: endsBreak = index >= 3 && bytes[index - 3] == 0xE2 && bytes[index - 2] == 0x80
    default: endsBreak = false
    }
    if endsBreak {
      line += 1
      column = 1
    } else if byte & 0xC0 != 0x80 {
      column += 1
    }
  }

  /// Whether a line break starts at the current index (see `advance()`).
  private var startsLineBreak: Bool {
    guard let byte = current else { return false }
    switch byte {
    case 0x0A, 0x0D: return true
    case 0xC2: return index + 1 < bytes.count && bytes[index + 1] == 0x85
    case 0xE2:
      return index + 2 < bytes.count && bytes[index + 1] == 0x80
        && (bytes[index + 2] == 0xA8 || bytes[index + 2] == 0xA9)
    default: return false
    }
  }

  /// The byte at the current index, or nil at the end.
  private var current: UInt8? { index < bytes.count ? bytes[index] : nil }

  /// Skips the four whitespace bytes RFC 8259 allows, counting them.
  private mutating func skipWhitespace() {
    while let byte = current,
      byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09
    {
      whitespaceBytes += 1
      advance()
    }
  }

  /// What is at the current index, for messages: `end of file`, `'x'`, `byte 0x01`.
  private func describeHere() -> String {
    guard let byte = current else { return "end of file" }
    if byte == UInt8(ascii: "'") { return "a single quote (JSON strings take double quotes)" }
    if byte >= 0x21 && byte < 0x7F { return "'\(Character(Unicode.Scalar(byte)))'" }
    if byte == 0x20 { return "a space" }
    return "byte 0x" + String(byte, radix: 16, uppercase: true)
  }

  // MARK: Values

  /// Reads one value; the current byte is its first.
  private mutating func readValue(depth: Int) throws(JSONReadProblem) -> JSONNode {
    let start = position
    switch current {
    case UInt8(ascii: "{"):
      return try readObject(depth: depth)
    case UInt8(ascii: "["):
      return try readArray(depth: depth)
    case UInt8(ascii: "\""):
      let text = try readString()
      return JSONNode(.string(text), at: range(from: start))
    case UInt8(ascii: "t"):
      try readWord("true")
      return JSONNode(.bool(true), at: range(from: start))
    case UInt8(ascii: "f"):
      try readWord("false")
      return JSONNode(.bool(false), at: range(from: start))
    case UInt8(ascii: "n"):
      try readWord("null")
      return JSONNode(.null, at: range(from: start))
    case let byte? where byte == UInt8(ascii: "-") || (byte >= 0x30 && byte <= 0x39):
      return try readNumber()
    case UInt8(ascii: "'"):
      throw problem("JSON strings take double quotes (\"), not single quotes")
    default:
      throw problem("expected a JSON value, found \(describeHere())")
    }
  }

  /// Reads `true`, `false` or `null`, spelled exactly.
  private mutating func readWord(_ word: StaticString) throws(JSONReadProblem) {
    let expected = word.utf8Start
    for offset in 0..<word.utf8CodeUnitCount {
      guard current == expected[offset] else {
        throw problem("expected '\(word)', found \(describeHere())")
      }
      advance()
    }
  }

  /// Checks the nesting before entering an object or array.
  private func checkDepth(_ depth: Int) throws(JSONReadProblem) {
    guard depth <= maxDepth else {
      throw problem("the JSON nests deeper than \(maxDepth) levels, more than a payload needs")
    }
  }

  /// Reads an object; repeated keys are reported and the later value dropped.
  private mutating func readObject(depth: Int) throws(JSONReadProblem) -> JSONNode {
    try checkDepth(depth)
    let start = position
    advance()
    var members: [JSONNodeMember] = []
    // Keys are told apart by their bytes, as JSON Schema validators and servers do, not by
    // Swift's `==`, which calls canonically equivalent keys (decomposed `é`, composed `é`) one.
    var seen: [[UInt8]: SourceRange] = [:]
    skipWhitespace()
    if current == UInt8(ascii: "}") {
      advance()
      return JSONNode(.object([]), at: range(from: start))
    }
    while true {
      guard current == UInt8(ascii: "\"") else {
        let hint = current == UInt8(ascii: "}") ? " (JSON allows no comma before '}')" : ""
        throw problem("expected a key in double quotes, found \(describeHere())\(hint)")
      }
      let keyStart = position
      let key = try readString()
      let keyRange = range(from: keyStart)
      skipWhitespace()
      guard current == UInt8(ascii: ":") else {
        throw problem("expected ':' after the key, found \(describeHere())")
      }
      advance()
      skipWhitespace()
      let value = try readValue(depth: depth + 1)
      if let first = seen[Array(key.utf8)] {
        problems.append(
          JSONReadProblem(
            "the key '\(key)' appears twice in this object; APNs and JSON readers may keep either value, so remove one",
            at: keyRange, first: first))
      } else {
        seen[Array(key.utf8)] = keyRange
        members.append(JSONNodeMember(key: key, keyRange: keyRange, value: value))
      }
      skipWhitespace()
      switch current {
      case UInt8(ascii: ","):
        advance()
        skipWhitespace()
      case UInt8(ascii: "}"):
        advance()
        return JSONNode(.object(members), at: range(from: start))
      default:
        throw problem("expected ',' or '}' in the object, found \(describeHere())")
      }
    }
  }

  /// Reads an array.
  private mutating func readArray(depth: Int) throws(JSONReadProblem) -> JSONNode {
    try checkDepth(depth)
    let start = position
    advance()
    var elements: [JSONNode] = []
    skipWhitespace()
    if current == UInt8(ascii: "]") {
      advance()
      return JSONNode(.array([]), at: range(from: start))
    }
    while true {
      if current == UInt8(ascii: "]") {
        throw problem("expected a value, found ']' (JSON allows no comma before ']')")
      }
      elements.append(try readValue(depth: depth + 1))
      skipWhitespace()
      switch current {
      case UInt8(ascii: ","):
        advance()
        skipWhitespace()
      case UInt8(ascii: "]"):
        advance()
        return JSONNode(.array(elements), at: range(from: start))
      default:
        throw problem("expected ',' or ']' in the array, found \(describeHere())")
      }
    }
  }

  /// Reads a number by RFC 8259's grammar: no leading zeros, no `+`, no bare `.`.
  private mutating func readNumber() throws(JSONReadProblem) -> JSONNode {
    let start = position
    let first = index
    if current == UInt8(ascii: "-") { advance() }
    guard let lead = current, isDigit(lead) else {
      throw problem("expected a digit in the number, found \(describeHere())")
    }
    advance()
    if lead == UInt8(ascii: "0"), let next = current, isDigit(next) {
      throw problem("JSON numbers have no leading zeros")
    }
    while let byte = current, isDigit(byte) { advance() }
    if current == UInt8(ascii: ".") {
      advance()
      guard let byte = current, isDigit(byte) else {
        throw problem("expected a digit after the decimal point, found \(describeHere())")
      }
      while let byte = current, isDigit(byte) { advance() }
    }
    if current == UInt8(ascii: "e") || current == UInt8(ascii: "E") {
      advance()
      if current == UInt8(ascii: "+") || current == UInt8(ascii: "-") { advance() }
      guard let byte = current, isDigit(byte) else {
        throw problem("expected a digit in the exponent, found \(describeHere())")
      }
      while let byte = current, isDigit(byte) { advance() }
    }
    let text = String(decoding: bytes[first..<index], as: UTF8.self)
    // The grammar guarantees Double can parse it; an exponent too large gives infinity.
    let value = Double(text) ?? .nan
    return JSONNode(.number(value, text: text), at: range(from: start))
  }

  /// Whether a byte is an ASCII digit.
  private func isDigit(_ byte: UInt8) -> Bool { byte >= 0x30 && byte <= 0x39 }

  /// Reads a string; the current byte is its opening quote. Escapes are decoded; raw control
  /// characters, invalid UTF-8 and lone surrogates are errors.
  private mutating func readString() throws(JSONReadProblem) -> String {
    advance()
    var scalars = String.UnicodeScalarView()
    while true {
      guard let byte = current else {
        throw problem("the string is not closed; add '\"'")
      }
      switch byte {
      case UInt8(ascii: "\""):
        advance()
        return String(scalars)
      case UInt8(ascii: "\\"):
        advance()
        scalars.append(try readEscape())
      case UInt8(ascii: "\n"):
        throw problem(
          "the string is not closed before the end of the line; add '\"' (a line break inside a string is written \\n)"
        )
      case 0..<0x20:
        throw problem(
          "a control character (byte 0x\(String(byte, radix: 16, uppercase: true))) must be escaped inside a JSON string, e.g. as \\t or \\n"
        )
      case 0x20..<0x80:
        scalars.append(Unicode.Scalar(byte))
        advance()
      default:
        scalars.append(try readUTF8Scalar())
      }
    }
  }

  /// Decodes one multi-byte UTF-8 scalar at the current index.
  private mutating func readUTF8Scalar() throws(JSONReadProblem) -> Unicode.Scalar {
    let lead = bytes[index]
    let (count, minimum): (Int, UInt32) =
      switch lead {
      case 0xC2...0xDF: (2, 0x80)
      case 0xE0...0xEF: (3, 0x800)
      case 0xF0...0xF4: (4, 0x10000)
      default: (0, 0)
      }
    let invalid = "the file is not valid UTF-8 here; JSON sent to APNs must be UTF-8"
    guard count > 0, index + count <= bytes.count else { throw problem(invalid) }
    var value = UInt32(lead) & (0xFF >> (count + 1))
    for offset in 1..<count {
      let next = bytes[index + offset]
      guard next & 0xC0 == 0x80 else { throw problem(invalid) }
      value = value << 6 | UInt32(next & 0x3F)
    }
    guard value >= minimum, let scalar = Unicode.Scalar(value) else { throw problem(invalid) }
    for _ in 0..<count { advance() }
    return scalar
  }

  /// Reads the escape after a backslash.
  private mutating func readEscape() throws(JSONReadProblem) -> Unicode.Scalar {
    guard let byte = current else { throw problem("the string is not closed; add '\"'") }
    let simple: Unicode.Scalar? =
      switch byte {
      case UInt8(ascii: "\""): "\""
      case UInt8(ascii: "\\"): "\\"
      case UInt8(ascii: "/"): "/"
      case UInt8(ascii: "b"): "\u{08}"
      case UInt8(ascii: "f"): "\u{0C}"
      case UInt8(ascii: "n"): "\n"
      case UInt8(ascii: "r"): "\r"
      case UInt8(ascii: "t"): "\t"
      default: nil
      }
    if let simple {
      advance()
      return simple
    }
    guard byte == UInt8(ascii: "u") else {
      throw problem(
        "a backslash followed by \(describeHere()) is not a JSON escape; use \\\", \\\\, \\/, \\b, \\f, \\n, \\r, \\t, or a backslash, 'u' and four hex digits"
      )
    }
    advance()
    let unit = try readHex()
    if (0xD800...0xDBFF).contains(unit) {
      guard current == UInt8(ascii: "\\"), index + 1 < bytes.count,
        bytes[index + 1] == UInt8(ascii: "u")
      else {
        throw problem(
          "the escape of the high surrogate U+\(hex(unit)) must be followed by a low one")
      }
      advance()
      advance()
      let low = try readHex()
      guard (0xDC00...0xDFFF).contains(low) else {
        throw problem(
          "the high surrogate U+\(hex(unit)) must be followed by a low surrogate, not U+\(hex(low))"
        )
      }
      let value = 0x10000 + ((unit - 0xD800) << 10) + (low - 0xDC00)
      return Unicode.Scalar(value) ?? "\u{FFFD}"
    }
    guard let scalar = Unicode.Scalar(unit) else {
      throw problem("the escape of U+\(hex(unit)) is a lone low surrogate, which is no character")
    }
    return scalar
  }

  /// Reads four hex digits.
  private mutating func readHex() throws(JSONReadProblem) -> UInt32 {
    var value: UInt32 = 0
    for _ in 0..<4 {
      guard let byte = current, let digit = hexDigit(byte) else {
        throw problem("expected four hex digits after 'u', found \(describeHere())")
      }
      value = value << 4 | digit
      advance()
    }
    return value
  }

  /// The value of a hex digit.
  private func hexDigit(_ byte: UInt8) -> UInt32? {
    switch byte {
    case 0x30...0x39: UInt32(byte - 0x30)
    case 0x41...0x46: UInt32(byte - 0x41 + 10)
    case 0x61...0x66: UInt32(byte - 0x61 + 10)
    default: nil
    }
  }

  /// Four uppercase hex digits.
  private func hex(_ value: UInt32) -> String {
    let text = String(value, radix: 16, uppercase: true)
    return String(repeating: "0", count: max(0, 4 - text.count)) + text
  }
}
