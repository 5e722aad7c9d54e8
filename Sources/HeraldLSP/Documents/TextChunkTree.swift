// The tree under a text buffer: chunks of a few kilobytes in text order, balanced as a treap
// (random priorities), each node knowing the bytes, protocol line breaks and UTF-16 units of its
// subtree, so that a position is found by one descent.

/// What a stretch of text measures: its bytes, its protocol line breaks (LF, CR LF and CR each
/// count one), its UTF-16 code units and its chunks.
struct TextMeasure: Sendable, Hashable {
  var bytes = 0
  var breaks = 0
  var units = 0
  var chunks = 0

  static let zero = TextMeasure()

  static func + (lhs: TextMeasure, rhs: TextMeasure) -> TextMeasure {
    TextMeasure(
      bytes: lhs.bytes + rhs.bytes, breaks: lhs.breaks + rhs.breaks, units: lhs.units + rhs.units,
      chunks: lhs.chunks + rhs.chunks)
  }

  /// The measure of one chunk. A chunk never ends inside a UTF-8 sequence or between the CR
  /// and the LF of a CR LF, so each chunk is measured alone.
  init(chunk: [UInt8]) {
    var breaks = 0
    var units = 0
    for index in chunk.indices {
      let byte = chunk[index]
      units += TextMeasure.units(lead: byte)
      if byte == 10 || (byte == 13 && (index + 1 == chunk.count || chunk[index + 1] != 10)) {
        breaks += 1
      }
    }
    self.init(bytes: chunk.count, breaks: breaks, units: units, chunks: 1)
  }

  init(bytes: Int = 0, breaks: Int = 0, units: Int = 0, chunks: Int = 0) {
    self.bytes = bytes
    self.breaks = breaks
    self.units = units
    self.chunks = chunks
  }

  /// The three things a descent can count.
  enum Dimension {
    case bytes, breaks, units
  }

  /// The count of one dimension.
  subscript(_ dimension: Dimension) -> Int {
    switch dimension {
    case .bytes: bytes
    case .breaks: breaks
    case .units: units
    }
  }

  /// The UTF-16 units the character starting with `byte` counts (0 for a continuation byte):
  /// a four-byte sequence is a surrogate pair.
  static func units(lead byte: UInt8) -> Int {
    byte & 0xC0 == 0x80 ? 0 : byte >= 0xF0 ? 2 : 1
  }
}

/// One chunk of text and the subtree it heads.
final class TextChunkNode {
  var left: TextChunkNode?
  var right: TextChunkNode?
  /// The treap priority: a parent's is never lower than its children's.
  let priority: UInt64
  /// The chunk's bytes.
  let chunk: [UInt8]
  /// The chunk's own measure.
  let measure: TextMeasure
  /// The measure of the whole subtree.
  private(set) var total: TextMeasure

  init(_ chunk: [UInt8], priority: UInt64) {
    self.chunk = chunk
    self.priority = priority
    measure = TextMeasure(chunk: chunk)
    total = measure
  }

  /// Measures the subtree again after a child changed.
  func update() {
    total = (left?.total ?? .zero) + measure + (right?.total ?? .zero)
  }
}

/// Operations on a treap of chunks; each visit is counted in `work`.
enum TextChunkTree {
  /// Joins two trees, every chunk of `left` before every chunk of `right`.
  static func merge(
    _ left: TextChunkNode?, _ right: TextChunkNode?, _ work: inout TextBufferWork
  ) -> TextChunkNode? {
    guard let left else { return right }
    guard let right else { return left }
    work.nodesVisited += 1
    if left.priority >= right.priority {
      left.right = merge(left.right, right, &work)
      left.update()
      return left
    }
    right.left = merge(left, right.left, &work)
    right.update()
    return right
  }

  /// Splits a tree into its first `count` chunks and the rest.
  static func split(
    _ node: TextChunkNode?, first count: Int, _ work: inout TextBufferWork
  ) -> (TextChunkNode?, TextChunkNode?) {
    guard let node else { return (nil, nil) }
    work.nodesVisited += 1
    let leftCount = node.left?.total.chunks ?? 0
    if count <= leftCount {
      let (first, rest) = split(node.left, first: count, &work)
      node.left = rest
      node.update()
      return (first, node)
    }
    let (first, rest) = split(node.right, first: count - leftCount - 1, &work)
    node.right = first
    node.update()
    return (node, rest)
  }

  /// The chunks of a tree in text order.
  static func chunks(_ root: TextChunkNode?, _ work: inout TextBufferWork) -> [TextChunkNode] {
    var found: [TextChunkNode] = []
    var stack: [TextChunkNode] = []
    var node = root
    while node != nil || !stack.isEmpty {
      while let current = node {
        stack.append(current)
        node = current.left
      }
      let current = stack.removeLast()
      work.nodesVisited += 1
      found.append(current)
      node = current.right
    }
    return found
  }

  /// Where a descent stopped: a chunk, its index, and the measure of the text before it.
  struct Place {
    let node: TextChunkNode
    let index: Int
    let before: TextMeasure
  }

  /// The chunk that holds the element `target` (zero-based) of the dimension `key` (bytes,
  /// breaks or units); `target` must be below the tree's total.
  static func find(
    _ root: TextChunkNode, _ key: TextMeasure.Dimension, _ target: Int,
    _ work: inout TextBufferWork
  ) -> Place {
    var node = root
    var before = TextMeasure.zero
    var remaining = target
    while true {
      work.nodesVisited += 1
      let left = node.left?.total ?? .zero
      if let child = node.left, remaining < left[key] {
        node = child
        continue
      }
      remaining -= left[key]
      before = before + left
      if remaining < node.measure[key] || node.right == nil {
        return Place(node: node, index: before.chunks, before: before)
      }
      remaining -= node.measure[key]
      before = before + node.measure
      node = node.right!
    }
  }
}
