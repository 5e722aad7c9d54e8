/// Rule `machine-toggle-round-trip`: A becomes B and B becomes A must restore the same list.

/// Warns when a toggle pair's round trip leaves a different list.
struct MachineToggleRule: CategoryRule {
  /// The ids this rule reports.
  var ids: [RuleID] { [.machineToggleRoundTrip] }

  /// Checks each toggle pair in every state where its first half is shown.
  func check(
    _ category: CategoryDecl, _ machine: Machine?, _ context: ValidationContext,
    _ diagnostics: inout DiagnosticsEngine
  ) {
    guard let machine else { return }
    let becomes = Dictionary(
      category.allActions.compactMap { action in
        action.onTap?.becomes.map { (action.id.value, $0) }
      }, uniquingKeysWith: { first, _ in first })
    for (a, b) in becomes where becomes[b.value]?.value == a {
      for there in machine.transitions where there.tap == a {
        guard let middle = there.to, let back = machine.cell(from: middle, tap: b.value),
          let end = back.to,
          end != there.from
        else { continue }
        diagnostics.warning(
          .machineToggleRoundTrip,
          "tapping '\(a)' then '\(b.value)' \(ValidationContext.describe(path: machine.path(to: there.from))) leaves \(ValidationContext.describe(list: machine.states[end])) instead of \(ValidationContext.describe(list: machine.states[there.from]))",
          at: b.range)
        break
      }
    }
  }
}
