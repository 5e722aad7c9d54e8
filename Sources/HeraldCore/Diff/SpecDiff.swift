// Compares two validated spec sets by ids, not by text, and classifies every change.

/// The comparison behind `herald diff`.
public enum SpecDiff {
  /// Every change from `old` to `new`: the shared settings first, then the registration's
  /// parameters (by name), then removed categories (in old order), then each category of the
  /// new set in its order (its own changes, its payload's, then its machine's), then the named
  /// payload types', then the content extensions'. Ids are compared, so reordering files or
  /// keys changes nothing, and text that means the same (a flow list, a quoted scalar) is no
  /// change.
  public static func compare(old: ValidatedSpec, new: ValidatedSpec) -> [SpecChange] {
    var changes = SettingsDiff(old: old.set, new: new.set).changes()
    WorkMeter.add(old.set.categories.count + new.set.categories.count)
    let context = DiffContext(old: old.set, new: new.set)
    let oldByID = firstByID(old.set.categories)
    let newByID = firstByID(new.set.categories)
    changes += context.parameters.changes(
      newCategories: newByID, newStart: .fileStart(new.set.files.first?.path ?? ""))
    let removed = old.set.categories.filter { newByID[$0.id.value] == nil && isFirst($0, oldByID) }
    let added = new.set.categories.filter { oldByID[$0.id.value] == nil && isFirst($0, newByID) }
    // Same action ids first (a category renamed alone), then same titles and shapes among the
    // rest (its action ids renamed too).
    let byIDs = RenameMatcher.pairs(
      removed: removed, added: added, signature: RenameMatcher.actionIDs(of:))
    let pairedOld = Set(byIDs.map(\.old.id.value))
    let pairedNew = Set(byIDs.map(\.new.id.value))
    let renames =
      byIDs
      + RenameMatcher.pairs(
        removed: removed.filter { !pairedOld.contains($0.id.value) },
        added: added.filter { !pairedNew.contains($0.id.value) },
        signature: RenameMatcher.signature(of:))
    var oldFor: [String: CategoryDecl] = [:]  // new id → the old category it continues
    for category in new.set.categories where isFirst(category, newByID) {
      if let previous = oldByID[category.id.value] { oldFor[category.id.value] = previous }
    }
    for (previous, next) in renames { oldFor[next.id.value] = previous }
    let renamedOld = Set(renames.map(\.old.id.value))
    for category in removed where !renamedOld.contains(category.id.value) {
      changes.append(
        SpecChange(
          .categoryRemoved, category: category.id.value,
          "category '\(category.id.value)' was removed", old: category.id.range, new: nil))
    }
    let moves = ActionMoves(old: old.set, new: new.set, continuing: oldFor)
    let payloads = PayloadDiff(old: old.payload, new: new.payload)
    let oldMachines = Dictionary(old.machines.map { ($0.category, $0) }) { first, _ in first }
    let newMachines = Dictionary(new.machines.map { ($0.category, $0) }) { first, _ in first }
    for category in new.set.categories where isFirst(category, newByID) {
      guard let previous = oldFor[category.id.value] else {
        changes.append(
          SpecChange(
            .categoryAdded, category: category.id.value,
            "category '\(category.id.value)' was added", old: nil, new: category.id.range))
        continue
      }
      if previous.id.value != category.id.value {
        changes.append(
          SpecChange(
            .categoryRenamed, category: category.id.value,
            "category '\(previous.id.value)' was renamed to '\(category.id.value)'",
            old: previous.id.range, new: category.id.range))
      }
      let diff = CategoryDiff(old: previous, new: category, moves: moves, context: context)
      changes += diff.changes()
      changes += payloads.changes(old: previous, new: category)
      changes += MachineDiff(
        old: oldMachines[previous.id.value], new: newMachines[category.id.value],
        oldCategory: previous, newCategory: category, renamed: diff.renamedActions
      ).changes()
    }
    changes += payloads.typeChanges()
    changes += payloads.pushChanges()
    changes += ExtensionDiff(old: old.set, new: new.set, continuing: oldFor).changes()
    changes += ServiceExtensionDiff(old: old.set, new: new.set, continuing: oldFor).changes()
    return changes
  }

  /// The first category of each id (a later duplicate is an error, so a valid set has none).
  static func firstByID(_ categories: [CategoryDecl]) -> [String: CategoryDecl] {
    Dictionary(categories.map { ($0.id.value, $0) }) { first, _ in first }
  }

  /// Whether `category` is the one its id stands for.
  static func isFirst(_ category: CategoryDecl, _ byID: [String: CategoryDecl]) -> Bool {
    byID[category.id.value] === category
  }

  /// `[a, b]`, for option lists in messages.
  static func list(_ values: [String]) -> String {
    "[" + values.joined(separator: ", ") + "]"
  }
}

/// Action ids that left one category and appear in another: a move, which breaks the
/// responses of the old category however the action looks now.
struct ActionMoves {
  /// Action id → the new id of the category it moved to, for ids gone from their category.
  let destination: [String: String]
  /// Ids that arrived by a move, per new category id: never paired as renames there, and
  /// reported as added with `(moved here)`.
  let arrived: [String: Set<String>]

  /// Finds the moves between categories that continue (same id or renamed) or are new.
  init(old: SpecSet, new: SpecSet, continuing oldFor: [String: CategoryDecl]) {
    var gone: [String: String] = [:]  // action id → old category id
    var arrivals: [String: String] = [:]  // action id → new category id
    let continued = Dictionary(oldFor.map { ($0.value.id.value, $0.key) }) { first, _ in first }
    let newByID = SpecDiff.firstByID(new.categories)
    for category in old.categories {
      guard let newID = continued[category.id.value], let next = newByID[newID] else {
        continue
      }
      let kept = Set(next.allActions.map(\.id.value))
      for action in category.allActions where !kept.contains(action.id.value) {
        gone[action.id.value] = category.id.value
      }
    }
    for category in new.categories {
      let before = Set(oldFor[category.id.value]?.allActions.map(\.id.value) ?? [])
      for action in category.allActions where !before.contains(action.id.value) {
        if arrivals[action.id.value] == nil { arrivals[action.id.value] = category.id.value }
      }
    }
    var destination: [String: String] = [:]
    var arrived: [String: Set<String>] = [:]
    for (action, _) in gone {
      guard let target = arrivals[action] else { continue }
      destination[action] = target
      arrived[target, default: []].insert(action)
    }
    self.destination = destination
    self.arrived = arrived
  }
}
