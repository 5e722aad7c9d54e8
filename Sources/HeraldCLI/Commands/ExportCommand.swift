// `herald export --format json`: print the registration manifest.

import HeraldCore

/// The export command.
enum ExportCommand {
  /// Its options.
  struct Options: ParsableOptions {
    /// The output format; JSON is the only one.
    var format: String?
    /// How spec diagnostics are printed.
    var diagnostics = DiagnosticOutputOptions()
    /// The input size limits.
    var limits = InputLimits()
    /// The spec paths.
    var positionals: [String] = []

    static let positionalName: String? = "PATH..."
    static let options: [OptionSpec<Self>] =
      [.value("--format", "FORMAT", \.format, allowed: ["json"], help: "the output format")]
      + OptionSpec<Self>.group(\.diagnostics, DiagnosticOutputOptions.optionsBesideOutputFormat)
      + OptionSpec<Self>.group(\.limits, InputLimits.options)
  }

  /// Its definition.
  static let command = Command(
    "export", abstract: "print the registration manifest as JSON",
    discussion: """
      Prints the registration manifest: exactly the categories that the generated register(on:)
      hands to setNotificationCategories, and each content extension's NSExtension dictionary.
      """, options: Options.self, run: run)

  /// Prints the manifest, rendered from the generation plan, on standard output; diagnostics go
  /// to standard error.
  static func run(_ options: Options, _ console: Console) -> Int32 {
    var run = SpecRun(console: console, output: options.diagnostics, limits: options.limits)
    run.ownsStandardOutput = true
    // The manifest is registration only: the plan needs no machines, so none are kept.
    switch run.validated(options.positionals, command: "export", keepingMachines: false) {
    case .failure(let failure):
      return failure.code
    case .success(let spec):
      console.out(Manifest.json(Translator.plan(spec)).rendered())
      return ExitCode.success
    }
  }
}
