// Counts units of work where a command's cost could grow faster than its input, so that tests
// can assert linear growth by comparing counts across doubling inputs instead of timings.

/// A count of work units (edit-distance cells, candidates looked at, payload bytes scanned,
/// machine cells explored and rendered, …), by kind, bound for the duration of a call with
/// `measure` or `observe`. Code adds to it with `WorkMeter.add`, which costs one task-local read
/// when nothing is measuring. A meter is used by one thread at a time: `Parallel.map` binds a
/// meter of its own to each piece of work and adds their counts to the caller's once every
/// piece is done, so a count covers the whole command.
package final class WorkMeter: @unchecked Sendable {
  /// The kinds of work counted: the machine steps apart, so that the machine tests can count
  /// exploration and rendering alone; everything else as `general`.
  package enum Kind: Sendable, Hashable, CaseIterable {
    /// Work outside the machines: suggestions, payload bytes, diff comparisons.
    case general
    /// One tap applied while exploring (a cell of the machine).
    case tap
    /// One list element or `onTap` entry read while applying a tap.
    case tapElement
    /// One transition examined while looking up a cell.
    case cellLookup
    /// One step back along a shortest path.
    case pathStep
    /// One cell, transition, state or toggle written by a renderer.
    case rendered
    /// One state name tried while naming states.
    case nameTried

    /// The kinds of machine exploration and rendering.
    package static let machine: [Kind] = allCases.filter { $0 != .general }
  }

  /// The meter bound to the current task or thread, if any.
  @TaskLocal package static var current: WorkMeter?

  /// The units counted so far, by kind.
  private var counts: [Kind: Int] = [:]

  /// A meter at zero.
  package init() {}

  /// Adds `count` units of `kind` to the bound meter, if any.
  package static func add(_ count: Int, _ kind: Kind = .general) {
    current?.counts[kind, default: 0] += count
  }

  /// Adds the units another meter counted.
  package func absorb(_ other: WorkMeter) {
    counts.merge(other.counts, uniquingKeysWith: +)
  }

  /// The units of every kind counted so far.
  package var total: Int { counts.values.reduce(0, +) }

  /// The units of `kinds` counted so far.
  package func count(of kinds: Kind...) -> Int {
    count(of: kinds)
  }

  /// The units of `kinds` counted so far.
  package func count(of kinds: [Kind]) -> Int {
    kinds.reduce(0) { $0 + counts[$1, default: 0] }
  }

  /// Runs `body` with a fresh meter bound, and returns its result and the units it counted.
  package static func measure<Result>(_ body: () throws -> Result) rethrows -> (Result, Int) {
    let meter = WorkMeter()
    let result = try $current.withValue(meter) { try body() }
    return (result, meter.total)
  }

  /// Runs `body` with a fresh meter bound, and returns the meter.
  package static func observe(_ body: () throws -> Void) rethrows -> WorkMeter {
    let meter = WorkMeter()
    try $current.withValue(meter) { try body() }
    return meter
  }
}
