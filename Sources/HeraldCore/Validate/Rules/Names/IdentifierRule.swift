// Rule `invalid-identifier`: ids are non-empty, untrimmed-free and not Apple's reserved ones.

/// Checks category and action identifiers.
struct IdentifierRule: CategoryRule {
  /// Apple's reserved action identifiers.
  static let reserved = [
    "com.apple.UNNotificationDefaultActionIdentifier",
    "com.apple.UNNotificationDismissActionIdentifier",
  ]

  /// The records of the ids this rule owns, declared below; the registry collects them.
  var records: [RuleDescription] { [Self.description] }

  /// Checks every category and action id.
  func check(
    _ category: CategoryDecl, _ machine: Machine?, _ context: ValidationContext,
    _ diagnostics: inout DiagnosticsEngine
  ) {
    checkID(category.id, kind: "category", &diagnostics)
    for action in category.allActions { checkID(action.id, kind: "action", &diagnostics) }
  }

  /// Reports an empty, padded or reserved id.
  func checkID(_ id: Located<String>, kind: String, _ diagnostics: inout DiagnosticsEngine) {
    let text = id.value
    if text.isBlank {
      diagnostics.report(Self.description, "\(kind) id must not be empty", at: id.range)
    } else if text.hasEdgeWhitespace {
      let trimmed = text.trimmed
      diagnostics.report(
        Self.description, "\(kind) id '\(text)' has leading or trailing white space",
        at: id.range, fixIts: [FixIt(range: id.range, replacement: trimmed)])
    } else if text.utf8.count > 40, Self.reserved.contains(text) {
      diagnostics.report(
        Self.description,
        "'\(text)' is reserved by the system for default and dismiss responses; choose another id",
        at: id.range)
    }
  }
}

extension RuleID {
  /// `invalid-identifier`, described by `IdentifierRule.description`.
  public static let invalidIdentifier = RuleID("invalid-identifier")
}

extension IdentifierRule {
  /// The record of `invalid-identifier`.
  static let description = RuleDescription(
    id: .invalidIdentifier, severity: .error,
    summary: "An id that is empty, padded with white space or reserved by Apple.",
    scopes: .categoryItem,
    examples: .specs(
      triggering: #"""
        version: 1
        categories:
          - id: ↓"c "
        """#,
      nonTriggering: #"""
        version: 1
        categories:
          - id: "c d"
        """#))
}
