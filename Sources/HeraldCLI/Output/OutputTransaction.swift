// Puts a run's staged files into place, removes leftovers and writes the manifest: all of it,
// or, when any step fails, none of it.

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#elseif canImport(Musl)
  import Musl
#endif

/// The last step of a write: many renames and removals that together must look like one.
///
/// Before a file is replaced or removed, its old bytes are kept under a hard link (a temporary
/// name beside it, so a copy costs nothing); if a later step fails, every step already taken is
/// undone in reverse (the links renamed back, created files removed) and the old manifest is
/// restored the same way, so the folder is exactly as it was and the run exits 3. While the steps run, the
/// manifest accepts both the old and the new bytes of every file, so a run killed halfway (where
/// nothing can be undone) leaves a folder whose every file the next run still recognises.
struct OutputTransaction {
  /// The output folder.
  let root: String
  /// The staged files, in the order they are put into place.
  let staged: [StagedFile]
  /// Files to remove, relative to the folder.
  let removals: [String]
  /// The manifest on disk before the run (nil when there was none).
  let previous: OutputManifest?
  /// The manifest after the run.
  let next: OutputManifest
  /// Test hook: the step (0-based, counting renames, removals and the final manifest) that fails
  /// as if the system had refused it. Nil in every real run.
  var failingStep: Int?

  /// What one taken step changed, to undo it.
  struct Undo {
    /// The file that was replaced, created or removed.
    let path: String
    /// Its old bytes under a temporary name, or nil when it did not exist before.
    let backup: (path: String, cleanup: CleanupHandle)?
  }

  /// The manifest's path.
  var manifestPath: String { root + "/" + OutputManifest.fileName }

  /// Carries out every step, or none.
  func commit() throws(IOFailure) {
    let manifestChanges = previous != next
    var oldManifest: (path: String, cleanup: CleanupHandle)?
    if manifestChanges {
      if previous != nil { oldManifest = try FileSystem.keep(manifestPath) }
      do throws(IOFailure) {
        try writeManifest((previous ?? OutputManifest()).union(next))
      } catch {
        oldManifest.map(Self.drop)
        throw error
      }
    }
    var done: [Undo] = []
    var step = 0
    do throws(IOFailure) {
      for (index, file) in staged.enumerated() {
        try checkFault(&step, file.target)
        let backup = FileSystem.kind(file.path) == .file ? try FileSystem.keep(file.path) : nil
        guard rename(file.temporary, file.path) == 0 else {
          let failure = IOFailure.fromErrno(file.target)
          if let backup { Self.restore(Undo(path: file.path, backup: backup)) }
          FileSystem.discard(staged[index...])
          throw failure
        }
        FileSystem.untrack(file.cleanup)
        done.append(Undo(path: file.path, backup: backup))
      }
      for relative in removals {
        let path = root + "/" + relative
        try checkFault(&step, path)
        let backup = try FileSystem.keep(path)
        guard unlink(path) == 0 else {
          let failure = IOFailure.fromErrno(path)
          Self.drop(backup)
          throw failure
        }
        done.append(Undo(path: path, backup: backup))
      }
      try checkFault(&step, manifestPath)
      if manifestChanges { try writeManifest(next) }
    } catch {
      FileSystem.discard(staged.filter { file in !done.contains { $0.path == file.path } })
      for undo in done.reversed() { Self.restore(undo) }
      if manifestChanges { Self.restore(Undo(path: manifestPath, backup: oldManifest)) }
      throw error
    }
    for undo in done { undo.backup.map(Self.drop) }
    oldManifest.map(Self.drop)
  }

  /// Fails at the test hook's step.
  func checkFault(_ step: inout Int, _ path: String) throws(IOFailure) {
    defer { step += 1 }
    if step == failingStep {
      throw IOFailure(
        path: path, reason: "input/output error (injected by HERALD_FAULT_COMMIT_STEP)")
    }
  }

  /// Writes a manifest atomically.
  func writeManifest(_ manifest: OutputManifest) throws(IOFailure) {
    try FileSystem.writeAtomically(Array(manifest.text.utf8), to: manifestPath)
  }

  /// Undoes one step: the old bytes go back under their name, or a created file goes.
  static func restore(_ undo: Undo) {
    if let backup = undo.backup {
      if rename(backup.path, undo.path) == 0 { FileSystem.untrack(backup.cleanup) }
    } else {
      unlink(undo.path)
    }
  }

  /// Removes a backup that is no longer needed.
  static func drop(_ backup: (path: String, cleanup: CleanupHandle)) {
    unlink(backup.path)
    FileSystem.untrack(backup.cleanup)
  }
}

extension FileSystem {
  /// Keeps a file's current bytes under a fresh temporary name beside it: a hard link, or a copy
  /// where the file system has none. The name is registered for removal at interruption.
  static func keep(_ path: String) throws(IOFailure) -> (path: String, cleanup: CleanupHandle) {
    let folder = parentFolder(path)
    let name = String(path.dropFirst(folder.count))
    for attempt in 0..<temporaryAttempts {
      let backup = folder + temporaryName(for: name, attempt: attempt)
      let cleanup = track(backup)  // before it exists, as in `createTemporary`
      if link(path, backup) == 0 { return (backup, cleanup) }
      untrack(cleanup)
      switch errno {
      case EEXIST, EINTR: continue
      case EPERM, ENOTSUP, EMLINK, EXDEV:
        let copy = try stage(try read(path, limit: .max), for: path, flush: false)
        return (copy.temporary, copy.cleanup)
      default: throw .fromErrno(path)
      }
    }
    throw .fromErrno(path)
  }
}
