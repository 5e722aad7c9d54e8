/// `herald generate`: write the generated files into an output folder, or check that they are fresh.

import HeraldCore

/// The generate command.
enum GenerateCommand {
  /// Its definition.
  static let command = Command(
    syntax: CommandSyntax(
      name: "generate",
      options: [
        .init(name: "--output", values: []),
        .init(name: "--format", values: DiagnosticFormat.allCases.map(\.rawValue)),
        OutputLock.option,
      ] + InputLimits.options,
      flags: ["--check", "--dry-run", "--force"], positionalName: "PATH"),
    help: HelpText.generate, run: run)

  /// Generates; exit 0 on success, 1 on spec errors or a stale `--check`, 3 on I/O failures and
  /// foreign files in the way.
  static func run(_ arguments: ParsedArguments, _ console: Console) -> Int32 {
    guard let output = arguments.options["--output"].map(trimSlash), !output.isEmpty else {
      console.err("herald generate: error: '--output DIR' is required\n\(HelpText.tryHelp)")
      return ExitCode.usage
    }
    let format = DiagnosticFormat(rawValue: arguments.options["--format"] ?? "text") ?? .text
    let run = SpecRun(
      console: console, format: format, color: "auto", warningsAsErrors: false,
      options: arguments.options)
    let spec: ValidatedSpec
    switch run.validated(arguments.positionals, command: "generate", keepingUntilExit: false) {
    case .failure(let failure): return failure.code
    case .success(let value): spec = value
    }
    let inspecting = arguments.flags.contains("--check") || arguments.flags.contains("--dry-run")
    let lock: OutputLock?
    var createdRoot: [String] = []
    do {
      let timeout = try OutputLock.timeout(arguments.options)
      if !inspecting { createdRoot = try FileSystem.makeFolders(output) }
      lock =
        try FileSystem.kind(output) == .directory
        ? OutputLock(folder: output, shared: inspecting, timeout: timeout) {
          console.err(
            "herald generate: waiting for another herald run to finish writing '\(TerminalEscaping.visible(output))'...\n"
          )
        } : nil
    } catch let error as UsageError {
      console.err(
        "herald generate: error: \(TerminalEscaping.visible("\(error)"))\n\(HelpText.tryHelp)")
      return ExitCode.usage
    } catch {
      FileSystem.removeFolders(createdRoot)
      console.err("herald generate: error: \(TerminalEscaping.visible("\(error)"))\n")
      return ExitCode.io
    }
    var pass = OutputPass(
      root: output, staging: !inspecting,
      concurrently: spec.set.categories.count >= 2 * Parallel.minimumChunk)
    pass.force = arguments.flags.contains("--force")
    let jobs = Generator.jobs(for: consume spec)  // the jobs hold the plan; the tree goes now
    let outcome: OutputPass.Outcome
    do {
      outcome = try pass.run(jobs)
    } catch {
      FileSystem.removeFolders(createdRoot)
      console.err("herald generate: error: \(TerminalEscaping.visible("\(error)"))\n")
      return ExitCode.io
    }
    let report = GenerateReport(
      output: output, plan: outcome.plan, arguments: arguments, console: console)
    defer { withExtendedLifetime(lock) {} }
    let checking = arguments.flags.contains("--check")
    if checking ? !outcome.plan.foreign.isEmpty : outcome.plan.isRefused {
      outcome.discard()
      FileSystem.removeFolders(createdRoot)
      return report.refuse()
    }
    if checking { return report.check(previous: outcome.previous) }
    if arguments.flags.contains("--dry-run") { return report.dryRun(previous: outcome.previous) }
    let failingStep = console.environment["HERALD_FAULT_COMMIT_STEP"].flatMap { Int($0) }
    let code = report.apply(outcome, failingStep: failingStep)
    if code != ExitCode.success { FileSystem.removeFolders(createdRoot) }
    return code
  }

  /// A folder path without trailing slashes (`/` stays `/`).
  static func trimSlash(_ path: String) -> String {
    var result = path
    while result.count > 1, result.hasSuffix("/") { result.removeLast() }
    return result
  }
}
