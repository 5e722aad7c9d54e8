// Writes a few named files into a folder under the manifest's rules: `plugin-generate`'s two.

import HeraldCore

/// Writes whole files into one folder, with the same guarantees as `herald generate`: the folder
/// is locked, a file is replaced only when the folder's manifest proves it herald's (or its bytes
/// already equal the new ones), and every file goes into place in one transaction that is undone
/// on failure. Entries of the manifest for other files of the folder are kept.
struct OwnedFileWriter {
  let folder: String
  /// Whether files carrying herald's header may be taken over (`--force`).
  let force: Bool
  /// How long to wait for another run's lock, in seconds.
  let timeout: Double
  /// Test hook: the commit step that fails (see `OutputTransaction.failingStep`).
  let failingStep: Int?

  /// Why one file may not be replaced, or nil when it may: the reasons `generate` gives. A file
  /// is replaced when its bytes already equal the new ones, or when it carries herald's header
  /// and the manifest records its bytes (with `force`: when it carries the header at all).
  func refusal(_ name: String, text: String, manifest: OutputManifest?) throws(IOFailure)
    -> String?
  {
    let path = folder + "/" + name
    let isLink = FileSystem.isLink(path)
    let recorded = manifest?.lists(name) ?? false
    if !isLink && FileSystem.kind(path) == .missing { return nil }
    if isLink || FileSystem.kind(path) != .file {
      return OutputPlan.whyForeign(name, root: folder, recorded: recorded)
    }
    let bytes = try FileSystem.read(path, limit: .max)
    if bytes == Array(text.utf8) { return nil }
    guard FileHeader.isGenerated(Array(bytes.prefix(FileHeader.headerWindow))) else {
      return OutputPlan.whyForeign(name, root: folder, recorded: recorded)
    }
    if force || manifest?.accepts(name, hash: SHA256.hex(bytes)) == true { return nil }
    return recorded ? OutputPlan.whyEdited : OutputPlan.whyForeign(name, root: folder)
  }

  /// Writes `files` (name and text); returns the exit code, having printed any error.
  func write(_ files: [(name: String, text: String)], console: Console) -> Int32 {
    FileSystem.prepareCleanup()
    var created: [String] = []
    var staged: [StagedFile] = []
    do throws(IOFailure) {
      created = try FileSystem.makeFolders(folder)
      let lock = try OutputLock(folder: folder, shared: false, timeout: timeout) {
        console.err(
          "herald plugin-generate: waiting for another herald run to finish writing '\(TerminalEscaping.visible(folder))'...\n"
        )
      }
      defer { withExtendedLifetime(lock) {} }
      let previous = try OutputManifest.read(in: folder)
      var refusals: [String] = []
      for (name, text) in files {
        if let reason = try refusal(name, text: text, manifest: previous) {
          refusals.append("  \(TerminalEscaping.visible(folder + "/" + name)): \(reason)\n")
        }
      }
      guard refusals.isEmpty else {
        FileSystem.removeFolders(created)
        console.err(
          "herald plugin-generate: error: nothing was written; these files are in the way:\n"
            + refusals.joined())
        return ExitCode.io
      }
      var next = previous ?? OutputManifest()
      for (name, text) in files {
        let bytes = Array(text.utf8)
        next.files[name] = [SHA256.hex(bytes)]
        staged.append(try FileSystem.stage(bytes, for: folder + "/" + name, flush: true))
      }
      try OutputTransaction(
        root: folder, staged: staged, removals: [], previous: previous, next: next,
        failingStep: failingStep
      ).commit()
    } catch {
      FileSystem.discard(staged)
      FileSystem.removeFolders(created)
      console.err("herald plugin-generate: error: \(TerminalEscaping.visible("\(error)"))\n")
      return ExitCode.io
    }
    return ExitCode.success
  }
}
