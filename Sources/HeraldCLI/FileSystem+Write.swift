/// Writing side of the file-system access: atomic replace, folders, removal.

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#elseif canImport(Musl)
  import Musl
#endif

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
  /// then with a random suffix. `OutputScan` finds a dead run's leftovers by this shape.
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

  /// The first `count` bytes of a file.
  static func readPrefix(_ path: String, count: Int) throws(IOFailure) -> [UInt8] {
    let descriptor = open(path, O_RDONLY)
    guard descriptor >= 0 else { throw .fromErrno(path) }
    defer { close(descriptor) }
    var buffer = [UInt8](repeating: 0, count: count)
    let read = buffer.withUnsafeMutableBytes { systemRead(descriptor, $0.baseAddress, count) }
    guard read >= 0 else { throw .fromErrno(path) }
    return Array(buffer.prefix(read))
  }

  /// Every regular file and link below a folder, as paths relative to it, sorted.
  static func walk(_ folder: String, prefix: String = "") throws(IOFailure) -> [String] {
    guard kind(folder) == .directory else { return [] }
    var result: [String] = []
    for name in try list(folder) {
      let path = folder + "/" + name
      let relative = prefix + name
      if kind(path) == .directory && !isLink(path) {
        result += try walk(path, prefix: relative + "/")
      } else {
        result.append(relative)
      }
    }
    return result.sorted()
  }
}
