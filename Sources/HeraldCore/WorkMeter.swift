// Counts units of work where a command's cost could grow faster than its input, so that tests
// can assert linear growth by comparing counts across doubling inputs instead of timings.

/// A count of work units (edit-distance cells, candidates looked at, payload bytes scanned, …),
/// bound for the duration of a call with `measure`. Code adds to it with `WorkMeter.add`, which
/// costs one task-local read when nothing is measuring. A meter is used by one thread at a time:
/// `Parallel.map` binds a meter of its own to each piece of work and adds their counts to the
/// caller's once every piece is done, so a count covers the whole command.
package final class WorkMeter: @unchecked Sendable {
  /// The meter bound to the current task or thread, if any.
  @TaskLocal package static var current: WorkMeter?

  /// The units counted so far.
  package private(set) var total = 0

  /// A meter at zero.
  package init() {}

  /// Adds `count` units to the bound meter, if any.
  package static func add(_ count: Int) {
    current?.total += count
  }

  /// Adds the units another meter counted.
  package func absorb(_ other: WorkMeter) {
    total += other.total
  }

  /// Runs `body` with a fresh meter bound, and returns its result and the units it counted.
  package static func measure<Result>(_ body: () throws -> Result) rethrows -> (Result, Int) {
    let meter = WorkMeter()
    let result = try $current.withValue(meter) { try body() }
    return (result, meter.total)
  }
}
