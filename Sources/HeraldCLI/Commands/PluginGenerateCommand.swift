// `herald plugin-generate`: the two Swift files a build plugin or a Run Script phase declares.

import HeraldCore

/// The plugin-generate command: a fixed pair of Swift outputs, for build systems that need every
/// output declared before the tool runs.
enum PluginGenerateCommand {
  /// Its options.
  struct Options: ParsableOptions {
    /// Where the app code goes.
    var appOutput: String?
    /// Where the extensions' dynamic actions go.
    var extensionsOutput: String?
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

      Both files are rewritten atomically on every successful run, and recorded with their SHA-256
      in .herald-manifest in their folder. An existing file is replaced only when that manifest
      records it, its bytes are unchanged since and it starts with herald's header (or its bytes
      equal the new output): a file of yours, a link or a generated file edited by hand is
      refused with exit code 3; --force takes over files with the header only. A folder of an
      output that is, or lies under, a symbolic link is refused too, unless
      --follow-output-link says the link is intended. On spec errors the
      diagnostics are printed (path:line:col: error: ... on standard error) and nothing is
      written.
      Exit codes: 0 written, 1 spec errors, 2 usage errors, 3 a file could not be written or is
      not herald's to replace.
      """, options: Options.self, run: run)

  /// Writes both files; exit 0 on success, 1 on spec errors (nothing written), 2 on usage
  /// errors, 3 when a file cannot be written.
  static func run(_ options: Options, _ console: Console) -> Int32 {
    let outputs = [options.appOutput ?? "", options.extensionsOutput ?? ""]
    for (name, path) in zip(["--app-output", "--extensions-output"], outputs) where path.isEmpty {
      console.err("herald plugin-generate: error: '\(name) FILE' is empty\n\(HelpText.tryHelp)")
      return ExitCode.usage
    }
    guard outputs[0] != outputs[1] else {
      console.err(
        "herald plugin-generate: error: '--app-output' and '--extensions-output' must differ\n"
          + HelpText.tryHelp)
      return ExitCode.usage
    }
    for path in outputs where !OutputManifest.canRecord(Self.split(path).name) {
      console.err(
        "herald plugin-generate: error: the output file name '\(TerminalEscaping.visible(path))' holds a control character or '\\'; choose a plain file name\n"
          + HelpText.tryHelp)
      return ExitCode.usage
    }
    let run = SpecRun(console: console, output: options.diagnostics, limits: options.limits)
    let spec: ValidatedSpec
    switch run.validated(options.positionals, command: "plugin-generate") {
    case .failure(let failure): return failure.code
    case .success(let value): spec = value
    }
    // Both files go into the target's one module, so the machines share the app's Action types.
    var plan = Translator.plan(spec)
    plan.oneModule = true
    // A build's intermediate folder is no place for files a tester opens: no payloads here.
    plan.samplePayloads = false
    let (app, extensions) = contents(Generator.files(plan))
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
        failingStep: console.environment["HERALD_FAULT_COMMIT_STEP"].flatMap { Int($0) })
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

  /// The app file (`App/NotificationCategories.swift` of `herald generate`) and every
  /// extension's `DynamicActions.swift`, joined in path order; a comment-only Swift file when
  /// no extension has dynamic actions.
  static func contents(_ files: [OutputFile]) -> (app: String, extensions: String) {
    let app = files.first { $0.path == OutputLayout.appSwift }?.contents ?? ""
    let machines = files.filter {
      let parts = $0.path.split(separator: "/")
      return parts.count == 2 && parts[1] == "DynamicActions.swift"
    }
    guard !machines.isEmpty else {
      return (
        app,
        "// \(FileHeader.marker) \(FileHeader.version): no content extension of the "
          + "spec set has dynamic actions.\n"
      )
    }
    return (app, machines.map(\.contents).joined(separator: "\n"))
  }
}
