// Rules `machine-unknown-state`, `machine-state-named-twice` and `machine-states-unused`, and the
// state-name checks of `swift-name` and `swift-name-collision`: the names in `states` are valid,
// each names one reachable state, and none meets a derived name.

/// Checks a category's `states` against its explored machine.
struct MachineStateNameRule: CategoryRule {
  /// The records of the ids this rule owns, declared below; the registry collects them.
  var records: [RuleDescription] {
    [Self.machineStateNamedTwice, Self.machineStatesUnused, Self.machineUnknownState]
  }
  /// The records of the ids this rule also reports, owned by another stage.
  var sharedRecords: [RuleDescription] {
    [SpecDecoder.swiftName, SwiftNameRule.swiftNameCollision]
  }

  /// Most reachable states a `machine-unknown-state` message lists.
  static let listedStates = 8

  /// Checks every entry of `states`: its name, its ids, the state it matches.
  func check(
    _ category: CategoryDecl, _ machine: Machine?, _ context: ValidationContext,
    _ diagnostics: inout DiagnosticsEngine
  ) {
    guard let states = category.states, !states.value.isEmpty else { return }
    guard category.allActions.contains(where: \.hasOnTap) else {
      diagnostics.report(
        Self.machineStatesUnused,
        "category '\(category.id.value)' names states, but without any 'onTap' it has no dynamic-action machine to name them in; add 'onTap' or remove 'states'",
        at: states.range)
      return
    }
    var firstName: [Int: StateNameDecl] = [:]
    var ids = IDLookup(category, states.value)
    for entry in states.value {
      let validName = checkName(entry.name, &diagnostics)
      guard knowsEveryID(entry, category, &ids, &diagnostics), let machine, !machine.exceededLimit,
        let index = match(entry, machine, &diagnostics)
      else { continue }
      if let first = firstName[index] {
        diagnostics.report(
          Self.machineStateNamedTwice,
          "state '\(entry.name.value)' names \(ValidationContext.describe(list: machine.states[index])), which state '\(first.name.value)' already names; a state has one name",
          at: entry.name.range,
          notes: [DiagnosticNote("'\(first.name.value)' is named here", at: first.name.range)])
        continue
      }
      firstName[index] = entry
      guard validName,
        let other = machine.stateNames.indices.first(where: {
          $0 != index && machine.stateNames[$0] == entry.name.value
        })
      else { continue }
      diagnostics.report(
        SwiftNameRule.swiftNameCollision,
        "state name '\(entry.name.value)' is also the name Herald derives for the unnamed state \(ValidationContext.describe(list: machine.states[other])); name that state in 'states' too, or choose another name",
        at: entry.name.range)
    }
  }

  /// Reports a name that is not a lowerCamelCase identifier; returns whether it is one.
  func checkName(_ name: Located<String>, _ diagnostics: inout DiagnosticsEngine) -> Bool {
    guard !StateNames.isValidName(name.value) else { return true }
    let suggestion = StateNames.suggestion(for: name.value)
    let hint = suggestion.map { "; did you mean '\($0)'?" } ?? ""
    diagnostics.report(
      SpecDecoder.swiftName,
      "'\(name.value)' is not a valid state name: state names are lowerCamelCase Swift identifiers (a lowercase letter, then letters and digits; no keyword, no 'allCases' or 'hashValue')\(hint)",
      at: name.range,
      fixIts: suggestion.map { [FixIt(range: name.range, replacement: $0)] } ?? [])
    return false
  }

  /// The category's action ids, and the suggestions for the ids `states` lists that are none:
  /// one index per category, built at the first unknown id.
  struct IDLookup {
    /// The ids of the category's actions and alternates.
    let declared: Set<String>
    /// How many listed ids are unknown, over every entry.
    let unknown: Int
    /// The suggestion index, once an unknown id needs it.
    var suggestions: SuggestionIndex?

    /// Looks up the category's ids and counts the unknown ones `entries` list.
    init(_ category: CategoryDecl, _ entries: [StateNameDecl]) {
      let declared = OnTapReferenceRule.declaredIDs(category)
      self.declared = declared
      unknown = entries.reduce(0) { count, entry in
        count + entry.shows.value.filter { !declared.contains($0.value) }.count
      }
    }
  }

