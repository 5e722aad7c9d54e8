// Rule `machine-toggle-round-trip`: A becomes B and B becomes A must restore the same list.

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
    for toggle in category.togglePairs {
      let (a, b) = (toggle.value.first, toggle.value.second)
      for there in machine.transitions where there.tap == a {
        guard let middle = there.to, let back = machine.cell(from: middle, tap: b),
          let end = back.to,
          end != there.from
        else { continue }
        diagnostics.warning(
          .machineToggleRoundTrip,
          "tapping '\(a)' then '\(b)' \(ValidationContext.describe(path: machine.path(to: there.from))) leaves \(ValidationContext.describe(list: machine.states[end])) instead of \(ValidationContext.describe(list: machine.states[there.from]))",
          at: toggle.range)
        break
      }
    }
  }
}
