// An open document's text, kept so that an edit costs in proportion to the edit: the text is a
// balanced tree of chunks of one to two kilobytes that knows its line breaks and UTF-16 units,
// so a protocol position is found by one descent and a replacement rebuilds only the chunks it
// touches. A `didChange` of 10,000 keystrokes on a 4 MB document costs 10,000 small rebuilds,
// not 10,000 copies of the document.

/// Counts of the work a text buffer did, which the scaling tests compare across document sizes.
public struct TextBufferWork: Sendable, Hashable {
  /// Bytes copied into new chunks: the edited chunks and the new text.
  public var bytesCopied = 0
  /// Bytes read inside a chunk to find a position in it.
  public var bytesScanned = 0
  /// Tree nodes visited by searches, splits and joins.
  public var nodesVisited = 0

  /// Everything counted.
  public var total: Int { bytesCopied + bytesScanned + nodesVisited }
}

/// A UTF-8 text that takes edits at protocol positions. It holds valid UTF-8 only (the protocol
/// carries text as JSON strings), which lets a position be counted from any chunk start.
/// Copies share the tree until one is edited.
public struct TextBuffer {
  /// The chunk size edits aim at; chunks hold between it and twice it (the whole text may be
  /// a single smaller chunk).
  public static let defaultChunkSize = 1_024

  /// The tree and what is derived from it, shared between copies.
  private final class Storage {
    var root: TextChunkNode?
    var work = TextBufferWork()
    let chunkSize: Int
    /// The generator of treap priorities (SplitMix64).
    var state: UInt64
    /// The whole text, once asked for, until the next edit.
    var flat: [UInt8]?

    init(chunkSize: Int, seed: UInt64) {
      self.chunkSize = chunkSize
      state = seed
    }

    func nextPriority() -> UInt64 {
      state &+= 0x9E37_79B9_7F4A_7C15
      var z = state
      z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
      z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
      return z ^ (z >> 31)
    }
  }

  private var storage: Storage

  /// A buffer holding `bytes`, which must be valid UTF-8. `chunkSize` and `seed` are for tests:
  /// small chunks put every edit across chunk boundaries, and a fixed seed makes the tree's
  /// shape, and so the counted work, the same on every run.
  public init(
    _ bytes: [UInt8], chunkSize: Int = TextBuffer.defaultChunkSize, seed: UInt64? = nil
  ) {
    var random = SystemRandomNumberGenerator()
    storage = Storage(chunkSize: max(4, chunkSize), seed: seed ?? random.next())
    storage.root = build(bytes)
    storage.flat = bytes
  }

  /// The work counted since the buffer was made.
  public var work: TextBufferWork { storage.work }

  /// The number of bytes.
  public var count: Int { storage.root?.total.bytes ?? 0 }

  /// The number of protocol lines (an empty last line counts).
  public var lineCount: Int { (storage.root?.total.breaks ?? 0) + 1 }

  /// The number of chunks (for tests of the chunk bounds).
  var chunkCount: Int { storage.root?.total.chunks ?? 0 }

  /// The sizes of the chunks in order (for tests).
  var chunkSizes: [Int] {
    var work = TextBufferWork()
    return TextChunkTree.chunks(storage.root, &work).map(\.chunk.count)
  }

  /// The whole text; made once per edit batch (the analysis reads it), not per edit.
  public var bytes: [UInt8] {
    if let flat = storage.flat { return flat }
    var bytes: [UInt8] = []
    bytes.reserveCapacity(count)
    var work = TextBufferWork()
    for node in TextChunkTree.chunks(storage.root, &work) { bytes.append(contentsOf: node.chunk) }
    storage.flat = bytes
    return bytes
  }

  // MARK: Positions

  /// The byte offset of a protocol position, as `LineTable.offset(of:)` gives it: a line past
  /// the end gives the end of the text, a character past the line's end the line's end, and
  /// one inside a surrogate pair the start of that character.
  public func offset(of position: LSPPosition) -> Int {
    guard let root = storage.root else { return 0 }
    let total = root.total
    guard position.line <= total.breaks else { return total.bytes }
    let start = position.line == 0 ? 0 : lineBreak(position.line, in: root).endUnits
    let end =
      position.line < total.breaks
      ? lineBreak(position.line + 1, in: root).startUnits : total.units
    let target = position.character >= end - start ? end : start + position.character
    return offset(ofUnit: target, in: root)
  }

  /// Where the `number`th line break (one-based) starts and ends, in UTF-16 units.
  private func lineBreak(_ number: Int, in root: TextChunkNode) -> (startUnits: Int, endUnits: Int)
  {
    let place = TextChunkTree.find(root, .breaks, number - 1, &storage.work)
    var remaining = number - place.before.breaks
    var units = place.before.units
    let chunk = place.node.chunk
    var index = 0
    while index < chunk.count {
      let byte = chunk[index]
      if byte == 13, index + 1 < chunk.count, chunk[index + 1] == 10 {
        remaining -= 1
        if remaining == 0 {
          storage.work.bytesScanned += index + 2
          return (units, units + 2)
        }
        units += 2
        index += 2
        continue
      }
      if byte == 10 || byte == 13 {
        remaining -= 1
        if remaining == 0 {
          storage.work.bytesScanned += index + 1
          return (units, units + 1)
        }
      }
      units += TextMeasure.units(lead: byte)
      index += 1
    }
    preconditionFailure("a chunk's measure counts a break its bytes do not hold")
  }

