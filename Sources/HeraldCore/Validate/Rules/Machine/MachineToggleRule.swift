// Rule `machine-toggle-round-trip`: A becomes B and B becomes A must restore the same list.

/// Warns when a toggle pair's round trip leaves a different list.
struct MachineToggleRule: CategoryRule {
  /// The records of the ids this rule owns, declared below; the registry collects them.
  var records: [RuleDescription] { [Self.description] }

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
        diagnostics.report(
          Self.description,
          "tapping '\(a)' then '\(b)' \(ValidationContext.describe(path: machine.path(to: there.from))) leaves \(ValidationContext.describe(list: machine.states[end])) instead of \(ValidationContext.describe(list: machine.states[there.from]))",
          at: toggle.range)
        break
      }
    }
  }
}

extension RuleID {
  /// `machine-toggle-round-trip`, described by `MachineToggleRule.description`.
  public static let machineToggleRoundTrip = RuleID("machine-toggle-round-trip")
}

extension MachineToggleRule {
  /// The record of `machine-toggle-round-trip`.
  static let description = RuleDescription(
    id: .machineToggleRoundTrip, severity: .warning,
    summary: "A toggle pair whose round trip does not restore the list.",
    scopes: .actions,
    examples: .specs(
      triggering: MachineRuleExamples.spec(
        actions: [
          "{ id: info, title: Info }",
          "{ id: a, title: Follow, onTap: { becomes: ↓b, remove: [info], append: [info] } }",
        ], alternates: ["{ id: b, title: Unfollow, onTap: { becomes: a } }"]),
      nonTriggering: MachineRuleExamples.spec(
        actions: ["{ id: info, title: Info }", "{ id: a, title: Follow, onTap: { becomes: b } }"],
        alternates: ["{ id: b, title: Unfollow, onTap: { becomes: a } }"])))
}
