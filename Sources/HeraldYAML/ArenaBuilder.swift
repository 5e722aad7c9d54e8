// Appends finished nodes to flat columns and turns them into an immutable `YAMLDocument`.

/// The growing columns of a document being composed; `YAMLDocument` describes each one. Nodes
/// are numbered in the order they are added. Byte and entry views it returns are valid only
/// until the next node is added.
struct ArenaBuilder: ~Copyable {
  /// The per-node columns.
  private var nodes: NodeColumns
  /// Every scalar's bytes.
  private var text: GrowableBuffer<UInt8>
  /// Every collection's children.
  private var children: GrowableBuffer<UInt32>
  /// The tagged nodes, ascending.
  private var tagNodes: [UInt32] = []
  /// Their tags.
  private var tagTexts: [String] = []

  /// Creates empty columns sized for a source of `sourceSize` bytes, so that typical files
  /// never regrow them (untouched capacity costs address space only).
  init(sourceSize: Int) {
    let nodeCapacity = max(sourceSize / 8, 16)
    nodes = NodeColumns(capacity: nodeCapacity)
    text = GrowableBuffer(capacity: sourceSize + 16)
    children = GrowableBuffer(capacity: nodeCapacity)
  }

  /// Adds a scalar with a copy of `bytes` and returns its number; a `tagged` scalar must get
  /// its tag from `setTag(_:of:)` before the next node is added.
  @inline(__always)
  mutating func addScalar(
    _ bytes: UnsafeBufferPointer<UInt8>, style: YAMLScalarStyle, tagged: Bool, range: YAMLRange
  ) -> UInt32 {
    let offset = text.count
    text.append(contentsOf: bytes)
    let info = NodeInfo.scalar(style) | (tagged ? NodeInfo.tagged : 0)
    return nodes.append(
      info: info, range: range, size: 1, height: 1, offset: offset, count: bytes.count)
  }

  /// Adds a sequence of `entries`, or a mapping of `entries` read as key, value, ..., computing
  /// its size and height from them; returns its number. A `tagged` collection must get its tag
  /// from `setTag(_:of:)` before the next node is added.
  mutating func addCollection(
    mapping: Bool, entries: UnsafeBufferPointer<UInt32>, tagged: Bool, range: YAMLRange
  ) -> UInt32 {
    var size = 1
    var height: UInt32 = 0
    for child in entries {
      size &+= Int(nodes.size(child))
      height = max(height, nodes.height(child))
    }
    let offset = children.count
    children.append(contentsOf: entries)
    let kind = mapping ? NodeInfo.mapping : NodeInfo.sequence
    return nodes.append(
      info: tagged ? kind | NodeInfo.tagged : kind, range: range, size: UInt32(clamping: size),
      height: height &+ 1, offset: offset, count: mapping ? entries.count / 2 : entries.count)
  }

  /// Records `tag` as the tag of `node`, the last node added.
  mutating func setTag(_ tag: String, of node: UInt32) {
    tagNodes.append(node)
    tagTexts.append(tag)
  }

  /// The kind bits of `node` (`NodeInfo.scalar`, `.sequence` or `.mapping`).
  @inline(__always)
  func kind(_ node: UInt32) -> UInt8 { nodes.info(node) & NodeInfo.kindMask }

  /// Whether `node` is a plain, untagged or `!!merge`-tagged scalar `<<`, a merge key.
  @inline(__always)
  func isMergeKey(_ node: UInt32) -> Bool {
    let info = nodes.info(node)
    guard info & ~NodeInfo.tagged == NodeInfo.scalar(.plain), nodes.count(node) == 2 else {
      return false
    }
    let bytes = scalarBytes(node)
    guard bytes[0] == UInt8(ascii: "<"), bytes[1] == UInt8(ascii: "<") else { return false }
    return info & NodeInfo.tagged == 0
      || NodeInfo.tag(of: node, nodes: tagNodes, texts: tagTexts) == Composer.mergeTag
  }

  /// Where `node` is in the source.
  @inline(__always)
  func range(_ node: UInt32) -> YAMLRange { nodes.range(node) }

  /// How many nodes `node`'s subtree holds.
  @inline(__always)
  func size(_ node: UInt32) -> Int { Int(nodes.size(node)) }

  /// The bytes of scalar `node`.
  @inline(__always)
  func scalarBytes(_ node: UInt32) -> UnsafeBufferPointer<UInt8> {
    let bytes = text.elements(from: nodes.offset(node))
    return UnsafeBufferPointer(start: bytes.baseAddress, count: nodes.count(node))
  }

  /// Whether scalars `node` and `other` have the same bytes.
  @inline(__always)
  func scalarsEqual(_ node: UInt32, _ other: UInt32) -> Bool {
    nodes.count(node) == nodes.count(other) && scalarBytes(node).elementsEqual(scalarBytes(other))
  }

  /// The text of scalar `node`, for messages.
  func string(_ node: UInt32) -> String { String(decoding: scalarBytes(node), as: UTF8.self) }

  /// The entries of collection `node`: items, or key, value, key, value...
  func entries(_ node: UInt32) -> UnsafeBufferPointer<UInt32> {
    let from = children.elements(from: nodes.offset(node))
    let count = nodes.count(node) * (kind(node) == NodeInfo.mapping ? 2 : 1)
    return UnsafeBufferPointer(start: from.baseAddress, count: count)
  }

  /// How far every column is filled: a point to rewind to.
  var mark: ArenaMark {
    ArenaMark(nodes: nodes.count, text: text.count, children: children.count, tags: tagNodes.count)
  }

  /// Forgets every node added after `mark`; nothing may refer to them any more.
  mutating func rewind(to mark: ArenaMark) {
    nodes.truncate(to: mark.nodes)
    text.truncate(to: mark.text)
    children.truncate(to: mark.children)
    if tagNodes.count > mark.tags {
      tagNodes.removeSubrange(mark.tags...)
      tagTexts.removeSubrange(mark.tags...)
    }
  }

  /// Adds the empty stand-in for a streamed sequence item.
  mutating func addStreamedStandIn(range: YAMLRange) -> UInt32 {
    nodes.append(
      info: NodeInfo.scalar(.plain) | NodeInfo.streamed, range: range, size: 1, height: 1,
      offset: text.count, count: 0)
  }

  /// A document over the columns as they are now, which does not own them: valid only until
  /// the next node is added or the arena rewinds, so it must not outlive the call it is lent to.
  func borrowDocument() -> YAMLDocument {
    let columns = nodes.borrowColumns()
    return YAMLDocument(
      info: columns.info, ranges: columns.ranges, sizes: columns.sizes,
      heights: columns.heights, offsets: columns.offsets, counts: columns.counts,
      text: text.borrowColumn(), children: children.borrowColumn(), tagNodes: tagNodes,
      tagTexts: tagTexts, ownsColumns: false)
  }

  /// Hands the columns over to an immutable document, without copying them.
  mutating func makeDocument() -> YAMLDocument {
    let columns = nodes.takeColumns()
    return YAMLDocument(
      info: columns.info, ranges: columns.ranges, sizes: columns.sizes,
      heights: columns.heights, offsets: columns.offsets, counts: columns.counts,
      text: text.takeColumn(), children: children.takeColumn(), tagNodes: tagNodes,
      tagTexts: tagTexts)
  }
}

/// How far each of the arena's columns was filled at one moment.
struct ArenaMark {
  /// Nodes.
  let nodes: Int
  /// Scalar text bytes.
  let text: Int
  /// Collection entries.
  let children: Int
  /// Tagged nodes.
  let tags: Int
}
