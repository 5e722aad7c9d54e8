// Rule `empty-string`: titles, button titles and names must not be empty.

/// Reports empty strings where Apple or Xcode needs text.
struct EmptyStringRule: ValidationRule {
  /// The records of the ids this rule owns, declared below; the registry collects them.
  var records: [RuleDescription] { [Self.description] }

  /// Checks titles, button titles, extension names and scenario names.
  func check(_ context: ValidationContext, _ diagnostics: inout DiagnosticsEngine) {
    context.forEachAction { _, action in
      report(action.title.text, "the title of action '\(action.id.value)'", &diagnostics)
      if let button = action.textInput?.value.buttonTitle {
        report(button.text, "the button title of action '\(action.id.value)'", &diagnostics)
      }
    }
    for decl in context.set.extensions {
      report(decl.target, "an extension target", &diagnostics)
      if let name = decl.principalClass { report(name, "'principalClass'", &diagnostics) }
      if let name = decl.mainStoryboard { report(name, "'mainStoryboard'", &diagnostics) }
    }
    for category in context.set.categories {
      for scenario in category.scenarios { report(scenario.name, "a scenario name", &diagnostics) }
    }
  }

  /// Reports one empty string.
  func report(
    _ text: Located<String>, _ what: @autoclosure () -> String,
    _ diagnostics: inout DiagnosticsEngine
  ) {
    guard text.value.isBlank else { return }
    diagnostics.report(Self.description, "\(what()) must not be empty", at: text.range)
  }
}

extension RuleID {
  /// `empty-string`, described by `EmptyStringRule.description`.
  public static let emptyString = RuleID("empty-string")
}

extension EmptyStringRule {
  /// The record of `empty-string`.
  static let description = RuleDescription(
    id: .emptyString, severity: .error,
    summary: "A title, button title or name is empty.",
    scopes: .anywhere,
    examples: .specs(
      triggering: #"""
        version: 1
        categories:
          - id: c
            actions:
              - { id: a, title: ↓"" }
        """#,
      nonTriggering: #"""
        version: 1
        categories:
          - id: c
            actions:
              - { id: a, title: " A" }
        """#))
}
