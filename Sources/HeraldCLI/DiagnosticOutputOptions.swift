// The options of the commands that print diagnostics the way `herald validate` does.

import HeraldCore

/// How diagnostics are printed and counted, declared once for every command that prints them
/// as `validate` does (`validate`, `check-payload`).
struct DiagnosticOutputOptions: Sendable {
  /// How diagnostics are printed.
  var format = DiagnosticFormat.text
  /// Whether the text form is coloured: auto, always or never.
  var color: String?
  /// Whether warnings fail the run.
  var warningsAsErrors = false
  /// Whether the text form leaves out source excerpts and fix-its.
  var noExcerpts = false

  /// The options, as a command's option list takes them (`OptionSpec.group`).
  static let options: [OptionSpec<Self>] = [
    .choice("--format", \.format, help: "how diagnostics are printed (default text)"),
    .value(
      "--color", "WHEN", \.color, allowed: ["auto", "always", "never"],
      help: "colour the text form: auto (a terminal without NO_COLOR), always, never"),
    .flag(
      "--no-excerpts", \.noExcerpts,
      help: "print only the path:line:col lines of the text form: no source, no help lines"),
    .flag("--warnings-as-errors", \.warningsAsErrors, help: "count warnings as errors (exit 1)"),
  ]
}

extension SpecRun {
  /// A run that prints diagnostics as `output` asks, reading within `limits`.
  init(console: Console, output: DiagnosticOutputOptions, limits: InputLimits) {
    self.init(
      console: console, format: output.format, color: output.color ?? "auto",
      warningsAsErrors: output.warningsAsErrors, limits: limits, excerpts: !output.noExcerpts)
  }
}
