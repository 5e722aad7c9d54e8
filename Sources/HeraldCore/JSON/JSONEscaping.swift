// Escaping for JSON strings: every JSON file, the diagnostics JSON and the SARIF log.

/// Writes JSON string literals (RFC 8259) that every conforming reader decodes to the text.
public enum JSONEscaping {
  /// The quoted, escaped string.
  public static func quoted(_ text: String) -> String {
    var output = ""
    quote(text, into: &output)
    return output
  }

  /// Appends the quoted string. Quotes and backslashes are escaped, as RFC 8259 requires; so are
  /// every C0 control and DEL (short forms where JSON has them), so no raw control reaches a
  /// terminal that shows the file; U+2028 and U+2029, which JavaScript before ES2019 reads as
  /// line ends inside a string; and U+FEFF, which some readers (Foundation's among them) drop
  /// when it stands raw.
  public static func quote(_ text: String, into output: inout String) {
    output.append("\"")
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": output.append("\\\"")
      case "\\": output.append("\\\\")
      case "\n": output.append("\\n")
      case "\r": output.append("\\r")
      case "\t": output.append("\\t")
      case _ where scalar.value < 0x20 || [0x7F, 0x2028, 0x2029, 0xFEFF].contains(scalar.value):
        let hex = String(scalar.value, radix: 16)
        output.append("\\u" + String(repeating: "0", count: 4 - hex.count) + hex)
      default: output.unicodeScalars.append(scalar)
      }
    }
    output.append("\"")
  }
}
