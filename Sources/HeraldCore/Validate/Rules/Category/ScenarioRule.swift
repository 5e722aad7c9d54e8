// Rules `scenario-not-shown` and `scenario-mismatch`: scenarios replay against the machine.

/// Replays each scenario's taps and compares the shown actions with `expect`.
struct ScenarioRule: CategoryRule {
  /// The records of the ids this rule owns, declared below; the registry collects them.
  var records: [RuleDescription] { [Self.scenarioMismatch, Self.scenarioNotShown] }

  /// Checks every scenario of every explored category.
  func check(
    _ category: CategoryDecl, _ machine: Machine?, _ context: ValidationContext,
    _ diagnostics: inout DiagnosticsEngine
  ) {
    guard let machine, !machine.exceededLimit else { return }
    for scenario in category.scenarios { replay(scenario, machine, &diagnostics) }
  }

  /// Replays one scenario; a terminal tap reopens at the registered actions.
  func replay(_ scenario: ScenarioDecl, _ machine: Machine, _ diagnostics: inout DiagnosticsEngine)
  {
    var state = 0
    for tap in scenario.taps {
      let shown = machine.states[state]
      guard shown.contains(tap.value) else {
        diagnostics.report(
          Self.scenarioNotShown,
          "scenario '\(scenario.name.value)' taps '\(tap.value)', which is not shown at that point (shown: \(ValidationContext.describe(list: shown)))",
          at: tap.range)
        return
      }
      guard let cell = machine.cell(from: state, tap: tap.value) else {
        diagnostics.report(
          Self.scenarioNotShown,
          "scenario '\(scenario.name.value)' taps '\(tap.value)', but that tap cannot happen there; see the error on its 'onTap'",
          at: tap.range)
        return
      }
      state = cell.to ?? 0
    }
    let actual = machine.states[state]
    let expected = scenario.expect.value.map(\.value)
    guard actual != expected else { return }
    diagnostics.report(
      Self.scenarioMismatch,
      "scenario '\(scenario.name.value)' expects \(ValidationContext.describe(list: expected)) but the taps leave \(ValidationContext.describe(list: actual))",
      at: scenario.expect.range)
  }
}

extension RuleID {
  /// `scenario-mismatch`, described by `ScenarioRule.scenarioMismatch`.
  public static let scenarioMismatch = RuleID("scenario-mismatch")
  /// `scenario-not-shown`, described by `ScenarioRule.scenarioNotShown`.
  public static let scenarioNotShown = RuleID("scenario-not-shown")
}

extension ScenarioRule {
  /// The record of `scenario-mismatch`.
  static let scenarioMismatch = RuleDescription(
    id: .scenarioMismatch, severity: .error,
    summary: "A scenario leaves other actions shown than it expects.",
    scopes: .category,
    examples: .specs(
      triggering: #"""
        version: 1
        categories:
          - id: c
            actions:
              - { id: a, title: A, onTap: { becomes: b } }
            alternates:
              - { id: b, title: B, onTap: { becomes: a } }
            scenarios:
              - { name: one tap, taps: [a], expect: ↓[a] }
        extensions:
          - { target: UI, categories: c, principalClass: VC, initialContentSizeRatio: 1 }
        """#,
      nonTriggering: #"""
        version: 1
        categories:
          - id: c
            actions:
              - { id: a, title: A, onTap: { becomes: b } }
            alternates:
              - { id: b, title: B, onTap: { becomes: a } }
            scenarios:
              - { name: one tap, taps: [a], expect: [b] }
        extensions:
          - { target: UI, categories: c, principalClass: VC, initialContentSizeRatio: 1 }
        """#))

  /// The record of `scenario-not-shown`.
  static let scenarioNotShown = RuleDescription(
    id: .scenarioNotShown, severity: .error,
    summary: "A scenario taps an action that is not shown.",
    scopes: .category,
    examples: .specs(
      triggering: #"""
        version: 1
        categories:
          - id: c
            actions:
              - { id: a, title: A, onTap: { becomes: b } }
            alternates:
              - { id: b, title: B, onTap: { becomes: a } }
            scenarios:
              - { name: tap twice, taps: [a, ↓a], expect: [a] }
        extensions:
          - { target: UI, categories: c, principalClass: VC, initialContentSizeRatio: 1 }
        """#,
      nonTriggering: #"""
        version: 1
        categories:
          - id: c
            actions:
              - { id: a, title: A, onTap: { becomes: b } }
            alternates:
              - { id: b, title: B, onTap: { becomes: a } }
            scenarios:
              - { name: tap twice, taps: [a, b], expect: [a] }
        extensions:
          - { target: UI, categories: c, principalClass: VC, initialContentSizeRatio: 1 }
        """#))
}
