// `herald check-payload`: check APNs payload JSON files against a spec set.

import HeraldArguments
import HeraldCore
import HeraldOutput

/// The check-payload command.
enum CheckPayloadCommand {
  /// Its options.
  struct Options: ParsableOptions {
    /// How diagnostics are printed and counted.
    var output = DiagnosticOutputOptions()
    /// The push type the payloads are sent with.
    var pushType = PushType.auto
    /// The payload files, `-` for standard input.
    var payloads: [String] = []
    /// The input size limits.
    var limits = InputLimits()
    /// The spec paths.
    var positionals: [String] = []

    static let positionalName: String? = "PATH..."
    static let options: [OptionSpec<Self>] =
      [
        OptionSpec(
          name: "--payload", valueName: "FILE...", allowed: [], isRequired: true,
          help:
            "the payload JSON files to check ('-' for standard input), or request files ('.http': headers, a blank line, the payload); the files after it are payloads too, up to the next option"
        ) { options, value in options.payloads.append(value) },
        .choice(
          "--push-type", \.pushType,
          help:
            "the apns-push-type: auto (background when 'aps' has only content-available, liveactivity when it has event or content-state), alert, background, voip (5120 bytes instead of 4096) or liveactivity; a request file's apns-push-type header comes first"
        ),
      ] + OptionSpec<Self>.group(\.output, DiagnosticOutputOptions.options)
      + OptionSpec<Self>.group(\.output, DiagnosticOutputOptions.specErrorOptions)
      + OptionSpec<Self>.group(\.limits, InputLimits.options)
  }

  /// Its definition.
  static let command = Command(
    "check-payload", abstract: "check APNs payload JSON files against the spec set",
    discussion: """
      Checks each payload file against the spec set PATH... names: strict JSON, an 'aps'
      object, the size APNs accepts (counted minified), the documented 'aps' keys and their
      values, and an 'aps.category' the set registers. The keys next to 'aps' are checked
      against the category's 'payload': a missing required key, a value of the wrong type, not
      in the enum, a malformed date or URL, a fraction for an integer are errors; an undeclared
      key and an unknown start state are warnings. A request file ('.http') is the request that
      sends its payload: its method and path, and its apns-push-type, apns-topic (against
      app.bundleIdentifier), apns-priority and other apns- headers are checked too, each
      diagnostic naming the APNs error it would cause. The spec set's own warnings are not
      repeated (that is 'herald validate'); its errors stop the run. Diagnostics print as for
      'herald validate'; see docs/payloads.md.
      """, options: Options.self, run: run
  ).rewritingArguments(expandPayloads)

  /// Turns `--payload a b c` into `--payload a --payload b --payload c`: pre-commit appends the
  /// staged files after the hook's arguments, so the hook ends its arguments with `--payload`.
  @Sendable static func expandPayloads(_ arguments: [String]) -> [String] {
    var result: [String] = []
    var inPayloads = false
    var afterValue = false
    for (index, argument) in arguments.enumerated() {
      if argument == "--" && !afterValue {
        // After `--` every argument is a spec path, as for every command.
        return result + arguments[index...]
      }
      if afterValue {
        result.append(argument)
        afterValue = false
        inPayloads = true
      } else if argument == "--payload" {
        result.append(argument)
        afterValue = true
      } else if inPayloads && (argument == "-" || !argument.hasPrefix("-")) {
        result += ["--payload", argument]
      } else {
        inPayloads = false
        result.append(argument)
      }
    }
    return result
  }

  /// Checks the payloads; exit 0 without errors, 1 with errors, 2 on usage errors, 3 on I/O
  /// failure.
  static func run(_ options: Options, _ console: Console) throws(CommandExit) -> Int32 {
    let run = SpecRun(
      console: console, output: options.output, limits: options.limits)
    if options.positionals.contains("-") && options.payloads.contains("-") {
      throw .usage("'-' (standard input) can be given only once")
    }
    let checked = try run.check(
      options.positionals, command: "check-payload", keepingMachines: false)
    guard let validated = checked.outcome.spec, !checked.outcome.diagnostics.hasErrors else {
      run.report(
        checked.outcome.diagnostics, source: checked.source, failed: true,
        command: "check-payload")
      throw .specErrors
    }
    // One payload at a time: its bytes are dropped once checked, keeping only the lines its
    // diagnostics show, so many large files never sit in memory together.
    let spec = PayloadSpec(validated)
    var diagnostics = DiagnosticsEngine()
    var source = ExcerptSource()
    var seen = Set<String>()
    for path in options.payloads where seen.insert(path).inserted {
      let input: InputFile
      do {
        input = try readPayload(path, limits: options.limits, console: console)
      } catch {
        console.err("herald check-payload: error: \(TerminalEscaping.visible("\(error)"))\n")
        return ExitCode.io
      }
      var found = DiagnosticsEngine()
      PayloadChecker.check(
        input.bytes, path: input.path, against: spec, pushType: options.pushType, into: &found)
      if run.wantsSource { source.add(input, for: found.diagnostics) }
      diagnostics.merge(found)
    }
    if options.output.warningsAsErrors { diagnostics.promoteWarnings() }
    if options.output.format != .text || !diagnostics.diagnostics.isEmpty {
      run.print(diagnostics, source: run.wantsSource ? source : nil)
    }
    return diagnostics.hasErrors ? ExitCode.specErrors : ExitCode.success
  }

  /// Reads one payload file (`-` for standard input), at most `--max-file-size` bytes.
  static func readPayload(_ path: String, limits: InputLimits, console: Console)
    throws(IOFailure) -> InputFile
  {
    if path == "-" {
      return InputFile(path: "<stdin>", bytes: try console.readInput(limits.file, .file))
    }
    return InputFile(path: path, bytes: try FileSystem.read(path, limit: limits.file))
  }
}
