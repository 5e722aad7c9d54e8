// Rules `machine-no-extension` and `dynamic-actions-target`: dynamic actions need a host.

/// Checks that categories with `onTap` are served by an extension on a system that can swap.
struct MachineHostRule: CategoryRule {
  /// The records of the ids this rule owns, declared below; the registry collects them.
  var records: [RuleDescription] { [Self.dynamicActionsTarget, Self.machineNoExtension] }

  /// Checks each category that declares `onTap`.
  func check(
    _ category: CategoryDecl, _ machine: Machine?, _ context: ValidationContext,
    _ diagnostics: inout DiagnosticsEngine
  ) {
    guard let first = category.allActions.first(where: \.hasOnTap),
      let onTap = first.onTap
    else { return }
    // An extension that misspells this category is the cause, reported where it is written.
    if !context.served.contains(category.id.value),
      !context.meantToServe.contains(category.id.value)
    {
      diagnostics.report(
        Self.machineNoExtension,
        "category '\(category.id.value)' swaps actions with 'onTap', but no content extension serves it; add it to an extension's 'categories'",
        at: onTap.range)
    }
    if let iOS = context.set.minimum(.iOS), iOS < Version(12) {
      diagnostics.report(
        Self.dynamicActionsTarget,
        "dynamic actions need iOS 12, but the set targets iOS \(iOS); raise 'platforms.iOS'",
        at: onTap.range)
    }
  }
}

extension RuleID {
  /// `dynamic-actions-target`, described by `MachineHostRule.dynamicActionsTarget`.
  public static let dynamicActionsTarget = RuleID("dynamic-actions-target")
  /// `machine-no-extension`, described by `MachineHostRule.machineNoExtension`.
  public static let machineNoExtension = RuleID("machine-no-extension")
}

extension MachineHostRule {
  /// The record of `dynamic-actions-target`.
  static let dynamicActionsTarget = RuleDescription(
    id: .dynamicActionsTarget, severity: .error,
    summary: "Dynamic actions with an iOS deployment target below 12.",
    scopes: .actions,
    examples: .specs(
      triggering: MachineRuleExamples.spec(
        platforms: "{ iOS: \"11.0\" }", actions: ["{ id: a, title: A, onTap: ↓{ becomes: b } }"]),
      nonTriggering: MachineRuleExamples.spec(platforms: "{ iOS: \"12.0\" }")))

  /// The record of `machine-no-extension`.
  static let machineNoExtension = RuleDescription(
    id: .machineNoExtension, severity: .error,
    summary: "A category with `onTap` that no content extension serves.",
    scopes: .actions,
    examples: .specs(
      triggering: MachineRuleExamples.spec(
        actions: ["{ id: a, title: A, onTap: ↓{ becomes: b } }"], served: false),
      nonTriggering: MachineRuleExamples.spec()))
}
