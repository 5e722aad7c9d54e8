/// The validate stage: `[SpecFile]` → `ValidatedSpec`, running every rule.

/// Runs every rule over a spec set.
public enum Validator {
  /// Rules over the whole set, in the order they run.
  static let setRules: [any ValidationRule] = [
    SettingsAgreementRule(), PlatformRule(), DuplicateCategoryRule(), ActionConflictRule(),
    EmptyStringRule(), ControlCharacterRule(), IconAvailabilityRule(), SwiftNameRule(),
    LocalizationRule(), ExtensionTargetRule(), ExtensionModuleRule(), ExtensionCategoriesRule(),
    ExtensionInterfaceRule(), MediaButtonRule(),
  ]

  /// Rules run on each category in turn, in this order.
  static let categoryRules: [any CategoryRule] = [
    IdentifierRule(), DuplicateActionRule(), ActionCountRule(), CategoryOptionRule(),
    FormatStringRule(), OnTapReferenceRule(), MachineHostRule(), MachineFaultRule(),
    MachineReachabilityRule(), MachineTerminalChangeRule(), MachineToggleRule(),
    MachineBannerRule(), ScenarioRule(), PayloadSizeRule(),
  ]

  /// Validates decoded files; returns nil when any error was reported (including earlier ones).
  public static func validate(
    _ files: [SpecFile], into diagnostics: inout DiagnosticsEngine
  ) -> ValidatedSpec? {
    let set = SpecSet(files: files)
    let context = ValidationContext(set: set, served: set.servingExtension)
    for rule in setRules { rule.check(context, &diagnostics) }
    var machines: [Machine] = []
    var explored = Set<String>()
    for category in set.categories {
      let machine = explore(category, skipping: &explored)
      for rule in categoryRules { rule.check(category, machine, context, &diagnostics) }
      if let machine, category.allActions.contains(where: { $0.onTap != nil }) {
        machines.append(machine)
      }
    }
    guard !diagnostics.hasErrors else { return nil }
    return ValidatedSpec(set: set, machines: machines)
  }

  /// Explores a category that declares `onTap` or `scenarios` and whose references resolve; a
  /// repeated category id is explored once.
  static func explore(_ category: CategoryDecl, skipping explored: inout Set<String>) -> Machine? {
    let dynamic = category.allActions.contains { $0.onTap != nil } || !category.scenarios.isEmpty
    guard dynamic, OnTapReferenceRule.unresolved(in: category).isEmpty,
      explored.insert(category.id.value).inserted
    else { return nil }
    return MachineExplorer(category: category).explore()
  }
}
