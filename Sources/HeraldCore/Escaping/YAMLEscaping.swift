// Escaping for YAML text that a fix-it writes into a spec.

/// Writes spec text back into YAML so that it reads as the same string, whatever it holds.
public enum YAMLEscaping {
  /// `text` as a plain scalar when it is an ordinary id (ASCII letters and digits, `-`, `_`
  /// and `.`, starting with a letter, and no word YAML reads as another type), else
  /// double-quoted.
  public static func scalar(_ text: String) -> String {
    let ordinary =
      text.unicodeScalars.first.map { $0.properties.isAlphabetic && $0.isASCII } ?? false
      && text.unicodeScalars.allSatisfy {
        $0.isASCII
          && ($0.properties.isAlphabetic || ("0"..."9").contains($0)
            || "-_.".unicodeScalars.contains($0))
      }
      && !["true", "false", "yes", "no", "on", "off", "null", "y", "n"].contains(text.lowercased())
    return ordinary ? text : doubleQuoted(text)
  }

  /// A double-quoted YAML scalar: `"` and `\` escaped, every control, line break and
  /// bidirectional or invisible scalar as `\u`/`\U` escapes, so the scalar stays on its line
  /// and reads back as exactly `text`.
  public static func doubleQuoted(_ text: String) -> String {
    var output = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": output += "\\\""
      case "\\": output += "\\\\"
      default:
        // YAML's printable set leaves out controls and noncharacters; breaks and invisible
        // scalars are escaped too, so the scalar stays on one visible line.
        let noncharacter =
          scalar.value & 0xFFFE == 0xFFFE || (0xFDD0...0xFDEF).contains(scalar.value)
        if TerminalEscaping.isHidden(scalar) || VisibleEscapes.isLineBreak(scalar)
          || VisibleEscapes.isControl(scalar) || noncharacter
        {
          let hex = String(scalar.value, radix: 16, uppercase: true)
          output +=
            scalar.value <= 0xFFFF
            ? "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            : "\\U" + String(repeating: "0", count: 8 - hex.count) + hex
        } else {
          output.unicodeScalars.append(scalar)
        }
      }
    }
    return output + "\""
  }
}