  /// The byte offset of the character at UTF-16 unit `target` (its start when `target` falls
  /// inside a surrogate pair); the text's end for the total.
  private func offset(ofUnit target: Int, in root: TextChunkNode) -> Int {
    guard target < root.total.units else { return root.total.bytes }
    let place = TextChunkTree.find(root, .units, target, &storage.work)
    var units = place.before.units
    let chunk = place.node.chunk
    var index = 0
    while index < chunk.count {
      let width = TextMeasure.units(lead: chunk[index])
      if width > 0, units + width > target { break }
      units += width
      index += 1
    }
    storage.work.bytesScanned += index + 1
    return place.before.bytes + index
  }

  // MARK: Edits

  /// Replaces the text between two protocol positions (the end clamped to the start).
  public mutating func replace(from start: LSPPosition, to end: LSPPosition, with text: [UInt8]) {
    let lower = offset(of: start)
    replace(bytes: lower..<max(lower, offset(of: end)), with: text)
  }

  /// Replaces the whole text.
  public mutating func replaceAll(with text: [UInt8]) {
    makeUnique()
    storage.root = build(text)
    storage.flat = text
  }

  /// Replaces a byte range, which must lie on character boundaries. Only the chunks from the
  /// one holding the byte before the range to the one holding the byte after it are rebuilt:
  /// the rebuilt run then starts and ends with bytes the edit kept, so the boundaries outside
  /// it stay valid cuts. A run that would fall below the chunk size takes a neighbour along,
  /// so that no chunk but a lone one is smaller.
  mutating func replace(bytes range: Range<Int>, with text: [UInt8]) {
    makeUnique()
    storage.flat = nil
    guard let root = storage.root else {
      storage.root = build(text)
      return
    }
    let first = chunkIndex(containing: max(0, range.lowerBound - 1), in: root)
    let last = chunkIndex(containing: range.upperBound, in: root)
    var (before, rest) = TextChunkTree.split(root, first: first, &storage.work)
    var (run, after) = TextChunkTree.split(rest, first: last - first + 1, &storage.work)
    let size = (run?.total.bytes ?? 0) - range.count + text.count
    if size < storage.chunkSize {
      if after != nil {
        let (next, others) = TextChunkTree.split(after, first: 1, &storage.work)
        run = TextChunkTree.merge(run, next, &storage.work)
        after = others
      } else if let chunks = before?.total.chunks {
        let (others, previous) = TextChunkTree.split(before, first: chunks - 1, &storage.work)
        run = TextChunkTree.merge(previous, run, &storage.work)
        before = others
      }
    }
    var position = before?.total.bytes ?? 0
    var kept: [UInt8] = []
    var tail: [UInt8] = []
    for node in TextChunkTree.chunks(run, &storage.work) {
      let chunk = node.chunk
      let lower = position
      position += chunk.count
      if lower < range.lowerBound {
        kept.append(contentsOf: chunk[0..<(min(position, range.lowerBound) - lower)])
      }
      if position > range.upperBound {
        tail.append(contentsOf: chunk[(max(lower, range.upperBound) - lower)...])
      }
    }
    kept.append(contentsOf: text)
    kept.append(contentsOf: tail)
    storage.work.bytesCopied += kept.count
    let middle = build(kept)
    storage.root = TextChunkTree.merge(
      TextChunkTree.merge(before, middle, &storage.work), after, &storage.work)
  }

  /// The index of the chunk holding byte `offset`; the last chunk for the text's end.
  private func chunkIndex(containing offset: Int, in root: TextChunkNode) -> Int {
    guard offset < root.total.bytes else { return root.total.chunks - 1 }
    return TextChunkTree.find(root, .bytes, offset, &storage.work).index
  }

  /// A tree of the bytes cut into chunks of one to two chunk sizes, cut only where a UTF-8
  /// sequence starts and not between CR and LF.
  private func build(_ bytes: [UInt8]) -> TextChunkNode? {
    let size = storage.chunkSize
    let pieces = max(1, bytes.count / size)
    storage.work.bytesCopied += bytes.count
    if pieces == 1 {
      return bytes.isEmpty ? nil : TextChunkNode(bytes, priority: storage.nextPriority())
    }
    var root: TextChunkNode?
    var start = 0
    for piece in 1...pieces {
      var end = piece == pieces ? bytes.count : max(start + 1, bytes.count * piece / pieces)
      while end < bytes.count, !Self.canCut(bytes, at: end) { end += 1 }
      guard start < end else { break }
      let node = TextChunkNode(Array(bytes[start..<end]), priority: storage.nextPriority())
      root = TextChunkTree.merge(root, node, &storage.work)
      start = end
    }
    return root
  }

  /// Whether a chunk may end before `index`.
  private static func canCut(_ bytes: [UInt8], at index: Int) -> Bool {
    bytes[index] & 0xC0 != 0x80 && !(bytes[index - 1] == 13 && bytes[index] == 10)
  }

  /// Gives this copy its own tree before an edit when another copy shares it.
  private mutating func makeUnique() {
    guard !isKnownUniquelyReferenced(&storage) else { return }
    let bytes = self.bytes
    let old = storage
    storage = Storage(chunkSize: old.chunkSize, seed: old.nextPriority())
    storage.work = old.work
    storage.root = build(bytes)
    storage.flat = bytes
  }
}
