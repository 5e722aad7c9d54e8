/// The validate stage: `[SpecFile]` → `ValidatedSpec`, running every rule.

/// Runs every rule over a spec set.
public enum Validator {
  /// Every rule, in the order they run.
  static let rules: [any ValidationRule] = [
    SettingsAgreementRule(), PlatformRule(), DuplicateCategoryRule(), IdentifierRule(),
    DuplicateActionRule(), ActionConflictRule(), EmptyStringRule(), ControlCharacterRule(),
    ActionCountRule(), CategoryOptionRule(), FormatStringRule(), IconAvailabilityRule(),
    SwiftNameRule(), LocalizationRule(), ExtensionTargetRule(), ExtensionCategoriesRule(),
    ExtensionInterfaceRule(), MediaButtonRule(), OnTapReferenceRule(), MachineHostRule(),
    MachineFaultRule(), MachineReachabilityRule(), MachineTerminalChangeRule(),
    MachineToggleRule(), MachineBannerRule(), ScenarioRule(),
  ]

  /// Validates decoded files; returns nil when any error was reported (including earlier ones).
  public static func validate(
    _ files: [SpecFile], into diagnostics: inout DiagnosticsEngine
  ) -> ValidatedSpec? {
    let set = SpecSet(files: files)
    let context = ValidationContext(
      set: set, machines: exploreMachines(set), served: set.servingExtension)
    for rule in rules { rule.check(context, &diagnostics) }
    guard !diagnostics.hasErrors else { return nil }
    let machines = set.categories.compactMap { category in
      category.allActions.contains { $0.onTap != nil } ? context.machines[category.id.value] : nil
    }
    return ValidatedSpec(set: set, machines: machines)
  }

  /// Explores each category that declares `onTap` or `scenarios`, once per id.
  static func exploreMachines(_ set: SpecSet) -> [String: Machine] {
    var machines: [String: Machine] = [:]
    for category in set.categories where machines[category.id.value] == nil {
      let dynamic = category.allActions.contains { $0.onTap != nil } || !category.scenarios.isEmpty
      guard dynamic, OnTapReferenceRule.unresolved(in: category).isEmpty else { continue }
      machines[category.id.value] = MachineExplorer(category: category).explore()
    }
    return machines
  }
}
