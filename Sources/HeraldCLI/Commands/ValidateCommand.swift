// `herald validate`: check spec files and print their diagnostics.

import HeraldCore

/// The validate command.
enum ValidateCommand {
  /// Its options.
  struct Options: ParsableOptions {
    /// How diagnostics are printed and counted.
    var output = DiagnosticOutputOptions()
    /// The input size limits.
    var limits = InputLimits()
    /// The spec paths.
    var positionals: [String] = []

    static let positionalName: String? = "PATH..."
    static let options: [OptionSpec<Self>] =
      OptionSpec<Self>.group(\.output, DiagnosticOutputOptions.options)
      + OptionSpec<Self>.group(\.limits, InputLimits.options)
  }

  /// Its definition.
  static let command = Command(
    "validate", abstract: "check spec files and print diagnostics",
    discussion: """
      Checks every spec file given, as one spec set, and prints each problem:
        text    path:line:col: severity: message [id], the source line with a caret,
                a help: line per fix-it, then its notes (standard error)
        json    a JSON array of diagnostics (standard output)
        github  GitHub Actions annotations (standard output)
        sarif   one SARIF 2.1.0 log, for code scanning (standard output)
      """, options: Options.self, run: run)

  /// Validates the paths; exit 0 without errors, 1 with errors, 3 on I/O failure.
  static func run(_ options: Options, _ console: Console) -> Int32 {
    let run = SpecRun(
      console: console, output: options.output, limits: options.limits)
    switch run.check(options.positionals, command: "validate", keepingMachines: false) {
    case .failure(let failure):
      return failure.code
    case .success(let (outcome, source)):
      if options.output.format != .text || !outcome.diagnostics.diagnostics.isEmpty {
        run.print(outcome.diagnostics, source: source)
      }
      return outcome.diagnostics.hasErrors ? ExitCode.specErrors : ExitCode.success
    }
  }
}
