// The text of `<integer>` and `<real>`: what CoreFoundation accepts, with located errors
// (a slice's indices are byte offsets into the file).

/// Parses numbers written in XML property lists.
enum PlistNumberSyntax {
  /// `<integer>` text: an optional sign, then decimal digits or `0x` and hexadecimal digits,
  /// with white space allowed around. Values above `Int.max` (CoreFoundation reads up to
  /// `UInt64.max`) are unsupported, beyond that malformed.
  static func integer(_ text: ArraySlice<UInt8>, keyPath: [String]) throws(PlistReadProblem)
    -> Int
  {
    let offset = trimmed(text).startIndex
    let shown = String(decoding: trimmed(text), as: UTF8.self)
    var digits = Substring(shown)
    let negative = digits.first == "-"
    if negative || digits.first == "+" { digits = digits.dropFirst() }
    let hex = digits.hasPrefix("0x") || digits.hasPrefix("0X")
    if hex { digits = digits.dropFirst(2) }
    guard !digits.isEmpty,
      digits.allSatisfy({ hex ? $0.isHexDigit : ("0"..."9").contains($0) })
    else {
      throw .text(offset: offset, message: "'\(shown)' is not an integer")
    }
    guard let magnitude = UInt64(digits, radix: hex ? 16 : 10) else {
      throw .text(offset: offset, message: "'\(shown)' does not fit in 64 bits")
    }
    if negative {
      guard magnitude <= UInt64(Int.max) + 1 else {
        throw .text(offset: offset, message: "'\(shown)' does not fit in 64 bits")
      }
      return magnitude == UInt64(Int.max) + 1 ? Int.min : -Int(magnitude)
    }
    guard magnitude <= UInt64(Int.max) else {
      throw .unsupported(keyPath: keyPath, what: "an integer above \(Int.max)")
    }
    return Int(magnitude)
  }

  /// `<real>` text: `nan`, `inf`, `infinity` (signed, any case) or a decimal number with an
  /// optional exponent; white space allowed around.
  static func real(_ text: ArraySlice<UInt8>) throws(PlistReadProblem) -> Double {
    let offset = trimmed(text).startIndex
    let shown = String(decoding: trimmed(text), as: UTF8.self)
    switch shown.lowercased() {
    case "nan": return .nan
    case "inf", "+inf", "infinity", "+infinity": return .infinity
    case "-inf", "-infinity": return -.infinity
    default: break
    }
    guard isDecimal(shown.utf8), let number = Double(shown) else {
      throw .text(offset: offset, message: "'\(shown)' is not a real number")
    }
    return number
  }

  /// Whether `text` is `[+-]digits[.digits][(e|E)[+-]digits]` with a digit in the mantissa
  /// (`.5` and `5.` included): what CoreFoundation scans, and nothing `Double` alone would
  /// also take (hexadecimal, `nan(…)`).
  static func isDecimal(_ text: String.UTF8View) -> Bool {
    var bytes = text[...]
    func digits() -> Int {
      let count = bytes.prefix { (0x30...0x39).contains($0) }.count
      bytes = bytes.dropFirst(count)
      return count
    }
    if bytes.first == UInt8(ascii: "+") || bytes.first == UInt8(ascii: "-") {
      bytes = bytes.dropFirst()
    }
    var mantissa = digits()
    if bytes.first == UInt8(ascii: ".") {
      bytes = bytes.dropFirst()
      mantissa += digits()
    }
    guard mantissa > 0 else { return false }
    if bytes.first == UInt8(ascii: "e") || bytes.first == UInt8(ascii: "E") {
      bytes = bytes.dropFirst()
      if bytes.first == UInt8(ascii: "+") || bytes.first == UInt8(ascii: "-") {
        bytes = bytes.dropFirst()
      }
      guard digits() > 0 else { return false }
    }
    return bytes.isEmpty
  }

  /// `text` without XML white space at either end.
  static func trimmed(_ text: ArraySlice<UInt8>) -> ArraySlice<UInt8> {
    let start = text.firstIndex { !XMLPlistCursor.isWhitespace($0) } ?? text.endIndex
    let end = text.lastIndex { !XMLPlistCursor.isWhitespace($0) }.map { $0 + 1 } ?? start
    return text[start..<max(start, end)]
  }
}
