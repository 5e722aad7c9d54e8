/// Rules `machine-source-not-shown`, `machine-duplicate-action`, `machine-too-many-shown`,
/// `machine-state-limit`: taps that cannot happen, found by exploring.

/// Reports each fault the explorer found, with the shortest tap path that reaches it.
struct MachineFaultRule: CategoryRule {
  /// The ids this rule reports.
  var ids: [RuleID] {
    [.machineSourceNotShown, .machineDuplicateAction, .machineTooManyShown, .machineStateLimit]
  }

  /// Reports the faults of every explored machine.
  func check(
    _ category: CategoryDecl, _ machine: Machine?, _ context: ValidationContext,
    _ diagnostics: inout DiagnosticsEngine
  ) {
    guard let machine else { return }
    if machine.exceededLimit {
      diagnostics.error(
        .machineStateLimit,
        "category '\(category.id.value)' has more than \(MachineExplorer.stateLimit) reachable states; simplify its 'onTap' rules",
        at: category.id.range)
    }
    for fault in machine.faults {
      let action = category.allActions.first { $0.id.value == fault.tap }
      let range = action?.onTap?.range ?? category.id.range
      let state = machine.states[fault.from]
      let place = ValidationContext.describe(path: machine.path(to: fault.from))
      let shown = "(shown: \(ValidationContext.describe(list: state)))"
      switch fault.kind {
      case .sourceNotShown(let id):
        diagnostics.error(
          .machineSourceNotShown,
          "tapping '\(fault.tap)' \(place) replaces '\(id)', which is not shown there \(shown)",
          at: range)
      case .removeNotShown(let id, let list):
        diagnostics.error(
          .machineSourceNotShown,
          "tapping '\(fault.tap)' \(place) removes '\(id)', which is not shown once the replacements are applied (shown then: \(ValidationContext.describe(list: list)))",
          at: range)
      case .duplicate(let id):
        diagnostics.error(
          .machineDuplicateAction,
          "tapping '\(fault.tap)' \(place) would show '\(id)' twice \(shown)", at: range)
      case .tooMany(let count):
        diagnostics.error(
          .machineTooManyShown,
          "tapping '\(fault.tap)' \(place) would show \(count) actions; the system shows at most 10",
          at: range)
      }
    }
  }
}
