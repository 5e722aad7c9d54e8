// The help texts of herald and its commands, derived from the commands' declarations; README.md
// quotes them.

/// Help texts.
enum HelpText {
  /// The pointer printed after a usage error.
  static let tryHelp = "run 'herald --help' for usage\n"

  /// The width help text is wrapped to.
  static let width = 100

  /// `herald --help`: every command with its abstract.
  static var overview: String {
    let entries =
      Commands.all.map { ($0.name, $0.abstract) } + [("help", "show help for a command")]
    return """
      herald: compiles notification-category specs (YAML) for Apple platforms

      usage: herald COMMAND [OPTIONS] PATH...

      commands:
      \(table(entries))
      options:
      \(table([("--help", "show this help (also 'herald COMMAND --help')"), ("--version", "print herald's version")]))
      A PATH is a spec file, a folder (every *.yml and *.yaml below it, in sorted order) or '-'
      for standard input. Exit codes: 0 no errors, 1 spec errors, 2 usage errors, 3 I/O errors.
      Every command that reads specs takes --max-file-size SIZE (default 64M, also for standard
      input) and --max-input-size SIZE (the whole set, default 256M); devices and FIFOs are
      refused.

      """
  }

  /// A command's help: the usage line, the discussion, then every option with its description,
  /// all from the declarations of `Options`.
  static func command<Options: ParsableOptions>(
    _ path: String, discussion: String, options: Options.Type
  ) -> String {
    var text = usage(path, options: Options.self) + "\n"
    text += discussion.hasSuffix("\n") ? discussion : discussion + "\n"
    let rows = Options.options.map { ($0.synopsis, $0.help + ($0.isRequired ? " (required)" : "")) }
    if !rows.isEmpty { text += "\noptions:\n" + table(rows) }
    return text
  }

  /// `usage: herald PATH_OF_COMMAND POSITIONAL REQUIRED... [OPTIONAL]...`, wrapped under its
  /// first word.
  static func usage<Options: ParsableOptions>(_ path: String, options: Options.Type) -> String {
    let lead = "usage: herald \(path) "
    var words: [String] = []
    if let positional = Options.positionalName { words.append(positional) }
    words += Options.options.filter(\.isRequired).map(\.synopsis)
    words += Options.options.filter { !$0.isRequired }.map { "[\($0.synopsis)]" }
    return wrap(words, first: lead, width: width) + "\n"
  }

  /// A group's help: its subcommands and where their help is.
  static func group(_ name: String, subcommands: [Command]) -> String {
    """
    usage: herald \(name) SUBCOMMAND ...

    subcommands:
    \(table(subcommands.map { ($0.name, $0.abstract) }))
    Run 'herald \(name) SUBCOMMAND --help' for details.

    """
  }

  /// Rows of two columns, indented by two spaces: the first column as wide as its widest entry
  /// (at most 24 characters; a longer one puts its description on the next line), the second
  /// wrapped to `width`.
  static func table(_ rows: [(String, String)]) -> String {
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
  static func wrap(_ words: [String], first: String, width: Int) -> String {
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
