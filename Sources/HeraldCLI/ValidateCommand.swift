// `herald validate`: check spec files and print their diagnostics.

import HeraldCore

/// The validate command.
enum ValidateCommand {
  /// Its options.
  struct Options: ParsableOptions {
    /// How diagnostics are printed.
    var format = DiagnosticFormat.text
    /// Whether the text form is coloured: auto, always or never.
    var color: String?
    /// Whether warnings fail the run.
    var warningsAsErrors = false
    /// Whether the text form leaves out source excerpts and fix-its.
    var noExcerpts = false
    /// The input size limits.
    var limits = InputLimits()
    /// The spec paths.
    var positionals: [String] = []

    static let positionalName: String? = "PATH..."
    static let options: [OptionSpec<Self>] =
      [
        .choice("--format", \.format, help: "how diagnostics are printed (default text)"),
        .value(
          "--color", "WHEN", \.color, allowed: ["auto", "always", "never"],
          help: "colour the text form: auto (a terminal without NO_COLOR), always, never"),
        .flag(
          "--no-excerpts", \.noExcerpts,
          help: "print only the path:line:col lines of the text form: no source, no help lines"),
        .flag(
          "--warnings-as-errors", \.warningsAsErrors, help: "count warnings as errors (exit 1)"),
      ] + OptionSpec<Self>.group(\.limits, InputLimits.options)
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
      console: console, format: options.format, color: options.color ?? "auto",
      warningsAsErrors: options.warningsAsErrors, limits: options.limits,
      excerpts: !options.noExcerpts)
    switch run.check(options.positionals, command: "validate", keepingMachines: false) {
    case .failure(let failure):
      return failure.code
    case .success(let (outcome, source)):
      if options.format != .text || !outcome.diagnostics.diagnostics.isEmpty {
        run.print(outcome.diagnostics, source: source)
      }
      return outcome.diagnostics.hasErrors ? ExitCode.specErrors : ExitCode.success
    }
  }
}
