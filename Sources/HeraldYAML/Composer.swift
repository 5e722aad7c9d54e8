// Builds the document arena from parse events, enforcing the alias and depth budgets.

/// Composes one document from events into an `ArenaBuilder`. Every method that can hit a fatal
/// problem returns `false` after recording it; the caller must then stop feeding events.
struct Composer: ~Copyable {
  /// The limits to enforce.
  let budget: YAMLBudget
  /// The nodes composed so far.
  var arena: ArenaBuilder
  /// The root's number, once the document's top node is complete.
  var root: UInt32?
  /// Every problem found so far, in source order.
  private(set) var problems: [YAMLProblem] = []
  /// Whether a fatal problem stopped composing (the root is then dropped).
  private(set) var failed = false
  /// The children of every open collection, innermost last, shared by all of them.
  var pending: GrowableBuffer<UInt32>
  /// The open collections, innermost last.
  var frames: GrowableBuffer<ComposerFrame>
  /// The tags of the open collections that have one, innermost last.
  var openTags: [String] = []
  /// The anchors of the open collections that have one, innermost last.
  var openAnchors: [[UInt8]] = []
  /// The indexes in `pending` of the open mappings' plain `<<` merge keys, in source order.
  var mergeKeys: [Int] = []
  /// The key tables of the open mappings that have one, innermost last.
  var keyTables: [KeyTable] = []
  /// The anchors defined so far.
  var anchors = AnchorTable()
  /// How many nodes aliases have added so far.
  var aliasNodes = 0
  /// The item stream, if the caller gave one, and how far it got.
  var stream: ItemStreamState?

  /// Creates a composer enforcing `budget` on a source of `sourceSize` bytes.
  init(budget: YAMLBudget, sourceSize: Int) {
    self.budget = budget
    arena = ArenaBuilder(sourceSize: sourceSize)
    pending = GrowableBuffer(capacity: 256)
    frames = GrowableBuffer(capacity: min(max(budget.depth, 0), 64) + 1)
  }

  /// The result: the root unless a fatal problem stopped composing, and every problem.
  mutating func finish() -> YAMLParseResult {
    guard !failed, let root else { return YAMLParseResult(root: nil, problems: problems) }
    let document = arena.makeDocument()
    return YAMLParseResult(root: YAMLNode(document: document, index: Int(root)), problems: problems)
  }

  /// Records a problem that does not stop composing.
  mutating func report(_ kind: YAMLProblem.Kind, _ message: String, at range: YAMLRange) {
    problems.append(YAMLProblem(kind: kind, message: message, range: range))
  }

  /// Records a located problem (with notes) that does not stop composing.
  mutating func report(_ problem: YAMLProblem) {
    problems.append(problem)
  }

  /// Records a problem that stops composing; always returns `false`.
  @discardableResult
  mutating func fail(_ problem: YAMLProblem) -> Bool {
    problems.append(problem)
    failed = true
    return false
  }

  /// Adds a scalar node with a copy of `bytes`; `tag` is libyaml's NUL-terminated tag, if any.
  @inline(__always)
  mutating func scalar(
    _ bytes: UnsafeBufferPointer<UInt8>, style: YAMLScalarStyle, tag: UnsafePointer<UInt8>?,
    anchor: UnsafeBufferPointer<UInt8>?, range: YAMLRange
  ) {
    let node = arena.addScalar(bytes, style: style, tagged: tag != nil, range: range)
    if let tag { arena.setTag(String(cString: tag), of: node) }
    if let anchor {
      define(Array(anchor), as: AnchoredNode(node: node, depth: 0, start: range.start))
    }
    attach(node, depth: 0, site: range)
  }

  /// Opens a sequence or mapping (`tag` is libyaml's NUL-terminated tag, if any); `false` when
  /// it would nest deeper than the budget.
  mutating func open(
    mapping: Bool, tag: UnsafePointer<UInt8>?, anchor: UnsafeBufferPointer<UInt8>?,
    range: YAMLRange
  ) -> Bool {
    guard frames.count < budget.depth else {
      return fail(
        YAMLProblem(
          kind: .depthBudget, message: ComposerMessage.tooDeep(budget.depth), range: range))
    }
    if let tag { openTags.append(String(cString: tag)) }
    if let anchor { openAnchors.append(Array(anchor)) }
    let streams = !mapping && anchor == nil && startsItemStream()
    frames.append(
      ComposerFrame(
        isMapping: mapping, start: range.start, base: pending.count, mergeBase: mergeKeys.count,
        hasTag: tag != nil, hasAnchor: anchor != nil))
    if streams { beginItemStream() }
    return true
  }

  /// Closes the innermost open collection, whose end event ends at `end`.
  mutating func close(end: YAMLMark) {
    guard frames.count > 0 else { return }
    let frame = frames.removeLast()
    let range = YAMLRange(start: frame.start, end: end)
    let node: UInt32
    if !frame.isMapping {
      let items = pending.elements(from: frame.base)
      node = arena.addCollection(mapping: false, entries: items, tagged: frame.hasTag, range: range)
    } else if mergeKeys.count == frame.mergeBase {
      // libyaml always pairs a key with a value; ignore a lone key defensively.
      let entries = pending.elements(from: frame.base)
      let pairs = UnsafeBufferPointer(rebasing: entries[..<(entries.count & ~1)])
      node = arena.addCollection(
        mapping: true, entries: pairs, tagged: frame.hasTag, range: range)
    } else {
      node = addMergedMapping(of: frame, range: range)
      mergeKeys.removeSubrange(frame.mergeBase...)
    }
    if frame.hasTag { arena.setTag(openTags.removeLast(), of: node) }
    pending.truncate(to: frame.base)
    if frame.hasKeyTable { keyTables.removeLast() }
    let depth = frame.childDepth + 1
    if frame.hasAnchor {
      define(
        openAnchors.removeLast(), as: AnchoredNode(node: node, depth: depth, start: range.start))
    }
    attach(node, depth: depth, site: range)
  }

  /// Defines an anchor; a name defined before is reported at the new definition, with a note at
  /// the old one, because a copied `&name` silently retargets every later alias.
  mutating func define(_ name: [UInt8], as value: AnchoredNode) {
    guard let earlier = anchors.define(name, as: value) else { return }
    let anchor = ComposerMessage.quoted(String(decoding: name, as: UTF8.self))
    report(
      YAMLProblem(
        kind: .duplicateAnchor,
        message: "anchor '&\(anchor)' is defined again, so aliases after this point name this"
          + " node, not the one on line \(earlier.start.line); give each anchor its own name",
        range: YAMLRange(start: value.start, end: value.start),
        notes: [
          YAMLNote(
            message: "'&\(anchor)' is first defined here",
            range: YAMLRange(start: earlier.start, end: earlier.start))
        ]))
  }
}
