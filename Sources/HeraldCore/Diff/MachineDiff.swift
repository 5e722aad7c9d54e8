// The changes of a category's dynamic-action machine, in the machine's own terms: states by
// their names (the names a payload's start state and the generated `State` enum use) and
// (state, tap) cells.

/// Compares the explored machines of an old category and the new category that continues it.
struct MachineDiff {
  /// The old machine; nil when the old category had no `onTap`.
  let old: Machine?
  /// The new machine; nil when the new category has no `onTap`.
  let new: Machine?
  /// The old category, for locations.
  let oldCategory: CategoryDecl
  /// The new category, for locations and the id changes are filed under.
  let newCategory: CategoryDecl

  /// The new category's id.
  var id: String { newCategory.id.value }

  /// States removed and added, then cells removed, changed and added; a machine that appears
  /// or disappears counts every one of its states and cells.
  func changes() -> [SpecChange] {
    guard old != nil || new != nil else { return [] }
    var changes: [SpecChange] = []
    let oldStates = old?.stateNames ?? []
    let newStates = new?.stateNames ?? []
    let statesRange = newCategory.states?.range ?? newCategory.id.range
    // Sets and tables, so that a wide machine costs its states and cells, not their product.
    let (oldNames, newNames) = (Set(oldStates), Set(newStates))
    let (oldTaps, newTaps) = (TapRanges(oldCategory), TapRanges(newCategory))
    for (index, name) in oldStates.enumerated() where !newNames.contains(name) {
      let shows = SpecDiff.list(old?.states[index] ?? [])
      changes.append(
        SpecChange(
          .stateRemoved, category: id,
          "state '\(name)' (showing \(shows)) of category '\(id)' is no longer reachable",
          old: oldCategory.states?.range ?? oldCategory.id.range, new: newCategory.id.range))
    }
    for (index, name) in newStates.enumerated() where !oldNames.contains(name) {
      let shows = SpecDiff.list(new?.states[index] ?? [])
      changes.append(
        SpecChange(
          .stateAdded, category: id,
          "state '\(name)' (showing \(shows)) of category '\(id)' is reachable now",
          old: nil, new: statesRange))
    }
    let before = cells(old)
    let after = cells(new)
    WorkMeter.add(oldStates.count + newStates.count + before.count + after.count)
    let beforeByKey = Dictionary(before.map { ($0.key, $0.text) }) { first, _ in first }
    let afterByKey = Dictionary(after.map { ($0.key, $0.text) }) { first, _ in first }
    for (key, cell) in before where afterByKey[key] == nil {
      changes.append(
        SpecChange(
          .transitionRemoved, category: id,
          "tapping '\(key.tap)' in state '\(key.state)' of category '\(id)' is no longer possible (was: \(cell))",
          old: oldTaps.range(of: key.tap), new: newCategory.id.range))
    }
    for (key, cell) in after {
      guard let was = beforeByKey[key] else {
        changes.append(
          SpecChange(
            .transitionAdded, category: id,
            "tapping '\(key.tap)' in state '\(key.state)' of category '\(id)' is possible now: it \(cell)",
            old: nil, new: newTaps.range(of: key.tap)))
        continue
      }
      if was != cell {
        changes.append(
          SpecChange(
            .transitionChanged, category: id,
            "tapping '\(key.tap)' in state '\(key.state)' of category '\(id)' now \(cell) (was: \(was))",
            old: oldTaps.range(of: key.tap), new: newTaps.range(of: key.tap)))
      }
    }
    return changes
  }

  /// A (state, tap) cell's key, by the state's name.
  struct CellKey: Hashable {
    /// The name of the state the tap happens in.
    let state: String
    /// The tapped action id.
    let tap: String
  }

  /// The cells of a machine, in exploration order, each described in words (`leads to 'paused'`,
  /// `closes the interface (dismiss)`), so that two cells differ exactly when their words do.
  func cells(_ machine: Machine?) -> [(key: CellKey, text: String)] {
    guard let machine else { return [] }
    return machine.transitions.map { transition in
      let key = CellKey(state: machine.stateNames[transition.from], tap: transition.tap)
      guard let next = transition.to else {
        return (key, "closes the interface (\(transition.response.rawValue))")
      }
      return (key, "leads to '\(machine.stateNames[next])'")
    }
  }
}

/// Where each tap of a category is declared: its `onTap` block, else its id; the category's id
/// for a tap it lacks. Looked up once per category.
struct TapRanges {
  /// The first declaration of each action and alternate id.
  let byID: [String: SourceRange]
  /// The category's id, for taps it lacks.
  let fallback: SourceRange

  /// Indexes the category's actions and alternates.
  init(_ category: CategoryDecl) {
    var byID: [String: SourceRange] = [:]
    for action in category.allActions where byID[action.id.value] == nil {
      byID[action.id.value] = action.onTap?.range ?? action.id.range
    }
    self.byID = byID
    fallback = category.id.range
  }

  /// The range of `tap`'s declaration.
  func range(of tap: String) -> SourceRange { byID[tap] ?? fallback }
}
