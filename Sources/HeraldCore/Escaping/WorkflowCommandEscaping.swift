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

  /// Annotation text for the log: each line made visible as on a terminal
  /// (`TerminalEscaping.visible`: C0 and C1 controls, escape sequences, line breaks inside a
  /// line, bidirectional controls and the byte order mark become `\u{…}`), the lines joined by
  /// LF, then escaped as `data`. The runner writes annotation text into the job's log, which a
  /// terminal or a browser renders, so a spec key must not reach it as a raw control.
  public static func visibleData(lines: [String]) -> String {
    data(lines.map(TerminalEscaping.visible).joined(separator: "\n"))
  }

  /// A property value made visible as on a terminal, then escaped as `property`.
  public static func visibleProperty(_ text: String) -> String {
    property(TerminalEscaping.visible(text))
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
