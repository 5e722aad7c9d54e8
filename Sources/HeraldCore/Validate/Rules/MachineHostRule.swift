/// Rules `machine-no-extension` and `dynamic-actions-target`: dynamic actions need a host.

/// Checks that categories with `onTap` are served by an extension on a system that can swap.
struct MachineHostRule: CategoryRule {
  /// The ids this rule reports.
  var ids: [RuleID] { [.machineNoExtension, .dynamicActionsTarget] }

  /// Checks each category that declares `onTap`.
  func check(
    _ category: CategoryDecl, _ machine: Machine?, _ context: ValidationContext,
    _ diagnostics: inout DiagnosticsEngine
  ) {
    guard let first = category.allActions.first(where: \.hasOnTap),
      let onTap = first.onTap
    else { return }
    if !context.served.contains(category.id.value) {
      diagnostics.error(
        .machineNoExtension,
        "category '\(category.id.value)' swaps actions with 'onTap', but no content extension serves it; add it to an extension's 'categories'",
        at: onTap.range)
    }
    if let iOS = context.set.minimum(.iOS), iOS < Version(12) {
      diagnostics.error(
        .dynamicActionsTarget,
        "dynamic actions need iOS 12, but the set targets iOS \(iOS); raise 'platforms.iOS'",
        at: onTap.range)
    }
  }
}
