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
      ],
      flags: ["--check", "--dry-run"], positionalName: "PATH"),
    help: HelpText.generate, run: run)

  /// Generates; exit 0 on success, 1 on spec errors or a stale `--check`, 3 on I/O failures and
  /// foreign files in the way.
  static func run(_ arguments: ParsedArguments, _ console: Console) -> Int32 {
    guard let output = arguments.options["--output"].map(trimSlash), !output.isEmpty else {
      console.err("herald generate: error: '--output DIR' is required\n\(HelpText.tryHelp)")
      return ExitCode.usage
    }
    let format = DiagnosticFormat(rawValue: arguments.options["--format"] ?? "text") ?? .text
    let run = SpecRun(console: console, format: format, color: "auto", warningsAsErrors: false)
    let spec: ValidatedSpec
    switch run.validated(arguments.positionals, command: "generate", keepingUntilExit: false) {
    case .failure(let failure): return failure.code
    case .success(let value): spec = value
    }
    let inspecting = arguments.flags.contains("--check") || arguments.flags.contains("--dry-run")
    let pass = OutputPass(
      root: output, staging: !inspecting,
      concurrently: spec.set.categories.count >= 2 * Parallel.minimumChunk)
    let jobs = Generator.jobs(for: consume spec)  // the jobs hold the plan; the tree goes now
    let outcome: OutputPass.Outcome
    do {
      outcome = try pass.run(jobs)
    } catch {
      console.err("herald generate: error: \(TerminalEscaping.visible("\(error)"))\n")
      return ExitCode.io
    }
    let report = GenerateReport(
      output: output, plan: outcome.plan, arguments: arguments, console: console)
    if !outcome.plan.foreign.isEmpty {
      outcome.discard()
      return report.refuseForeign()
    }
    if arguments.flags.contains("--check") { return report.check() }
    if arguments.flags.contains("--dry-run") { return report.dryRun() }
    return report.apply(outcome)
  }

  /// A folder path without trailing slashes (`/` stays `/`).
  static func trimSlash(_ path: String) -> String {
    var result = path
    while result.count > 1, result.hasSuffix("/") { result.removeLast() }
    return result
  }
}
