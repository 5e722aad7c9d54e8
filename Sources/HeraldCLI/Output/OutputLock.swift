// One herald run at a time per output folder.

import CHeraldSystem

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#elseif canImport(Musl)
  import Musl
#endif

/// An advisory lock (`flock`) on an output folder itself, held from the scan to the last rename,
/// so that two runs (an editor's build and a pre-commit hook, say) never interleave: the second
/// waits, saying so, and fails with exit code 3 after a bounded wait. Locking the folder, not a
/// file in it, leaves nothing behind and cannot be defeated by replacing a lock file. The lock
/// ends when the value is released or the process ends, however it ends.
final class OutputLock {
  /// The locked folder, open for reading.
  private let descriptor: Int32

  /// How long a run waits for another by default, in seconds.
  static let defaultTimeout = 120.0

  /// Locks `folder`: exclusively for a run that writes, shared for one that only reads
  /// (`--check`, `--dry-run`). When another run holds it, `waiting` is called once and the lock
  /// is tried again every 50 ms until `timeout` seconds have passed.
  init(folder: String, shared: Bool, timeout: Double, waiting: () -> Void) throws(IOFailure) {
    descriptor = open(folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
    guard descriptor >= 0 else { throw .fromErrno(folder) }
    var announced = false
    let deadline = Self.now() + timeout
    while true {
      switch herald_try_lock(descriptor, shared ? 1 : 0) {
      case 0: return
      case 1:
        if !announced {
          waiting()
          announced = true
        }
        guard Self.now() < deadline else {
          close(descriptor)
          throw IOFailure(
            path: folder,
            reason:
              "another herald run is still writing this folder after \(Self.seconds(timeout)); try again when it has finished, or wait longer with --lock-timeout SECONDS"
          )
        }
        usleep(50_000)
      default:
        let failure = IOFailure.fromErrno(folder)
        close(descriptor)
        throw failure
      }
    }
  }

  deinit { close(descriptor) }

  /// The wait `--lock-timeout` asks for; a usage error for anything but a number of seconds.
  static func timeout(_ text: String) throws(UsageError) -> Double {
    guard let value = Double(text), value >= 0, value.isFinite, value <= 86_400 else {
      throw UsageError(
        description:
          "'\(text)' is not a valid value for '--lock-timeout'; give seconds (0 to 86400)"
      )
    }
    return value
  }

  /// `1 second`, `2.5 seconds`.
  static func seconds(_ value: Double) -> String {
    let whole = value == value.rounded() ? String(Int(value)) : String(value)
    return whole + (value == 1 ? " second" : " seconds")
  }

  /// Monotonic seconds.
  static func now() -> Double {
    var time = timespec()
    clock_gettime(CLOCK_MONOTONIC, &time)
    return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
  }
}
