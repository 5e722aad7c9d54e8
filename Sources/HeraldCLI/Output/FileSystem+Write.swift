// Writing side of the file-system access: folders, removal, and two-step atomic writes (stage
// every new file beside its target under a temporary name, make them durable, then rename them
// all into place), with the temporary files that an interrupted run removes (SIGINT, SIGTERM and
// SIGHUP never leave one).

import CHeraldSystem

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#elseif canImport(Musl)
  import Musl
#endif

/// A temporary file registered for removal at interruption (see `herald_cleanup_track`).
struct CleanupHandle: @unchecked Sendable {
  /// The C handle; nil when tracking failed for lack of memory.
  let pointer: UnsafeMutableRawPointer?
}

/// A file written beside its target under a temporary name, not yet in place.
struct StagedFile: Sendable {
  /// The temporary file.
  let temporary: String
  /// The file it replaces (a link already resolved to the file it names).
  let path: String
  /// The target as given, for messages.
  let target: String
  /// The registration that removes the temporary file if the run is interrupted.
  let cleanup: CleanupHandle
}

extension FileSystem {
  /// Creates a folder and its missing parents; returns the folders this call created, outermost
  /// first, so that a run that gives up can remove them again.
  @discardableResult
  static func makeFolders(_ path: String) throws(IOFailure) -> [String] {
    var current = path.hasPrefix("/") ? "" : "."
    var created: [String] = []
    for part in path.split(separator: "/") {
      current += "/" + part
      if kind(current) == .directory { continue }
      if mkdir(current, 0o755) == 0 {
        created.append(current)
      } else if errno != EEXIST {
        let failure = IOFailure.fromErrno(current)
        removeFolders(created)
        throw failure
      }
      guard kind(current) == .directory else {
        removeFolders(created)
        throw IOFailure(path: current, reason: "a file stands where a folder is needed")
      }
    }
    return created
  }

  /// Removes folders a run created, innermost first, each only if it is empty.
  static func removeFolders(_ created: [String]) {
    for folder in created.reversed() { removeIfEmpty(folder) }
  }

  /// Replaces `path` atomically: the bytes go to a temporary file in the same folder, which is
  /// flushed and then renamed over the target, so readers see the old file or the new one. An
  /// existing file keeps its permissions, and a link is followed: the file it names is replaced.
  /// A failure names `target` as given, never the temporary file, which is removed.
  static func writeAtomically(_ bytes: [UInt8], to target: String) throws(IOFailure) {
    try commit([stage(bytes, for: target, flush: true)])
  }

  /// How many names `createTemporary` tries before it gives up.
  static let temporaryAttempts = 16

  /// The name of the temporary file for `name` at `attempt`: `.<name>.herald-<pid>.tmp` first,
  /// then with a random suffix. A later run removes a dead run's leftover only when it has this
  /// shape and the rest of `OutputScan.isDeadTemporary`'s proof holds.
  static func temporaryName(for name: String, attempt: Int) -> String {
    let suffix = attempt == 0 ? "" : "-" + String(UInt32.random(in: .min ... .max), radix: 16)
    return ".\(name).herald-\(getpid())\(suffix).tmp"
  }

