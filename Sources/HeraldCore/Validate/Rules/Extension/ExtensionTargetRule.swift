// Rule `duplicate-extension`: each extension target, content or service, is declared once.

/// Reports an extension target declared twice.
struct ExtensionTargetRule: ValidationRule {
  /// The records of the ids this rule owns, declared below; the registry collects them.
  var records: [RuleDescription] { [Self.description] }

  /// Compares every target with the ones before it.
  func check(_ context: ValidationContext, _ diagnostics: inout DiagnosticsEngine) {
    var seen: [String: SourceRange] = [:]
    for target in context.set.extensionTargets {
      if let first = seen[target.value] {
        diagnostics.report(
          Self.description, "extension target '\(target.value)' is declared twice",
          at: target.range, notes: [DiagnosticNote("first declared here", at: first)])
      } else {
        seen[target.value] = target.range
      }
    }
  }
}

extension RuleID {
  /// `duplicate-extension`, described by `ExtensionTargetRule.description`.
  public static let duplicateExtension = RuleID("duplicate-extension")
}

extension ExtensionTargetRule {
  /// The record of `duplicate-extension`.
  static let description = RuleDescription(
    id: .duplicateExtension, severity: .error,
    summary: "An extension target appears twice.",
    scopes: .extension,
    examples: .specs(
      triggering: #"""
        version: 1
        categories: [{ id: c }, { id: d }]
        extensions:
          - { target: UI, categories: c, principalClass: VC, initialContentSizeRatio: 1 }
          - { target: ↓UI, categories: d, principalClass: VC, initialContentSizeRatio: 1 }
        """#,
      nonTriggering: #"""
        version: 1
        categories: [{ id: c }, { id: d }]
        extensions:
          - { target: UI, categories: c, principalClass: VC, initialContentSizeRatio: 1 }
          - { target: MapUI, categories: d, principalClass: VC, initialContentSizeRatio: 1 }
        """#))
}
