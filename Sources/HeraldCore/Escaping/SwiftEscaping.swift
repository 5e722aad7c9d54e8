// Escaping for generated Swift: string literals, `//` and `///` comments, and code voice in
// doc comments.

/// The one place where user strings (spec text, identifiers, file paths) enter generated Swift.
public enum SwiftEscaping {
  /// A double-quoted Swift string literal for `text`. Quotes, backslashes and control characters
  /// are escaped; invisible or combining scalars are written as `\u{…}` so the source stays
  /// readable and no scalar can merge with the quotes; everything else is kept as is.
  public static func stringLiteral(_ text: String) -> String {
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
          output += VisibleEscapes.escape(scalar)
        } else {
          output.unicodeScalars.append(scalar)
        }
      }
    }
    return output + "\""
  }

  /// A Swift array literal of string literals.
  public static func arrayLiteral(_ items: [String]) -> String {
    "[" + items.map(stringLiteral).joined(separator: ", ") + "]"
  }

  /// Text for a `//` or `///` comment: every scalar `needsEscape` accepts (all controls and line
  /// breaks among them) is written as a visible `\u{…}`, so the text cannot end the comment and
  /// put code on the next line, and no invisible or reordering scalar hides in the source.
  /// `VisibleEscapes.decode` gives the text back. A line comment has no terminator other than a
  /// line break, so `*/` needs nothing.
  public static func comment(_ text: String) -> String {
    VisibleEscapes.encode(text, hiding: needsEscape)
  }

  /// Text in code voice in a doc comment: as `comment`, with backticks written `\u{60}` so the
  /// text cannot close the code span.
  public static func codeVoice(_ text: String) -> String {
    "`" + VisibleEscapes.encode(text) { $0 == "`" || needsEscape($0) } + "`"
  }

  /// A comment line's text with any line break left in it written as `\u{…}`: the last guard of
  /// the writer's `///` lines, whose spec parts `comment` or `codeVoice` already escaped (they
  /// hold no line break, so this changes nothing there).
  static func commentLine(_ text: String) -> String {
    guard text.unicodeScalars.contains(where: VisibleEscapes.isLineBreak) else { return text }
    var output = ""
    for scalar in text.unicodeScalars {
      if VisibleEscapes.isLineBreak(scalar) {
        output += VisibleEscapes.escape(scalar)
      } else {
        output.unicodeScalars.append(scalar)
      }
    }
    return output
  }

  /// Whether a scalar is written into a literal as it is (no escape of any kind).
  static func isVerbatim(_ scalar: Unicode.Scalar) -> Bool {
    guard scalar.isASCII else { return !needsEscape(scalar) }
    return scalar.value >= 0x20 && scalar.value != 0x7F && scalar != "\"" && scalar != "\\"
  }

  /// Whether a scalar is written as `\u{…}`: controls, formats, combining marks, separators other
  /// than the space, private-use, surrogates and unassigned code points.
  public static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
    if scalar.isASCII { return scalar.value < 0x20 || scalar.value == 0x7F }
    switch scalar.properties.generalCategory {
    case .control, .format, .nonspacingMark, .spacingMark, .enclosingMark, .lineSeparator,
      .paragraphSeparator, .spaceSeparator, .privateUse, .surrogate, .unassigned:
      return true
    default:
      return false
    }
  }
}
