// Builds the located node tree from parse events, enforcing the alias and depth budgets.

/// Composes one document from events. Every method that can hit a fatal problem returns `false`
/// after recording it; the caller must then stop feeding events.
struct Composer {
  /// The limits to enforce.
  let budget: YAMLBudget
  /// The composed root, once the document's top node is complete.
  private(set) var root: YAMLNode?
  /// Every problem found so far, in source order.
  private(set) var problems: [YAMLProblem] = []
  /// Whether a fatal problem stopped composing (the root is then dropped).
  private(set) var failed = false
  /// The children of every open collection, innermost last.
  let values = NodeStack()
  /// The open collections, innermost last.
  var frames: [ComposerFrame] = []
  /// The anchors defined so far.
  private var anchors = AnchorTable()
  /// How many nodes aliases have added so far.
  private var aliasNodes = 0

  /// Creates a composer enforcing `budget`.
  init(budget: YAMLBudget) {
    self.budget = budget
    frames.reserveCapacity(min(max(budget.depth, 0), 64) + 1)
  }

  /// The result: the root unless a fatal problem stopped composing, and every problem.
  var result: YAMLParseResult {
    YAMLParseResult(root: failed ? nil : root, problems: problems)
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

  /// Adds a scalar node.
  mutating func scalar(
    _ text: String, style: YAMLScalarStyle, tag: String?, anchor: UnsafeBufferPointer<UInt8>?,
    range: YAMLRange
  ) {
    let node = YAMLNode(content: .scalar(text, style), range: range, tag: tag)
    if let anchor { anchors.define(Array(anchor), as: AnchoredNode(node: node, depth: 0)) }
    attach(node, depth: 0, site: range)
  }

  /// Opens a sequence or mapping; `false` when it would nest deeper than the budget.
  mutating func open(
    mapping: Bool, tag: String?, anchor: UnsafeBufferPointer<UInt8>?, range: YAMLRange
  ) -> Bool {
    guard frames.count < budget.depth else {
      return fail(
        YAMLProblem(
          kind: .depthBudget, message: ComposerMessage.tooDeep(budget.depth), range: range))
    }
    frames.append(
      ComposerFrame(
        isMapping: mapping, start: range.start, tag: tag, anchor: anchor.map { Array($0) },
        base: values.count))
    return true
  }

  /// Closes the innermost open collection, whose end event ends at `end`.
  mutating func close(end: YAMLMark) {
    guard let frame = frames.popLast() else { return }
    let range = YAMLRange(start: frame.start, end: end)
    let node: YAMLNode
    if !frame.isMapping {
      node = values.takeSequence(from: frame.base, range: range, tag: frame.tag)
    } else if frame.mergeKeys.isEmpty {
      node = values.takeMapping(from: frame.base, range: range, tag: frame.tag)
    } else {
      node = takeMergedMapping(of: frame, range: range)
    }
    let depth = frame.childDepth + 1
    if let anchor = frame.anchor {
      anchors.define(anchor, as: AnchoredNode(node: node, depth: depth))
    }
    attach(node, depth: depth, site: range)
  }

  /// Adds the node an alias names, charging the budgets without expanding anything; `false` when
  /// a budget is exceeded. An unknown anchor is reported and reads as an empty scalar.
  mutating func alias(_ name: UnsafeBufferPointer<UInt8>, range: YAMLRange) -> Bool {
    guard let target = anchors.lookup(name) else {
      let anchor = ComposerMessage.anchorName(name)
      let open = frames.contains { frame in frame.anchor?.elementsEqual(name) == true }
      let message =
        open
        ? "alias '*\(anchor)' refers to a node that contains it; YAML cannot nest a node in itself"
        : "unknown anchor '\(anchor)'; define it with '&\(anchor)' before this alias"
      report(.unknownAnchor, message, at: range)
      attach(YAMLNode(content: .scalar("", .plain), range: range), depth: 0, site: range)
      return true
    }
    guard frames.count + target.depth <= budget.depth else {
      return fail(
        YAMLProblem(
          kind: .depthBudget, message: ComposerMessage.tooDeep(budget.depth), range: range))
    }
    aliasNodes += target.node.size
    guard aliasNodes <= budget.aliasNodes else {
      let message = ComposerMessage.tooManyAliasNodes(budget.aliasNodes)
      return fail(YAMLProblem(kind: .aliasBudget, message: message, range: range))
    }
    attach(target.node, depth: target.depth, site: range)
    return true
  }

  /// Hands a finished node to the innermost open collection, or makes it the root. `depth` is its
  /// collection nesting; `site` is where problems about it point (an alias's own location).
  mutating func attach(_ node: consuming YAMLNode, depth: Int, site: YAMLRange) {
    let top = frames.count - 1
    guard top >= 0 else {
      if root == nil { root = node }
      return
    }
    if depth > frames[top].childDepth { frames[top].childDepth = depth }
    if frames[top].isMapping {
      attachToMapping(node, site: site, frame: top)
    } else {
      values.push(node)
    }
  }
}
