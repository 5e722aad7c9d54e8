// Writes a few named files into a folder under the manifest's rules: `plugin-generate`'s two.

import HeraldCore

/// Writes whole files into one folder, with the same guarantees as `herald generate`: the folder
/// is locked, a file is replaced only when the folder's manifest proves it herald's (or its bytes
/// already equal the new ones), and every file goes into place in one transaction that is undone
/// on failure. Entries of the manifest for other files of the folder are kept.
package struct OwnedFileWriter {
  package let folder: String
  /// Whether files carrying herald's header may be taken over (`--force`).
  package let force: Bool
  /// How long to wait for another run's lock, in seconds.
  package let timeout: Double
  /// Test hook: the commit step that fails (see `OutputTransaction.failingStep`).
  package let failingStep: Int?

  /// A writer into `folder`.
  package init(folder: String, force: Bool, timeout: Double, failingStep: Int?) {
    self.folder = folder
    self.force = force
    self.timeout = timeout
    self.failingStep = failingStep
  }

  /// Why one file may not be replaced, or nil when it may: the reasons `generate` gives. A file
  /// is replaced when its bytes already equal the new ones, or when it carries herald's header
  /// and the manifest records its bytes (with `force`: when it carries the header at all).
  package func refusal(_ name: String, text: String, manifest: OutputManifest?) throws(IOFailure)
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

  /// Why `write` wrote nothing.
  package enum Failure: Error {
    /// Files in the way: each path with the reason it may not be replaced.
    case inTheWay([(path: String, reason: String)])
    /// A file-system call failed; what was staged is gone again.
    case io(IOFailure)
  }

  /// Writes `files` (name and text), or nothing. `waiting` is called once if another run holds
  /// the folder's lock.
  package func write(_ files: [(name: String, text: String)], waiting: () -> Void)
    throws(Failure)
  {
    FileSystem.prepareCleanup()
    var created: [String] = []
    var staged: [StagedFile] = []
    let refusals: [(path: String, reason: String)]
    do throws(IOFailure) {
      refusals = try place(files, waiting: waiting, created: &created, staged: &staged)
    } catch {
      FileSystem.discard(staged)
      FileSystem.removeFolders(created)
      throw .io(error)
    }
    guard refusals.isEmpty else {
      FileSystem.removeFolders(created)
      throw .inTheWay(refusals)
    }
  }

  /// Locks the folder and commits `files` in one transaction, unless some are in the way:
  /// returns those, having written nothing.
  private func place(
    _ files: [(name: String, text: String)], waiting: () -> Void, created: inout [String],
    staged: inout [StagedFile]
  ) throws(IOFailure) -> [(path: String, reason: String)] {
    created = try FileSystem.makeFolders(folder)
    let lock = try OutputLock(folder: folder, shared: false, timeout: timeout, waiting: waiting)
    defer { withExtendedLifetime(lock) {} }
    let previous = try OutputManifest.read(in: folder)
    var refusals: [(path: String, reason: String)] = []
    for (name, text) in files {
      if let reason = try refusal(name, text: text, manifest: previous) {
        refusals.append((folder + "/" + name, reason))
      }
    }
    guard refusals.isEmpty else { return refusals }
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
    return []
  }
}
