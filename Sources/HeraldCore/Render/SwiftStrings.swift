/// User-visible strings in generated Swift: literal text or a localized lookup.

/// Writes the expression that produces a planned string at run time.
struct SwiftStrings {
  /// The localization settings; nil for literal strings.
  let localization: LocalizationSettings?
  /// Whether every deployment target has `String(localized:)` (iOS 15, macOS 12, watchOS 8).
  let modernLookup: Bool

  /// Chooses the lookup style for a plan.
  init(plan: GenerationPlan) {
    localization = plan.localization
    let required = [
      PlannedPlatform(platform: .iOS, minimum: Version(15)),
      PlannedPlatform(platform: .macCatalyst, minimum: Version(15)),
      PlannedPlatform(platform: .macOS, minimum: Version(12)),
      PlannedPlatform(platform: .watchOS, minimum: Version(8)),
    ]
    modernLookup = PlatformConditions.available(required, targets: plan.platforms) == nil
  }

  /// The expression for a string.
  func expression(_ text: PlannedText) -> String {
    guard let localization, let key = text.key else { return SwiftLiteral.string(text.text) }
    let bundle = localization.bundle == .module ? ".module" : ".main"
    let table = SwiftLiteral.string(localization.table)
    let comment = SwiftLiteral.string(text.comment ?? "")
    if modernLookup {
      return "String(localized: \(SwiftLiteral.string(key)), defaultValue: \(SwiftLiteral.string(text.text)), "
        + "table: \(table), bundle: \(bundle), comment: \(comment))"
    }
    return "NSLocalizedString(\(SwiftLiteral.string(key)), tableName: \(table), bundle: \(bundle), "
      + "value: \(SwiftLiteral.string(text.text)), comment: \(comment))"
  }
}
