// What every spec-reading command shares: reading the paths, checking, printing diagnostics.

import HeraldCore

/// What every spec-reading command shares: reading the paths, checking, printing diagnostics.
struct SpecRun {
  let console: Console
  /// The diagnostic format.
  let format: DiagnosticFormat
  /// The colour choice: auto, always or never.
  let color: String
  /// Whether warnings count as errors.
  let warningsAsErrors: Bool
  /// The input size limits.
  var limits = InputLimits()
  /// Whether the text and GitHub forms show source excerpts and fix-its (`--no-excerpts` turns
  /// them off).
  var excerpts = true
  /// How the diagnostics of the specs are shown (`--spec-errors`).
  var specErrors = SpecErrorDisplay.full

  /// Whether the command writes its own output to standard output (`export`, `explore`,
  /// `payload`, `diff`): then diagnostics of a run that succeeds (warnings) go to standard error
  /// in every format, so that standard output stays one document a program can read.
  var ownsStandardOutput = false

  /// Whether the printed form wants the source lines.
  var wantsSource: Bool { excerpts && (format == .text || format == .github) }

  /// Reads and checks the paths. Returns the outcome, or an exit code when reading failed or no
  /// path was given.
  /// `keepingMachines: false` is for commands that only report diagnostics (`validate`).
  /// `keepingUntilExit` keeps the spec tree alive until the process exits, so that no time goes
  /// into freeing it; a command with more work after the check (`generate`) passes false and
  /// lets the tree go as soon as it has what it needs.
  func check(
    _ paths: [String], command: String, keepingMachines: Bool = true,
    keepingUntilExit: Bool = true
  ) -> Result<(outcome: Compiler.Outcome, source: ExcerptSource?), ExitCodeError> {
    let inputs: [InputFile]
    switch collect(paths, command: command) {
    case .failure(let failure): return .failure(failure)
    case .success(let collected): inputs = collected
    }
    // The excerpts need the bytes after the check, so the text and GitHub forms keep a
    // reference to them (no copy) until the wanted lines are taken; the other forms let the
    // check release them as soon as each file is parsed.
    let kept = wantsSource ? inputs : []
    var outcome = Compiler.check(consume inputs, keepingMachines: keepingMachines)
    if keepingUntilExit { console.keepUntilExit(outcome) }
    if warningsAsErrors { outcome.diagnostics.promoteWarnings() }
    let source = wantsSource ? ExcerptSource(kept, for: outcome.diagnostics.diagnostics) : nil
    return .success((outcome, source))
  }

  /// Reads the files the paths name, or prints why not and returns the exit code: 2 when no
  /// path was given or the paths are wrong, 3 when a file could not be read.
  func collect(_ paths: [String], command: String) -> Result<[InputFile], ExitCodeError> {
    guard !paths.isEmpty else {
      console.err(
        "herald \(command): error: give at least one spec file or folder (or '-')\n\(HelpText.tryHelp)"
      )
      return .failure(ExitCodeError(code: ExitCode.usage))
    }
    do {
      return .success(
        try InputCollector(readStandardInput: console.readInput, limits: limits).collect(paths))
    } catch {
      switch error {
      case .usage(let message):
        console.err(
          "herald \(command): error: \(TerminalEscaping.visible(message))\n\(HelpText.tryHelp)")
        return .failure(ExitCodeError(code: ExitCode.usage))
      case .io(let failure):
        console.err("herald \(command): error: \(TerminalEscaping.visible("\(failure)"))\n")
        return .failure(ExitCodeError(code: ExitCode.io))
      }
    }
  }

  /// Reads and checks the paths, prints any diagnostics, and returns the validated spec, or the
  /// exit code to stop with (1 for spec errors, 2 or 3 when the paths could not be read).
  /// `keepingMachines: false` is for commands whose output has no machine in it (`export`).
  func validated(
    _ paths: [String], command: String, keepingMachines: Bool = true,
    keepingUntilExit: Bool = true
  ) -> Result<ValidatedSpec, ExitCodeError> {
    switch check(
      paths, command: command, keepingMachines: keepingMachines,
      keepingUntilExit: keepingUntilExit)
    {
    case .failure(let failure):
      return .failure(failure)
    case .success(let (outcome, source)):
      let failed = outcome.spec == nil || outcome.diagnostics.hasErrors
      report(outcome.diagnostics, source: source, failed: failed, command: command)
      // `--warnings-as-errors` promotes warnings after the check, so a spec may exist although
      // the run has failed.
      guard let spec = outcome.spec, !failed else {
        return .failure(ExitCodeError(code: ExitCode.specErrors))
      }
      return .success(spec)
    }
  }

  /// Prints the diagnostics of the spec set as `--spec-errors` asks: all of them, or one line
  /// when the set has errors.
  func report(
    _ diagnostics: DiagnosticsEngine, source: ExcerptSource?, failed: Bool, command: String
  ) {
    switch specErrors {
    case .full:
      guard !diagnostics.diagnostics.isEmpty else { return }
      print(diagnostics, source: source, toStandardError: ownsStandardOutput && !failed)
    case .summary:
      guard failed else { return }
      let count = diagnostics.diagnostics.filter { $0.severity == .error }.count
      let errors = count == 1 ? "1 error" : "\(max(count, 1)) errors"
      console.err(
        "herald \(command): the specs have \(errors); 'herald validate' (the herald-validate hook) shows them\n"
      )
    }
  }

  /// Prints diagnostics in the chosen format, with excerpts from `source` when given; the
  /// machine-readable formats go to standard output unless `toStandardError`.
  func print(
    _ diagnostics: DiagnosticsEngine, source: ExcerptSource?, toStandardError: Bool = false
  ) {
    let sorted = diagnostics.sorted
    let out = toStandardError ? console.err : console.out
    switch format {
    case .text:
      let useColor =
        color == "always"
        || (color == "auto" && console.errIsTerminal
          && (console.environment["NO_COLOR"] ?? "").isEmpty)
      console.err(DiagnosticPrinter(color: useColor, source: source).text(sorted))
    case .json:
      out(DiagnosticPrinter(color: false).json(sorted))
    case .github:
      out(DiagnosticPrinter(color: false, source: source).github(sorted))
    case .sarif:
      out(DiagnosticPrinter(color: false).sarif(sorted, version: HeraldCommandLine.version))
    }
  }
}

/// An exit code carried as an error.
struct ExitCodeError: Error {
  /// The code to exit with.
  let code: Int32
}
