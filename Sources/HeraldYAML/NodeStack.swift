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
    if case .scalar(let other, _) = storage[index].content { return other == text }
    return false
  }

  /// Pushes `node`, doubling the storage when full.
  @inline(__always)
  func push(_ node: YAMLNode) {
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
    let taken = count - base
    var size = 1
    var height = 0
    let items = [YAMLNode](unsafeUninitializedCapacity: taken) { buffer, initialized in
      let source = storage + base
      for index in 0..<taken {
        size += source[index].size
        height = max(height, source[index].height)
      }
      if let target = buffer.baseAddress { target.moveInitialize(from: source, count: taken) }
      initialized = taken
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
    let pairs = [YAMLPair](unsafeUninitializedCapacity: pairCount) { buffer, initialized in
      var source = storage + base
      for index in 0..<pairCount {
        let key = source.move()
        let value = (source + 1).move()
        size += key.size + value.size
        height = max(height, key.height, value.height)
        buffer.initializeElement(at: index, to: YAMLPair(key: key, value: value))
        source += 2
      }
      initialized = pairCount
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
    self.size = size
    self.height = height
  }
}
