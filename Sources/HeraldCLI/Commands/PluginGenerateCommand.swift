// `herald plugin-generate`: the two Swift files a build plugin or a Run Script phase declares.

import HeraldArguments
import HeraldCore
import HeraldOutput

/// The plugin-generate command: a fixed pair of Swift outputs, for build systems that need every
/// output declared before the tool runs.
enum PluginGenerateCommand {
  /// Its options.
  struct Options: ParsableOptions {
    /// Where the app code goes.
    var appOutput: String?
    /// Where the extensions' dynamic actions go.
    var extensionsOutput: String?
    /// The build target the files are compiled into, which chooses its part of the set.
    var target: String?
    /// Whether files with herald's header may be taken over.
    var force = false
    /// Whether a symbolic link in an output file's folder path is written through.
    var followOutputLink = false
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
        .value(
          "--app-output", "FILE", \.appOutput, required: true,
          help:
            "the app code: categories, register(on:), response decoding (App/NotificationCategories.swift of 'herald generate')"
        ),
        .value(
          "--extensions-output", "FILE", \.extensionsOutput, required: true,
          help:
            "every content extension's dynamic actions (each <Target>/DynamicActions.swift of 'herald generate', joined), or a comment-only Swift file when there are none"
        ),
        .value(
          "--target", "NAME", \.target,
          help:
            "the build target the files are for: a target named like an extension's 'target' gets that extension's dynamic actions only (in --extensions-output), any other target the app code only (in --app-output); the other file holds a comment. Only the app targets print the spec set's diagnostics: an extension target's run prints nothing and, on spec errors, writes an #error with their number and exits 0. Without it both files hold everything, for one module"
        ),
        .flag(
          "--force", \.force,
          help:
            "also replace files that start with herald's header although the manifest does not record them or they were edited; never a file without the header, whatever the manifest says"
        ),
        .flag(
          OutputLink.option, \.followOutputLink,
          help:
            "write although an output file's folder, or a folder on the way to it, is a symbolic link (refused otherwise, exit 3); an output file that is a link is always refused"
        ),
        .parsed(
          "--lock-timeout", "SECONDS", \.lockTimeout,
          help: "how long to wait for another herald run writing the same folder (default 120)",
          OutputLock.timeout),
      ] + OptionSpec<Self>.group(\.diagnostics, DiagnosticOutputOptions.options)
      + OptionSpec<Self>.group(\.limits, InputLimits.options)
  }

  /// Its definition.
  static let command = Command(
    "plugin-generate",
    abstract: "write the app and extension Swift only, for build plugins and Run Scripts",
    discussion: """
      For build-tool plugins and Xcode Run Script phases, which must declare every output file up
      front: writes exactly two Swift files, always both, and nothing else.

      With --target NAME, a target named like a content extension's 'target' gets that
      extension's dynamic actions (with their own Action enums), and any other target the app
      code; the file a target does not use holds a comment. Spec diagnostics are then printed by
      the app targets' runs only, so that a spec shared by an app and its extension reports each
      once: on spec errors an extension target's run prints nothing, writes an extensions file
      whose #error fails the target's compilation with their number, and exits 0, so that a
      build system that stops at the first failed command still runs the app target's. Without
      --target both files hold the whole set's code, for one module.

      Both files are rewritten atomically on every successful run, and recorded with their SHA-256
      in .herald-manifest in their folder. An existing file is replaced only when that manifest
      records it, its bytes are unchanged since and it starts with herald's header (or its bytes
      equal the new output): a file of yours, a link or a generated file edited by hand is
      refused with exit code 3; --force takes over files with the header only. A folder of an
      output that is, or lies under, a symbolic link is refused too, unless
      --follow-output-link says the link is intended. On spec errors the
      diagnostics are printed (path:line:col: error: ... on standard error) and nothing is
      written.
      Exit codes: 0 written (also the #error of an extension target), 1 spec errors, 2 usage errors, 3 a file could not be written or is
      not herald's to replace.
      """, options: Options.self, run: run)

  /// Writes both files; exit 0 on success, 1 on spec errors (nothing written), 2 on usage
  /// errors, 3 when a file cannot be written.
  static func run(_ options: Options, _ console: Console) throws(CommandExit) -> Int32 {
    let outputs = [options.appOutput ?? "", options.extensionsOutput ?? ""]
    for (name, path) in zip(["--app-output", "--extensions-output"], outputs) where path.isEmpty {
      throw .usage("'\(name) FILE' is empty")
    }
    guard outputs[0] != outputs[1] else {
      throw .usage("'--app-output' and '--extensions-output' must differ")
    }
    for path in outputs where !OutputManifest.canRecord(Self.split(path).name) {
      throw .usage(
        "the output file name '\(path)' holds a control character or '\\'; choose a plain file name"
      )
    }
    if let target = options.target, target.isEmpty {
      throw .usage("'--target NAME' is empty")
    }
    let run = SpecRun(console: console, output: options.diagnostics, limits: options.limits)
    let (checked, source) = try run.check(options.positionals, command: "plugin-generate")
    let part = PluginTargetPart(
      target: options.target, extensionTargets: checked.extensionTargets,
      serviceTargets: checked.serviceExtensionTargets)
    // `--warnings-as-errors` promotes warnings after the check, so a spec may exist although
    // the run has failed.
    let failed = checked.spec == nil || checked.diagnostics.hasErrors
    if part.extensionTarget != nil {
      guard failed else { return write(checked.spec, part, outputs, options, console) }
      // The app target's run prints the errors; this run fails the extension's compilation
      // instead of the build command, which could stop the build before the app's run.
      let errors = checked.diagnostics.diagnostics.filter { $0.severity == .error }.count
      return write(
        PluginTargetPart.errorPointer(part, errors: errors), outputs, options, console)
    }
    run.report(checked.diagnostics, source: source, failed: failed, command: "plugin-generate")
    guard !failed else { return ExitCode.specErrors }
    return write(checked.spec, part, outputs, options, console)
  }

  /// Renders `part` of the valid `spec` and writes the two outputs; the exit code.
  static func write(
    _ spec: ValidatedSpec?, _ part: PluginTargetPart, _ outputs: [String], _ options: Options,
    _ console: Console
  ) -> Int32 {
    guard let spec else { return ExitCode.specErrors }
    // Both files of `.everything` go into one module, so the machines share the app's Action
    // types; an extension target's binding has no app code beside it and declares its own.
    var plan = Translator.plan(spec)
    plan.oneModule = part.oneModule
    // A build's intermediate folder is no place for files a tester opens: no payloads here.
    plan.samplePayloads = false
    let texts = part.contents(
      Generator.files(plan),
      extensionTargets: plan.extensions.map(\.target) + plan.serviceExtensions.map(\.target))
    return write(texts, outputs, options, console)
  }

  /// Writes the two texts to the two outputs, each folder under its own manifest and lock; the
  /// exit code.
  static func write(
    _ texts: (app: String, extensions: String), _ outputs: [String], _ options: Options,
    _ console: Console
  ) -> Int32 {
    let (app, extensions) = texts
    var byFolder: [(folder: String, files: [(name: String, text: String)])] = []
    for (path, text) in zip(outputs, [app, extensions]) {
      let (folder, name) = Self.split(path)
      if let index = byFolder.firstIndex(where: { $0.folder == folder }) {
        byFolder[index].files.append((name, text))
      } else {
        byFolder.append((folder, [(name, text)]))
      }
    }
    for (folder, _) in byFolder where !options.followOutputLink {
      if let failure = OutputLink.refusal(folder, what: "the output folder") {
        console.err(
          "herald plugin-generate: error: nothing was written: \(TerminalEscaping.visible("\(failure)"))\n"
        )
        return ExitCode.io
      }
    }
    for (folder, files) in byFolder {
      let writer = OwnedFileWriter(
        folder: folder, force: options.force, timeout: options.lockTimeout,
        failingStep: FaultInjection.failingCommitStep(in: console.environment))
      let code = writer.write(files, console: console)
      guard code == ExitCode.success else { return code }
    }
    return ExitCode.success
  }

  /// A path's folder (`.` for a bare name) and file name.
  static func split(_ path: String) -> (folder: String, name: String) {
    let folder = FileSystem.parentFolder(path)
    let name = String(path.dropFirst(folder.count))
    guard !folder.isEmpty else { return (".", name) }
    return (folder == "/" ? "/" : String(folder.dropLast()), name)
  }
}
