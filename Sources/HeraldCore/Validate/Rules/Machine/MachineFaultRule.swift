// Rules `machine-source-not-shown`, `machine-duplicate-action`, `machine-too-many-shown`,
// `machine-state-limit`: taps that cannot happen, found by exploring.

/// Reports each fault the explorer found, with the shortest tap path that reaches it.
struct MachineFaultRule: CategoryRule {
  /// The records of the ids this rule owns, declared below; the registry collects them.
  var records: [RuleDescription] {
    [
      Self.machineDuplicateAction, Self.machineSourceNotShown, Self.machineStateLimit,
      Self.machineTooManyShown,
    ]
  }

  /// Reports the faults of every explored machine.
  func check(
    _ category: CategoryDecl, _ machine: Machine?, _ context: ValidationContext,
    _ diagnostics: inout DiagnosticsEngine
  ) {
    guard let machine else { return }
    if machine.exceededLimit {
      diagnostics.report(
        Self.machineStateLimit,
        "category '\(category.id.value)' has more than \(MachineExplorer.stateLimit) reachable states; simplify its 'onTap' rules",
        at: category.id.range)
    }
    for fault in machine.faults {
      let action = category.allActions.first { $0.id.value == fault.tap }
      let range = action?.onTap?.range ?? category.id.range
      let state = machine.states[fault.from]
      let place = ValidationContext.describe(path: machine.path(to: fault.from))
      let shown = "(shown: \(ValidationContext.describe(list: state)))"
      switch fault.kind {
      case .sourceNotShown(let id):
        diagnostics.report(
          Self.machineSourceNotShown,
          "tapping '\(fault.tap)' \(place) replaces '\(id)', which is not shown there \(shown)",
          at: range)
      case .removeNotShown(let id, let list):
        diagnostics.report(
          Self.machineSourceNotShown,
          "tapping '\(fault.tap)' \(place) removes '\(id)', which is not shown once the replacements are applied (shown then: \(ValidationContext.describe(list: list)))",
          at: range)
      case .duplicate(let id):
        diagnostics.report(
          Self.machineDuplicateAction,
          "tapping '\(fault.tap)' \(place) would show '\(id)' twice \(shown)", at: range)
      case .tooMany(let count):
        diagnostics.report(
          Self.machineTooManyShown,
          "tapping '\(fault.tap)' \(place) would show \(count) actions; the system shows at most 10",
          at: range)
      }
    }
  }
}

extension RuleID {
  /// `machine-duplicate-action`, described by `MachineFaultRule.machineDuplicateAction`.
  public static let machineDuplicateAction = RuleID("machine-duplicate-action")
  /// `machine-source-not-shown`, described by `MachineFaultRule.machineSourceNotShown`.
  public static let machineSourceNotShown = RuleID("machine-source-not-shown")
  /// `machine-state-limit`, described by `MachineFaultRule.machineStateLimit`.
  public static let machineStateLimit = RuleID("machine-state-limit")
  /// `machine-too-many-shown`, described by `MachineFaultRule.machineTooManyShown`.
  public static let machineTooManyShown = RuleID("machine-too-many-shown")
}

extension MachineFaultRule {
  /// The record of `machine-duplicate-action`.
  static let machineDuplicateAction = RuleDescription(
    id: .machineDuplicateAction, severity: .error,
    summary: "A tap would show an action twice.",
    scopes: .categoryItem,
    examples: .specs(
      triggering: MachineRuleExamples.spec(
        actions: ["{ id: a, title: A, onTap: ↓{ append: [b] } }", "{ id: b, title: B }"],
        alternates: []),
      nonTriggering: MachineRuleExamples.spec()))

  /// The record of `machine-source-not-shown`.
  static let machineSourceNotShown = RuleDescription(
    id: .machineSourceNotShown, severity: .error,
    summary: "A `replace` or `remove` source not shown where the tap happens.",
    scopes: .categoryItem,
    examples: .specs(
      triggering: MachineRuleExamples.spec(
        actions: ["{ id: a, title: A, onTap: ↓{ remove: [b] } }", "{ id: b, title: B }"],
        alternates: []),
      nonTriggering: MachineRuleExamples.spec(
        actions: [
          "{ id: a, title: A, onTap: { remove: [b], response: dismiss } }", "{ id: b, title: B }",
        ], alternates: [])))

  /// The record of `machine-state-limit`.
  static let machineStateLimit = RuleDescription(
    id: .machineStateLimit, severity: .error,
    summary: "A machine with more than 10,000 reachable states.",
    scopes: .category,
    examples: .specs(
      triggering: MachineRuleExamples.cycles(actions: 2, variants: 101, markingCategory: true),
      nonTriggering: MachineRuleExamples.cycles(actions: 2, variants: 100)))

  /// The record of `machine-too-many-shown`.
  static let machineTooManyShown = RuleDescription(
    id: .machineTooManyShown, severity: .error,
    summary: "A tap would show more than 10 actions.",
    scopes: .categoryItem,
    examples: .specs(
      triggering: MachineFaultRule.growing(registered: 10, marked: true),
      nonTriggering: MachineFaultRule.growing(registered: 9)))
}

extension MachineFaultRule {
  /// The shared spec with `registered` actions whose first becomes `x`, and `x` appends `y`:
  /// the second tap shows one action more than are registered (marked at `x`'s `onTap` when
  /// `marked`).
  static func growing(registered: Int, marked: Bool = false) -> RuleExample {
    let actions =
      ["{ id: a1, title: A, onTap: { becomes: x } }"]
      + stride(from: 2, through: registered, by: 1).map { "{ id: a\($0), title: A }" }
    return MachineRuleExamples.spec(
      actions: actions,
      alternates: [
        "{ id: x, title: X, onTap: \(marked ? "↓" : ""){ append: [y] } }",
        #"{ id: y, title: "Y" }"#,
      ])
  }
}
