// The little file-system access the CLI needs, on the C library (no Foundation at start-up):
// looking paths up, listing folders, reading files whole or in chunks, comparing and hashing.

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#elseif canImport(Musl)
  import Musl
#endif

/// An I/O failure, reported with exit code 3.
struct IOFailure: Error, Equatable, CustomStringConvertible {
  /// The path involved.
  let path: String
  /// What went wrong, from the system.
  let reason: String

  /// `path: reason`.
  var description: String { "\(path): \(reason)" }

  /// A failure with the reason taken from `errno`.
  static func fromErrno(_ path: String) -> IOFailure {
    IOFailure(path: path, reason: String(cString: strerror(errno)).lowercased())
  }
}

/// Reads files and lists folders through the C library.
enum FileSystem {
  /// What a path is.
  enum Kind { case file, directory, other, missing }

  /// The kind of a path, following symbolic links.
  static func kind(_ path: String) -> Kind {
    var info = stat()
    guard stat(path, &info) == 0 else { return .missing }
    switch info.st_mode & S_IFMT {
    case S_IFDIR: return .directory
    case S_IFREG: return .file
    default: return .other
    }
  }

  /// The kind of an entry found in a folder, following links. A missing target (a dangling link)
  /// or a path the system cannot look up (too long, no permission, a link loop) is an I/O
  /// failure naming the path, so that no spec file is ever skipped silently.
  static func entryKind(_ path: String) throws(IOFailure) -> Kind {
    var info = stat()
    guard stat(path, &info) == 0 else {
      if errno == ENOENT && isLink(path) {
        throw IOFailure(path: path, reason: "a link to nothing (its target does not exist)")
      }
      throw .fromErrno(path)
    }
    switch info.st_mode & S_IFMT {
    case S_IFDIR: return .directory
    case S_IFREG: return .file
    default: return .other
    }
  }

  /// The resolved absolute path (links followed), or the path itself when it cannot be resolved.
  static func canonical(_ path: String) -> String {
    guard let resolved = realpath(path, nil) else { return path }
    defer { free(resolved) }
    return String(cString: resolved)
  }

  /// A path's modification time (of a link itself, not its target) in nanoseconds since 1970,
  /// or nil when it cannot be looked up.
  static func modificationTime(_ path: String) -> Int? {
    var info = stat()
    guard lstat(path, &info) == 0 else { return nil }
    #if canImport(Darwin)
      let time = info.st_mtimespec
    #else
      let time = info.st_mtim
    #endif
    return Int(time.tv_sec) * 1_000_000_000 + Int(time.tv_nsec)
  }

  /// Whether a path is a symbolic link.
  static func isLink(_ path: String) -> Bool {
    var info = stat()
    return lstat(path, &info) == 0 && info.st_mode & S_IFMT == S_IFLNK
  }

