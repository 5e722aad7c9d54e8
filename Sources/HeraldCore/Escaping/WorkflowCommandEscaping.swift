// Escaping for GitHub Actions workflow commands (`::error file=…,title=…::message`).

/// Escapes the data and property values of workflow commands as the runner unescapes them. The
/// runner reads one command per line, so a raw CR or LF in a value would end the command and let
/// the rest of a spec's text forge another one (an annotation on any file, `::add-mask::`, …).
/// The escapes work on Unicode scalars: `"\r\n"` is one Swift `Character`, and a
/// `Character`-based replacement would miss it.
public enum WorkflowCommandEscaping {
  /// A command's data (after `::`): `%` → `%25`, CR → `%0D`, LF → `%0A`.
  public static func data(_ text: String) -> String {
    escape(text, property: false)
  }

  /// A property value (`file=…`): as `data`, and `:` → `%3A`, `,` → `%2C`, which would otherwise
  /// end the value.
  public static func property(_ text: String) -> String {
    escape(text, property: true)
  }

  /// Escapes scalar by scalar; text without anything to escape is returned as it is.
  static func escape(_ text: String, property: Bool) -> String {
    var output = ""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "%": output += "%25"
      case "\r": output += "%0D"
      case "\n": output += "%0A"
      case ":" where property: output += "%3A"
      case "," where property: output += "%2C"
      default: output.unicodeScalars.append(scalar)
      }
    }
    return output
  }
}
