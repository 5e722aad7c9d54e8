// Large files: libyaml reads events on one thread while the composer builds nodes on another.

import CYaml
import Dispatch

/// A ring of event batches between a libyaml reading thread and the composing thread.
///
/// The reader fills a free slot with up to `batchSize` events and hands it over; the composer
/// consumes it, deletes the events and frees the slot. The semaphores order every access to a
/// slot and to the flags, so the class needs no lock of its own.
final class EventPipe: @unchecked Sendable {
  /// Events per batch.
  static let batchSize = 1024
  /// Batches in the ring.
  static let slots = 8
  /// `slots × batchSize` events.
  let events: UnsafeMutablePointer<yaml_event_t>
  /// Per slot: how many events it holds.
  let counts: UnsafeMutablePointer<Int>
  /// Per slot: whether it is the last batch (stream end, a libyaml error, or cancelled).
  let last: UnsafeMutablePointer<Bool>
  /// Whether libyaml reported an error (then the parser describes it).
  var failed = false
  /// Set by the composer when it stops early; the reader then stops at its next batch.
  var cancelled = false
  /// Counts filled slots.
  let filled = DispatchSemaphore(value: 0)
  /// Counts free slots.
  let free = DispatchSemaphore(value: EventPipe.slots)
  /// Signalled once the reader has finished with the parser.
  let done = DispatchSemaphore(value: 0)

  /// Allocates the ring.
  init() {
    events = .allocate(capacity: Self.slots * Self.batchSize)
    counts = .allocate(capacity: Self.slots)
    last = .allocate(capacity: Self.slots)
  }

  /// Frees the ring (every event in it was deleted by the composer).
  deinit {
    events.deallocate()
    counts.deallocate()
    last.deallocate()
  }

  /// The reading side: parses events into free slots until the stream ends, libyaml fails or
  /// the composer cancels.
  func read(_ parser: UnsafeMutablePointer<yaml_parser_t>) {
    var slot = 0
    while true {
      free.wait()
      let base = events + slot * Self.batchSize
      var count = 0
      var end = cancelled
      while !end && count < Self.batchSize {
        guard yaml_parser_parse(parser, base + count) != 0 else {
          failed = true
          end = true
          break
        }
        count += 1
        end = base[count - 1].type == YAML_STREAM_END_EVENT
      }
      counts[slot] = count
      last[slot] = end
      filled.signal()
      if end { break }
      slot = (slot + 1) % Self.slots
    }
    done.signal()
  }

  /// The composing side: hands every event to `body` until it returns false or the stream
  /// ends, deleting each event; returns whether libyaml failed before `body` stopped.
  func consume(_ body: (UnsafeMutablePointer<yaml_event_t>) -> Bool) -> Bool {
    var slot = 0
    var going = true
    while true {
      filled.wait()
      let base = events + slot * Self.batchSize
      for index in 0..<counts[slot] {
        if going { going = body(base + index) }
        yaml_event_delete(base + index)
      }
      let end = last[slot]
      if !going { cancelled = true }
      free.signal()
      if end { break }
      slot = (slot + 1) % Self.slots
    }
    done.wait()
    return going && failed
  }
}
