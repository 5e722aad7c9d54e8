// The changes of a category's dynamic-action machine, compared under the category's action
// renames: a state is the list of actions it shows (its old list read with the new ids), so a
// renamed action changes no state and no cell, and a state's name is compared on its own (the
// name a payload's start state and the generated `State` enum use). A state `states` names on
// both sides is that state even when what it shows changed.

/// Compares the explored machines of an old category and the new category that continues it.
struct MachineDiff {
  /// The old machine; nil when the old category had no `onTap`.
  let old: Machine?
  /// The new machine; nil when the new category has no `onTap`.
  let new: Machine?
  /// The old category, for locations and its `states` names.
  let oldCategory: CategoryDecl
  /// The new category, for locations, its `states` names and the id changes are filed under.
  let newCategory: CategoryDecl
  /// Old action id → new id, for the category's actions reported as renamed.
  let renamed: [String: String]
  /// The old category's `states` entries by the list they name (the first entry of a list).
  let oldEntries: [[String]: StateNameDecl]
  /// The new category's `states` entries by the list they name.
  let newEntries: [[String]: StateNameDecl]
  /// The old category's actions by id, for locations.
  let oldActions: [String: ActionDecl]
  /// The new category's actions by id, for locations.
  let newActions: [String: ActionDecl]

  /// Indexes both categories' state names and actions, so that each lookup is constant.
  init(
    old: Machine?, new: Machine?, oldCategory: CategoryDecl, newCategory: CategoryDecl,
    renamed: [String: String]
  ) {
    self.old = old
    self.new = new
    self.oldCategory = oldCategory
    self.newCategory = newCategory
    self.renamed = renamed
    oldEntries = Self.entries(oldCategory)
    newEntries = Self.entries(newCategory)
    oldActions = Dictionary(oldCategory.allActions.map { ($0.id.value, $0) }) { first, _ in first }
    newActions = Dictionary(newCategory.allActions.map { ($0.id.value, $0) }) { first, _ in first }
  }

  /// A category's `states` entries by the list they name; the first entry of a list wins, as
  /// in `StateNames`.
  static func entries(_ category: CategoryDecl) -> [[String]: StateNameDecl] {
    var entries: [[String]: StateNameDecl] = [:]
    for entry in category.states?.value ?? [] {
      let shows = entry.shows.value.map(\.value)
      if entries[shows] == nil { entries[shows] = entry }
    }
    return entries
  }

  /// The new category's id.
  var id: String { newCategory.id.value }

  /// A state of either machine: one of the new machine's (an old state that shows the same
  /// actions is that state), or an old one that no new state continues.
  enum StateRef: Hashable {
    /// A state of the new machine, by index.
    case new(Int)
    /// A state of the old machine that no new state continues, by index.
    case old(Int)
  }

  /// Where a tap goes: a state, or the interface closes with a response.
  enum Outcome: Hashable {
    /// The interface stays open in this state.
    case leads(StateRef)
    /// The interface closes with this response.
    case closes(ResponseOption)
  }

  /// A (state, tap) cell's key: the state and the tapped action's new id.
  struct CellKey: Hashable {
    /// The state the tap happens in.
    let state: StateRef
    /// The tapped action's id in the new set.
    let tap: String
  }

  /// One cell of one side, with the words its messages use on that side.
  struct Cell {
    /// Its key.
    let key: CellKey
    /// The tapped action's id as that side writes it.
    let tap: String
    /// The name of the state it happens in, on that side.
    let state: String
    /// Where it goes.
    let outcome: Outcome
    /// Where it goes in words (`leads to 'paused'`, `closes the interface (dismiss)`), with that
    /// side's state names.
    let text: String
  }

  /// States removed, renamed and added, then cells removed, changed and added; a machine that
  /// appears or disappears counts every one of its states and cells.
  func changes() -> [SpecChange] {
    guard old != nil || new != nil else { return [] }
    let oldStates = old?.states ?? []
    let newStates = new?.states ?? []
    let newIndex = Dictionary(newStates.enumerated().map { ($1, $0) }) { first, _ in first }
    // Renames map distinct old ids to distinct ids the old category lacked, so distinct old
    // states stay distinct and each new state continues at most one old state.
    var match: [Int?] = oldStates.map { newIndex[$0.map(translate)] }
    // A state `states` names on both sides whose shown actions changed is still that state:
    // its name is what payloads and app code know it by.
    let continued = Set(match.compactMap { $0 })
    let (oldNames, newNames) = (old?.stateNames ?? [], new?.stateNames ?? [])
    var namedNew: [String: Int] = [:]
    for (index, state) in newStates.enumerated()
    where !continued.contains(index) && newEntries[state] != nil {
      namedNew[newNames[index]] = index
    }
    for (index, state) in oldStates.enumerated()
    where match[index] == nil && oldEntries[state] != nil {
      match[index] = namedNew.removeValue(forKey: oldNames[index])
    }
    var changes = stateChanges(match)
    changes += cellChanges(match)
    return changes
  }

  /// An old action id in the new set's terms.
  func translate(_ action: String) -> String { renamed[action] ?? action }

