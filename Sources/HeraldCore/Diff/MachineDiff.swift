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
    for (index, name) in oldStates.enumerated() where !newStates.contains(name) {
      let shows = SpecDiff.list(old?.states[index] ?? [])
      changes.append(
        SpecChange(
          .stateRemoved, category: id,
          "state '\(name)' (showing \(shows)) of category '\(id)' is no longer reachable",
          old: oldCategory.states?.range ?? oldCategory.id.range, new: newCategory.id.range))
    }
    for (index, name) in newStates.enumerated() where !oldStates.contains(name) {
      let shows = SpecDiff.list(new?.states[index] ?? [])
      changes.append(
        SpecChange(
          .stateAdded, category: id,
          "state '\(name)' (showing \(shows)) of category '\(id)' is reachable now",
          old: nil, new: statesRange))
    }
    let before = cells(old)
    let after = cells(new)
    let beforeByKey = Dictionary(before.map { ($0.key, $0.text) }) { first, _ in first }
    let afterByKey = Dictionary(after.map { ($0.key, $0.text) }) { first, _ in first }
    for (key, cell) in before where afterByKey[key] == nil {
      changes.append(
        SpecChange(
          .transitionRemoved, category: id,
          "tapping '\(key.tap)' in state '\(key.state)' of category '\(id)' is no longer possible (was: \(cell))",
          old: tapRange(key.tap, in: oldCategory), new: newCategory.id.range))
    }
    for (key, cell) in after {
      guard let was = beforeByKey[key] else {
        changes.append(
          SpecChange(
            .transitionAdded, category: id,
            "tapping '\(key.tap)' in state '\(key.state)' of category '\(id)' is possible now: it \(cell)",
            old: nil, new: tapRange(key.tap, in: newCategory)))
        continue
      }
      if was != cell {
        changes.append(
          SpecChange(
            .transitionChanged, category: id,
            "tapping '\(key.tap)' in state '\(key.state)' of category '\(id)' now \(cell) (was: \(was))",
            old: tapRange(key.tap, in: oldCategory), new: tapRange(key.tap, in: newCategory)))
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

  /// Where a tap is declared: its `onTap` block, else its id; nil when the category lacks it.
  func tapRange(_ tap: String, in category: CategoryDecl) -> SourceRange? {
    guard let action = category.allActions.first(where: { $0.id.value == tap }) else {
      return category.id.range
    }
    return action.onTap?.range ?? action.id.range
  }
}
