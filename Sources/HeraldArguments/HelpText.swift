// The help texts of herald and its commands, derived from the commands' declarations; README.md
// quotes them.

import HeraldCore

/// Help texts, and the one form of a usage error. `herald-roundtrip` uses them too, with its
/// own program name.
package enum HelpText {
  /// A usage error, as herald prints every one: `PROGRAM COMMAND: error: MESSAGE` (the message
  /// made inert for the terminal), the lines of `detail`, then the pointer to the program's
  /// help. `command` is nil for the errors of the program itself.
  package static func usageError(
    _ message: String, command: String?, detail: String = "", program: String = "herald"
  ) -> String {
    let name = [program, command].compactMap { $0 }.joined(separator: " ")
    return "\(name): error: \(TerminalEscaping.visible(message))\n\(detail)"
      + "run '\(program) --help' for usage\n"
  }

  /// The width help text is wrapped to.
  package static let width = 100

  /// A command's help: the usage line, the discussion, then every option with its description,
  /// all from the declarations of `Options`. `path` is empty for a program without commands.
  package static func command<Options: ParsableOptions>(
    _ path: String, discussion: String, options: Options.Type, program: String = "herald"
  ) -> String {
    var text = usage(path, options: Options.self, program: program) + "\n"
    text += discussion.hasSuffix("\n") ? discussion : discussion + "\n"
    let rows = Options.options.map { ($0.synopsis, $0.help + ($0.isRequired ? " (required)" : "")) }
    if !rows.isEmpty { text += "\noptions:\n" + table(rows) }
    return text
  }

  /// `usage: herald PATH_OF_COMMAND POSITIONAL REQUIRED... [OPTIONAL]...`, wrapped under its
  /// first word.
  package static func usage<Options: ParsableOptions>(
    _ path: String, options: Options.Type, program: String = "herald"
  ) -> String {
    let lead = "usage: " + [program, path].filter { !$0.isEmpty }.joined(separator: " ") + " "
    var words: [String] = []
    if let positional = Options.positionalName { words.append(positional) }
    words += Options.options.filter(\.isRequired).map(\.synopsis)
    words += Options.options.filter { !$0.isRequired }.map { "[\($0.synopsis)]" }
    return wrap(words, first: lead, width: width) + "\n"
  }

  /// Rows of two columns, indented by two spaces: the first column as wide as its widest entry
  /// (at most 24 characters; a longer one puts its description on the next line), the second
  /// wrapped to `width`.
  package static func table(_ rows: [(String, String)]) -> String {
    let column = min(24, rows.map(\.0.count).max() ?? 0) + 4
    var text = ""
    for (term, description) in rows {
      let head = "  " + term
      let words = description.split(separator: " ").map(String.init)
      if head.count + 2 > column {
        text += head + "\n"
        text += wrap(words, first: String(repeating: " ", count: column), width: width) + "\n"
      } else {
        let padded = head + String(repeating: " ", count: column - head.count)
        text += wrap(words, first: padded, width: width) + "\n"
      }
    }
    return text
  }

  /// Words joined by spaces after `first`, wrapped to `width`, each further line indented as far
  /// as `first` is long.
  package static func wrap(_ words: [String], first: String, width: Int) -> String {
    let indent = String(repeating: " ", count: first.count)
    var lines: [String] = []
    var line = first
    var isEmpty = true
    for word in words {
      if !isEmpty && line.count + 1 + word.count > width {
        lines.append(line)
        line = indent
        isEmpty = true
      }
      line += (isEmpty ? "" : " ") + word
      isEmpty = false
    }
    lines.append(line)
    return lines.map { String($0.reversed().drop { $0 == " " }.reversed()) }.joined(separator: "\n")
  }
}
