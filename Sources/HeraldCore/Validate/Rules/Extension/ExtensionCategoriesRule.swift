// Rules `extension-unknown-category` and `extension-category-served`: what an extension serves.

/// Checks that each served category exists and is served by one extension only.
struct ExtensionCategoriesRule: ValidationRule {
  /// The records of the ids this rule owns, declared below; the registry collects them.
  var records: [RuleDescription] { [Self.extensionCategoryServed, Self.extensionUnknownCategory] }
  /// The records of the ids this rule also reports, owned by another stage.
  var sharedRecords: [RuleDescription] { [SpecDecoder.duplicateValue] }

  /// Checks every extension's `categories` (`ServedCategoryCheck`).
  func check(_ context: ValidationContext, _ diagnostics: inout DiagnosticsEngine) {
    ServedCategoryCheck(
      kind: "extension", unknown: Self.extensionUnknownCategory,
      served: Self.extensionCategoryServed, reason: "each category may have one",
      fixesUnknown: false
    ).check(context.set.extensions.map { ($0.target, $0.categories) }, in: context, &diagnostics)
  }
}

extension RuleID {
  /// `extension-category-served`, described by `ExtensionCategoriesRule.extensionCategoryServed`.
  public static let extensionCategoryServed = RuleID("extension-category-served")
  /// `extension-unknown-category`, described by `ExtensionCategoriesRule.extensionUnknownCategory`.
  public static let extensionUnknownCategory = RuleID("extension-unknown-category")
}

extension ExtensionCategoriesRule {
  /// The record of `extension-category-served`.
  static let extensionCategoryServed = RuleDescription(
    id: .extensionCategoryServed, severity: .error,
    summary: "A category is served by more than one extension.",
    scopes: .extension,
    examples: .specs(
      triggering: #"""
        version: 1
        categories: [{ id: c }, { id: d }]
        extensions:
          - { target: UI, categories: c, principalClass: VC, initialContentSizeRatio: 1 }
          - { target: OtherUI, categories: ↓c, principalClass: VC, initialContentSizeRatio: 1 }
        """#,
      nonTriggering: #"""
        version: 1
        categories: [{ id: c }, { id: d }]
        extensions:
          - { target: UI, categories: c, principalClass: VC, initialContentSizeRatio: 1 }
          - { target: OtherUI, categories: d, principalClass: VC, initialContentSizeRatio: 1 }
        """#))

  /// The record of `extension-unknown-category`.
  static let extensionUnknownCategory = RuleDescription(
    id: .extensionUnknownCategory, severity: .error,
    summary: "An extension serves a category no file declares.",
    scopes: .extension,
    examples: .specs(
      triggering: #"""
        version: 1
        categories: [{ id: show-map }]
        extensions:
          - { target: UI, categories: ↓show-mao, principalClass: VC, initialContentSizeRatio: 1 }
        """#,
      nonTriggering: #"""
        version: 1
        categories: [{ id: show-map }]
        extensions:
          - { target: UI, categories: show-map, principalClass: VC, initialContentSizeRatio: 1 }
        """#))
}
