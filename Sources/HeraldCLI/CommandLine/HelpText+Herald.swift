// herald's own help texts: the overview of its commands and the help of a command group.

import HeraldArguments

extension HelpText {
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

  /// A group's help: its subcommands and where their help is.
  static func group(_ name: String, subcommands: [Command]) -> String {
    """
    usage: herald \(name) SUBCOMMAND ...

    subcommands:
    \(table(subcommands.map { ($0.name, $0.abstract) }))
    Run 'herald \(name) SUBCOMMAND --help' for details.

    """
  }
}
