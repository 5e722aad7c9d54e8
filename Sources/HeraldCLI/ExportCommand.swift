/// `herald export --format json`: print the registration manifest.

import HeraldCore

/// The export command.
enum ExportCommand {
  /// Its definition.
  static let command = Command(
    syntax: CommandSyntax(
      name: "export", options: [.init(name: "--format", values: ["json"])] + InputLimits.options,
      flags: [],
      positionalName: "PATH"),
    help: HelpText.export, run: run)

  /// Prints the manifest, rendered from the generation plan, on standard output; diagnostics go
  /// to standard error.
  static func run(_ arguments: ParsedArguments, _ console: Console) -> Int32 {
    let run = SpecRun(
      console: console, format: .text, color: "auto", warningsAsErrors: false,
      options: arguments.options)
    // The manifest is registration only: the plan needs no machines, so none are kept.
    switch run.validated(arguments.positionals, command: "export", keepingMachines: false) {
    case .failure(let failure):
      return failure.code
    case .success(let spec):
      console.out(Manifest.json(Translator.plan(spec)).rendered())
      return ExitCode.success
    }
  }
}