  /// The states removed, renamed (or named differently) and added.
  func stateChanges(_ match: [Int?]) -> [SpecChange] {
    var changes: [SpecChange] = []
    let oldStates = old?.states ?? []
    let newStates = new?.states ?? []
    let oldNames = old?.stateNames ?? []
    let newNames = new?.stateNames ?? []
    for (index, name) in oldNames.enumerated() where match[index] == nil {
      changes.append(
        SpecChange(
          .stateRemoved, category: id,
          "state '\(name)' (showing \(SpecDiff.list(oldStates[index]))) of category '\(id)' "
            + "is no longer reachable",
          old: oldCategory.states?.range ?? oldCategory.id.range, new: newCategory.id.range))
    }
    for (index, target) in match.enumerated() {
      guard let target, oldNames[index] != newNames[target] else { continue }
      changes.append(
        nameChange(
          old: (oldNames[index], oldEntries[oldStates[index]]),
          new: (newNames[target], newEntries[newStates[target]]),
          shows: newStates[target]))
    }
    let continued = Set(match.compactMap { $0 })
    for (index, name) in newNames.enumerated() where !continued.contains(index) {
      changes.append(
        SpecChange(
          .stateAdded, category: id,
          "state '\(name)' (showing \(SpecDiff.list(newStates[index]))) of category '\(id)' "
            + "is reachable now",
          old: nil, new: newCategory.states?.range ?? newCategory.id.range))
    }
    return changes
  }

  /// The change of a state that shows the same actions under another name: a rename in
  /// `states`, or a change of the generated case name (a derived name that changed, or a name
  /// that `states` gives or no longer gives).
  func nameChange(
    old: (name: String, entry: StateNameDecl?), new: (name: String, entry: StateNameDecl?),
    shows: [String]
  ) -> SpecChange {
    let state = "state '\(old.name)' (showing \(SpecDiff.list(shows))) of category '\(id)'"
    let oldRange = old.entry?.name.range ?? oldCategory.states?.range ?? oldCategory.id.range
    let newRange = new.entry?.name.range ?? newCategory.states?.range ?? newCategory.id.range
    switch (old.entry, new.entry) {
    case (.some, .some):
      return SpecChange(
        .stateRenamed, category: id, "\(state) was renamed to '\(new.name)' in 'states'",
        old: oldRange, new: newRange)
    case (.some, nil):
      return SpecChange(
        .stateNameChanged, category: id,
        "\(state) is no longer named in 'states': its generated name is '\(new.name)' now",
        old: oldRange, new: newRange)
    case (nil, .some):
      return SpecChange(
        .stateNameChanged, category: id,
        "\(state) is named '\(new.name)' in 'states' now: its generated name changed",
        old: oldRange, new: newRange)
    case (nil, nil):
      return SpecChange(
        .stateNameChanged, category: id,
        "the derived name of \(state) changed to '\(new.name)'", old: oldRange, new: newRange)
    }
  }

  /// The cells removed, changed and added.
  func cellChanges(_ match: [Int?]) -> [SpecChange] {
    var changes: [SpecChange] = []
    let before = oldCells(match)
    let after = newCells()
    // Dictionaries throughout, so a wide machine costs its states and cells, not their product.
    WorkMeter.add(match.count + (new?.states.count ?? 0) + before.count + after.count)
    let beforeByKey = Dictionary(before.map { ($0.key, $0) }) { first, _ in first }
    let afterByKey = Dictionary(after.map { ($0.key, $0) }) { first, _ in first }
    for cell in before where afterByKey[cell.key] == nil {
      changes.append(
        SpecChange(
          .transitionRemoved, category: id,
          "tapping '\(cell.tap)' in state '\(cell.state)' of category '\(id)' is no longer "
            + "possible (was: \(cell.text))",
          old: oldTapRange(cell.tap), new: newCategory.id.range))
    }
    for cell in after {
      guard let was = beforeByKey[cell.key] else {
        changes.append(
          SpecChange(
            .transitionAdded, category: id,
            "tapping '\(cell.tap)' in state '\(cell.state)' of category '\(id)' is possible "
              + "now: it \(cell.text)",
            old: nil, new: newTapRange(cell.tap)))
        continue
      }
      if was.outcome != cell.outcome {
        changes.append(
          SpecChange(
            .transitionChanged, category: id,
            "tapping '\(cell.tap)' in state '\(cell.state)' of category '\(id)' now "
              + "\(cell.text) (was: \(was.text))",
            old: oldTapRange(was.tap), new: newTapRange(cell.tap)))
      }
    }
    return changes
  }

  /// The old machine's cells, in exploration order, keyed in the new machine's terms.
  func oldCells(_ match: [Int?]) -> [Cell] {
    guard let machine = old else { return [] }
    let ref = { (state: Int) in match[state].map(StateRef.new) ?? .old(state) }
    return machine.transitions.map { transition in
      cell(
        transition, in: machine,
        key: CellKey(state: ref(transition.from), tap: translate(transition.tap)),
        outcome: transition.to.map { .leads(ref($0)) } ?? .closes(transition.response))
    }
  }

  /// The new machine's cells, in exploration order.
  func newCells() -> [Cell] {
    guard let machine = new else { return [] }
    return machine.transitions.map { transition in
      cell(
        transition, in: machine, key: CellKey(state: .new(transition.from), tap: transition.tap),
        outcome: transition.to.map { .leads(.new($0)) } ?? .closes(transition.response))
    }
  }

  /// A cell of `machine`, described with that machine's names.
  func cell(_ transition: Transition, in machine: Machine, key: CellKey, outcome: Outcome) -> Cell {
    let text =
      transition.to.map { "leads to '\(machine.stateNames[$0])'" }
      ?? "closes the interface (\(transition.response.rawValue))"
    return Cell(
      key: key, tap: transition.tap, state: machine.stateNames[transition.from],
      outcome: outcome, text: text)
  }

  /// Where a tap is declared in the old category: its `onTap` block, else its id, else the
  /// category.
  func oldTapRange(_ tap: String) -> SourceRange {
    oldActions[tap].map { $0.onTap?.range ?? $0.id.range } ?? oldCategory.id.range
  }

  /// Where a tap is declared in the new category, as `oldTapRange(_:)`.
  func newTapRange(_ tap: String) -> SourceRange {
    newActions[tap].map { $0.onTap?.range ?? $0.id.range } ?? newCategory.id.range
  }
}
