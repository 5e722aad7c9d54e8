// The messages written to the client but not yet taken by it. A client that stops reading for
// a while must not stop the server, and must not make it hold every message meanwhile.

/// Framed messages waiting for the client, in order. A message with a key (a document's
/// diagnostics, keyed by its URI) replaces the unsent message with the same key: the client
/// only needs the newest list. Responses have no key and are never dropped.
public struct OutgoingQueue: Sendable {
  /// The queued bytes above which the server stops reading requests until the client reads:
  /// responses are never dropped, so their number is bounded by not taking more requests.
  public static let defaultLimit = 16 << 20

  /// One framed message.
  private struct Entry {
    var bytes: [UInt8]
    var key: String?
  }

  /// The messages; `nil` for one replaced by a newer one with its key.
  private var entries: [Entry?] = []
  /// The index in `entries` of the first message not completely written.
  private var head = 0
  /// How much of the head message was written.
  private var written = 0
  /// The sequence number of `entries[0]` (indices shift when the written prefix is dropped).
  private var base = 0
  /// The sequence number of the unsent message of each key.
  private var keyed: [String: Int] = [:]
  /// The bytes queued and not yet written.
  private(set) var byteCount = 0
  /// The messages replaced before they were sent, since the queue was made.
  private(set) var replacedCount = 0
  /// The largest `byteCount` seen, for tests of the bound.
  private(set) var peakByteCount = 0
  /// See `defaultLimit`.
  let limit: Int

  init(limit: Int = OutgoingQueue.defaultLimit) {
    self.limit = limit
  }

  /// Whether nothing waits.
  var isEmpty: Bool { byteCount == 0 }

  /// Whether the server should stop taking requests until the client reads.
  var isFull: Bool { byteCount > limit }

  /// Queues a framed message; one with a key replaces the unsent message with that key.
  mutating func append(_ bytes: [UInt8], key: String? = nil) {
    if let key, let sequence = keyed[key] {
      let index = sequence - base
      // The head message may be half written: it stays, and the new one queues behind it.
      if index > head || (index == head && written == 0), let old = entries[index] {
        byteCount -= old.bytes.count
        entries[index] = nil
        replacedCount += 1
      }
    }
    if let key { keyed[key] = base + entries.count }
    entries.append(Entry(bytes: bytes, key: key))
    byteCount += bytes.count
    peakByteCount = max(peakByteCount, byteCount)
  }

  /// The unwritten bytes of the first waiting message, or nil when none waits.
  mutating func pending() -> ArraySlice<UInt8>? {
    while head < entries.count, entries[head] == nil { head += 1 }
    guard head < entries.count, let entry = entries[head] else { return nil }
    return entry.bytes[written...]
  }

  /// Records that `count` bytes of the first waiting message were written.
  mutating func consume(_ count: Int) {
    guard let entry = entries[head] else { return }
    written += count
    byteCount -= count
    guard written == entry.bytes.count else { return }
    if let key = entry.key, keyed[key] == base + head { keyed[key] = nil }
    entries[head] = nil
    head += 1
    written = 0
    compact()
  }

  /// Drops every waiting message (the client is gone).
  mutating func removeAll() {
    base += entries.count
    entries.removeAll()
    keyed.removeAll()
    head = 0
    written = 0
    byteCount = 0
  }

  /// Drops the written prefix once it is large, so the array does not grow with the session.
  private mutating func compact() {
    guard head >= 64, head * 2 >= entries.count else { return }
    entries.removeFirst(head)
    base += head
    head = 0
  }
}
