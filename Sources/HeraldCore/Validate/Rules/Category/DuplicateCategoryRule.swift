// Rules `duplicate-category` and `category-id-case`: category ids are unique and case-sensitive.

/// Reports a category id used twice, and ids that differ only in letter case.
struct DuplicateCategoryRule: ValidationRule {
  /// The records of the ids this rule owns, declared below; the registry collects them.
  var records: [RuleDescription] { [Self.categoryIdCase, Self.duplicateCategory] }

  /// Compares every category id with the ones before it.
  func check(_ context: ValidationContext, _ diagnostics: inout DiagnosticsEngine) {
    var exact: [String: SourceRange] = [:]
    var folded: [String: Located<String>] = [:]
    exact.reserveCapacity(context.set.categories.count)
    folded.reserveCapacity(context.set.categories.count)
    for category in context.set.categories {
      let id = category.id
      if let first = exact[id.value] {
        diagnostics.report(
          Self.duplicateCategory, "category '\(id.value)' is declared twice",
          at: id.range,
          notes: [DiagnosticNote("first declared here", at: first)])
        continue
      }
      exact[id.value] = id.range
      let key = id.value.lowercased()
      if let other = folded[key] {
        diagnostics.report(
          Self.categoryIdCase,
          "category ids '\(other.value)' and '\(id.value)' differ only in letter case; ids are case-sensitive",
          at: id.range,
          notes: [DiagnosticNote("'\(other.value)' is declared here", at: other.range)])
      } else {
        folded[key] = id
      }
    }
  }
}

extension RuleID {
  /// `category-id-case`, described by `DuplicateCategoryRule.categoryIdCase`.
  public static let categoryIdCase = RuleID("category-id-case")
  /// `duplicate-category`, described by `DuplicateCategoryRule.duplicateCategory`.
  public static let duplicateCategory = RuleID("duplicate-category")
}

extension DuplicateCategoryRule {
  /// The record of `category-id-case`.
  static let categoryIdCase = RuleDescription(
    id: .categoryIdCase, severity: .note,
    summary: "Two category ids differ only in letter case.",
    scopes: .category,
    examples: .specs(
      triggering: #"""
        version: 1
        categories:
          - id: Invite
          - id: ↓invite
        """#,
      nonTriggering: #"""
        version: 1
        categories:
          - id: invite
          - id: invitation
        """#))

  /// The record of `duplicate-category`.
  static let duplicateCategory = RuleDescription(
    id: .duplicateCategory, severity: .error,
    summary: "A category id appears twice in the set.",
    scopes: .category,
    examples: .specs(
      triggering: #"""
        version: 1
        categories:
          - id: c
          - id: ↓c
        """#,
      nonTriggering: #"""
        version: 1
        categories:
          - id: c
          - id: d
        """#))
}
