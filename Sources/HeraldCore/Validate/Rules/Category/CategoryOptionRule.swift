// Rules `deprecated-option` and `carplay-on-macos`: category options the platforms ignore.

/// Checks category options against the set's platforms.
struct CategoryOptionRule: CategoryRule {
  /// The records of the ids this rule owns, declared below; the registry collects them.
  var records: [RuleDescription] { [Self.carPlayOnMacOS, Self.deprecatedOption] }

  /// Checks every category's options.
  func check(
    _ category: CategoryDecl, _ machine: Machine?, _ context: ValidationContext,
    _ diagnostics: inout DiagnosticsEngine
  ) {
    let macOnly = context.set.platforms.allSatisfy { $0.platform.value == .macOS }
    for option in category.options {
      switch option.value {
      case .allowAnnouncement:
        diagnostics.report(
          Self.deprecatedOption,
          "'allowAnnouncement' is deprecated and ignored by the system since iOS 15; remove it",
          at: option.range)
      case .allowInCarPlay where macOnly:
        diagnostics.report(
          Self.carPlayOnMacOS,
          "'allowInCarPlay' is not available on macOS, the only platform of this set",
          at: option.range)
      default:
        break
      }
    }
  }
}

extension RuleID {
  /// `carplay-on-macos`, described by `CategoryOptionRule.carPlayOnMacOS`.
  public static let carPlayOnMacOS = RuleID("carplay-on-macos")
  /// `deprecated-option`, described by `CategoryOptionRule.deprecatedOption`.
  public static let deprecatedOption = RuleID("deprecated-option")
}

extension CategoryOptionRule {
  /// The record of `carplay-on-macos`.
  static let carPlayOnMacOS = RuleDescription(
    id: .carPlayOnMacOS, severity: .error,
    summary: "`allowInCarPlay` in a set that only targets macOS.",
    scopes: .category,
    examples: .specs(
      triggering: #"""
        version: 1
        platforms: { macOS: "12.0" }
        categories:
          - id: c
            options: [↓allowInCarPlay]
        """#,
      nonTriggering: #"""
        version: 1
        platforms: { iOS: "15.0", macOS: "12.0" }
        categories:
          - id: c
            options: [allowInCarPlay]
        """#))

  /// The record of `deprecated-option`.
  static let deprecatedOption = RuleDescription(
    id: .deprecatedOption, severity: .warning,
    summary: "`allowAnnouncement`, which the system ignores.",
    scopes: .category,
    examples: .specs(
      triggering: #"""
        version: 1
        categories:
          - id: c
            options: [↓allowAnnouncement]
        """#,
      nonTriggering: #"""
        version: 1
        categories:
          - id: c
            options: [customDismissAction]
        """#))
}
