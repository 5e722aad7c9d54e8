/// Rules `deprecated-option` and `carplay-on-macos`: category options the platforms ignore.

/// Checks category options against the set's platforms.
struct CategoryOptionRule: CategoryRule {
  /// The ids this rule reports.
  var ids: [RuleID] { [.deprecatedOption, .carPlayOnMacOS] }

  /// Checks every category's options.
  func check(
    _ category: CategoryDecl, _ machine: Machine?, _ context: ValidationContext,
    _ diagnostics: inout DiagnosticsEngine
  ) {
    let macOnly = context.set.platforms.allSatisfy { $0.platform.value == .macOS }
    for option in category.options {
      switch option.value {
      case .allowAnnouncement:
        diagnostics.warning(
          .deprecatedOption,
          "'allowAnnouncement' is deprecated and ignored by the system since iOS 15; remove it",
          at: option.range)
      case .allowInCarPlay where macOnly:
        diagnostics.error(
          .carPlayOnMacOS,
          "'allowInCarPlay' is not available on macOS, the only platform of this set",
          at: option.range)
      default:
        break
      }
    }
  }
}
