// Rule `machine-banner-position`: a swapped-in action lands beyond the two a banner shows.

/// Warns when a tap brings an action in at position 3 or later.
struct MachineBannerRule: CategoryRule {
  /// The records of the ids this rule owns, declared below; the registry collects them.
  var records: [RuleDescription] { [Self.description] }

  /// Whether the action at `position` replaced the one shown at the same place (a swap a
  /// banner never showed either).
  static func swappedInPlace(_ position: Int, _ before: [String], _ after: [String]) -> Bool {
    position < before.count && before.count == after.count && !after.contains(before[position])
  }

  /// Checks every non-terminal transition, once per action brought in.
  func check(
    _ category: CategoryDecl, _ machine: Machine?, _ context: ValidationContext,
    _ diagnostics: inout DiagnosticsEngine
  ) {
    guard let machine, !machine.exceededLimit else { return }
    var reported = Set<String>()
    for transition in machine.transitions {
      guard let target = transition.to else { continue }
      let before = Set(machine.states[transition.from])
      for (position, id) in machine.states[target].enumerated().dropFirst(2)
      where !before.contains(id) && reported.insert(id).inserted {
        let range =
          category.allActions.first { $0.id.value == transition.tap }?.onTap?.range
          ?? category.id.range
        diagnostics.report(
          Self.description,
          "tapping '\(transition.tap)' brings in '\(id)' at position \(position + 1); banners show only the first two actions",
          at: range)
      }
    }
  }
}

extension RuleID {
  /// `machine-banner-position`, described by `MachineBannerRule.description`.
  public static let machineBannerPosition = RuleID("machine-banner-position")
}

extension MachineBannerRule {
  /// The record of `machine-banner-position`.
  static let description = RuleDescription(
    id: .machineBannerPosition, severity: .warning,
    summary: "A tap brings an action in beyond the two a banner shows.",
    scopes: .actions,
    examples: .specs(
      triggering: MachineRuleExamples.spec(
        actions: [
          "{ id: a, title: A }", "{ id: b, title: B }",
          "{ id: more, title: More, onTap: ↓{ becomes: less } }",
        ], alternates: ["{ id: less, title: Less, onTap: ↓{ becomes: more } }"]),
      nonTriggering: MachineRuleExamples.spec(
        actions: [
          "{ id: more, title: More, onTap: { becomes: less } }", "{ id: a, title: A }",
          "{ id: b, title: B }",
        ], alternates: ["{ id: less, title: Less, onTap: { becomes: more } }"])))
}
