// The validate stage: `[SpecFile]` → `ValidatedSpec`, running every rule.

/// Runs every rule over a spec set.
public enum Validator {
  /// Rules over the whole set, in the order they run.
  static let setRules: [any ValidationRule] = [
    SettingsAgreementRule(), PlatformRule(), DuplicateCategoryRule(), ActionConflictRule(),
    EmptyStringRule(), ControlCharacterRule(), NameCharacterRule(), IconAvailabilityRule(),
    SwiftNameRule(), LocalizationRule(), ExtensionTargetRule(), ExtensionModuleRule(),
    ExtensionCategoriesRule(), ExtensionInterfaceRule(), MediaButtonRule(),
    ServiceExtensionCategoriesRule(), ServiceAttachmentRule(), IgnoreEntryRule(),
    PayloadTypeReferenceRule(), PayloadRecursionRule(), PayloadReservedKeyRule(),
    PayloadEnumRule(), PayloadNameCollisionRule(), PayloadExampleRule(), PayloadUnusedTypeRule(),
    PayloadWireRule(), PayloadLenientRule(), PayloadIntegerEnumRule(),
    FormatParameterRule(), PushKindRule(), PayloadUnionRule(),
  ]

  /// Rules run on each category in turn, in this order.
  static let categoryRules: [any CategoryRule] = [
    IdentifierRule(), DuplicateActionRule(), ActionCountRule(), CategoryOptionRule(),
    FormatStringRule(), FormatArgumentRule(), FormatArgumentSourceRule(), LiteralPlaceholderRule(),
    OnTapReferenceRule(),
    MachineHostRule(), MachineFaultRule(),
    MachineReachabilityRule(), MachineTerminalChangeRule(), MachineToggleRule(),
    MachineBannerRule(), ScenarioRule(), MachineStateNameRule(), MachineStartStateRule(),
    PayloadSizeRule(), IntentIdentifierRule(), SwiftNameStyleRule(),
  ]

  /// Rules over every explored machine of the set, run after the categories, in this order.
  static let machineSetRules: [any MachineSetRule] = [MachineCellBudgetRule()]

  /// Validates decoded files; returns nil when any error was reported (including earlier ones).
  /// The `ignore` lists then silence the warnings and notes they name (`IgnoreIndex`).
  /// On large specs each set rule and each chunk of the category loop is its own task, and the
  /// tasks run concurrently; their diagnostics are joined in the order a single pass would
  /// report them. Small specs run the same tasks one after another on the calling thread.
  /// `keepingMachines: false` drops each explored machine once its rules ran.
  public static func validate(
    _ files: [SpecFile], into diagnostics: inout DiagnosticsEngine, keepingMachines: Bool = true
  ) -> ValidatedSpec? {
    let set = SpecSet(files: files)
    let context = ValidationContext(set: set)
    let explored = firstExplorable(set.categories)
    let chunks = Parallel.chunks(set.categories.count)
    let large = chunks.count > 1
    let rules = large ? setRules.map { [$0] } : [setRules]
    let parts = Parallel.map(rules.count + chunks.count, concurrently: large) { task in
      var found = DiagnosticsEngine()
      guard task >= rules.count else {
        for rule in rules[task] { rule.check(context, &found) }
        return CheckedChunk(machines: [], sizes: [], diagnostics: found)
      }
      var machines: [Machine] = []
      var sizes: [MachineSize] = []
      for index in chunks[task - rules.count] {
        let category = set.categories[index]
        let machine = explored[index] ? MachineExplorer(category: category).explore() : nil
        for rule in categoryRules { rule.check(category, machine, context, &found) }
        if let machine, !machine.exceededLimit, category.allActions.contains(where: \.hasOnTap) {
          sizes.append(
            MachineSize(
              category: category, states: machine.states.count,
              actions: category.actions.count + category.alternates.count))
        }
        if keepingMachines, let machine, category.allActions.contains(where: \.hasOnTap) {
          machines.append(machine)
        }
      }
      return CheckedChunk(machines: machines, sizes: sizes, diagnostics: found)
    }
    for part in parts { diagnostics.merge(part.diagnostics) }
    let sizes = parts.flatMap(\.sizes)
    for rule in machineSetRules { rule.check(sizes, context, &diagnostics) }
    // Last, so that the lists silence what every stage before reported about the set.
    let ignores = IgnoreIndex(set)
    if !ignores.isEmpty { diagnostics.silence(ignores.entry(silencing:)) }
    guard !diagnostics.hasErrors else { return nil }
    return ValidatedSpec(set: set, machines: parts.flatMap(\.machines), payload: context.payload)
  }

  /// The indices of the categories to explore: those that declare `onTap` or `scenarios` and
  /// whose references resolve, the first of each id only.
  static func firstExplorable(_ categories: [CategoryDecl]) -> [Bool] {
    var ids = Set<String>()
    var result = [Bool](repeating: false, count: categories.count)
    for (index, category) in categories.enumerated() {
      let dynamic = category.allActions.contains(where: \.hasOnTap) || !category.scenarios.isEmpty
      guard dynamic, OnTapReferenceRule.unresolved(in: category).isEmpty,
        ids.insert(category.id.value).inserted
      else { continue }
      result[index] = true
    }
    return result
  }
}

/// What one task of the validator found.
private struct CheckedChunk: Sendable {
  /// Machines explored for categories with `onTap`, in category order.
  let machines: [Machine]
  /// The sizes of the machines explored for categories with `onTap`, in category order.
  let sizes: [MachineSize]
  /// The task's diagnostics, in report order.
  let diagnostics: DiagnosticsEngine
}
