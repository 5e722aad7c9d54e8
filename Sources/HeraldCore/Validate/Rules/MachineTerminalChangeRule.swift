/// Rule `machine-terminal-change`: a tap that closes the interface and changes the list.

/// Warns when a terminal tap also changes the shown actions, a change nobody sees.
struct MachineTerminalChangeRule: CategoryRule {
  /// The ids this rule reports.
  var ids: [RuleID] { [.machineTerminalChange] }

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
      diagnostics.warning(
        .machineTerminalChange,
        "tapping '\(transition.tap)' closes the interface ('\(transition.response.rawValue)'), so its change to the shown actions is never seen",
        at: onTap.response?.range ?? onTap.range)
    }
  }
}
