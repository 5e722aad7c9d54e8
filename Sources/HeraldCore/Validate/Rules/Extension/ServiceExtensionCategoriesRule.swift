// Rules `service-extension-unknown-category` and `service-extension-category-served`: what a
// service extension serves.

/// Checks that each category a service extension serves exists and has one service extension.
struct ServiceExtensionCategoriesRule: ValidationRule {
  /// The records of the ids this rule owns, declared below; the registry collects them.
  var records: [RuleDescription] { [Self.unknownCategory, Self.categoryServed] }
  /// The records of the ids this rule also reports, owned by another stage.
  var sharedRecords: [RuleDescription] { [SpecDecoder.duplicateValue] }

  /// Checks every service extension's `categories` (`ServedCategoryCheck`). The system runs
  /// one service extension per notification: a second would never run.
  func check(_ context: ValidationContext, _ diagnostics: inout DiagnosticsEngine) {
    guard !context.set.serviceExtensions.isEmpty else { return }
    ServedCategoryCheck(
      kind: "service extension", unknown: Self.unknownCategory, served: Self.categoryServed,
      reason: "the system runs one per notification", fixesUnknown: true
    ).check(
      context.set.serviceExtensions.map { ($0.target, $0.categories) }, in: context, &diagnostics)
    guard context.set.serviceExtensions.contains(where: { !$0.pushes.isEmpty }) else { return }
    ServedCategoryCheck(
      kind: "service extension", unknown: Self.unknownCategory, served: Self.categoryServed,
      reason: "the system runs one per notification", fixesUnknown: true, noun: "push kind",
      declared: context.set.pushes.map(\.id.value)
    ).check(
      context.set.serviceExtensions.map { ($0.target, $0.pushes) }, in: context, &diagnostics)
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
          - { target: RideService, categories: ↓ride-ofer }
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
          - { target: Two, categories: ↓c }
        """#,
      nonTriggering: #"""
        version: 1
        categories: [{ id: c }, { id: d }]
        serviceExtensions:
          - { target: One, categories: c }
          - { target: Two, categories: d }
        """#))
}