  /// The whole content of a regular file, refused when it holds more than `limit` bytes. A
  /// device, FIFO or socket is refused before anything is read: opening is non-blocking, so a
  /// FIFO without a writer cannot hang the run, and `/dev/zero` is never read.
  static func read(
    _ path: String, limit: Int = InputLimits().file, scope: InputLimits.Scope = .file
  ) throws(IOFailure) -> [UInt8] {
    let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC | O_NOCTTY)
    guard descriptor >= 0 else { throw .fromErrno(path) }
    defer { close(descriptor) }
    var info = stat()
    guard fstat(descriptor, &info) == 0 else { throw .fromErrno(path) }
    guard info.st_mode & S_IFMT == S_IFREG else {
      throw IOFailure(
        path: path,
        reason: "not a regular file (a device, FIFO or socket); give a file, a folder or '-'")
    }
    let flags = fcntl(descriptor, F_GETFL)
    if flags >= 0 { _ = fcntl(descriptor, F_SETFL, flags & ~O_NONBLOCK) }
    return try readAll(descriptor, name: path, limit: limit, scope: scope)
  }

  /// Reads a descriptor to its end, failing as soon as it yields more than `limit` bytes.
  static func readAll(
    _ descriptor: Int32, name: String, limit: Int, scope: InputLimits.Scope = .file
  ) throws(IOFailure) -> [UInt8] {
    var bytes: [UInt8] = []
    var info = stat()
    if fstat(descriptor, &info) == 0 && info.st_mode & S_IFMT == S_IFREG {
      guard Int(info.st_size) <= limit else { throw scope.exceeded(name, limit: limit) }
      bytes.reserveCapacity(Int(info.st_size) + 1)  // one allocation for a file of known size
    }
    var chunk = [UInt8](repeating: 0, count: 1 << 16)
    while true {
      let count = chunk.withUnsafeMutableBytes { systemRead(descriptor, $0.baseAddress, $0.count) }
      if count < 0 {
        if errno == EINTR { continue }
        throw .fromErrno(name)
      }
      if count == 0 { return bytes }
      guard bytes.count + count <= limit else { throw scope.exceeded(name, limit: limit) }
      bytes.append(contentsOf: chunk[0..<count])
    }
  }

  /// The names in a folder, sorted, without `.` and `..`.
  static func list(_ path: String) throws(IOFailure) -> [String] {
    guard let directory = opendir(path) else { throw .fromErrno(path) }
    defer { closedir(directory) }
    var names: [String] = []
    while let entry = readdir(directory) {
      let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
        String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
      }
      if name != "." && name != ".." { names.append(name) }
    }
    return names.sorted()
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

  /// The size of the reads that compare and copy.
  static let chunkSize = 1 << 16

  /// Whether the next `expected.count` bytes of the open file are exactly `expected`: they are
  /// read and compared a chunk at a time, and reading stops at the first difference. A file
  /// that ends early does not match. `name` is for messages.
  static func readMatches(_ descriptor: Int32, _ expected: UnsafeRawBufferPointer, name: String)
    throws(IOFailure) -> Bool
  {
    var chunk = [UInt8](repeating: 0, count: min(chunkSize, max(expected.count, 1)))
    var offset = 0
    while offset < expected.count {
      let wanted = min(chunk.count, expected.count - offset)
      let count = chunk.withUnsafeMutableBytes { systemRead(descriptor, $0.baseAddress, wanted) }
      if count < 0 {
        if errno == EINTR { continue }
        throw .fromErrno(name)
      }
      if count == 0 { return false }
      let equal = chunk.withUnsafeBytes {
        memcmp($0.baseAddress!, expected.baseAddress! + offset, count) == 0
      }
      guard equal else { return false }
      offset += count
    }
    return true
  }

  /// Hands the first `count` bytes of `source` to `body` chunk by chunk (read with `pread`, so
  /// the descriptor's offset stays); false with `errno` set when a read or `body` fails.
  static func forEachChunk(
    of source: Int32, count: Int, _ body: (UnsafeRawBufferPointer) -> Bool
  ) -> Bool {
    var chunk = [UInt8](repeating: 0, count: chunkSize)
    var offset = 0
    while offset < count {
      let wanted = min(chunk.count, count - offset)
      let read = chunk.withUnsafeMutableBytes {
        pread(source, $0.baseAddress, wanted, off_t(offset))
      }
      if read < 0 && errno == EINTR { continue }
      guard read > 0 else {
        if read == 0 { errno = EIO }
        return false
      }
      guard chunk.withUnsafeBytes({ body(UnsafeRawBufferPointer(rebasing: $0[..<read])) }) else {
        return false
      }
      offset += read
    }
    return true
  }

  /// The SHA-256 of a file's bytes, read in chunks (never whole).
  static func sha256(of path: String) throws(IOFailure) -> String {
    let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NOFOLLOW)
    guard descriptor >= 0 else { throw .fromErrno(path) }
    defer { close(descriptor) }
    var hash = SHA256()
    var chunk = [UInt8](repeating: 0, count: chunkSize)
    while true {
      let count = chunk.withUnsafeMutableBytes { systemRead(descriptor, $0.baseAddress, $0.count) }
      if count < 0 {
        if errno == EINTR { continue }
        throw .fromErrno(path)
      }
      if count == 0 { return hash.finish() }
      chunk.withUnsafeBytes { hash.update(UnsafeRawBufferPointer(rebasing: $0[0..<count])) }
    }
  }
}
