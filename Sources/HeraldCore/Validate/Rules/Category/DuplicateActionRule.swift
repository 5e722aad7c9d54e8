// Rule `duplicate-action`: an action id appears once among a category's actions and alternates.

/// Reports an action id declared twice in one category.
struct DuplicateActionRule: CategoryRule {
  /// The records of the ids this rule owns, declared below; the registry collects them.
  var records: [RuleDescription] { [Self.description] }

  /// Checks each category's actions and alternates together.
  func check(
    _ category: CategoryDecl, _ machine: Machine?, _ context: ValidationContext,
    _ diagnostics: inout DiagnosticsEngine
  ) {
    let actions = category.allActions
    for (index, action) in actions.enumerated() {
      let id = action.id
      guard let first = actions[..<index].first(where: { $0.id.value == id.value }) else {
        continue
      }
      diagnostics.report(
        Self.description,
        "action '\(id.value)' is declared twice in category '\(category.id.value)'",
        at: id.range, notes: [DiagnosticNote("first declared here", at: first.id.range)])
    }
  }
}

extension RuleID {
  /// `duplicate-action`, described by `DuplicateActionRule.description`.
  public static let duplicateAction = RuleID("duplicate-action")
}

extension DuplicateActionRule {
  /// The record of `duplicate-action`.
  static let description = RuleDescription(
    id: .duplicateAction, severity: .error,
    summary: "An action id appears twice in one category.",
    scopes: .actions,
    examples: .specs(
      triggering: #"""
        version: 1
        categories:
          - id: c
            actions:
              - { id: a, title: A }
            alternates:
              - { id: ↓a, title: Again }
        """#,
      nonTriggering: #"""
        version: 1
        categories:
          - id: c
            actions:
              - { id: a, title: A }
            alternates:
              - { id: b, title: Again }
        """#))
}
