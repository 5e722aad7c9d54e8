// `herald diff`: compare two spec sets by ids and classify every change as breaking,
// behavioural or additive, for reviews and CI.

import HeraldArguments
import HeraldCore
import HeraldOutput

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
  static func run(_ options: Options, _ console: Console) throws(CommandExit) -> Int32 {
    let format: DiagnosticFormat =
      switch options.format {
      case .text: .text
      case .json: .json
      case .github: .github
      }
    var run = SpecRun(
      console: console, output: options.diagnostics, limits: options.limits, defaultFormat: format)
    run.ownsStandardOutput = true
    let inputs = try read(options, run, console)
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
  /// old one from git with `--since`. Prints an I/O failure and throws the exit on failure.
  static func read(_ options: Options, _ run: SpecRun, _ console: Console)
    throws(CommandExit) -> (old: [InputFile], new: [InputFile])
  {
    switch (options.oldCount, options.since) {
    case (nil, nil):
      throw .usage(
        "give the new set with '--against NEW_PATH...' or a git revision with '--since REF'")
    case (.some, .some):
      throw .usage("give either '--against' or '--since', not both")
    case (let oldCount?, nil):
      let oldPaths = Array(options.positionals.prefix(oldCount))
      guard !oldPaths.isEmpty else {
        throw .usage("give the old set's paths before '--against'")
      }
      let newPaths = Array(options.positionals.dropFirst(oldCount))
      let old = try run.collect(oldPaths, command: "diff")
      return (old, try run.collect(newPaths, command: "diff"))
    case (nil, let ref?):
      let new = try run.collect(options.positionals, command: "diff")
      do throws(InputError) {
        let old = try GitSpecReader(ref: ref, limits: options.limits)
          .read(paths: options.positionals, inputs: new)
        return (old, new)
      } catch {
        switch error {
        case .usage(let message): throw .usage(message)
        case .io(let failure):
          console.err("herald diff: error: \(TerminalEscaping.visible("\(failure)"))\n")
          throw .io
        }
      }
    }
  }
}
