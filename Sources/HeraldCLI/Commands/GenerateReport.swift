// Carries out and reports a generate run: write, check, dry run, or refuse.

import HeraldCore

/// Applies or describes an `OutputPlan`.
struct GenerateReport {
  /// The output folder as given.
  let output: String
  /// The changes.
  let plan: OutputPlan
  /// The spec paths as given, to rebuild the fix command.
  let paths: [String]
  let console: Console
  /// Whether the run was told to write through a link in the output's path, which the fix
  /// command must say again.
  var followsOutputLink = false

  /// The command that brings the folder up to date.
  var fixCommand: String {
    (["herald", "generate"] + paths + ["--output", output]
      + (followsOutputLink ? [OutputLink.option] : [])).map(Self.quote)
      .joined(separator: " ")
  }

  /// Quotes a shell word when it needs it.
  static func quote(_ word: String) -> String {
    let plain = word.allSatisfy { $0.isLetter || $0.isNumber || "-_./=:@".contains($0) }
    return plain && !word.isEmpty ? word : "'" + word.replacing("'", with: "'\\''") + "'"
  }

  /// Refuses to touch files herald cannot prove it wrote (exit 3), before anything is written:
  /// each is named with the way to proceed. `previous` is the folder's manifest, whose records
  /// the reasons mention.
  func refuse(previous: OutputManifest?) -> Int32 {
    var text =
      "herald generate: error: '\(TerminalEscaping.visible(output))' was not changed; these files are in the way:\n"
    for path in plan.foreign {
      let recorded = previous?.lists(path) ?? false
      text += "  \(shown(path)): \(OutputPlan.whyForeign(path, root: output, recorded: recorded))\n"
    }
    for path in plan.edited { text += "  \(shown(path)): \(OutputPlan.whyEdited)\n" }
    console.err(text)
    return ExitCode.io
  }

  /// The manifest's state on disk against the plan's: nil when it is current.
  func manifestChange(_ previous: OutputManifest?) -> String? {
    guard plan.manifest != previous else { return nil }
    return previous == nil ? "missing" : "stale"
  }

  /// `--check`: exit 1 with every stale, missing, extra or hand-edited file and the fix command
  /// (with `--force` when a hand edit is in the way).
  func check(previous: OutputManifest?) -> Int32 {
    let manifest = plan.hasChanges || !plan.edited.isEmpty ? nil : manifestChange(previous)
    guard plan.hasChanges || !plan.edited.isEmpty || manifest != nil else {
      return ExitCode.success
    }
    var text =
      "herald generate: error: '\(TerminalEscaping.visible(output))' is out of date with the specs:\n"
    for path in plan.update { text += "  stale:   \(shown(path))\n" }
    for path in plan.edited { text += "  edited:  \(shown(path))\n" }
    for path in plan.create { text += "  missing: \(shown(path))\n" }
    for path in plan.remove { text += "  extra:   \(shown(path))\n" }
    if let manifest {
      let pad = manifest == "stale" ? "   " : " "
      text += "  \(manifest):\(pad)\(shown(OutputManifest.fileName))\n"
    }
    if !plan.edited.isEmpty {
      text +=
        "edited files were changed by hand since herald wrote them; keep your changes elsewhere first\n"
    }
    text += disownedNote(verb: "would be left")
    text += "run: \(TerminalEscaping.visible(fixCommand))\(plan.edited.isEmpty ? "" : " --force")\n"
    console.err(text)
    return ExitCode.specErrors
  }

  /// `--dry-run`: print what would change, exit 0.
  func dryRun(previous: OutputManifest?) -> Int32 {
    var text = changeLines(prefix: "would ")
    if previous == nil { text += "would create \(shown(OutputManifest.fileName))\n" }
    text += disownedNote(verb: "would be left")
    console.out(text)
    return ExitCode.success
  }

  /// Makes the staged files durable, then puts them into place, removes leftovers and writes the
  /// manifest as one transaction (`OutputTransaction`): on any failure every step is undone, the
  /// staged files and created folders are removed, and the output keeps what it had.
  func apply(_ pass: OutputPass.Outcome, failingStep: Int?) -> Int32 {
    let staged = (plan.create + plan.update).compactMap { pass.staged[$0] }
    let transaction = OutputTransaction(
      root: output, staged: staged, removals: plan.remove, previous: pass.previous,
      next: plan.manifest, failingStep: failingStep)
    do {
      if staged.count <= Self.fsyncLimit {
        try FileSystem.flushEach(staged)
      } else {
        try FileSystem.flush(staged)
      }
      try transaction.commit()
    } catch {
      pass.discard()
      console.err("herald generate: error: \(TerminalEscaping.visible("\(error)"))\n")
      return ExitCode.io
    }
    for path in plan.remove { removeEmptyParents(of: path) }
    var text = changeLines(prefix: "")
    if pass.previous == nil { text += "created \(shown(OutputManifest.fileName))\n" }
    if pass.previous == nil && !plan.unrecorded.isEmpty {
      text += "herald generate: note: left in place, not recorded in \(OutputManifest.fileName) "
      text += "(delete them if herald wrote them and they are no longer needed):\n"
      for path in plan.unrecorded { text += "  \(shown(path))\n" }
    }
    text += disownedNote(verb: "left")
    console.out(text)
    return ExitCode.success
  }

  /// The note naming the files the manifest records but that do not carry herald's header: they
  /// stay where they are, and the manifest no longer records them.
  func disownedNote(verb: String) -> String {
    guard !plan.disowned.isEmpty else { return "" }
    var text = "herald generate: note: \(verb) in place and no longer recorded: "
    text += "\(OutputManifest.fileName) records them, but they do not start with herald's header, "
    text += "so they are not herald's as they stand (their top was changed, or the record is "
    text += "forged, stale or mis-merged):\n"
    for path in plan.disowned { text += "  \(shown(path))\n" }
    return text
  }

  /// Up to this many changed files are flushed one by one; more are flushed together.
  static let fsyncLimit = 16

  /// Removes folders that a removal left empty, up to the output folder.
  func removeEmptyParents(of path: String) {
    var parts = path.split(separator: "/").dropLast()
    while !parts.isEmpty {
      FileSystem.removeIfEmpty(output + "/" + parts.joined(separator: "/"))
      parts = parts.dropLast()
    }
  }

  /// One line per change: `created …`, `updated …`, `removed …`.
  func changeLines(prefix: String) -> String {
    let verbs = prefix.isEmpty ? ("created", "updated", "removed") : ("create", "update", "remove")
    var text = ""
    for path in plan.create { text += "\(prefix)\(verbs.0) \(shown(path))\n" }
    for path in plan.update { text += "\(prefix)\(verbs.1) \(shown(path))\n" }
    for path in plan.remove { text += "\(prefix)\(verbs.2) \(shown(path))\n" }
    return text
  }

  /// An output file's path as printed: spec-derived names and the output folder may hold
  /// controls or line breaks, shown as visible `\u{…}` so each path stays one inert line.
  func shown(_ path: String) -> String {
    TerminalEscaping.visible(output + "/" + path)
  }
}
