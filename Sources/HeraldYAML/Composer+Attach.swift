// Hands finished nodes to their collection, and resolves aliases to the nodes they name.

extension Composer {
  /// Adds the node an alias names, charging the budgets without expanding anything; `false` when
  /// a budget is exceeded. An unknown anchor is reported and reads as an empty scalar, or as an
  /// empty mapping where a merge source goes, so `<<: *nope` is not a bad merge too.
  mutating func alias(_ name: UnsafeBufferPointer<UInt8>, range: YAMLRange) -> Bool {
    guard let target = anchors.lookup(name) else {
      let anchor = ComposerMessage.anchorName(name)
      let open = openAnchors.contains { $0.elementsEqual(name) }
      let message =
        open
        ? "alias '*\(anchor)' refers to a node that contains it; YAML cannot nest a node in itself"
        : "unknown anchor '\(anchor)'; define it with '&\(anchor)' before this alias"
      report(.unknownAnchor, message, at: range)
      let standIn: UInt32
      if expectsMergeSource {
        let none = UnsafeBufferPointer<UInt32>(start: nil, count: 0)
        standIn = arena.addCollection(mapping: true, entries: none, tagged: false, range: range)
      } else {
        let empty = UnsafeBufferPointer<UInt8>(start: nil, count: 0)
        standIn = arena.addScalar(empty, style: .plain, tagged: false, range: range)
      }
      attach(standIn, depth: 0, site: range)
      return true
    }
    guard frames.count + target.depth <= budget.depth else {
      return fail(
        YAMLProblem(
          kind: .depthBudget, message: ComposerMessage.tooDeep(budget.depth), range: range))
    }
    aliasNodes += arena.size(target.node)
    guard aliasNodes <= budget.aliasNodes else {
      let message = ComposerMessage.tooManyAliasNodes(budget.aliasNodes)
      return fail(YAMLProblem(kind: .aliasBudget, message: message, range: range))
    }
    attach(target.node, depth: target.depth, site: range)
    return true
  }

  /// Whether the next node attached is a merge source: the value of a `<<` key of the innermost
  /// open mapping, or an item of a sequence that is such a value (`<<: [*a, *b]`).
  var expectsMergeSource: Bool {
    var top = frames.count - 1
    guard top >= 0, let mergeKey = mergeKeys.last else { return false }
    var keyAt = pending.count - 1
    if !frames[top].isMapping {
      keyAt = frames[top].base - 1
      top -= 1
      guard top >= 0 else { return false }
    }
    return frames[top].isMapping && frames[top].awaitingValue
      && mergeKeys.count > frames[top].mergeBase && mergeKey == keyAt
  }

  /// Hands a finished node to the innermost open collection, or makes it the root. `depth` is its
  /// collection nesting; `site` is where problems about it point (an alias's own location).
  @inline(__always)
  mutating func attach(_ node: UInt32, depth: Int, site: YAMLRange) {
    let top = frames.count - 1
    guard top >= 0 else {
      if root == nil { root = node }
      return
    }
    if depth > frames[top].childDepth { frames[top].childDepth = depth }
    if frames[top].streamsItems {
      streamItem(node)
    } else if frames[top].isMapping {
      attachToMapping(node, site: site, frame: top)
    } else {
      pending.append(node)
    }
  }
}
