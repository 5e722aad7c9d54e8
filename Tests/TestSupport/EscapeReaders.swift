// Readers of escaped output written apart from the production code: the `\u{HEX}` notation,
// terminal colour codes and GitHub table rows, for the escaping tests of both test targets.

import Foundation

/// The documented inverse of the `\u{HEX}` notation, written apart from the production decoder:
/// `\u{HEX}` is the scalar, anything else is itself.
enum VisibleEscapeReader {
  /// Decodes every `\u{HEX}`, scalar by scalar (a combining mark after `}` must not hide it).
  static func decode(_ text: String) -> String {
    let scalars = Array(text.unicodeScalars)
    var output = String.UnicodeScalarView()
    var index = 0
    while index < scalars.count {
      if scalars[index] == "\\", scalars[(index + 1)...].starts(with: ["u", "{"]),
        let close = scalars[(index + 3)...].firstIndex(of: "}"),
        let value = UInt32(
          String(String.UnicodeScalarView(scalars[(index + 3)..<close])), radix: 16),
        let scalar = Unicode.Scalar(value)
      {
        output.append(scalar)
        index = close + 1
      } else {
        output.append(scalars[index])
        index += 1
      }
    }
    return String(output)
  }
}

/// Terminal output as the diagnostics wrote it.
enum TerminalText {
  /// Herald's own SGR colour codes (`ESC [ digits/semicolons m`) removed, so the check sees only
  /// what came from the diagnostics.
  static func removingColourCodes(_ text: String) -> String {
    var output = String.UnicodeScalarView()
    let scalars = Array(text.unicodeScalars)
    var index = 0
    while index < scalars.count {
      if scalars[index] == "\u{1B}", index + 1 < scalars.count, scalars[index + 1] == "[" {
        var end = index + 2
        while end < scalars.count, scalars[end] == ";" || ("0"..."9").contains(scalars[end]) {
          end += 1
        }
        if end < scalars.count, scalars[end] == "m" {
          index = end + 1
          continue
        }
      }
      output.append(scalars[index])
      index += 1
    }
    return String(output)
  }
}

/// Rows of a GitHub-flavoured Markdown table.
enum MarkdownTable {
  /// The cells of one table row, GitHub style: the row must be one line; cells are split on `|`
  /// not preceded by a backslash (code spans included, as GitHub does), and trimmed; `\|` is
  /// unescaped. Nil when the row is not one well-formed line.
  static func cells(_ row: String) -> [String]? {
    guard !row.unicodeScalars.contains(where: { $0 == "\n" || $0 == "\r" }),
      row.hasPrefix("|"), row.hasSuffix("|")
    else { return nil }
    var cells: [String] = []
    var current = ""
    var previous: Character?
    for character in row.dropFirst() {
      if character == "|" && previous != "\\" {
        cells.append(current.trimmingCharacters(in: .whitespaces).replacing("\\|", with: "|"))
        current = ""
      } else {
        current.append(character)
      }
      previous = character
    }
    return current.isEmpty ? cells : nil
  }
}
