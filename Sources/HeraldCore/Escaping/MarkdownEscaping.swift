// Escaping for the Markdown overview (`Notifications.md`): plain text and code spans in table
// cells, list items and headings.

/// Keeps spec text inside its table cell, list item or heading, and keeps it text: it can neither
/// end the row or line nor become HTML, a link or emphasis.
public enum MarkdownEscaping {
  /// Plain inline text. Markdown and HTML syntax characters (`` & < > | \ ` * _ [ ] ~ ``) and
  /// every control, line break and bidirectional control become numeric or named character
  /// references, which GitHub Flavored Markdown decodes back to the character without reading it
  /// as syntax and without splitting the table row (rows are split on raw `|` before references
  /// are decoded). CommonMark decodes `&#0;` as U+FFFD, the only loss.
  public static func text(_ text: String) -> String {
    guard text.unicodeScalars.contains(where: needsTextEscape) else { return text }
    var output = ""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "&": output += "&amp;"
      case "<": output += "&lt;"
      case ">": output += "&gt;"
      default:
        if needsTextEscape(scalar) {
          output += "&#\(scalar.value);"
        } else {
          output.unicodeScalars.append(scalar)
        }
      }
    }
    return output
  }

  /// The content of a code span (the caller adds the backticks). Code spans decode no
  /// references, so the escapes are lossy but visible: each line break becomes a space (as in a
  /// code span's own reading, so a multi-line JSON value reads as one line), other controls and
  /// bidirectional controls `\u{…}`, `|` becomes `\|` (GitHub tables unescape it even in code),
  /// and a backtick, which would end the span, `'`.
  public static func code(_ text: String) -> String {
    guard text.unicodeScalars.contains(where: needsCodeEscape) else { return text }
    var output = ""
    let scalars = Array(text.unicodeScalars)
    for (index, scalar) in scalars.enumerated() {
      switch scalar {
      case "|": output += "\\|"
      case "`": output += "'"
      case "\r" where index + 1 < scalars.count && scalars[index + 1] == "\n": continue
      default:
        if VisibleEscapes.isLineBreak(scalar) {
          output += " "
        } else if TerminalEscaping.isHidden(scalar) {
          output += VisibleEscapes.escape(scalar)
        } else {
          output.unicodeScalars.append(scalar)
        }
      }
    }
    return output
  }

  /// Whether a scalar needs more than copying into a code span.
  static func needsCodeEscape(_ scalar: Unicode.Scalar) -> Bool {
    scalar == "|" || scalar == "`" || TerminalEscaping.isHidden(scalar)
  }

  /// Whether a scalar is written as a character reference in plain text.
  static func needsTextEscape(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar {
    case "&", "<", ">", "|", "\\", "`", "*", "_", "[", "]", "~": true
    default: TerminalEscaping.isHidden(scalar)
    }
  }
}
