// The composed document: every node's facts in flat, immutable arrays that node handles index.

/// One composed YAML document, stored as flat columns indexed by node number (a struct of
/// arrays).
///
/// Nodes are numbered as they are finished (children before their collection, so the root is
/// last). An alias is not a node: it refers to the anchored node's number. The columns are the
/// composer's own buffers, handed over without a copy, and nothing changes them afterwards; the
/// document frees them. Being immutable, it is shared freely between threads.
public final class YAMLDocument: @unchecked Sendable {
  /// Per node: the kind, the scalar style and whether it has a tag (see `NodeInfo`).
  @usableFromInline let info: DocumentColumn<UInt8>
  /// Per node: where it is in the source.
  @usableFromInline let ranges: DocumentColumn<YAMLRange>
  /// Per node: how many nodes its subtree holds, itself included (clamped to `UInt32.max`).
  @usableFromInline let sizes: DocumentColumn<UInt32>
  /// Per node: the nesting height of its subtree, 1 for a scalar.
  @usableFromInline let heights: DocumentColumn<UInt32>
  /// Per node: a scalar's first byte in `text`, or a collection's first entry in `children`.
  @usableFromInline let offsets: DocumentColumn<UInt32>
  /// Per node: a scalar's byte length, or a sequence's item count or a mapping's pair count.
  @usableFromInline let counts: DocumentColumn<UInt32>
  /// Every scalar's bytes, back to back (UTF-8, as libyaml resolved them).
  @usableFromInline let text: DocumentColumn<UInt8>
  /// Every collection's children: a sequence's items, or a mapping's key, value, key, value...
  @usableFromInline let children: DocumentColumn<UInt32>
  /// The numbers of the nodes that have a tag, ascending (tags are rare).
  let tagNodes: [UInt32]
  /// The tag of each node in `tagNodes`, as libyaml reports it.
  let tagTexts: [String]
  /// Whether the document frees its columns; a borrowed view of a document still being composed
  /// does not.
  let ownsColumns: Bool

  /// Takes ownership of finished columns; every per-node column has one entry per node.
  init(
    info: DocumentColumn<UInt8>, ranges: DocumentColumn<YAMLRange>,
    sizes: DocumentColumn<UInt32>, heights: DocumentColumn<UInt32>,
    offsets: DocumentColumn<UInt32>, counts: DocumentColumn<UInt32>,
    text: DocumentColumn<UInt8>, children: DocumentColumn<UInt32>, tagNodes: [UInt32],
    tagTexts: [String], ownsColumns: Bool = true
  ) {
    self.info = info
    self.ranges = ranges
    self.sizes = sizes
    self.heights = heights
    self.offsets = offsets
    self.counts = counts
    self.text = text
    self.children = children
    self.tagNodes = tagNodes
    self.tagTexts = tagTexts
    self.ownsColumns = ownsColumns
  }

  /// Frees the columns.
  deinit {
    guard ownsColumns else { return }
    info.deallocate()
    ranges.deallocate()
    sizes.deallocate()
    heights.deallocate()
    offsets.deallocate()
    counts.deallocate()
    text.deallocate()
    children.deallocate()
  }

  /// How many nodes the document holds (aliases add none; dropped keys and values count).
  public var nodeCount: Int { info.count }

  /// The tag of node `node`, or `nil`.
  @usableFromInline
  func tag(of node: Int) -> String? {
    NodeInfo.tag(of: UInt32(truncatingIfNeeded: node), nodes: tagNodes, texts: tagTexts)
  }
}

/// The layout of a node's info byte: the kind in bits 0–1, the scalar style in bits 2–4, and
/// bit 5 set when the node has a tag.
@usableFromInline
enum NodeInfo {
  /// The bits that hold the kind.
  @inlinable static var kindMask: UInt8 { 0b11 }
  /// The kind bits of a scalar.
  @inlinable static var scalar: UInt8 { 0 }
  /// The kind bits of a sequence.
  @inlinable static var sequence: UInt8 { 1 }
  /// The kind bits of a mapping.
  @inlinable static var mapping: UInt8 { 2 }
  /// The bit set on a node that has a tag.
  @inlinable static var tagged: UInt8 { 1 << 5 }
  /// Marks the empty stand-in left where a streamed sequence item was (see `YAMLItemStream`).
  @inlinable static var streamed: UInt8 { 1 << 6 }

  /// The info byte of a scalar written in `style`.
  @inline(__always)
  static func scalar(_ style: YAMLScalarStyle) -> UInt8 {
    switch style {
    case .plain: return 0
    case .singleQuoted: return 1 << 2
    case .doubleQuoted: return 2 << 2
    case .literal: return 3 << 2
    case .folded: return 4 << 2
    }
  }

  /// The scalar style stored in `info`.
  @inlinable
  static func style(_ info: UInt8) -> YAMLScalarStyle {
    switch (info >> 2) & 0b111 {
    case 1: return .singleQuoted
    case 2: return .doubleQuoted
    case 3: return .literal
    case 4: return .folded
    default: return .plain
    }
  }

  /// The tag of `node` in a tag table sorted by node, found by binary search, or `nil`.
  static func tag(of node: UInt32, nodes: [UInt32], texts: [String]) -> String? {
    var low = 0
    var high = nodes.count
    while low < high {
      let middle = (low + high) / 2
      if nodes[middle] < node { low = middle + 1 } else { high = middle }
    }
    return low < nodes.count && nodes[low] == node ? texts[low] : nil
  }
}
