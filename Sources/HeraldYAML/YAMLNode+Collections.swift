// Lazy views of a node's children, and the convenience `content` enum built from them.

extension YAMLNode {
  /// A sequence's items, each handle made on access (empty for a mapping or a scalar).
  public struct Items: RandomAccessCollection, Sendable {
    /// The sequence, or `nil` for the empty view of another kind of node.
    @usableFromInline let node: YAMLNode?
    /// Always 0.
    @inlinable
    public var startIndex: Int { 0 }
    /// The item count.
    public let endIndex: Int

    /// Creates a view of the first `endIndex` items of `node`.
    @usableFromInline
    init(node: YAMLNode?, endIndex: Int) {
      self.node = node
      self.endIndex = endIndex
    }

    /// The item at `position`, which must be below `endIndex`.
    @inlinable
    public subscript(position: Int) -> YAMLNode {
      precondition(position >= 0 && position < endIndex, "sequence item out of range")
      return node.unsafelyUnwrapped.child(position)
    }
  }

  /// A mapping's pairs, each made on access (empty for a sequence or a scalar).
  public struct Pairs: RandomAccessCollection, Sendable {
    /// The mapping, or `nil` for the empty view of another kind of node.
    @usableFromInline let node: YAMLNode?
    /// Always 0.
    @inlinable
    public var startIndex: Int { 0 }
    /// The pair count.
    public let endIndex: Int

    /// Creates a view of the first `endIndex` pairs of `node`.
    @usableFromInline
    init(node: YAMLNode?, endIndex: Int) {
      self.node = node
      self.endIndex = endIndex
    }

    /// The pair at `position`, which must be below `endIndex`.
    @inlinable
    public subscript(position: Int) -> YAMLPair {
      precondition(position >= 0 && position < endIndex, "mapping pair out of range")
      let mapping = node.unsafelyUnwrapped
      return YAMLPair(key: mapping.child(2 * position), value: mapping.child(2 * position + 1))
    }
  }

  /// The sequence's items, in source order; empty unless the node is a sequence.
  @inlinable
  public var items: Items {
    kind == .sequence ? Items(node: self, endIndex: count) : Items(node: nil, endIndex: 0)
  }

  /// The mapping's pairs, in source order with `<<` merges applied and no duplicate keys; empty
  /// unless the node is a mapping.
  @inlinable
  public var pairs: Pairs {
    kind == .mapping ? Pairs(node: self, endIndex: count) : Pairs(node: nil, endIndex: 0)
  }

  /// The content of a node, built on demand (it allocates; hot paths read `kind`, `count`,
  /// `item(_:)`, `key(_:)`, `value(_:)` and the scalar accessors instead).
  public enum Content: Sendable {
    /// A scalar: its text exactly as resolved by YAML (no type conversion) and its style.
    case scalar(String, YAMLScalarStyle)
    /// A sequence of nodes.
    case sequence([YAMLNode])
    /// A mapping, in source order, with `<<` merge keys already applied and no duplicate keys.
    case mapping([YAMLPair])
  }

  /// What the node holds, as a `Content` value built from the document.
  public var content: Content {
    switch kind {
    case .scalar: return .scalar(scalar ?? "", style ?? .plain)
    case .sequence: return .sequence(Array(items))
    case .mapping: return .mapping(Array(pairs))
    }
  }
}
