/// The one escaping function for every user string that enters generated Swift.

/// Writes Swift string literals that evaluate to exactly the given text.
enum SwiftLiteral {
  /// A double-quoted Swift string literal for `text`. Quotes, backslashes and control characters
  /// are escaped; invisible or combining scalars are written as `\u{…}` so the source stays
  /// readable and no scalar can merge with the quotes; everything else is kept as is.
  static func string(_ text: String) -> String {
    if text.unicodeScalars.allSatisfy(isVerbatim) { return "\"" + text + "\"" }
    var output = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": output += "\\\""
      case "\\": output += "\\\\"
      case "\n": output += "\\n"
      case "\r": output += "\\r"
      case "\t": output += "\\t"
      case "\0": output += "\\0"
      default:
        if needsEscape(scalar) {
          output += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
        } else {
          output.unicodeScalars.append(scalar)
        }
      }
    }
    return output + "\""
  }

  /// Whether a scalar is written into a literal as it is (no escape of any kind).
  static func isVerbatim(_ scalar: Unicode.Scalar) -> Bool {
    guard scalar.isASCII else { return !needsEscape(scalar) }
    return scalar.value >= 0x20 && scalar.value != 0x7F && scalar != "\"" && scalar != "\\"
  }

  /// Whether a scalar is written as `\u{…}`: controls, formats, combining marks, separators other
  /// than the space, private-use, surrogates and unassigned code points.
  static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
    if scalar.isASCII { return scalar.value < 0x20 || scalar.value == 0x7F }
    switch scalar.properties.generalCategory {
    case .control, .format, .nonspacingMark, .spacingMark, .enclosingMark, .lineSeparator,
      .paragraphSeparator, .spaceSeparator, .privateUse, .surrogate, .unassigned:
      return true
    default:
      return false
    }
  }

  /// A Swift array literal of string literals.
  static func array(_ items: [String]) -> String {
    "[" + items.map(string).joined(separator: ", ") + "]"
  }
}
