// Rule `machine-terminal-change`: a tap that closes the interface and changes the list.

/// Warns when a terminal tap also changes the shown actions, a change nobody sees.
struct MachineTerminalChangeRule: CategoryRule {
  /// The records of the ids this rule owns, declared below; the registry collects them.
  var records: [RuleDescription] { [Self.description] }

  /// Checks every terminal transition, once per tapped action.
  func check(
    _ category: CategoryDecl, _ machine: Machine?, _ context: ValidationContext,
    _ diagnostics: inout DiagnosticsEngine
  ) {
    guard let machine else { return }
    var reported = Set<String>()
    for transition in machine.transitions where transition.isTerminal {
      guard transition.result != machine.states[transition.from],
        reported.insert(transition.tap).inserted,
        let onTap = category.allActions.first(where: { $0.id.value == transition.tap })?.onTap
      else { continue }
      diagnostics.report(
        Self.description,
        "tapping '\(transition.tap)' closes the interface ('\(transition.response.rawValue)'), so its change to the shown actions is never seen",
        at: onTap.response?.range ?? onTap.range)
    }
  }
}

extension RuleID {
  /// `machine-terminal-change`, described by `MachineTerminalChangeRule.description`.
  public static let machineTerminalChange = RuleID("machine-terminal-change")
}

extension MachineTerminalChangeRule {
  /// The record of `machine-terminal-change`.
  static let description = RuleDescription(
    id: .machineTerminalChange, severity: .warning,
    summary: "A tap that closes the interface also changes the list.",
    scopes: .actions,
    examples: .specs(
      triggering: MachineRuleExamples.spec(
        actions: ["{ id: a, title: A, onTap: { becomes: b, response: ↓dismiss } }"],
        alternates: ["{ id: b, title: B }"]),
      nonTriggering: MachineRuleExamples.spec(alternates: [
        "{ id: b, title: B, onTap: { response: dismiss } }"
      ])))
}
