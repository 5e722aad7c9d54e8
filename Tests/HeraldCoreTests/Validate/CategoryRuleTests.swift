// Marker tests for category strings and options: format-specifier, summary-argument,
// deprecated-option and carplay-on-macos.

import Testing

@testable import HeraldCore

/// Format strings and category options.
@Suite struct CategoryRuleTests {
  /// The advice every `format-specifier` message ends with.
  static let advice = "use %u, %@, their positional forms (%1$u) or %%"

  /// A specifier other than `%u`, `%@`, their positional forms and `%%` is an error at the string.
  @Test func formatSpecifierFires() {
    let result = check(
      """
      version: 1
      localization: { table: Alerts }
      categories:
        - id: c
          hiddenPreviewsBodyPlaceholder: 1️⃣"%d new messages"
          categorySummaryFormat: { key: summary, default: 2️⃣"%u of %s" }
      """)
    expectDiagnostic(
      result, id: .formatSpecifier, severity: .error,
      message: .exact("'%d' is not allowed in 'hiddenPreviewsBodyPlaceholder'; \(Self.advice)"),
      at: "1️⃣")
    expectDiagnostic(
      result, id: .formatSpecifier, severity: .error,
      message: .exact("'%s' is not allowed in 'categorySummaryFormat'; \(Self.advice)"),
      at: "2️⃣")
    expectIDs(result, [.formatSpecifier, .formatSpecifier])
  }

  /// `%u`, positional `%1$u`, `%2$u` and `%%` are silent (no `%@`, so no iOS 15 warning).
  @Test func formatSpecifierQuiet() {
    expectClean(
      check(
        """
        version: 1
        categories:
          - id: c
            hiddenPreviewsBodyPlaceholder: "%u new messages, 100%% yours"
            categorySummaryFormat: "%1$u more, %2$u unread"
        """))
  }

  /// `%@` on an iOS 15+ target warns at the string (the default target is iOS 15.0).
  @Test func summaryArgumentFires() {
    let result = check(
      """
      version: 1
      categories:
        - id: c
          categorySummaryFormat: 1️⃣"%u more episodes from %@"
      """)
    expectDiagnostic(
      result, id: .summaryArgument, severity: .warning,
      message: .exact(
        "'%@' in 'categorySummaryFormat' may stay empty: since iOS 15 the system ignores summary"
          + " arguments"),
      at: "1️⃣")
    expectIDs(result, [.summaryArgument])
  }

  /// `%@` below iOS 15 is silent.
  @Test func summaryArgumentQuiet() {
    expectClean(
      check(
        """
        version: 1
        platforms: { iOS: "14.0" }
        categories:
          - id: c
            categorySummaryFormat: "%u more episodes from %@"
        """))
  }

  /// `allowAnnouncement` is a warning at the option.
  @Test func deprecatedOptionFires() {
    let result = check(
      """
      version: 1
      categories:
        - id: c
          options: [customDismissAction, 1️⃣allowAnnouncement]
      """)
    expectDiagnostic(
      result, id: .deprecatedOption, severity: .warning,
      message:
        "'allowAnnouncement' is deprecated and ignored by the system since iOS 15; remove it",
      at: "1️⃣")
    expectIDs(result, [.deprecatedOption])
  }

  /// Current options are silent.
  @Test func deprecatedOptionQuiet() {
    expectClean(
      check(
        """
        version: 1
        categories:
          - id: c
            options: [customDismissAction, allowInCarPlay, hiddenPreviewsShowTitle]
        """))
  }

  /// `allowInCarPlay` on a macOS-only set is an error at the option.
  @Test func carPlayOnMacOSFires() {
    let result = check(
      """
      version: 1
      platforms: { macOS: "12.0" }
      categories:
        - id: c
          options: [1️⃣allowInCarPlay]
      """)
    expectDiagnostic(
      result, id: .carPlayOnMacOS, severity: .error,
      message: "'allowInCarPlay' is not available on macOS, the only platform of this set",
      at: "1️⃣")
    expectIDs(result, [.carPlayOnMacOS])
  }

  /// `allowInCarPlay` on a set that also targets iOS is silent.
  @Test func carPlayOnMacOSQuiet() {
    expectClean(
      check(
        """
        version: 1
        platforms: { macOS: "12.0", iOS: "15.0" }
        categories:
          - id: c
            options: [allowInCarPlay]
        """))
  }
}
