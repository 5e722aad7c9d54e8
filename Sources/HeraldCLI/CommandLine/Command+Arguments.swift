// A command whose arguments are rewritten before they are parsed.

extension Command {
  /// This command, with `rewrite` applied to its arguments first. `check-payload` uses it so
  /// that one `--payload` may be followed by several files, as pre-commit appends them.
  func rewritingArguments(_ rewrite: @escaping @Sendable ([String]) -> [String]) -> Command {
    Command(name: name, abstract: abstract, help: help) { [run] arguments, console in
      run(rewrite(arguments), console)
    }
  }

  /// A command from its parts.
  private init(
    name: String, abstract: String, help: String,
    run: @escaping @Sendable ([String], Console) -> Int32
  ) {
    self.name = name
    self.abstract = abstract
    self.help = help
    self.run = run
  }
}
