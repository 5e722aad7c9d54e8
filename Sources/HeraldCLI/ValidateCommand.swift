/// `herald validate`: check spec files and print their diagnostics.

import HeraldCore

/// The validate command.
enum ValidateCommand {
  /// Its definition.
  static let command = Command(
    syntax: CommandSyntax(
      name: "validate",
      options: [
        .init(name: "--format", values: DiagnosticFormat.allCases.map(\.rawValue)),
        .init(name: "--color", values: ["auto", "always", "never"]),
      ] + InputLimits.options,
      flags: ["--warnings-as-errors"], positionalName: "PATH"),
    help: HelpText.validate, run: run)

  /// Validates the paths; exit 0 without errors, 1 with errors, 3 on I/O failure.
  static func run(_ arguments: ParsedArguments, _ console: Console) -> Int32 {
    let format = DiagnosticFormat(rawValue: arguments.options["--format"] ?? "text") ?? .text
    let run = SpecRun(
      console: console, format: format, color: arguments.options["--color"] ?? "auto",
      warningsAsErrors: arguments.flags.contains("--warnings-as-errors"), options: arguments.options
    )
    switch run.check(arguments.positionals, command: "validate", keepingMachines: false) {
    case .failure(let failure):
      return failure.code
    case .success(let outcome):
      if format != .text || !outcome.diagnostics.diagnostics.isEmpty {
        run.print(outcome.diagnostics)
      }
      return outcome.diagnostics.hasErrors ? ExitCode.specErrors : ExitCode.success
    }
  }
}
