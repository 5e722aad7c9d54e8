// Maps anchor names, looked up straight from libyaml's bytes, to the nodes they were set on.

/// A node stored under an anchor, with what an alias to it adds to the budgets.
struct AnchoredNode {
  /// The anchored node's number, shared by every alias to it.
  let node: UInt32
  /// How many collections deep the node nests (0 for a scalar), for the depth budget.
  let depth: Int
  /// Where the anchored node (with its `&name`) starts, to point back at it from a redefinition.
  let start: YAMLMark
}

/// Anchors defined so far in a document. Names are hashed from the event's bytes, so a lookup
/// allocates nothing; a redefined anchor replaces the earlier node, as YAML specifies.
struct AnchorTable {
  /// One stored anchor.
  private struct Entry {
    /// The anchor name's bytes.
    let name: [UInt8]
    /// What the anchor names.
    var value: AnchoredNode
    /// The index of the next entry with the same hash, or -1.
    var next: Int
  }

  /// The first entry index for each name hash.
  private var heads: [Int: Int] = [:]
  /// Every anchor, chained per hash through `Entry.next`.
  private var entries: [Entry] = []
  /// How many times `define` was called: a streamed item must define no anchor.
  private(set) var definitions = 0

  /// The hash of a name's bytes.
  private static func hash(_ name: UnsafeBufferPointer<UInt8>) -> Int {
    var hasher = Hasher()
    hasher.combine(bytes: UnsafeRawBufferPointer(name))
    return hasher.finalize()
  }

  /// The index of the entry named `name` whose hash is `hash`, or `nil`.
  private func find(_ name: UnsafeBufferPointer<UInt8>, hash: Int) -> Int? {
    var index = heads[hash] ?? -1
    while index >= 0 {
      if entries[index].name.elementsEqual(name) { return index }
      index = entries[index].next
    }
    return nil
  }

  /// The node anchored as `name`, or `nil` when no such anchor was defined yet.
  func lookup(_ name: UnsafeBufferPointer<UInt8>) -> AnchoredNode? {
    guard !entries.isEmpty, let index = find(name, hash: Self.hash(name)) else { return nil }
    return entries[index].value
  }

  /// Stores `value` under `name`, replacing any earlier node with that name, and returns the
  /// node it replaced.
  @discardableResult
  mutating func define(_ name: [UInt8], as value: AnchoredNode) -> AnchoredNode? {
    definitions &+= 1
    let hash = name.withUnsafeBufferPointer { Self.hash($0) }
    if let index = name.withUnsafeBufferPointer({ find($0, hash: hash) }) {
      let earlier = entries[index].value
      entries[index].value = value
      return earlier
    }
    entries.append(Entry(name: name, value: value, next: heads[hash] ?? -1))
    heads[hash] = entries.count - 1
    return nil
  }
}
