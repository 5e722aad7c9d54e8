// Escaping for Graphviz DOT double-quoted strings (graph names and labels).

/// Writes DOT strings that cannot end early and that Graphviz shows as the text.
public enum DOTEscaping {
  /// A double-quoted DOT string. `"` and `\` are escaped (the label reader turns `\\` back into
  /// `\`); each line break (LF, CRLF, CR, VT, FF, NEL, U+2028, U+2029) becomes `\n`, Graphviz's
  /// centred line break, so the source line cannot end inside the string; `&` becomes `&amp;`
  /// because Graphviz decodes HTML entities in labels; bidirectional controls and U+FEFF (which
  /// Graphviz's reader drops) become `&#…;` so they stay visible in the source and survive;
  /// other controls, which Graphviz would copy into SVG where XML forbids them, become U+FFFD.
  /// `normalized` is what a reader gets back.
  public static func quoted(_ text: String) -> String {
    var output = "\""
    let scalars = Array(text.unicodeScalars)
    for (index, scalar) in scalars.enumerated() {
      switch scalar {
      case "\"": output += "\\\""
      case "\\": output += "\\\\"
      case "&": output += "&amp;"
      case "\r" where index + 1 < scalars.count && scalars[index + 1] == "\n": continue
      default:
        if VisibleEscapes.isLineBreak(scalar) {
          output += "\\n"
        } else if VisibleEscapes.isBidiControl(scalar) || scalar.value == 0xFEFF {
          output += "&#\(scalar.value);"
        } else if VisibleEscapes.isControl(scalar) {
          output += "\u{FFFD}"
        } else {
          output.unicodeScalars.append(scalar)
        }
      }
    }
    return output + "\""
  }

  /// What `quoted` keeps of a text: every line break as LF, other controls as U+FFFD.
  public static func normalized(_ text: String) -> String {
    var output = String.UnicodeScalarView()
    let scalars = Array(text.unicodeScalars)
    for (index, scalar) in scalars.enumerated() {
      if scalar == "\r", index + 1 < scalars.count, scalars[index + 1] == "\n" { continue }
      if VisibleEscapes.isLineBreak(scalar) {
        output.append("\n")
      } else if VisibleEscapes.isControl(scalar) {
        output.append("\u{FFFD}")
      } else {
        output.append(scalar)
      }
    }
    return String(output)
  }
}
