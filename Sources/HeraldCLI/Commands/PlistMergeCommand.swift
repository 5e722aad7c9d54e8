// `herald plist merge`: merge an extension's `NSExtension` keys into a hand-kept Info.plist.

import HeraldArguments
import HeraldCore
import HeraldOutput
import HeraldPlist

/// The merge subcommand.
enum PlistMergeCommand {
  /// Its options.
  struct Options: ParsableOptions {
    /// The extension's target.
    var target: String?
    /// The Info.plist to update.
    var into: String?
    /// Whether to only check that the file is up to date.
    var check = false
    /// Whether unknown keys under `NSExtensionAttributes` go.
    var prune = false
    /// Whether FILE is written through a symbolic link in its path.
    var followOutputLink = false
    /// How spec diagnostics are printed.
    var diagnostics = DiagnosticOutputOptions()
    /// The input size limits (the Info.plist is held to the file limit too).
    var limits = InputLimits()
    /// The spec paths.
    var positionals: [String] = []

    static let positionalName: String? = "PATH..."
    static let options: [OptionSpec<Self>] =
      [
        .value(
          "--target", "NAME", \.target, required: true,
          help:
            "the extension's target, as in the spec's extensions or serviceExtensions, or App for the app's own Info.plist"
        ),
        .value("--into", "FILE", \.into, required: true, help: "the Info.plist to update"),
        .flag(
          "--check", \.check,
          help:
            "write nothing; print the same changes and exit 1 with the fix command if merging would change FILE"
        ),
        .flag(
          "--prune", \.prune,
          help: "also remove every key under NSExtensionAttributes the spec does not set"),
        .flag(
          OutputLink.option, \.followOutputLink,
          help:
            "merge into FILE although FILE, or a folder on the way to it, is a symbolic link (refused otherwise, exit 3); the file the link points to is rewritten"
        ),
      ] + OptionSpec<Self>.group(\.diagnostics, DiagnosticOutputOptions.options)
      + OptionSpec<Self>.group(\.limits, InputLimits.options)
  }

  /// `herald plist`: a group whose one subcommand is `merge`.
  static let group = Command(
    group: "plist",
    abstract: "merge an extension's NSExtension keys into an Info.plist you keep ('plist merge')",
    subcommands: [command])

  /// Its definition.
  static let command = Command(
    "merge", path: "plist merge",
    abstract: "merge an extension's NSExtension keys into an Info.plist you maintain yourself",
    discussion: """
      For an Info.plist you maintain yourself: sets the NSExtension keys of the spec set's
      extension whose target is NAME and keeps every other key and value in FILE. Herald owns
        NSExtension: NSExtensionPointIdentifier, and NSExtensionPrincipalClass or
          NSExtensionMainStoryboard (the one the spec does not use is removed)
        NSExtension.NSExtensionAttributes: UNNotificationExtensionCategory and
          UNNotificationExtensionInitialContentSizeRatio, always; and
          UNNotificationExtensionDefaultContentHidden, UNNotificationExtensionOverridesDefaultTitle
          and UNNotificationExtensionUserInteractionEnabled when the spec sets them (when it does
          not, FILE's value is kept)

      With --target App, FILE is the app's own Info.plist: when the spec set declares
      liveActivities Herald owns NSSupportsLiveActivities (true) and
      NSSupportsLiveActivitiesFrequentUpdates (true when an activity says frequentUpdates,
      removed otherwise); without liveActivities FILE is left as it is.

      It prints each key it adds, changes or removes ('  changed KEY.PATH: old → new'), values
      with control characters shown as escapes (\\u{1B}). A key or string that XML cannot hold
      (a control character other than tab, LF and CR) stops it with exit 1, FILE unchanged.

      FILE must be an XML or binary property list whose root is a dictionary. The merge
      re-serialises the whole file in Apple's XML format: sorted keys, tab indentation, no herald
      header, a carriage return as &#13;; comments and key order are not kept and a binary file
      becomes XML. FILE is written atomically and only when its bytes change. When FILE, or a
      folder on the way to it, is a symbolic link, nothing is read or written (exit 3) unless
      --follow-output-link says the link is intended.

      Exit codes: 0 merged or up to date, 1 spec errors, a character XML cannot hold, or a
      difference found by --check, 2 usage errors (an unknown target too), 3 FILE is missing,
      unreadable, not a dictionary plist, or a link not followed.
      """, options: Options.self, run: run)

