// A stack holding the children of every open collection, handing them out by move.

/// The children of all open collections, innermost last. A finished collection's children are
/// moved (not copied) into one exactly sized array, so composing costs no extra reference
/// counting or buffer growth per collection.
final class NodeStack {
  /// The first slot; slots `0..<count` are initialized.
  private var storage: UnsafeMutablePointer<YAMLNode>
  /// How many slots are allocated.
  private var capacity: Int
  /// How many nodes the stack holds.
  private(set) var count = 0

  /// Creates an empty stack with room for `capacity` nodes before it grows.
  init(capacity: Int = 256) {
    self.capacity = max(capacity, 16)
    storage = .allocate(capacity: self.capacity)
  }

  /// Destroys the nodes still held (left by a stop on a fatal problem) and frees the storage.
  deinit {
    storage.deinitialize(count: count)
    storage.deallocate()
  }

  /// The node at `index`, which must be below `count`.
  @inline(__always)
  subscript(index: Int) -> YAMLNode {
    storage[index]
  }

  /// Whether the node at `index` is a scalar whose text is `text`.
  @inline(__always)
  func isScalar(at index: Int, equalTo text: String) -> Bool {
    guard case .scalar(let other, _) = storage[index].content else { return false }
    // Comparing lengths first skips the full comparison for most distinct keys.
    return other.utf8.count == text.utf8.count && other == text
  }

  /// Pushes `node`, doubling the storage when full.
  @inline(__always)
  func push(_ node: consuming YAMLNode) {
    if count == capacity { grow() }
    (storage + count).initialize(to: node)
    count += 1
  }

  /// Doubles the storage, moving the nodes over.
  private func grow() {
    let larger = UnsafeMutablePointer<YAMLNode>.allocate(capacity: capacity * 2)
    larger.moveInitialize(from: storage, count: count)
    storage.deallocate()
    storage = larger
    capacity *= 2
  }

  /// Moves the nodes from `base` on into a sequence node, emptying the stack down to `base`.
  func takeSequence(from base: Int, range: YAMLRange, tag: String?) -> YAMLNode {
    var size = 1
    var height = 0
    // `reserveCapacity` + `append` is specialized here; `init(unsafeUninitializedCapacity:)`
    // calls into the unspecialized standard library and looks up metadata on every call.
    var items: [YAMLNode] = []
    items.reserveCapacity(count - base)
    for index in base..<count {
      let item = (storage + index).move()
      size += item.size
      height = max(height, item.height)
      items.append(item)
    }
    count = base
    return YAMLNode(
      content: .sequence(items), range: range, tag: tag, size: size, height: height + 1)
  }

  /// Moves the nodes from `base` on, read as key, value, key, value, ..., into a mapping node,
  /// emptying the stack down to `base`. A lone trailing key is dropped.
  func takeMapping(from base: Int, range: YAMLRange, tag: String?) -> YAMLNode {
    let pairCount = (count - base) / 2
    var size = 1
    var height = 0
    var pairs: [YAMLPair] = []
    pairs.reserveCapacity(pairCount)
    for index in stride(from: base, to: base + 2 * pairCount, by: 2) {
      let key = (storage + index).move()
      let value = (storage + index + 1).move()
      size += key.size + value.size
      height = max(height, key.height, value.height)
      pairs.append(YAMLPair(key: key, value: value))
    }
    discard(from: base + 2 * pairCount)  // a lone key; the rest were moved out
    count = base
    return YAMLNode(
      content: .mapping(pairs), range: range, tag: tag, size: size, height: height + 1)
  }

  /// Destroys the nodes from `base` on, emptying the stack down to `base`.
  func discard(from base: Int) {
    guard base < count else { return }
    (storage + base).deinitialize(count: count - base)
    count = base
  }
}

extension YAMLNode {
  /// Creates a node whose `size` and `height` the caller computed from the children exactly as
  /// the public initializer does, sparing a second pass and its temporary arrays.
  init(content: Content, range: YAMLRange, tag: String?, size: Int, height: Int) {
    self.content = content
    self.range = range
    self.tag = tag
    storedSize = UInt32(clamping: size)
    storedHeight = UInt32(clamping: height)
  }
}
