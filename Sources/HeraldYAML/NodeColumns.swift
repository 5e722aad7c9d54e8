// The per-node columns of a document being composed, grown together under one count.

/// One growing entry per node in each column (see `YAMLDocument` for what each holds). All
/// columns share one count and capacity, so adding a node costs one capacity check.
struct NodeColumns: ~Copyable {
  /// Per node: kind, style and tag bit.
  private var info: UnsafeMutablePointer<UInt8>
  /// Per node: source range.
  private var ranges: UnsafeMutablePointer<YAMLRange>
  /// Per node: subtree size.
  private var sizes: UnsafeMutablePointer<UInt32>
  /// Per node: subtree height.
  private var heights: UnsafeMutablePointer<UInt32>
  /// Per node: first byte in the text or first entry in the children.
  private var offsets: UnsafeMutablePointer<UInt32>
  /// Per node: byte length, item count or pair count.
  private var counts: UnsafeMutablePointer<UInt32>
  /// How many nodes each column has room for.
  private var capacity: Int
  /// How many nodes the columns hold.
  private(set) var count = 0

  /// Creates empty columns with room for `capacity` nodes (at least 16) before they grow.
  init(capacity: Int) {
    self.capacity = max(capacity, 16)
    info = .allocate(capacity: self.capacity)
    ranges = .allocate(capacity: self.capacity)
    sizes = .allocate(capacity: self.capacity)
    heights = .allocate(capacity: self.capacity)
    offsets = .allocate(capacity: self.capacity)
    counts = .allocate(capacity: self.capacity)
  }

  /// Frees the columns (their elements are trivial).
  deinit {
    info.deallocate()
    ranges.deallocate()
    sizes.deallocate()
    heights.deallocate()
    offsets.deallocate()
    counts.deallocate()
  }

  /// Appends one node's facts and returns its number.
  @inline(__always)
  mutating func append(
    info nodeInfo: UInt8, range: YAMLRange, size: UInt32, height: UInt32, offset: Int, count n: Int
  ) -> UInt32 {
    if count == capacity { grow() }
    (info + count).initialize(to: nodeInfo)
    (ranges + count).initialize(to: range)
    (sizes + count).initialize(to: size)
    (heights + count).initialize(to: height)
    (offsets + count).initialize(to: UInt32(truncatingIfNeeded: offset))
    (counts + count).initialize(to: UInt32(truncatingIfNeeded: n))
    count &+= 1
    return UInt32(truncatingIfNeeded: count &- 1)
  }

  /// The info byte of `node`.
  @inline(__always) func info(_ node: UInt32) -> UInt8 { info[Int(node)] }
  /// The range of `node`.
  @inline(__always) func range(_ node: UInt32) -> YAMLRange { ranges[Int(node)] }
  /// The subtree size of `node`.
  @inline(__always) func size(_ node: UInt32) -> UInt32 { sizes[Int(node)] }
  /// The subtree height of `node`.
  @inline(__always) func height(_ node: UInt32) -> UInt32 { heights[Int(node)] }
  /// The offset word of `node`.
  @inline(__always) func offset(_ node: UInt32) -> Int { Int(offsets[Int(node)]) }
  /// The count word of `node`.
  @inline(__always) func count(_ node: UInt32) -> Int { Int(counts[Int(node)]) }

  /// Hands the columns over as document columns (no copy) and leaves empty ones behind.
  /// Drops every node from `newCount` on; the columns hold plain values, so nothing is released.
  mutating func truncate(to newCount: Int) {
    if newCount < count { count = newCount }
  }

  /// The columns as they are now, still owned here: valid only until the next change.
  func borrowColumns() -> (
    info: DocumentColumn<UInt8>, ranges: DocumentColumn<YAMLRange>, sizes: DocumentColumn<UInt32>,
    heights: DocumentColumn<UInt32>, offsets: DocumentColumn<UInt32>,
    counts: DocumentColumn<UInt32>
  ) {
    (
      DocumentColumn(base: info, count: count), DocumentColumn(base: ranges, count: count),
      DocumentColumn(base: sizes, count: count), DocumentColumn(base: heights, count: count),
      DocumentColumn(base: offsets, count: count), DocumentColumn(base: counts, count: count)
    )
  }

  mutating func takeColumns() -> (
    info: DocumentColumn<UInt8>, ranges: DocumentColumn<YAMLRange>, sizes: DocumentColumn<UInt32>,
    heights: DocumentColumn<UInt32>, offsets: DocumentColumn<UInt32>,
    counts: DocumentColumn<UInt32>
  ) {
    let n = count
    capacity = 0
    count = 0
    return (
      Self.take(&info, n), Self.take(&ranges, n), Self.take(&sizes, n), Self.take(&heights, n),
      Self.take(&offsets, n), Self.take(&counts, n)
    )
  }

  /// Hands `column`'s first `n` values over as a document column and leaves an empty allocation.
  private static func take<T>(_ column: inout UnsafeMutablePointer<T>, _ n: Int) -> DocumentColumn<
    T
  > {
    let taken = DocumentColumn(base: UnsafePointer(column), count: n)
    column = .allocate(capacity: 0)
    return taken
  }

  /// Doubles every column, moving the nodes over.
  private mutating func grow() {
    let larger = capacity * 2
    Self.move(&info, count, larger)
    Self.move(&ranges, count, larger)
    Self.move(&sizes, count, larger)
    Self.move(&heights, count, larger)
    Self.move(&offsets, count, larger)
    Self.move(&counts, count, larger)
    capacity = larger
  }

  /// Reallocates `column` to `capacity` elements, moving its first `count` over.
  private static func move<T>(
    _ column: inout UnsafeMutablePointer<T>, _ count: Int, _ capacity: Int
  ) {
    let larger = UnsafeMutablePointer<T>.allocate(capacity: capacity)
    larger.moveInitialize(from: column, count: count)
    column.deallocate()
    column = larger
  }
}