  /// Creates a new temporary file (mode 0644) in `folder` (empty or ending in `/`) and opens it
  /// for writing. `O_EXCL` and `O_NOFOLLOW` make the creation fail on anything that already
  /// stands at the name, a link planted there included, which is never followed: the next name
  /// is tried instead. A failure names `target`.
  static func createTemporary(
    in folder: String, for name: String, target: String
  ) throws(IOFailure) -> (descriptor: Int32, path: String, cleanup: CleanupHandle) {
    for attempt in 0..<temporaryAttempts {
      let path = folder + temporaryName(for: name, attempt: attempt)
      // Registered before it exists, so no moment passes with the file on disk and unknown to
      // the signal handlers. Should the name be taken and a signal land before the
      // registration is withdrawn, what goes is a file at a name only this process makes: a
      // leftover of a dead run with the same process id, or a planted link (unlinked, never
      // followed).
      let cleanup = track(path)
      let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o644)
      if descriptor >= 0 { return (descriptor, path, cleanup) }
      untrack(cleanup)
      guard errno == EEXIST || errno == ELOOP || errno == EINTR else { break }
    }
    throw .fromErrno(target)
  }

  /// Removes a file.
  static func remove(_ path: String) throws(IOFailure) {
    guard unlink(path) == 0 else { throw .fromErrno(path) }
  }

  /// Removes a folder if it is empty; quietly keeps it otherwise.
  static func removeIfEmpty(_ path: String) {
    _ = rmdir(path)
  }

  /// Writes `bytes` to a fresh temporary file beside `target`, with the target's permissions
  /// (0644 for a new file). The temporary name is created exclusively and never through a link.
  /// `flush` makes the bytes durable now; otherwise call `flush(_:)` before `commit(_:)`.
  static func stage(_ bytes: [UInt8], for target: String, flush: Bool) throws(IOFailure)
    -> StagedFile
  {
    let path = kind(target) == .file ? canonical(target) : target
    var info = stat()
    let mode = stat(path, &info) == 0 ? info.st_mode & 0o7777 : 0o644
    let (descriptor, staged) = try openStaged(path, mode: mode, target: target)
    var failed = !bytes.withUnsafeBytes { writeAll($0, to: descriptor) }
    if !failed && flush { failed = fsync(descriptor) != 0 }
    let failure = failed ? IOFailure.fromErrno(target) : nil
    close(descriptor)
    if let failure {
      discard([staged])
      throw failure
    }
    return staged
  }

  /// Creates the temporary file that will replace `path` (see `createTemporary`), gives it
  /// `mode` and returns it open for writing. On failure nothing is left behind; `target` names
  /// the file in messages.
  static func openStaged(_ path: String, mode: mode_t, target: String) throws(IOFailure)
    -> (descriptor: Int32, file: StagedFile)
  {
    let folder = parentFolder(path)
    let name = String(path.dropFirst(folder.count))
    let (descriptor, temporary, cleanup) = try createTemporary(
      in: folder, for: name, target: target)
    let file = StagedFile(temporary: temporary, path: path, target: target, cleanup: cleanup)
    guard fchmod(descriptor, mode) == 0 else {
      let failure = IOFailure.fromErrno(target)
      close(descriptor)
      discard([file])
      throw failure
    }
    return (descriptor, file)
  }

  /// Calls `body` with the UTF-8 bytes of `text`, in place for a native string.
  static func withUTF8<Result>(
    _ text: String, _ body: (UnsafeRawBufferPointer) throws(IOFailure) -> Result
  ) throws(IOFailure) -> Result {
    var text = text
    return try text.withUTF8 { utf8 in
      Swift.Result { () throws(IOFailure) in try body(UnsafeRawBufferPointer(utf8)) }
    }.get()
  }

  /// Writes every byte, retrying after interruptions; false with `errno` set on failure.
  static func writeAll(_ buffer: UnsafeRawBufferPointer, to descriptor: Int32) -> Bool {
    var offset = 0
    while offset < buffer.count {
      let written = systemWrite(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
      if written < 0 {
        if errno == EINTR { continue }
        return false
      }
      offset += written
    }
    return true
  }

  /// Makes staged files durable at once: on Linux one `syncfs` of each file system they are
  /// on, elsewhere an `fsync` of each file.
  static func flush(_ staged: [StagedFile]) throws(IOFailure) {
    #if os(Linux)
      var devices = Set<UInt64>()
      var seen = Set<String>()
      for file in staged where seen.insert(parentFolder(file.temporary)).inserted {
        let folder = parentFolder(file.temporary)
        let descriptor = open(folder.isEmpty ? "." : folder, O_RDONLY | O_DIRECTORY)
        guard descriptor >= 0 else { throw .fromErrno(file.target) }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0 else { throw .fromErrno(file.target) }
        guard devices.insert(UInt64(info.st_dev)).inserted else { continue }
        guard herald_sync_file_system(descriptor) == 0 else { throw .fromErrno(file.target) }
      }
    #else
      try flushEach(staged)
    #endif
  }

  /// Makes staged files durable one `fsync` at a time: cheaper than `flush(_:)` for a few files.
  static func flushEach(_ staged: [StagedFile]) throws(IOFailure) {
    for file in staged {
      let descriptor = open(file.temporary, O_RDONLY | O_NOFOLLOW)
      guard descriptor >= 0 else { throw .fromErrno(file.target) }
      defer { close(descriptor) }
      guard fsync(descriptor) == 0 else { throw .fromErrno(file.target) }
    }
  }

  /// The folder part of a path, up to and including its last `/` (empty for a bare name).
  static func parentFolder(_ path: String) -> String {
    path.lastIndex(of: "/").map { String(path[...$0]) } ?? ""
  }

  /// Renames staged files over their targets, in order. On failure the rest are discarded.
  static func commit(_ staged: [StagedFile]) throws(IOFailure) {
    for (index, file) in staged.enumerated() {
      guard rename(file.temporary, file.path) == 0 else {
        let failure = IOFailure.fromErrno(file.target)
        discard(staged[index...])
        throw failure
      }
      untrack(file.cleanup)
    }
  }

  /// Removes staged files that will not be committed.
  static func discard(_ staged: some Sequence<StagedFile>) {
    for file in staged {
      unlink(file.temporary)
      untrack(file.cleanup)
    }
  }

  /// Copies the first `count` bytes of `source` (read with `pread`, so its offset stays) to
  /// `destination`; false with `errno` set on failure.
  static func copyPrefix(of source: Int32, count: Int, to destination: Int32) -> Bool {
    forEachChunk(of: source, count: count) { writeAll($0, to: destination) }
  }

  /// Registers `path` for removal should the process be interrupted, installing the signal
  /// handlers on first use.
  static func track(_ path: String) -> CleanupHandle {
    _ = herald_cleanup_install()
    return CleanupHandle(pointer: herald_cleanup_track(path))
  }

  /// Installs the signal handlers now, on the calling thread (the main one), which also
  /// unblocks the signals there, so that a process started with them blocked still cleans up.
  static func prepareCleanup() {
    _ = herald_cleanup_install()
  }

  /// Ends the registration: the file was renamed into place or removed.
  static func untrack(_ handle: CleanupHandle) {
    herald_cleanup_untrack(handle.pointer)
  }
}
