// Rules `extension-unknown-category` and `extension-category-served`: what an extension serves.

/// Checks that each served category exists and is served by one extension only.
struct ExtensionCategoriesRule: ValidationRule {
  /// The records of the ids this rule owns, declared below; the registry collects them.
  var records: [RuleDescription] { [Self.extensionCategoryServed, Self.extensionUnknownCategory] }
  /// The records of the ids this rule also reports, owned by another stage.
  var sharedRecords: [RuleDescription] { [SpecDecoder.duplicateValue] }

  /// Checks every extension's `categories`. The suggestions for unknown ids come from one
  /// index of the declared ids, built at the first unknown id, with its search limit.
  func check(_ context: ValidationContext, _ diagnostics: inout DiagnosticsEngine) {
    let knownSet = Set(context.set.categories.lazy.map(\.id.value))
    let unknown = Self.unknownCount(context, knownSet)
    var suggestions: SuggestionIndex?
    var servedBy: [String: (target: String, range: SourceRange)] = [:]
    servedBy.reserveCapacity(context.set.extensions.reduce(0) { $0 + $1.categories.count })
    for decl in context.set.extensions {
      var listed: [String: SourceRange] = [:]
      for category in decl.categories {
        if let first = listed[category.value] {
          diagnostics.report(
            SpecDecoder.duplicateValue, as: .warning, "'\(category.value)' is listed twice",
            at: category.range,
            notes: [DiagnosticNote("first listed here", at: first)])
          continue
        }
        listed[category.value] = category.range
        let id = category.value
        if !knownSet.contains(id) {
          if suggestions == nil {
            suggestions = SuggestionIndex(context.set.categories.map(\.id.value))
          }
          let (match, notes) = suggestions!.suggest(id, among: unknown)
          diagnostics.report(
            Self.extensionUnknownCategory,
            "extension '\(decl.target.value)' serves '\(id)', which no spec file declares\(Suggestion.didYouMean(match))",
            at: category.range, notes: notes)
        }
        if let first = servedBy[id] {
          diagnostics.report(
            Self.extensionCategoryServed,
            "category '\(id)' is served by more than one extension; each category may have one",
            at: category.range,
            notes: [DiagnosticNote("'\(first.target)' serves it here", at: first.range)])
        } else {
          servedBy[id] = (decl.target.value, category.range)
        }
      }
    }
  }
}

extension ExtensionCategoriesRule {
  /// How many ids the extensions list that no file declares (each listed once per extension,
  /// as the check reports them).
  static func unknownCount(_ context: ValidationContext, _ known: Set<String>) -> Int {
    context.set.extensions.reduce(0) { count, decl in
      count + Set(decl.categories.map(\.value)).filter { !known.contains($0) }.count
    }
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
          - { target: OtherUI, categories: c, principalClass: VC, initialContentSizeRatio: 1 }
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
          - { target: UI, categories: show-mao, principalClass: VC, initialContentSizeRatio: 1 }
        """#,
      nonTriggering: #"""
        version: 1
        categories: [{ id: show-map }]
        extensions:
          - { target: UI, categories: show-map, principalClass: VC, initialContentSizeRatio: 1 }
        """#))
}
