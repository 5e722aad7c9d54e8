// The changes inside one category that continues from the old set to the new: its settings,
// Swift names, availability, keys and start state, its actions (removed, renamed, moved, added,
// reordered) with each kept action's parts, and its scenarios.

/// Compares one old category with the new category that continues it.
struct CategoryDiff {
  /// The old category.
  let old: CategoryDecl
  /// The new category (the same id, or the one it was renamed to).
  let new: CategoryDecl
  /// The actions that moved between categories.
  let moves: ActionMoves
  /// The two sets.
  let context: DiffContext
  /// The likely renames among the category's actions (`RenameMatcher`), in old order.
  let renames: [(old: ActionDecl, new: ActionDecl)]

  /// Pairs the actions that were likely renamed.
  init(old: CategoryDecl, new: CategoryDecl, moves: ActionMoves, context: DiffContext) {
    self.old = old
    self.new = new
    self.moves = moves
    self.context = context
    let newIDs = Set(new.allActions.map(\.id.value))
    let oldIDs = Set(old.allActions.map(\.id.value))
    let gone = old.allActions.filter {
      !newIDs.contains($0.id.value) && moves.destination[$0.id.value] == nil
    }
    let arrivedHere = moves.arrived[new.id.value] ?? []
    let fresh = new.allActions.filter {
      !oldIDs.contains($0.id.value) && !arrivedHere.contains($0.id.value)
    }
    renames = RenameMatcher.pairs(
      removed: gone, added: fresh, signature: RenameMatcher.signature(of:))
  }

  /// The new category's id, which every change is filed under.
  var id: String { new.id.value }

  /// Old action id → new id, for every action reported as renamed: the machine and the
  /// scenarios are compared through it, so a rename changes no state, cell or scenario.
  var renamedActions: [String: String] {
    Dictionary(renames.map { ($0.old.id.value, $0.new.id.value) }) { first, _ in first }
  }

  /// Every change: settings first, then actions in old order, additions in new order, the
  /// order of the actions, then the scenarios.
  func changes() -> [SpecChange] {
    var changes = settingChanges() + ownChanges()
    WorkMeter.add(old.allActions.count + new.allActions.count)
    let newActions = Dictionary(new.allActions.map { ($0.id.value, $0) }) { first, _ in first }
    let oldActions = Dictionary(old.allActions.map { ($0.id.value, $0) }) { first, _ in first }
    let arrivedHere = moves.arrived[id] ?? []
    let renamedTo = Dictionary(renames.map { ($0.old.id.value, $0.new) }) { first, _ in first }
    let renamedFrom = Set(renames.map(\.new.id.value))
    let oldNames = SwiftNames.actionCaseNames(in: old)
    let newNames = SwiftNames.actionCaseNames(in: new)
    let compare = { (action: ActionDecl, next: ActionDecl) in
      ActionDiff(
        old: action, new: next, category: id, oldCategory: old.id.value,
        names: (oldNames[action.id.value], newNames[next.id.value]), context: context
      ).changes()
    }
    for action in old.allActions {
      let name = action.id.value
      if let next = newActions[name] {
        changes += compare(action, next)
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
        changes += compare(action, next)
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
    // Renamed actions count under their new ids, so a rename alone reorders nothing.
    let renamed = renamedActions
    let oldShown = old.actions.map { renamed[$0.id.value] ?? $0.id.value }
    let kept = Set(oldShown).intersection(new.actions.map(\.id.value))
    let oldOrder = oldShown.filter(kept.contains)
    let newOrder = new.actions.map(\.id.value).filter(kept.contains)
    if oldOrder != newOrder {
      changes.append(
        SpecChange(
          .actionsReordered, category: id,
          "the actions of category '\(id)' are shown in another order: "
            + "\(SpecDiff.list(oldOrder)) → \(SpecDiff.list(newOrder))",
          old: old.id.range, new: new.id.range))
    }
    changes += ScenarioDiff(old: old, new: new, renamed: renamed).changes()
    return changes
  }

  /// Changes of the category's Swift names, availability, localization keys, `makeCategory(…)`
  /// parameters and start state.
  func ownChanges() -> [SpecChange] {
    var changes: [SpecChange] = []
    if let change = SwiftNameDiff.category(old, new, context: context) { changes.append(change) }
    changes += AvailabilityDiff(platforms: context.new.platforms).changes(
      old: old.availability, new: new.availability, subject: "category '\(id)'", category: id,
      places: (old.id.range, new.id.range))
    if context.localizedInBoth { changes += LocalizationKeyDiff.category(old, new) }
    changes += context.parameters.changes(old: old, new: new)
    switch (old.startState, new.startState) {
    case (nil, let after?):
      changes.append(
        SpecChange(
          .startStateAdded, category: id,
          "category '\(id)' starts in the state a payload names under "
            + "'\(after.value.userInfoKey.value)' now",
          old: nil, new: after.range))
    case (let before?, nil):
      changes.append(
        SpecChange(
          .startStateChanged, category: id,
          "category '\(id)' no longer starts in the state a payload names under "
            + "'\(before.value.userInfoKey.value)' ('startState' was removed)",
          old: before.range, new: new.id.range))
    case (let before?, let after?)
    where before.value.userInfoKey.value != after.value.userInfoKey.value:
      changes.append(
        SpecChange(
          .startStateChanged, category: id,
          "the payload key of the start state of category '\(id)' changed: "
            + "'\(before.value.userInfoKey.value)' → '\(after.value.userInfoKey.value)'",
          old: before.value.userInfoKey.range, new: after.value.userInfoKey.range))
    default:
      break
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
    for (key, before, after) in texts where !VisibleTextDiff.same(before, after) {
      changes.append(
        SpecChange(
          .categoryTextChanged, category: id,
          "\(key) of category '\(id)' changed: \(quoted(before)) → \(quoted(after))",
          old: before?.range ?? place.old, new: after?.range ?? place.new))
    }
    return changes
  }

  /// A text in quotes with its arguments, or `none`.
  func quoted(_ text: LocalizedText?) -> String { VisibleTextDiff.describe(text) }
}
