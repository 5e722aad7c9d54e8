// Hands the items of one top-level sequence to the caller as each is composed, then forgets them.

/// Consumes the items of the sequence under one key of the root mapping (such as `categories`)
/// while the document is still being composed. An item the consumer accepts is dropped from the
/// arena at once and leaves an empty stand-in (`YAMLNode.isStreamed`), so a large file never holds
/// all of its items' nodes at the same time.
///
/// Only mapping items stream, and only those that define no anchor (a later alias could name
/// them) and are not themselves aliases; any other item stays in the document as usual. The node
/// lent to `consume` is valid only during the call: the consumer must copy out what it needs.
public struct YAMLItemStream {
  /// The root mapping's key whose sequence streams.
  let key: [UInt8]
  /// Called with each item, in order; returns whether the item was used up.
  let consume: (YAMLNode) -> Bool

  /// Streams the items of the sequence under `key`.
  public init(key: String, consume: @escaping (YAMLNode) -> Bool) {
    self.key = Array(key.utf8)
    self.consume = consume
  }
}

/// The composer's progress through an item stream.
struct ItemStreamState {
  /// The caller's stream.
  let stream: YAMLItemStream
  /// Whether the sequence was found; only the first one under the key streams.
  var started = false
  /// Where the arena stood when the current item began.
  var mark = ArenaMark(nodes: 0, text: 0, children: 0, tags: 0)
  /// How many anchors were defined when the current item began.
  var anchors = 0
}

extension Composer {
  /// Whether a sequence opening now is the streamed one: the value of the key in the root
  /// mapping, not a duplicate key's dropped value.
  func startsItemStream() -> Bool {
    guard let stream, !stream.started, frames.count == 1, frames[0].isMapping,
      frames[0].awaitingValue, !frames[0].dropValue, pending.count > frames[0].base
    else { return false }
    let key = pending[pending.count - 1]
    return arena.kind(key) == NodeInfo.scalar
      && arena.scalarBytes(key).elementsEqual(stream.stream.key)
  }

  /// Marks the sequence just opened as the streamed one.
  mutating func beginItemStream() {
    frames[frames.count - 1].streamsItems = true
    stream?.started = true
    markItemStart()
  }

  /// Remembers where the next item begins.
  mutating func markItemStart() {
    stream?.mark = arena.mark
    stream?.anchors = anchors.definitions
  }

  /// Offers a finished item to the stream and keeps either the item or its stand-in.
  mutating func streamItem(_ node: UInt32) {
    defer { markItemStart() }
    guard let state = stream, Int(node) >= state.mark.nodes,
      arena.kind(node) == NodeInfo.mapping, anchors.definitions == state.anchors
    else {
      pending.append(node)
      return
    }
    var document = arena.borrowDocument()
    let consumed = state.stream.consume(YAMLNode(document: document, index: Int(node)))
    precondition(
      isKnownUniquelyReferenced(&document), "a streamed YAML node outlived its consume call")
    guard consumed else {
      pending.append(node)
      return
    }
    let range = arena.range(node)
    arena.rewind(to: state.mark)
    pending.append(arena.addStreamedStandIn(range: range))
  }
}