  /// Reports every listed id that is not an action or alternate of the category; returns
  /// whether there was none.
  func knowsEveryID(
    _ entry: StateNameDecl, _ category: CategoryDecl, _ ids: inout IDLookup,
    _ diagnostics: inout DiagnosticsEngine
  ) -> Bool {
    var clean = true
    for id in entry.shows.value where !ids.declared.contains(id.value) {
      clean = false
      if ids.suggestions == nil {
        ids.suggestions = SuggestionIndex(category.allActions.map(\.id.value))
      }
      let (match, notes) = ids.suggestions!.suggest(id.value, among: ids.unknown)
      diagnostics.report(
        Self.machineUnknownState,
        "state '\(entry.name.value)' lists '\(id.value)', which is not an action or alternate of category '\(category.id.value)'\(Suggestion.didYouMean(match))",
        at: id.range, notes: notes,
        fixIts: match.map { [FixIt(range: id.range, replacement: $0)] } ?? [])
    }
    return clean
  }

  /// The reachable state the entry lists, or nil after reporting that none matches: with the
  /// state that shows the same actions in another order, or else the reachable states.
  func match(_ entry: StateNameDecl, _ machine: Machine, _ diagnostics: inout DiagnosticsEngine)
    -> Int?
  {
    let shows = entry.shows.value.map(\.value)
    if let index = machine.state(showing: shows) { return index }
    let listed = ValidationContext.describe(list: shows)
    let hint: String
    if let reordered = machine.states.first(where: { $0.sorted() == shows.sorted() }) {
      hint =
        "; did you mean \(ValidationContext.describe(list: reordered))? The order is the shown order"
    } else {
      let shown = machine.states.prefix(Self.listedStates).map(ValidationContext.describe(list:))
      let more = machine.states.count - shown.count
      hint =
        "; the reachable states show \(shown.joined(separator: ", "))"
        + (more > 0 ? " and \(more) more (see 'herald explore')" : "")
    }
    diagnostics.report(
      Self.machineUnknownState,
      "state '\(entry.name.value)' lists \(listed), which no reachable state shows\(hint)",
      at: entry.shows.range)
    return nil
  }
}

extension RuleID {
  /// `machine-unknown-state`, described by `MachineStateNameRule.machineUnknownState`.
  public static let machineUnknownState = RuleID("machine-unknown-state")
  /// `machine-state-named-twice`, described by `MachineStateNameRule.machineStateNamedTwice`.
  public static let machineStateNamedTwice = RuleID("machine-state-named-twice")
  /// `machine-states-unused`, described by `MachineStateNameRule.machineStatesUnused`.
  public static let machineStatesUnused = RuleID("machine-states-unused")
}

extension MachineStateNameRule {
  /// The record of `machine-unknown-state`.
  static let machineUnknownState = RuleDescription(
    id: .machineUnknownState, severity: .error,
    summary: "A named state lists actions that no reachable state shows, in that order.",
    scopes: .category,
    examples: .specs(
      triggering: MachineRuleExamples.spec(lines: ["states: { showingA: [a], showingC: [↓c] }"]),
      nonTriggering: MachineRuleExamples.spec(lines: ["states: { showingA: [a], showingB: [b] }"])))

  /// The record of `machine-state-named-twice`.
  static let machineStateNamedTwice = RuleDescription(
    id: .machineStateNamedTwice, severity: .error,
    summary: "Two names in `states` list the same state.",
    scopes: .category,
    examples: .specs(
      triggering: MachineRuleExamples.spec(lines: ["states: { showingA: [a], ↓initial: [a] }"]),
      nonTriggering: MachineRuleExamples.spec(lines: ["states: { showingA: [a] }"])))

  /// The record of `machine-states-unused`.
  static let machineStatesUnused = RuleDescription(
    id: .machineStatesUnused, severity: .warning,
    summary: "A category without `onTap` names states of a machine it does not have.",
    scopes: .category,
    examples: .specs(
      triggering: MachineRuleExamples.spec(
        actions: ["{ id: a, title: A }"], alternates: [], lines: ["states: ↓{ showingA: [a] }"],
        served: false),
      nonTriggering: MachineRuleExamples.spec(
        actions: ["{ id: a, title: A }"], alternates: [], served: false)))
}
