// Runs independent pieces of work on every core, returning results in a fixed order so that
// output never depends on scheduling.

import Dispatch

/// Splits work into ordered chunks and runs them concurrently.
package enum Parallel {
  /// Below this many items per chunk, work stays on the calling thread: small specs (the usual
  /// case) start no threads at all.
  package static let minimumChunk = 256

  /// At most this many chunks, enough to balance two to eight cores.
  package static let maximumChunks = 8

  /// Splits `0..<count` into consecutive ranges of at least `minimum` items (one range when
  /// `count` is small).
  package static func chunks(_ count: Int, minimum: Int = minimumChunk) -> [Range<Int>] {
    let pieces = max(1, min(maximumChunks, count / max(1, minimum)))
    return (0..<pieces).map { piece in (count * piece / pieces)..<(count * (piece + 1) / pieces) }
  }

  /// Calls `body` once for each index in `0..<count` and returns the results in index order:
  /// concurrently when `count > 1` and `concurrently` holds, else one after another on the
  /// calling thread.
  package static func map<Result: Sendable>(
    _ count: Int, concurrently: Bool = true, _ body: @Sendable (Int) -> Result
  ) -> [Result] {
    guard count > 1 && concurrently else { return (0..<count).map(body) }
    let slots = UnsafeMutableBufferPointer<Result?>.allocate(capacity: count)
    slots.initialize(repeating: nil)
    defer { slots.deallocate() }
    let base = SendablePointer(slots.baseAddress!)
    // Worker threads do not inherit task-locals: each piece counts on a meter of its own, added
    // to the caller's after the join.
    let caller = WorkMeter.current
    let meters = (0..<count).map { _ in caller.map { _ in WorkMeter() } }
    DispatchQueue.concurrentPerform(iterations: count) { index in
      WorkMeter.$current.withValue(meters[index]) { (base.pointer + index).pointee = body(index) }
    }
    for meter in meters { if let caller, let meter { caller.absorb(meter) } }
    let results = slots.map { $0! }
    _ = slots.deinitialize()
    return results
  }
}

/// A pointer handed to concurrent iterations that each write a distinct element.
private struct SendablePointer<Element>: @unchecked Sendable {
  /// The first element.
  let pointer: UnsafeMutablePointer<Element>

  /// Wraps a pointer.
  init(_ pointer: UnsafeMutablePointer<Element>) { self.pointer = pointer }
}
