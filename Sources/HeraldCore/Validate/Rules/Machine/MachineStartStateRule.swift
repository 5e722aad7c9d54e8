// Rule `machine-start-state`: a category's `startState` can work. A payload names the state to
// start in, so there must be a machine, named states to choose from, and a key the payload may use.

/// Checks `startState` against the category's machine and its `states`.
struct MachineStartStateRule: CategoryRule {
  /// The records of the ids this rule owns, declared below; the registry collects them.
  var records: [RuleDescription] { [Self.description] }

  /// The top-level payload key APNs reserves for itself.
  static let apnsKey = "aps"

  /// Checks the declaration, reporting at the key or the whole `startState`.
  func check(
    _ category: CategoryDecl, _ machine: Machine?, _ context: ValidationContext,
    _ diagnostics: inout DiagnosticsEngine
  ) {
    guard let start = category.startState else { return }
    let id = category.id.value
    let key = start.value.userInfoKey
    if key.value.isEmpty {
      diagnostics.report(
        Self.description, as: .error,
        "'userInfoKey' is empty; give the payload key that names the state",
        at: key.range)
    } else if key.value == Self.apnsKey {
      diagnostics.report(
        Self.description, as: .error,
        "'userInfoKey' cannot be 'aps': APNs reserves that key for its own dictionary; use a custom key such as 'state'",
        at: key.range)
    }
    guard category.allActions.contains(where: \.hasOnTap) else {
      diagnostics.report(
        Self.description, as: .warning,
        "category '\(id)' declares 'startState', but without any 'onTap' it has no dynamic-action machine to start in a state; add 'onTap' or remove 'startState'",
        at: start.range)
      return
    }
    guard let states = category.states, !states.value.isEmpty else {
      diagnostics.report(
        Self.description, as: .error,
        "category '\(id)' declares 'startState', but names no states for a payload to choose from; name them in 'states' (a payload sends one of those names, which stay stable when actions are renamed)",
        at: start.range)
      return
    }
  }
}

extension RuleID {
  /// `machine-start-state`, described by `MachineStartStateRule.description`.
  public static let machineStartState = RuleID("machine-start-state")
}

extension MachineStartStateRule {
  /// The record of `machine-start-state`.
  static let description = RuleDescription(
    id: .machineStartState, severities: [.error, .warning],
    summary: "A `startState` with no machine, no named states, or an unusable payload key.",
    scopes: .category,
    examples: .specs(
      triggering: MachineRuleExamples.spec(lines: ["startState: ↓{ userInfoKey: state }"]),
      nonTriggering: MachineRuleExamples.spec(lines: [
        "states: { showingA: [a], showingB: [b] }", "startState: { userInfoKey: state }",
      ])))
}
