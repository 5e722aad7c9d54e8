/// Rule `machine-banner-position`: a swapped-in action lands beyond the two a banner shows.

/// Warns when a tap brings an action in at position 3 or later.
struct MachineBannerRule: CategoryRule {
  /// The ids this rule reports.
  var ids: [RuleID] { [.machineBannerPosition] }

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
        diagnostics.warning(
          .machineBannerPosition,
          "tapping '\(transition.tap)' brings in '\(id)' at position \(position + 1); banners show only the first two actions",
          at: range)
      }
    }
  }
}
