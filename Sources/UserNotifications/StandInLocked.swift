// Stand-in only: a lock around mutable recorded state, built on `Synchronization.Mutex`.
import Synchronization

/// Stand-in only (no Apple counterpart): guards a value with a `Mutex<Void>` so that
/// non-`Sendable` payloads such as `[AnyHashable: Any]` can live behind the lock.
/// Internal to the stand-in; never part of the mirrored API.
final class StandInLocked<Value>: @unchecked Sendable {
  private let mutex = Mutex(())
  private var value: Value

  init(_ value: Value) {
    self.value = value
  }

  /// Runs `body` with exclusive access to the guarded value.
  func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
    try mutex.withLock { _ in try body(&value) }
  }
}
