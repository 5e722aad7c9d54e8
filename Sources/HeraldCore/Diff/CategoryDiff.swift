// The changes inside one category that continues from the old set to the new: its settings,
// its actions (removed, renamed, moved, added, reordered) and each kept action's parts.

/// Compares one old category with the new category that continues it.
struct CategoryDiff {
  /// The old category.
  let old: CategoryDecl
  /// The new category (the same id, or the one it was renamed to).
  let new: CategoryDecl
  /// The actions that moved between categories.
  let moves: ActionMoves

  /// The new category's id, which every change is filed under.
  var id: String { new.id.value }

  /// Every change, settings first, then actions in old order, then additions in new order.
  func changes() -> [SpecChange] {
    var changes = settingChanges()
    WorkMeter.add(old.allActions.count + new.allActions.count)
    let newActions = Dictionary(new.allActions.map { ($0.id.value, $0) }) { first, _ in first }
    let oldActions = Dictionary(old.allActions.map { ($0.id.value, $0) }) { first, _ in first }
    let gone = old.allActions.filter {
      newActions[$0.id.value] == nil && moves.destination[$0.id.value] == nil
    }
    let arrivedHere = moves.arrived[id] ?? []
    let fresh = new.allActions.filter {
      oldActions[$0.id.value] == nil && !arrivedHere.contains($0.id.value)
    }
    let renames = RenameMatcher.pairs(
      removed: gone, added: fresh, signature: RenameMatcher.signature(of:))
    let renamedTo = Dictionary(renames.map { ($0.old.id.value, $0.new) }) { first, _ in first }
    let renamedFrom = Set(renames.map(\.new.id.value))
    for action in old.allActions {
      let name = action.id.value
      if let next = newActions[name] {
        changes += ActionDiff(old: action, new: next, category: id).changes()
      } else if let target = moves.destination[name] {
        changes.append(
          SpecChange(
            .actionMoved, category: id,
            "action '\(name)' moved from category '\(id)' to '\(target)'",
            old: action.id.range, new: new.id.range))
      } else if let next = renamedTo[name] {
        changes.append(
          SpecChange(
            .actionRenamed, category: id,
            "action '\(name)' of category '\(id)' was renamed to '\(next.id.value)' (same title and options)",
            old: action.id.range, new: next.id.range))
        changes += ActionDiff(old: action, new: next, category: id).changes()
      } else {
        changes.append(
          SpecChange(
            .actionRemoved, category: id, "action '\(name)' was removed from category '\(id)'",
            old: action.id.range, new: new.id.range))
      }
    }
    for action in new.allActions where oldActions[action.id.value] == nil {
      let name = action.id.value
      guard !renamedFrom.contains(name) else { continue }
      let source = arrivedHere.contains(name) ? " (moved here)" : ""
      changes.append(
        SpecChange(
          .actionAdded, category: id, "action '\(name)' was added to category '\(id)'\(source)",
          old: nil, new: action.id.range))
    }
    let kept = Set(old.actions.map(\.id.value)).intersection(new.actions.map(\.id.value))
    let oldOrder = old.actions.map(\.id.value).filter(kept.contains)
    let newOrder = new.actions.map(\.id.value).filter(kept.contains)
    if oldOrder != newOrder {
      changes.append(
        SpecChange(
          .actionsReordered, category: id,
          "the actions of category '\(id)' are shown in another order: "
            + "\(SpecDiff.list(oldOrder)) → \(SpecDiff.list(newOrder))",
          old: old.id.range, new: new.id.range))
    }
    return changes
  }

  /// Changes of `register`, the option lists and the category's texts.
  func settingChanges() -> [SpecChange] {
    var changes: [SpecChange] = []
    let place = (old: old.id.range, new: new.id.range)
    if old.isRegistered != new.isRegistered {
      changes.append(
        new.isRegistered
          ? SpecChange(
            .categoryOptionsChanged, category: id,
            "category '\(id)' is registered now ('register' is no longer false)", old: place.old,
            new: new.register?.range ?? place.new)
          : SpecChange(
            .categoryUnregistered, category: id,
            "category '\(id)' is no longer registered ('register: false')", old: place.old,
            new: new.register?.range ?? place.new))
    }
    let lists: [(String, [String], [String], SourceRange?)] = [
      (
        "options", old.options.map(\.value.rawValue), new.options.map(\.value.rawValue),
        new.options.first?.range
      ),
      (
        "foregroundPresentation", old.foregroundPresentation.map(\.value.rawValue),
        new.foregroundPresentation.map(\.value.rawValue), new.foregroundPresentation.first?.range
      ),
      (
        "intentIdentifiers", old.intentIdentifiers.map(\.value),
        new.intentIdentifiers.map(\.value), new.intentIdentifiers.first?.range
      ),
    ]
    for (key, before, after, range) in lists where Set(before) != Set(after) {
      changes.append(
        SpecChange(
          .categoryOptionsChanged, category: id,
          "\(key) of category '\(id)' changed: \(SpecDiff.list(before)) → \(SpecDiff.list(after))",
          old: place.old, new: range ?? place.new))
    }
    let texts: [(String, LocalizedText?, LocalizedText?)] = [
      (
        "hiddenPreviewsBodyPlaceholder", old.hiddenPreviewsBodyPlaceholder,
        new.hiddenPreviewsBodyPlaceholder
      ),
      ("categorySummaryFormat", old.categorySummaryFormat, new.categorySummaryFormat),
    ]
    for (key, before, after) in texts where before?.text.value != after?.text.value {
      changes.append(
        SpecChange(
          .categoryTextChanged, category: id,
          "\(key) of category '\(id)' changed: \(quoted(before)) → \(quoted(after))",
          old: before?.range ?? place.old, new: after?.range ?? place.new))
    }
    return changes
  }

  /// A text in quotes, or `none`.
  func quoted(_ text: LocalizedText?) -> String {
    text.map { "'\($0.text.value)'" } ?? "none"
  }
}
