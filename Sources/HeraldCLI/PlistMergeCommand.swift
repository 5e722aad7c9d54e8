/// `herald plist merge`: merge an extension's `NSExtension` keys into a hand-kept Info.plist.

import HeraldCore

/// `herald plist`: a command group whose one subcommand is `merge`.
enum PlistCommand {
  /// The subcommands, for suggestions.
  static let subcommands = ["merge"]

  /// Dispatches `herald plist ARGUMENTS...`: help, `merge`, or a usage error.
  static func run(_ arguments: [String], _ console: Console) -> Int32 {
    guard let first = arguments.first else {
      console.err(HelpText.plist)
      return ExitCode.usage
    }
    if first == "--help" || first == "-h" {
      console.out(HelpText.plist)
      return ExitCode.success
    }
    guard first == "merge" else {
      let hint = Suggestion.didYouMean(first, in: subcommands)
      console.err(
        "herald plist: error: unknown subcommand '\(TerminalEscaping.visible(first))'\(hint)\n\(HelpText.tryHelp)"
      )
      return ExitCode.usage
    }
    let rest = Array(arguments.dropFirst())
    if rest.contains("--help") || rest.contains("-h") {
      console.out(HelpText.plistMerge)
      return ExitCode.success
    }
    do {
      return PlistMergeCommand.run(try PlistMergeCommand.syntax.parse(rest), console)
    } catch {
      console.err(
        "herald plist merge: error: \(TerminalEscaping.visible("\(error)"))\n\(HelpText.tryHelp)")
      return ExitCode.usage
    }
  }
}

/// The merge subcommand.
enum PlistMergeCommand {
  /// What it accepts.
  static let syntax = CommandSyntax(
    name: "plist merge",
    options: [
      .init(name: "--target", values: []), .init(name: "--into", values: []),
      .init(name: "--format", values: DiagnosticFormat.allCases.map(\.rawValue)),
    ] + InputLimits.options,
    flags: ["--check", "--prune"], positionalName: "PATH")

  /// The prefix of every message.
  static let name = "herald plist merge"

  /// Merges and lists what changed, key by key; exit 0 when merged or up to date, 1 on spec
  /// errors, a value XML cannot hold or a stale `--check`, 2 on an unknown target, 3 when the
  /// plist cannot be read, merged into or written.
  static func run(_ arguments: ParsedArguments, _ console: Console) -> Int32 {
    guard let target = arguments.options["--target"], let into = arguments.options["--into"]
    else {
      console.err(
        "\(name): error: '--target NAME' and '--into FILE' are required\n\(HelpText.tryHelp)")
      return ExitCode.usage
    }
    let format = DiagnosticFormat(rawValue: arguments.options["--format"] ?? "text") ?? .text
    let run = SpecRun(
      console: console, format: format, color: "auto", warningsAsErrors: false,
      options: arguments.options)
    let spec: ValidatedSpec
    switch run.validated(arguments.positionals, command: "plist merge") {
    case .failure(let failure): return failure.code
    case .success(let value): spec = value
    }
    guard let decl = spec.set.extensions.first(where: { $0.target.value == target }) else {
      console.err(unknownTarget(target, among: spec.set.extensions.map(\.target.value)))
      return ExitCode.usage
    }
    let nsExtension = ExtensionAttributes.nsExtension(decl).mapValues(PlistValue.init)
    let file: PlistFile
    let merged: [String: PlistValue]
    do throws(PlistFileError) {
      // The options were checked when the specs were read.
      file = try PlistReader.read(into, limit: (try? InputLimits(arguments.options))?.file ?? 0)
      do {
        merged = try PlistMerge.merge(
          nsExtension, into: file.root, prune: arguments.flags.contains("--prune"))
      } catch {
        throw .notDictionary(path: into, keyPath: error.keyPath, kind: error.kind)
      }
    } catch {
      let kept = FileSystem.kind(into) == .file ? "; the file was not changed" : ""
      console.err("\(name): error: \(TerminalEscaping.visible("\(error)"))\(kept)\n")
      return ExitCode.io
    }
    if let unwritable = PlistUnwritable.first(in: merged) {
      console.err(
        "\(name): error: '\(TerminalEscaping.visible(into))' was not changed: \(unwritable)\n")
      return ExitCode.specErrors
    }
    let bytes = Array(PlistWriter.document(.dictionary(merged)).utf8)
    guard bytes != file.bytes else { return ExitCode.success }
    // The changes are taken from what the new bytes read back as, so a value the XML cannot
    // keep exactly (a date's fraction of a second) is listed too, never lost in silence.
    let written = (try? PlistReader.parse(bytes, path: into)) ?? merged
    let changes = PlistChange.changes(from: file.root, to: written)
    if arguments.flags.contains("--check") {
      console.err(stale(file, changes: changes, arguments: arguments))
      return ExitCode.specErrors
    }
    do {
      try FileSystem.writeAtomically(bytes, to: into)
    } catch {
      console.err(
        "\(name): error: cannot write '\(TerminalEscaping.visible(error.path))': \(TerminalEscaping.visible(error.reason))\n"
      )
      return ExitCode.io
    }
    console.out("updated \(TerminalEscaping.visible(into))" + summary(changes))
    return ExitCode.success
  }

  /// The changes, one line each after a newline, or, when no key changes, that only the
  /// layout does.
  static func summary(_ changes: [PlistChange]) -> String {
    guard !changes.isEmpty else {
      return ": no key changed, only the layout (Apple's XML format, sorted keys, tab "
        + "indentation)\n"
    }
    return "\n" + changes.map { $0.line + "\n" }.joined()
  }

  /// The unknown-target message, with a suggestion and the targets there are.
  static func unknownTarget(_ target: String, among targets: [String]) -> String {
    let hint = Suggestion.didYouMean(target, in: targets)
    let known =
      targets.isEmpty
      ? "the spec set declares no extensions"
      : "extension targets: " + targets.sorted().joined(separator: ", ")
    return
      "\(name): error: no extension has target '\(TerminalEscaping.visible(target))'\(hint)\n\(known)\n"
      + HelpText.tryHelp
  }

  /// The `--check` failure: what differs, key by key, and the command that fixes it.
  static func stale(_ file: PlistFile, changes: [PlistChange], arguments: ParsedArguments)
    -> String
  {
    let reason =
      changes.isEmpty
      ? "would be rewritten: its values match the specs, but it is not in herald's layout "
        + "(Apple's XML format, sorted keys, tab indentation)\n"
      : "is out of date: its NSExtension keys differ from the specs\n"
        + changes.map { $0.line + "\n" }.joined()
    let words =
      ["herald", "plist", "merge"] + arguments.positionals
      + ["--target", arguments.options["--target"] ?? "", "--into", file.path]
      + (arguments.flags.contains("--prune") ? ["--prune"] : [])
    let command = words.map(GenerateReport.quote).joined(separator: " ")
    return "\(name): error: '\(file.path)' \(reason)run: \(command)\n"
  }
}
