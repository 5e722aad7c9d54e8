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
      ],
      flags: [], positionalName: "PATH"),
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
    let format = DiagnosticFormat(rawValue: arguments.options["--format"] ?? "text") ?? .text
    let run = SpecRun(console: console, format: format, color: "auto", warningsAsErrors: false)
    let spec: ValidatedSpec
    switch run.validated(arguments.positionals, command: "plugin-generate") {
    case .failure(let failure): return failure.code
    case .success(let value): spec = value
    }
    let (app, extensions) = contents(Generator.files(spec))
    do {
      for (path, text) in zip(outputs, [app, extensions]) {
        let folder = path.split(separator: "/", omittingEmptySubsequences: false).dropLast()
          .joined(separator: "/")
        if !folder.isEmpty { try FileSystem.makeFolders(folder) }
        try FileSystem.writeAtomically(Array(text.utf8), to: path)
      }
    } catch {
      console.err("herald plugin-generate: error: \(TerminalEscaping.visible("\(error)"))\n")
      return ExitCode.io
    }
    return ExitCode.success
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
                                  [--format text|json|github]

    For build-tool plugins and Xcode Run Script phases, which must declare every output file up
    front: writes exactly two Swift files, always both, and nothing else.
      --app-output FILE         the app code: categories, register(on:), response decoding
                                (App/NotificationCategories.swift of 'herald generate')
      --extensions-output FILE  every content extension's dynamic actions (each
                                <Target>/DynamicActions.swift of 'herald generate', joined), or
                                a comment-only Swift file when there are none

    Both files are rewritten atomically on every successful run. On spec errors the diagnostics
    are printed (path:line:col: error: ... on standard error) and nothing is written.
    Exit codes: 0 written, 1 spec errors, 2 usage errors, 3 a file could not be written.

    """
}
