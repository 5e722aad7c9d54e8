// Spec text written back into YAML: an id as a plain scalar when YAML reads it back unchanged,
// double-quoted otherwise.

import HeraldCore

/// Writes ids into specs (completion inserts and rename edits).
enum YAMLScalarText {
  /// `text` as a scalar that YAML reads back as exactly `text`, in a block or a flow context.
  static func scalar(_ text: String) -> String {
    isSafePlain(text) ? text : doubleQuoted(text)
  }

  /// A double-quoted scalar. JSON's escapes are all YAML double-quoted escapes too, and
  /// `JSONEscaping` escapes every control, so the result is one line.
  static func doubleQuoted(_ text: String) -> String {
    var output = ""
    JSONEscaping.quote(text, into: &output)
    return output
  }

  /// Whether `text` can be written unquoted: ASCII letters, digits and `-._/` only, not starting
  /// with `-` or `.` and not a word YAML would read as a null, a Boolean or a number in another
  /// tool's eyes (Herald itself types values by key, but other YAML readers do not).
  static func isSafePlain(_ text: String) -> Bool {
    guard let first = text.unicodeScalars.first, first != "-", first != "." else { return false }
    let allowed = text.unicodeScalars.allSatisfy { scalar in
      switch scalar {
      case "a"..."z", "A"..."Z", "0"..."9", "-", "_", ".", "/": true
      default: false
      }
    }
    guard allowed else { return false }
    let words: Set<String> = [
      "null", "Null", "NULL", "true", "True", "TRUE", "false", "False", "FALSE", "yes", "Yes",
      "YES", "no", "No", "NO", "on", "On", "ON", "off", "Off", "OFF", "y", "Y", "n", "N",
    ]
    return !words.contains(text) && !text.unicodeScalars.allSatisfy { ("0"..."9").contains($0) }
  }
}
