/// Reading side of streamed output: comparing pieces with an open file, copying a prefix.

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#elseif canImport(Musl)
  import Musl
#endif

extension FileSystem {
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

  /// Copies the first `count` bytes of `source` (read with `pread`, so its offset stays) to
  /// `destination`; false with `errno` set on failure.
  static func copyPrefix(of source: Int32, count: Int, to destination: Int32) -> Bool {
    forEachChunk(of: source, count: count) { writeAll($0, to: destination) }
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
}

extension FileSystem {
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
