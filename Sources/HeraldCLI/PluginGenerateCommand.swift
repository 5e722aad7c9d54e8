/// `herald plugin-generate`: the two Swift files a build plugin or a Run Script phase declares.

import HeraldCore

/// The plugin-generate command: a fixed pair of Swift outputs, for build systems that need every
/// output declared before the tool runs.
enum PluginGenerateCommand {
  /// Its definition.
  static let command = Command(
    syntax: CommandSyntax(
      name: "plugin-generate",
      options: [
        .init(name: "--app-output", values: []),
        .init(name: "--extensions-output", values: []),
        .init(name: "--format", values: DiagnosticFormat.allCases.map(\.rawValue)),
        OutputLock.option,
      ] + InputLimits.options,
      flags: ["--force"], positionalName: "PATH"),
    help: HelpText.pluginGenerate, run: run)

  /// Writes both files; exit 0 on success, 1 on spec errors (nothing written), 2 on usage
  /// errors, 3 when a file cannot be written.
  static func run(_ arguments: ParsedArguments, _ console: Console) -> Int32 {
    var outputs: [String] = []
    for name in ["--app-output", "--extensions-output"] {
      guard let path = arguments.options[name], !path.isEmpty else {
        console.err(
          "herald plugin-generate: error: '\(name) FILE' is required\n\(HelpText.tryHelp)")
        return ExitCode.usage
      }
      outputs.append(path)
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
    let timeout: Double
    do {
      timeout = try OutputLock.timeout(arguments.options)
    } catch {
      console.err(
        "herald plugin-generate: error: \(TerminalEscaping.visible("\(error)"))\n\(HelpText.tryHelp)"
      )
      return ExitCode.usage
    }
    let format = DiagnosticFormat(rawValue: arguments.options["--format"] ?? "text") ?? .text
    let run = SpecRun(
      console: console, format: format, color: "auto", warningsAsErrors: false,
      options: arguments.options)
    let spec: ValidatedSpec
    switch run.validated(arguments.positionals, command: "plugin-generate") {
    case .failure(let failure): return failure.code
    case .success(let value): spec = value
    }
    let (app, extensions) = contents(Generator.files(spec))
    var byFolder: [(folder: String, files: [(name: String, text: String)])] = []
    for (path, text) in zip(outputs, [app, extensions]) {
      let (folder, name) = Self.split(path)
      if let index = byFolder.firstIndex(where: { $0.folder == folder }) {
        byFolder[index].files.append((name, text))
      } else {
        byFolder.append((folder, [(name, text)]))
      }
    }
    for (folder, files) in byFolder {
      let writer = OwnedFileWriter(
        folder: folder, force: arguments.flags.contains("--force"), timeout: timeout,
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

extension HelpText {
  /// `herald plugin-generate --help`.
  static let pluginGenerate = """
    usage: herald plugin-generate PATH... --app-output FILE --extensions-output FILE
                                  [--format text|json|github] [--force] [--lock-timeout SECONDS]

    For build-tool plugins and Xcode Run Script phases, which must declare every output file up
    front: writes exactly two Swift files, always both, and nothing else.
      --app-output FILE         the app code: categories, register(on:), response decoding
                                (App/NotificationCategories.swift of 'herald generate')
      --extensions-output FILE  every content extension's dynamic actions (each
                                <Target>/DynamicActions.swift of 'herald generate', joined), or
                                a comment-only Swift file when there are none

    Both files are rewritten atomically on every successful run, and recorded with their SHA-256
    in .herald-manifest in their folder. An existing file is replaced only when that manifest
    records it and its bytes are unchanged since (or they equal the new output): a file of yours,
    a link or a generated file edited by hand is refused with exit code 3.
      --force                   also replace files that carry herald's header although the
                                manifest does not record them or they were edited
      --lock-timeout SECONDS    how long to wait for another herald run writing the same
                                folder (default 120)
    On spec errors the diagnostics are printed (path:line:col: error: ... on standard error)
    and nothing is written.
    Exit codes: 0 written, 1 spec errors, 2 usage errors, 3 a file could not be written or is
    not herald's to replace.

    """
}
