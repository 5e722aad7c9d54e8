// `herald diff`: compare two spec sets by ids and classify every change as breaking,
// behavioural or additive, for reviews and CI.

import HeraldCore

/// The diff command.
enum DiffCommand {
  /// Its options.
  struct Options: ParsableOptions {
    /// How the changes are printed.
    var format = DiffFormat.text
    /// The class from which changes fail the run, if any.
    var failOn: String?
    /// The revision the old set is read from (`--since`).
    var since: String?
    /// The first new path, given right after `--against`.
    var against: String?
    /// How many positionals came before `--against`: those are the old set, the rest new.
    var oldCount: Int?
    /// How spec diagnostics are printed (by default in the form of `--format`).
    var diagnostics = DiagnosticOutputOptions()
    /// The input size limits.
    var limits = InputLimits()
    /// The paths: the old set then the new with `--against`; the new set with `--since`.
    var positionals: [String] = []

    static let positionalName: String? = "PATH..."
    static let options: [OptionSpec<Self>] =
      [
        OptionSpec(
          name: "--against", valueName: "NEW_PATH...", allowed: [], isRequired: false,
          help: "the paths before it are the old set, it and the paths after it the new set"
        ) { options, value in
          if options.oldCount == nil { options.oldCount = options.positionals.count }
          options.positionals.append(value)
        },
        .value(
          "--since", "REF", \.since,
          help: "read the old set from git: each spec file of PATH... as it was at REF"),
        .choice("--format", \.format, help: "how the changes are printed (default text)"),
        .value(
          "--fail-on", "CLASS", \.failOn, allowed: ["breaking", "behavioural"],
          help: "exit 1 when a change of this class or a worse one is found"),
      ] + OptionSpec<Self>.group(\.diagnostics, DiagnosticOutputOptions.optionsBesideOutputFormat)
      + OptionSpec<Self>.group(\.limits, InputLimits.options)
  }

  /// Its definition.
  static let command = Command(
    "diff",
    abstract: "classify the changes between two spec sets (breaking, behavioural, additive)",
    discussion: """
      Compares two spec sets by ids, not by text: herald diff OLD_PATH... --against NEW_PATH...,
      or herald diff --since REF PATH... to compare PATH... with the same files at git's REF.
      Each change is breaking (a payload in flight or an installed app no longer matches),
      behavioural (titles, options, machines) or additive, with a stable id (docs/diff.md):
        text    path:line:col: class: message [id] lines and a summary (standard output)
        json    one JSON object with every change and the count of each class
        github  GitHub Actions annotations: breaking as errors, behavioural as warnings
      Exit codes: 0, or 1 with --fail-on and a change of that class or worse; 1 when either
      set has errors (printed as validate prints them); 2 usage errors; 3 I/O errors.
      """, options: Options.self, run: run)

  /// Runs the comparison.
  static func run(_ options: Options, _ console: Console) -> Int32 {
    let format: DiagnosticFormat =
      switch options.format {
      case .text: .text
      case .json: .json
      case .github: .github
      }
    var run = SpecRun(
      console: console, output: options.diagnostics, limits: options.limits, defaultFormat: format)
    run.ownsStandardOutput = true
    let inputs: (old: [InputFile], new: [InputFile])
    switch read(options, run, console) {
    case .failure(let failure): return failure.code
    case .success(let read): inputs = read
    }
    let kept = run.wantsSource ? inputs.old + inputs.new : []
    var old = Compiler.check(inputs.old)
    var new = Compiler.check(inputs.new)
    console.keepUntilExit((old, new))
    if run.warningsAsErrors {
      old.diagnostics.promoteWarnings()
      new.diagnostics.promoteWarnings()
    }
    guard let oldSpec = old.spec, let newSpec = new.spec, !old.diagnostics.hasErrors,
      !new.diagnostics.hasErrors
    else {
      // Either set invalid: no comparison, only what is wrong, as `validate` prints it.
      var diagnostics = old.diagnostics
      diagnostics.merge(new.diagnostics)
      let source = run.wantsSource ? ExcerptSource(kept, for: diagnostics.diagnostics) : nil
      run.print(diagnostics, source: source)
      return ExitCode.specErrors
    }
    let changes = SpecDiff.compare(old: oldSpec, new: newSpec)
    switch options.format {
    case .text: console.out(DiffPrinter.text(changes))
    case .json: console.out(DiffPrinter.json(changes))
    case .github: console.out(DiffPrinter.github(changes))
    }
    guard let failOn = options.failOn.flatMap(ChangeClass.init(rawValue:)) else {
      return ExitCode.success
    }
    return changes.contains { $0.changeClass >= failOn } ? ExitCode.specErrors : ExitCode.success
  }

  /// Reads both sets: from the paths around `--against`, or the new set from the paths and the
  /// old one from git with `--since`. Prints why not and returns the exit code on failure.
  static func read(_ options: Options, _ run: SpecRun, _ console: Console)
    -> Result<(old: [InputFile], new: [InputFile]), ExitCodeError>
  {
    let usage = {
      (message: String) -> Result<(old: [InputFile], new: [InputFile]), ExitCodeError> in
      console.err("herald diff: error: \(message)\n\(HelpText.tryHelp)")
      return .failure(ExitCodeError(code: ExitCode.usage))
    }
    switch (options.oldCount, options.since) {
    case (nil, nil):
      return usage(
        "give the new set with '--against NEW_PATH...' or a git revision with '--since REF'")
    case (.some, .some):
      return usage("give either '--against' or '--since', not both")
    case (let oldCount?, nil):
      let oldPaths = Array(options.positionals.prefix(oldCount))
      guard !oldPaths.isEmpty else {
        return usage("give the old set's paths before '--against'")
      }
      let newPaths = Array(options.positionals.dropFirst(oldCount))
      return run.collect(oldPaths, command: "diff").flatMap { old in
        run.collect(newPaths, command: "diff").map { (old, $0) }
      }
    case (nil, let ref?):
      return run.collect(options.positionals, command: "diff").flatMap { new in
        do throws(InputError) {
          let old = try GitSpecReader(ref: ref, limits: options.limits)
            .read(paths: options.positionals, inputs: new)
          return .success((old, new))
        } catch {
          switch error {
          case .usage(let message): return usage(TerminalEscaping.visible(message))
          case .io(let failure):
            console.err("herald diff: error: \(TerminalEscaping.visible("\(failure)"))\n")
            return .failure(ExitCodeError(code: ExitCode.io))
          }
        }
      }
    }
  }
}
