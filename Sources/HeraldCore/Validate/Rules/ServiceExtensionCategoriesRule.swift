// Rules `service-extension-unknown-category` and `service-extension-category-served`: what a
// service extension serves.

/// Checks that each category a service extension serves exists and has one service extension.
struct ServiceExtensionCategoriesRule: ValidationRule {
  /// The records of the ids this rule owns, declared below; the registry collects them.
  var records: [RuleDescription] { [Self.unknownCategory, Self.categoryServed] }
  /// The records of the ids this rule also reports, owned by another stage.
  var sharedRecords: [RuleDescription] { [SpecDecoder.duplicateValue] }

  /// Checks every service extension's `categories`. The suggestions for unknown ids come from
  /// one index of the declared ids, built at the first unknown id.
  func check(_ context: ValidationContext, _ diagnostics: inout DiagnosticsEngine) {
    guard !context.set.serviceExtensions.isEmpty else { return }
    let known = Set(context.set.categories.lazy.map(\.id.value))
    let unknown = context.set.serviceExtensions.reduce(0) { count, decl in
      count + Set(decl.categories.map(\.value)).filter { !known.contains($0) }.count
    }
    var suggestions: SuggestionIndex?
    var servedBy: [String: (target: String, range: SourceRange)] = [:]
    for decl in context.set.serviceExtensions {
      var listed: [String: SourceRange] = [:]
      for category in decl.categories {
        let id = category.value
        if let first = listed[id] {
          diagnostics.report(
            SpecDecoder.duplicateValue, as: .warning, "'\(id)' is listed twice", at: category.range,
            notes: [DiagnosticNote("first listed here", at: first)])
          continue
        }
        listed[id] = category.range
        if !known.contains(id) {
          if suggestions == nil {
            suggestions = SuggestionIndex(context.set.categories.map(\.id.value))
          }
          let (match, notes) = suggestions!.suggest(id, among: unknown)
          diagnostics.report(
            Self.unknownCategory,
            "service extension '\(decl.target.value)' serves '\(id)', which no spec file declares\(Suggestion.didYouMean(match))",
            at: category.range, notes: notes,
            fixIts: match.map { [FixIt(range: category.range, replacement: $0)] } ?? [])
        }
        if let first = servedBy[id] {
          // The system runs one service extension per notification: a second would never run.
          diagnostics.report(
            Self.categoryServed,
            "category '\(id)' is served by more than one service extension; the system runs one per notification",
            at: category.range,
            notes: [DiagnosticNote("'\(first.target)' serves it here", at: first.range)])
        } else {
          servedBy[id] = (decl.target.value, category.range)
        }
      }
    }
  }
}

extension RuleID {
  /// `service-extension-unknown-category`, described by
  /// `ServiceExtensionCategoriesRule.unknownCategory`.
  public static let serviceExtensionUnknownCategory = RuleID(
    "service-extension-unknown-category")
  /// `service-extension-category-served`, described by
  /// `ServiceExtensionCategoriesRule.categoryServed`.
  public static let serviceExtensionCategoryServed = RuleID("service-extension-category-served")
}

extension ServiceExtensionCategoriesRule {
  /// The record of `service-extension-unknown-category`.
  static let unknownCategory = RuleDescription(
    id: .serviceExtensionUnknownCategory, severity: .error,
    summary: "A service extension serves a category no file declares.",
    scopes: .extension,
    examples: .specs(
      triggering: #"""
        version: 1
        categories: [{ id: ride-offer }]
        serviceExtensions:
          - { target: RideService, categories: ride-ofer }
        """#,
      nonTriggering: #"""
        version: 1
        categories: [{ id: ride-offer }]
        serviceExtensions:
          - { target: RideService, categories: ride-offer }
        """#))

  /// The record of `service-extension-category-served`.
  static let categoryServed = RuleDescription(
    id: .serviceExtensionCategoryServed, severity: .error,
    summary: "A category is served by more than one service extension.",
    scopes: .extension,
    examples: .specs(
      triggering: #"""
        version: 1
        categories: [{ id: c }, { id: d }]
        serviceExtensions:
          - { target: One, categories: c }
          - { target: Two, categories: c }
        """#,
      nonTriggering: #"""
        version: 1
        categories: [{ id: c }, { id: d }]
        serviceExtensions:
          - { target: One, categories: c }
          - { target: Two, categories: d }
        """#))
}
