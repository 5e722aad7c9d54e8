// The options of every command that prints diagnostics: declared once, so that each command
// spells, documents and applies them the same way.

import HeraldCore

/// How diagnostics are printed and counted, declared once for every command that prints them:
/// `validate` and `check-payload`, and every other command that reads specs, whose spec errors
/// are printed the same way.
struct DiagnosticOutputOptions: Sendable {
  /// How diagnostics are printed.
  var format = DiagnosticFormat.text
  /// Whether the format was given, so that a command with an output format of its own (`diff`)
  /// can derive the diagnostics' format from it otherwise.
  var isFormatGiven = false
  /// Whether the text form is coloured: auto, always or never.
  var color: String?
  /// Whether warnings fail the run.
  var warningsAsErrors = false
  /// Whether the text form leaves out source excerpts and fix-its.
  var noExcerpts = false
  /// How the diagnostics of invalid specs are shown by a command that runs after
  /// `herald validate` (the pre-commit hooks): in full, or as one line pointing to it.
  var specErrors = SpecErrorDisplay.full

  /// The options of a command whose `--format` is the diagnostics' format.
  static let options = options(formatName: "--format")

  /// The options of a command whose `--format` names its own output (`export`, `explore`,
  /// `diff`): the diagnostics' format is `--diagnostics-format` there.
  static let optionsBesideOutputFormat = options(formatName: "--diagnostics-format")

  /// `--spec-errors`, for the commands a pre-commit hook runs beside `herald-validate`
  /// (`generate --check`, `check-payload`), so one spec error is not printed three times.
  static let specErrorOptions: [OptionSpec<Self>] = [
    .choice(
      "--spec-errors", \.specErrors,
      help:
        "full (default), or summary: when the specs have errors, print one line that sends to 'herald validate' instead of them"
    )
  ]

  /// The options, as a command's option list takes them (`OptionSpec.group`), with the format
  /// option named `formatName`.
  static func options(formatName: String) -> [OptionSpec<Self>] {
    let formats = DiagnosticFormat.allCases.map(\.rawValue)
    return [
      OptionSpec(
        name: formatName, valueName: "VALUE", allowed: formats, isRequired: false,
        help: "how diagnostics are printed: text (default), json, github or sarif"
      ) { options, value in
        guard let format = DiagnosticFormat(rawValue: value) else { return }
        options.format = format
        options.isFormatGiven = true
      },
      .value(
        "--color", "WHEN", \.color, allowed: ["auto", "always", "never"],
        help: "colour the text form: auto (a terminal without NO_COLOR), always, never"),
      .flag(
        "--no-excerpts", \.noExcerpts,
        help: "print only the path:line:col lines of the text form: no source, no help lines"),
      .flag("--warnings-as-errors", \.warningsAsErrors, help: "count warnings as errors (exit 1)"),
    ]
  }
}

/// How a command shows the diagnostics of invalid specs (`--spec-errors`).
enum SpecErrorDisplay: String, CaseIterable, Sendable {
  /// Every diagnostic, as `herald validate` prints them.
  case full
  /// One line saying the specs have errors and that `herald validate` shows them; nothing
  /// when the specs are valid (their warnings too are `herald validate`'s to show).
  case summary
}

extension SpecRun {
  /// A run that prints diagnostics as `output` asks (in `format` when the options name none),
  /// reading within `limits`.
  init(
    console: Console, output: DiagnosticOutputOptions, limits: InputLimits,
    defaultFormat: DiagnosticFormat = .text
  ) {
    self.init(
      console: console, format: output.isFormatGiven ? output.format : defaultFormat,
      color: output.color ?? "auto", warningsAsErrors: output.warningsAsErrors, limits: limits,
      excerpts: !output.noExcerpts, specErrors: output.specErrors)
  }
}
