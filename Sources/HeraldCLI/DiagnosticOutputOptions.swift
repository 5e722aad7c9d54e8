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

  /// The options of a command whose `--format` is the diagnostics' format.
  static let options = options(formatName: "--format")

  /// The options of a command whose `--format` names its own output (`export`, `explore`,
  /// `diff`): the diagnostics' format is `--diagnostics-format` there.
  static let optionsBesideOutputFormat = options(formatName: "--diagnostics-format")

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
      excerpts: !output.noExcerpts)
  }
}
