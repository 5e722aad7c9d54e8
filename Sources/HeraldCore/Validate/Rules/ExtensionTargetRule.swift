/// Rule `duplicate-extension`: each content extension target is declared once.

/// Reports an extension target declared twice.
struct ExtensionTargetRule: ValidationRule {
  /// The ids this rule reports.
  var ids: [RuleID] { [.duplicateExtension] }

  /// Compares every target with the ones before it.
  func check(_ context: ValidationContext, _ diagnostics: inout DiagnosticsEngine) {
    var seen: [String: SourceRange] = [:]
    for decl in context.set.extensions {
      let target = decl.target
      if let first = seen[target.value] {
        diagnostics.error(
          .duplicateExtension, "extension target '\(target.value)' is declared twice",
          at: target.range, notes: [DiagnosticNote("first declared here", at: first)])
      } else {
        seen[target.value] = target.range
      }
    }
  }
}
