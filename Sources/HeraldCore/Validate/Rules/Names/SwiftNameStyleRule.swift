// Rule `swift-name-style`: an action's `swiftName` that swift-format would flag as a case name.

/// Warns about an action's explicit `swiftName` that is not lowerCamelCase (`PlayNow`,
/// `stop_now`): it becomes a case of the category's action enum, and swift-format's
/// `AlwaysUseLowerCamelCase` flags every line of generated code that declares it. Derived names
/// never trip it (docs/language.md, "How an id becomes a name"); only a name the team chose can.
struct SwiftNameStyleRule: CategoryRule {
  /// The records of the ids this rule owns, declared below; the registry collects them.
  var records: [RuleDescription] { [Self.description] }

  /// Whether swift-format accepts `name` as a value's name: after any leading `_`, it neither
  /// starts with a capital nor holds another `_`.
  static func isLowerCamelCase(_ name: String) -> Bool {
    let body = name.drop { $0 == "_" }
    guard let first = body.unicodeScalars.first else { return true }
    return !("A"..."Z").contains(first) && !body.contains("_")
  }

  /// Checks the explicit Swift names of the category's actions and alternates. A name that is
  /// not an identifier at all is `swift-name`'s error, not this warning.
  func check(
    _ category: CategoryDecl, _ machine: Machine?, _ context: ValidationContext,
    _ diagnostics: inout DiagnosticsEngine
  ) {
    for action in category.allActions {
      guard let name = action.swiftName, Naming.isIdentifier(name.value),
        !Self.isLowerCamelCase(name.value)
      else { continue }
      let suggestion = Naming.caseName(name.value)
      diagnostics.report(
        Self.description,
        "the Swift name '\(name.value)' of action '\(action.id.value)' is not lowerCamelCase; "
          + "swift-format flags the case it becomes, write '\(suggestion)'",
        at: name.range, fixIts: [FixIt(range: name.range, replacement: suggestion)])
    }
  }
}

extension RuleID {
  /// `swift-name-style`, described by `SwiftNameStyleRule.description`.
  public static let swiftNameStyle = RuleID("swift-name-style")
}

extension SwiftNameStyleRule {
  /// The record of `swift-name-style`.
  static let description = RuleDescription(
    id: .swiftNameStyle, severity: .warning,
    summary: "An action's `swiftName` that is not lowerCamelCase, which swift-format flags.",
    scopes: .actions,
    examples: .specs(
      triggering: #"""
        version: 1
        categories:
          - id: c
            actions:
              - { id: play, title: Play, swiftName: ↓PlayNow }
        """#,
      nonTriggering: #"""
        version: 1
        categories:
          - id: c
            actions:
              - { id: play, title: Play, swiftName: playNow }
        """#))
}
