// A node handle (its document and number) with allocation-free reads for hot paths.

/// A YAML node with its location: a small handle on the node's `YAMLDocument`. An alias gives
/// the anchored node itself (same document, same number), shared, never copied.
public struct YAMLNode: Sendable {
  /// The three kinds of node.
  public enum Kind: Sendable, Hashable {
    /// A scalar: text and a style.
    case scalar
    /// A sequence of items.
    case sequence
    /// A mapping of key-value pairs.
    case mapping
  }

  /// The document that holds the node.
  public let document: YAMLDocument
  /// The node's number in `document` (an index into per-node tables of `nodeCount` entries).
  public let nodeIndex: Int

  /// Creates a handle on node `index` of `document`.
  @inlinable
  init(document: YAMLDocument, index: Int) {
    self.document = document
    nodeIndex = index
  }

  /// The node's info byte.
  @inlinable
  var info: UInt8 { document.info[nodeIndex] }

  /// What kind of node this is.
  @inlinable
  public var kind: Kind {
    switch info & NodeInfo.kindMask {
    case NodeInfo.sequence: return .sequence
    case NodeInfo.mapping: return .mapping
    default: return .scalar
    }
  }

  /// The scalar's style, or `nil` for a collection.
  @inlinable
  public var style: YAMLScalarStyle? {
    let info = info
    return info & NodeInfo.kindMask == NodeInfo.scalar ? NodeInfo.style(info) : nil
  }

  /// Where the node is in the source.
  @inlinable
  public var range: YAMLRange { document.ranges[nodeIndex] }
  /// Whether this is the stand-in for an item a `YAMLItemStream` consumed while composing.
  @inlinable
  public var isStreamed: Bool { info & NodeInfo.streamed != 0 }
  /// The explicit tag, if any (`!!str`, `!custom`), as libyaml reports it.
  @inlinable
  public var tag: String? { info & NodeInfo.tagged == 0 ? nil : document.tag(of: nodeIndex) }
  /// The number of nodes in this subtree, itself included (what an alias to it adds).
  @inlinable
  public var size: Int { Int(document.sizes[nodeIndex]) }
  /// The nesting height of this subtree: 1 for a scalar and for an empty collection.
  @inlinable
  public var height: Int { Int(document.heights[nodeIndex]) }

  /// A sequence's item count or a mapping's pair count; 0 for a scalar.
  @inlinable
  public var count: Int {
    info & NodeInfo.kindMask == NodeInfo.scalar ? 0 : Int(document.counts[nodeIndex])
  }

  /// Whether this handle and `other` denote the same node of the same document (as an alias and
  /// its anchored node do).
  @inlinable
  public func isSameNode(as other: YAMLNode) -> Bool {
    document === other.document && nodeIndex == other.nodeIndex
  }

  /// The child at `entry` in this collection's run of `children`.
  @inlinable
  func child(_ entry: Int) -> YAMLNode {
    let at = Int(document.offsets[nodeIndex]) + entry
    return YAMLNode(document: document, index: Int(document.children[at]))
  }

  /// The sequence's item at `index`; the node must be a sequence and `index` below `count`.
  @inlinable
  public func item(_ index: Int) -> YAMLNode {
    precondition(kind == .sequence && index >= 0 && index < count, "no such sequence item")
    return child(index)
  }

  /// The mapping's key at pair `index`; the node must be a mapping and `index` below `count`.
  @inlinable
  public func key(_ index: Int) -> YAMLNode {
    precondition(kind == .mapping && index >= 0 && index < count, "no such mapping pair")
    return child(2 * index)
  }

  /// The mapping's value at pair `index`; the node must be a mapping and `index` below `count`.
  @inlinable
  public func value(_ index: Int) -> YAMLNode {
    precondition(kind == .mapping && index >= 0 && index < count, "no such mapping pair")
    return child(2 * index + 1)
  }
}
