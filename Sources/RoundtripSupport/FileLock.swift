import Foundation

/// An exclusive `flock` on a lock file in the cache, held while `body` runs. Round trips share
/// the cache across processes and across the tests of one process (each `flock` on its own open
/// file excludes the others), so a product is compiled once and never seen half-written.
enum FileLock {
  /// Runs `body` while holding the lock on `url` (created when missing).
  static func withLock<T>(_ url: URL, _ body: () throws -> T) throws -> T {
    let descriptor = open(url.path, O_WRONLY | O_CREAT | O_CLOEXEC, 0o644)
    guard descriptor >= 0 else {
      throw RoundtripFailure(.build, "roundtrip: cannot open the lock file \(url.path)")
    }
    defer { close(descriptor) }
    while flock(descriptor, LOCK_EX) != 0 {
      guard errno == EINTR else {
        throw RoundtripFailure(.build, "roundtrip: cannot lock \(url.path)")
      }
    }
    return try body()
  }
}
