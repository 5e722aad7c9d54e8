// Escaping for Mermaid `stateDiagram-v2` labels and `%%` comments.

/// Keeps spec text inside a Mermaid label or comment. Mermaid has no string escapes; it decodes
/// `#…;` entity codes in labels after parsing, so anything that could end a label, start a
/// comment, open a block or become HTML is written as an entity code.
public enum MermaidEscaping {
  /// A label (`state "…" as s0`, `s0 --> s1 : …`). Kept as is: every scalar except
  /// `: ; " # < > & % { } [ ] | \` and the backtick, controls, line breaks and bidirectional
  /// controls. Those are written `#quot;`, `#lt;`, `#gt;` or `#<decimal>;`, which `decodeLabel`
  /// (and Mermaid) turn back into the text.
  public static func label(_ text: String) -> String {
    guard text.unicodeScalars.contains(where: needsEscape) else { return text }
    var output = ""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": output += "#quot;"
      case "<": output += "#lt;"
      case ">": output += "#gt;"
      default:
        if needsEscape(scalar) {
          output += "#\(scalar.value);"
        } else {
          output.unicodeScalars.append(scalar)
        }
      }
    }
    return output
  }

  /// The inverse of `label`: `#quot;`, `#lt;`, `#gt;` and `#<decimal>;` become their characters.
  /// It reads scalars, not characters: a combining mark after a code's `;` would otherwise hide
  /// the `;` inside one `Character`.
  public static func decodeLabel(_ text: String) -> String {
    let named: [String: Unicode.Scalar] = ["quot": "\"", "lt": "<", "gt": ">"]
    let scalars = Array(text.unicodeScalars)
    var output = String.UnicodeScalarView()
    var index = 0
    while index < scalars.count {
      if scalars[index] == "#", let end = scalars[index...].prefix(12).firstIndex(of: ";") {
        let name = String(String.UnicodeScalarView(scalars[(index + 1)..<end]))
        if let scalar = named[name] ?? UInt32(name).flatMap(Unicode.Scalar.init) {
          output.append(scalar)
          index = end + 1
          continue
        }
      }
      output.append(scalars[index])
      index += 1
    }
    return String(output)
  }

  /// Text for a `%%` comment, which ends at the line's end: controls, line breaks and
  /// bidirectional controls written as visible `\u{…}`.
  public static func comment(_ text: String) -> String {
    VisibleEscapes.encode(text, hiding: TerminalEscaping.isHidden)
  }

  /// Whether a scalar is written as an entity code in a label.
  static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar {
    case ":", ";", "\"", "#", "<", ">", "&", "%", "{", "}", "[", "]", "|", "\\", "`": true
    default: TerminalEscaping.isHidden(scalar)
    }
  }
}
