/// Two-step atomic writes: stage every new file beside its target, make them durable, then
/// rename them all into place.

import CHeraldSystem

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#elseif canImport(Musl)
  import Musl
#endif

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
}
