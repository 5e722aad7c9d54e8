// The embedded copy of Sources/HeraldRuntime/PayloadTextRules.swift, written by
// PayloadTextRulesEmbeddingTests: edit that file and run the suite with HERALD_RECORD_GOLDENS=1.

/// The source of `PayloadTextRules`, which generated decoding of text-carried scalars declares for itself.
enum EmbeddedPayloadTextRules {
  /// The file's text (Swift removes the indentation of the closing delimiter).
  static let source = #"""
    // The wire rules of scalars carried as text (`wire: string`, `wire: either`, `separator`): which
    // strings spell an integer, a number and a Boolean. This file is their one source. Herald's
    // checker calls it, and herald embeds it, from the enum on, in every generated file whose
    // payloads carry scalars as text (`EmbeddedPayloadTextRules`, recorded by
    // `PayloadTextRulesEmbeddingTests`). It uses the standard library alone, and its arithmetic is
    // written in `Int64`, for the 32-bit watches.

    /// The spellings of scalars carried as strings, in the standard library alone.
    public enum PayloadTextRules {
      /// The largest magnitude of an integer's text: 2^53 − 1, as for a JSON number.
      public static let maximumInteger: Int64 = 9_007_199_254_740_991

      /// The integer a string spells, or nil: an optional `-`, then `0` or digits without a
      /// leading zero; no `+`, no spaces, no point, no exponent; within ±(2^53 − 1).
      public static func integer(_ text: String) -> Int64? {
        var bytes = Substring(text).utf8[...]
        let negative = bytes.first == UInt8(ascii: "-")
        if negative { bytes = bytes.dropFirst() }
        guard let first = bytes.first, isDigit(first), first != 0x30 || bytes.count == 1,
          bytes.count <= 16
        else { return nil }
        var value: Int64 = 0
        for byte in bytes {
          guard isDigit(byte) else { return nil }
          value = value * 10 + Int64(byte - 0x30)
        }
        guard value <= maximumInteger else { return nil }
        return negative ? -value : value
      }

      /// The number a string spells, or nil: an optional `-`, `0` or digits without a leading zero
      /// (at most 308 of them, so that every double holds the value), then an optional `.` and
      /// digits; no `+`, no spaces, no exponent.
      public static func number(_ text: String) -> Double? {
        var bytes = Substring(text).utf8[...]
        if bytes.first == UInt8(ascii: "-") { bytes = bytes.dropFirst() }
        let whole = bytes.prefix { isDigit($0) }
        guard let first = whole.first, first != 0x30 || whole.count == 1, whole.count <= 308 else {
          return nil
        }
        let rest = bytes.dropFirst(whole.count)
        if let point = rest.first {
          let fraction = rest.dropFirst()
          guard point == UInt8(ascii: "."), !fraction.isEmpty, fraction.allSatisfy(isDigit) else {
            return nil
          }
        }
        return Double(text)
      }

      /// The Boolean a string spells, or nil: `true` or `1`, `false` or `0`, nothing else.
      public static func boolean(_ text: String) -> Bool? {
        switch text {
        case "true", "1": true
        case "false", "0": false
        default: nil
        }
      }

      /// The text of a number as `wire: string` writes it: an integral value within ±(2^53 − 1)
      /// in digits (`-0` as `0`); any other finite value in decimal notation, through Swift's
      /// shortest round-trip digits (`12.5`, `0.000001`), so that `number` reads it back.
      public static func text(of value: Double) -> String {
        if value.rounded(.towardZero) == value, value.magnitude <= Double(maximumInteger) {
          return String(Int64(value))
        }
        return decimal(value.description)
      }

      /// `description`'s text of a double in decimal notation: `1e-07` → `0.0000001`,
      /// `1.5e+20` → `150000000000000000000`.
      static func decimal(_ description: String) -> String {
        let parts = description.split(separator: "e", maxSplits: 1)
        guard parts.count == 2, let exponent = Int(parts[1]) else { return description }
        var mantissa = Substring(parts[0])
        let negative = mantissa.first == "-"
        if negative { mantissa = mantissa.dropFirst() }
        let pieces = mantissa.split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false)
        var digits = String(pieces[0]) + (pieces.count > 1 ? String(pieces[1]) : "")
        var point = pieces[0].count + exponent
        while digits.count > 1, digits.hasSuffix("0"), digits.count > point { digits.removeLast() }
        if point <= 0 {
          digits = String(repeating: "0", count: 1 - point) + digits
          point = 1
        } else if point >= digits.count {
          digits += String(repeating: "0", count: point - digits.count)
        }
        let whole = digits.prefix(point)
        let fraction = digits.dropFirst(point)
        return (negative ? "-" : "") + whole + (fraction.isEmpty ? "" : "." + fraction)
      }

      /// The elements of a list carried as one string: the text between the separators; none for
      /// the empty string. The separator is matched by its bytes, never trimmed around.
      public static func split(_ text: String, separator: String) -> [String] {
        let bytes = Array(text.utf8)
        let mark = Array(separator.utf8)
        guard !bytes.isEmpty else { return [] }
        guard !mark.isEmpty else { return [text] }
        var pieces: [String] = []
        var start = 0
        var index = 0
        while index + mark.count <= bytes.count {
          if bytes[index..<(index + mark.count)].elementsEqual(mark) {
            pieces.append(String(decoding: bytes[start..<index], as: UTF8.self))
            index += mark.count
            start = index
          } else {
            index += 1
          }
        }
        pieces.append(String(decoding: bytes[start...], as: UTF8.self))
        return pieces
      }

      /// An ASCII digit.
      public static func isDigit(_ byte: UInt8) -> Bool { byte >= 0x30 && byte <= 0x39 }
    }
    """#
}
