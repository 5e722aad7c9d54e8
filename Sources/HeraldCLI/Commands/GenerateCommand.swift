// `herald generate`: write the generated files into an output folder, or check that they are fresh.

import HeraldArguments
import HeraldCore
import HeraldOutput

/// The generate command.
enum GenerateCommand {
  /// Its options.
  struct Options: ParsableOptions {
    /// The output folder.
    var output: String?
    /// Whether to only check that the folder is fresh.
    var check = false
    /// Whether to only print what would change.
    var dryRun = false
    /// Whether files with herald's header may be taken over.
    var force = false
    /// Whether a symbolic link in DIR's path is written through.
    var followOutputLink = false
    /// Whether to write a sample payload per registered category.
    var payloads = false
    /// Whether to write a payload JSON Schema per registered category.
    var payloadSchemas = false
    /// How long to wait for another run's lock, in seconds.
    var lockTimeout = OutputLock.defaultTimeout
    /// How spec diagnostics are printed.
    var diagnostics = DiagnosticOutputOptions()
    /// The input size limits.
    var limits = InputLimits()
    /// The spec paths.
    var positionals: [String] = []

    static let positionalName: String? = "PATH..."
    static let options: [OptionSpec<Self>] =
      [
        .value("--output", "DIR", \.output, required: true, help: "the folder to write into"),
        .flag(
          "--check", \.check,
          help:
            "write nothing; exit 1 listing every stale, missing, extra or edited file and the fix command"
        ),
        .flag("--dry-run", \.dryRun, help: "print what would change and exit 0"),
        .flag(
          "--payloads", \.payloads,
          help:
            "also write a sample APNs payload per registered category into DIR/Payloads (the spec's app.samplePayloads asks for them too)"
        ),
        .flag(
          "--payload-schemas", \.payloadSchemas,
          help:
            "also write the JSON Schema of each registered category's APNs payload into DIR/Payloads (<category>.schema.json), for the backend"
        ),
        .flag(
          "--force", \.force,
          help:
            "also overwrite or remove files that start with herald's header although the manifest does not record them or they were edited by hand; never a file without the header, whatever the manifest says"
        ),
        .flag(
          OutputLink.option, \.followOutputLink,
          help:
            "write into DIR although DIR, or a folder on the way to it, is a symbolic link (refused otherwise, exit 3); links inside DIR are always refused"
        ),
        .parsed(
          "--lock-timeout", "SECONDS", \.lockTimeout,
          help: "how long to wait while another herald run writes DIR (default 120)",
          OutputLock.timeout),
      ] + OptionSpec<Self>.group(\.diagnostics, DiagnosticOutputOptions.options)
      + OptionSpec<Self>.group(\.diagnostics, DiagnosticOutputOptions.specErrorOptions)
      + OptionSpec<Self>.group(\.limits, InputLimits.options)
  }

  /// Its definition.
  static let command = Command(
    "generate", abstract: "write the generated Swift, Info.plists and strings",
    discussion: """
      Writes the generated files for the spec set into DIR (layout in docs/generation.md), all of
      them or none, and DIR/.herald-manifest, which records each file's SHA-256. Files are written
      atomically and only when their bytes change. Herald overwrites or removes only files that
      start with its header and that its manifest records with unchanged bytes (--force: that
      start with its header); a file of yours, a link or a generated file edited by hand stops
      the run before anything is written (exit 3), and so does a DIR that is, or lies under, a
      symbolic link, unless --follow-output-link says the link is intended.
      """, options: Options.self, run: run)

  /// Generates; exit 0 on success, 1 on spec errors or a stale `--check`, 3 on I/O failures and
  /// foreign files in the way.
  static func run(_ options: Options, _ console: Console) throws(CommandExit) -> Int32 {
    guard let output = options.output.map(trimSlash), !output.isEmpty else {
      throw .usage("'--output DIR' is required")
    }
    let run = SpecRun(console: console, output: options.diagnostics, limits: options.limits)
    let spec = try run.validated(options.positionals, command: "generate", keepingUntilExit: false)
    if !options.followOutputLink,
      let failure = OutputLink.refusal(output, what: "the output folder")
    {
      console.err("herald generate: error: \(TerminalEscaping.visible("\(failure)"))\n")
      return ExitCode.io
    }
    let inspecting = options.check || options.dryRun
    let lock: OutputLock?
    var createdRoot: [String] = []
    do throws(IOFailure) {
      if !inspecting { createdRoot = try FileSystem.makeFolders(output) }
      lock =
        try FileSystem.kind(output) == .directory
        ? OutputLock(folder: output, shared: inspecting, timeout: options.lockTimeout) {
          console.err(
            "herald generate: waiting for another herald run to finish writing '\(TerminalEscaping.visible(output))'...\n"
          )
        } : nil
    } catch {
      FileSystem.removeFolders(createdRoot)
      console.err("herald generate: error: \(TerminalEscaping.visible("\(error)"))\n")
      return ExitCode.io
    }
    FileSystem.prepareCleanup()
    var pass = OutputPass(
      root: output, staging: !inspecting,
      concurrently: spec.set.categories.count >= 2 * Parallel.minimumChunk)
    pass.force = options.force
    var plan = Translator.plan(consume spec)  // the tree goes now
    if options.payloads { plan.samplePayloads = true }
    if options.payloadSchemas { plan.payloadSchemas = true }
    let jobs = Generator.jobs(plan)
    let outcome: OutputPass.Outcome
    do {
      outcome = try pass.run(jobs)
    } catch {
      FileSystem.removeFolders(createdRoot)
      console.err("herald generate: error: \(TerminalEscaping.visible("\(error)"))\n")
      return ExitCode.io
    }
    var report = GenerateReport(
      output: output, plan: outcome.plan, paths: options.positionals, console: console)
    report.followsOutputLink = options.followOutputLink
    defer { withExtendedLifetime(lock) {} }
    let checking = options.check
    if checking ? !outcome.plan.foreign.isEmpty : outcome.plan.isRefused {
      outcome.discard()
      FileSystem.removeFolders(createdRoot)
      return report.refuse(previous: outcome.previous)
    }
    if checking { return report.check(previous: outcome.previous) }
    if options.dryRun { return report.dryRun(previous: outcome.previous) }
    let failingStep = FaultInjection.failingCommitStep(in: console.environment)
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