  /// The prefix of every message.
  static let name = "herald plist merge"

  /// The `--target` that names the app's own Info.plist.
  static let appTarget = "App"

  /// Merges and lists what changed, key by key; exit 0 when merged or up to date, 1 on spec
  /// errors, a value XML cannot hold or a stale `--check`, 2 on an unknown target, 3 when the
  /// plist cannot be read, merged into or written.
  static func run(_ options: Options, _ console: Console) throws(CommandExit) -> Int32 {
    let (target, into) = (options.target ?? "", options.into ?? "")
    if !options.followOutputLink, let failure = OutputLink.refusal(into, what: "the Info.plist") {
      console.err(
        "\(name): error: '\(TerminalEscaping.visible(into))' was not changed: \(TerminalEscaping.visible("\(failure)"))\n"
      )
      return ExitCode.io
    }
    let run = SpecRun(console: console, output: options.diagnostics, limits: options.limits)
    let spec = try run.validated(options.positionals, command: "plist merge")
    // The keys come from the plan, as the generated Info.plist's do, so the two agree.
    let plan = Translator.plan(consume spec)
    let extensions =
      plan.extensions.map { ($0.target, $0.nsExtension) }
      + plan.serviceExtensions.map { ($0.target, $0.nsExtension) }
    let planned = extensions.first { $0.0 == target }
    // `App` names the app's own Info.plist: no extension takes the name (the output's `App/`).
    let isApp = planned == nil && target.lowercased() == Self.appTarget.lowercased()
    if planned == nil, !isApp {
      throw unknownTarget(target, among: extensions.map(\.0))
    }
    let nsExtension = (planned?.1 ?? [:]).mapValues(PlistValue.init)
    let file: PlistFile
    let merged: [String: PlistValue]
    do throws(PlistFileError) {
      file = try PlistReader.read(into, limit: options.limits.file)
      do {
        merged =
          isApp
          ? PlistMerge.mergeApp(plan.liveActivities, into: file.root)
          : try PlistMerge.merge(nsExtension, into: file.root, prune: options.prune)
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
    if options.check {
      console.err(stale(file, changes: changes, options: options))
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
  static func unknownTarget(_ target: String, among targets: [String]) -> CommandExit {
    let hint = Suggestion.didYouMean(target, in: targets)
    let known =
      targets.isEmpty
      ? "the spec set declares no extensions"
      : "extension targets: " + targets.sorted().joined(separator: ", ")
    return .usage("no extension has target '\(target)'\(hint)", detail: known + "\n")
  }

  /// The `--check` failure: what differs, key by key, and the command that fixes it.
  static func stale(_ file: PlistFile, changes: [PlistChange], options: Options)
    -> String
  {
    let reason =
      changes.isEmpty
      ? "would be rewritten: its values match the specs, but it is not in herald's layout "
        + "(Apple's XML format, sorted keys, tab indentation)\n"
      : "is out of date: its NSExtension keys differ from the specs\n"
        + changes.map { $0.line + "\n" }.joined()
    let words =
      ["herald", "plist", "merge"] + options.positionals
      + ["--target", options.target ?? "", "--into", file.path]
      + (options.prune ? ["--prune"] : [])
      + (options.followOutputLink ? [OutputLink.option] : [])
    let command = words.map(GenerateReport.quote).joined(separator: " ")
    return "\(name): error: '\(file.path)' \(reason)run: \(command)\n"
  }
}
