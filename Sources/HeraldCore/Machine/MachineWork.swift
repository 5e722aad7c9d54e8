// Operation counts of machine exploration and rendering, for the scaling tests: each loop whose
// length depends on a machine's size reports what it did, so a test can check that the work
// grows with the cells and not faster. Off unless a test turns it on.

import Dispatch

/// Counts the elementary steps of exploring and rendering machines while a test observes them.
/// Counting is off by default: `count` then reads one task-local value and returns.
public final class MachineWork: @unchecked Sendable {
  /// The kinds of step counted.
  public enum Step: Sendable, Hashable, CaseIterable {
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
  }

  /// The counter observing the current task, if any.
  @TaskLocal public static var current: MachineWork?

  /// Serializes updates from the threads of a parallel run.
  private let queue = DispatchQueue(label: "herald.machine-work")
  /// The counts so far, by step.
  private var counts: [Step: Int] = [:]

  /// Creates a counter at zero.
  public init() {}

  /// Adds `amount` steps of `step` to the observing counter, if there is one.
  @inlinable
  public static func count(_ step: Step, _ amount: Int = 1) {
    current?.add(step, amount)
  }

  /// Adds to the counts.
  @usableFromInline
  func add(_ step: Step, _ amount: Int) {
    queue.sync { counts[step, default: 0] += amount }
  }

  /// The steps of one kind counted so far.
  public func count(of step: Step) -> Int {
    queue.sync { counts[step, default: 0] }
  }

  /// Every step counted so far.
  public var total: Int {
    queue.sync { counts.values.reduce(0, +) }
  }

  /// Runs `body` with a fresh counter observing it; returns the counter.
  public static func measure(_ body: () throws -> Void) rethrows -> MachineWork {
    let work = MachineWork()
    try $current.withValue(work) { try body() }
    return work
  }
}
