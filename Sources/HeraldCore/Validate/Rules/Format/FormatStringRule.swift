// Rules `format-specifier` and `summary-argument`: placeholders and summary formats.

import HeraldRuntime

/// Checks the format specifiers of `categorySummaryFormat` and `hiddenPreviewsBodyPlaceholder`.
struct FormatStringRule: CategoryRule {
  /// The records of the ids this rule owns, declared below; the registry collects them.
  var records: [RuleDescription] { [Self.formatSpecifier, Self.summaryArgument] }

  /// Checks each category's two format strings.
  func check(
    _ category: CategoryDecl, _ machine: Machine?, _ context: ValidationContext,
    _ diagnostics: inout DiagnosticsEngine
  ) {
    let modernIOS = (context.set.minimum(.iOS) ?? Version(0)) >= Version(15)
    check(
      "hiddenPreviewsBodyPlaceholder", category.hiddenPreviewsBodyPlaceholder, modernIOS,
      &diagnostics)
    check("categorySummaryFormat", category.categorySummaryFormat, modernIOS, &diagnostics)
  }

  /// Checks one format string.
  func check(
    _ name: String, _ text: LocalizedText?, _ modernIOS: Bool,
    _ diagnostics: inout DiagnosticsEngine
  ) {
    // A format with `arguments` is `FormatArgumentRule`'s: its placeholders are the app's.
    guard let text, !text.isFormat, text.text.value.utf8.contains(UInt8(ascii: "%")) else {
      return
    }
    let specifiers = LocalizedFormat.specifiers(in: text.text.value)
    for bad in specifiers where !Self.allowed(bad.specifier) {
      diagnostics.report(
        Self.formatSpecifier,
        "'\(bad.spelling)' is not allowed in '\(name)'; use %u, %@, their positional forms (%1$u) or %%",
        at: text.text.range)
    }
    if modernIOS,
      specifiers.contains(where: { $0.specifier.conversion == UInt8(ascii: "@") })
    {
      diagnostics.report(
        Self.summaryArgument,
        "'%@' in '\(name)' may stay empty: since iOS 15 the system ignores summary arguments",
        at: text.text.range)
    }
  }

  /// Whether a specifier is `%u`, `%@`, `%%` or a positional `%N$u` / `%N$@` (N from 1), as
  /// `LocalizedFormatScanner` reads it.
  static func allowed(_ specifier: LocalizedFormatScanner.Specifier) -> Bool {
    guard specifier.flags.isEmpty, specifier.width == nil, specifier.precision == nil,
      specifier.length.isEmpty, specifier.pluralName == nil
    else { return false }
    switch specifier.conversion {
    case UInt8(ascii: "%"): return specifier.position == nil
    case UInt8(ascii: "u"), UInt8(ascii: "@"): return specifier.position.map { $0 >= 1 } ?? true
    default: return false
    }
  }
}

extension RuleID {
  /// `format-specifier`, described by `FormatStringRule.formatSpecifier`.
  public static let formatSpecifier = RuleID("format-specifier")
  /// `summary-argument`, described by `FormatStringRule.summaryArgument`.
  public static let summaryArgument = RuleID("summary-argument")
}

extension FormatStringRule {
  /// The record of `format-specifier`.
  static let formatSpecifier = RuleDescription(
    id: .formatSpecifier, severity: .error,
    summary:
      "A format string uses a specifier other than %u, %@, positional forms or %% (a format with arguments: other than %@, %lld, %f and their forms).",
    scopes: .category,
    examples: .specs(
      triggering: #"""
        version: 1
        categories:
          - id: c
            categorySummaryFormat: ↓"%d more"
        """#,
      nonTriggering: #"""
        version: 1
        categories:
          - id: c
            categorySummaryFormat: "%u more, 100%%"
        """#))

  /// The record of `summary-argument`.
  static let summaryArgument = RuleDescription(
    id: .summaryArgument, severity: .warning,
    summary: "`%@` in a format string on iOS 15 or later, where it stays empty.",
    scopes: .category,
    examples: .specs(
      triggering: #"""
        version: 1
        platforms: { iOS: "15.0" }
        categories:
          - id: c
            categorySummaryFormat: ↓"%u more from %@"
        """#,
      nonTriggering: #"""
        version: 1
        platforms: { iOS: "15.0" }
        categories:
          - id: c
            categorySummaryFormat: "%u more"
        """#))
}
