// Rules `localization-unused` and `localization-key-conflict`: localization keys are meaningful.

/// Checks localization keys, explicit and default.
struct LocalizationRule: ValidationRule {
  /// The records of the ids this rule owns, declared below; the registry collects them.
  var records: [RuleDescription] { [Self.localizationKeyConflict, Self.localizationUnused] }

  /// Warns about explicit keys without `localization`; with it, errs when one key (explicit or
  /// default, such as `podcast.play.title`) would stand for two different default values.
  func check(_ context: ValidationContext, _ diagnostics: inout DiagnosticsEngine) {
    guard context.set.localization != nil else {
      context.forEachText { _, text in
        guard let key = text.key else { return }
        diagnostics.report(
          Self.localizationUnused,
          "the key '\(key.value)' is ignored because no spec file has a 'localization' block",
          at: key.range)
      }
      return
    }
    var defaults: [String: LocalizedText] = [:]
    for category in context.set.categories {
      LocalizationKeys.forEachText(in: category) { text, key in
        guard let other = defaults[key] else {
          defaults[key] = text
          return
        }
        guard other.text.value != text.text.value else { return }
        diagnostics.report(
          Self.localizationKeyConflict,
          "the localization key '\(key)' stands for two different default values; give one of them its own 'key'",
          at: text.key?.range ?? text.range,
          notes: [DiagnosticNote("the other value is here", at: other.text.range)])
      }
    }
  }
}

extension RuleID {
  /// `localization-unused`, described by `LocalizationRule.localizationUnused`.
  public static let localizationUnused = RuleID("localization-unused")
  /// `localization-key-conflict`, described by `LocalizationRule.localizationKeyConflict`.
  public static let localizationKeyConflict = RuleID("localization-key-conflict")
}

extension LocalizationRule {
  /// The record of `localization-unused`.
  static let localizationUnused = RuleDescription(
    id: .localizationUnused, severity: .warning,
    summary: "A localization key in a set without `localization`.",
    scopes: .categoryItem,
    examples: .specs(
      triggering: #"""
        version: 1
        categories:
          - id: c
            actions:
              - { id: a, title: { key: ↓c.a.title, default: A } }
        """#,
      nonTriggering: #"""
        version: 1
        localization: { table: Notifications }
        categories:
          - id: c
            actions:
              - { id: a, title: { key: c.a.title, default: A } }
        """#))

  /// The record of `localization-key-conflict`.
  static let localizationKeyConflict = RuleDescription(
    id: .localizationKeyConflict, severity: .error,
    summary: "One localization key with two default values.",
    scopes: .categoryItem,
    examples: .specs(
      triggering: #"""
        version: 1
        localization: { table: Notifications }
        categories:
          - id: c
            actions:
              - { id: a, title: { key: shared.title, default: Open } }
              - { id: b, title: { key: ↓shared.title, default: Close } }
        """#,
      nonTriggering: #"""
        version: 1
        localization: { table: Notifications }
        categories:
          - id: c
            actions:
              - { id: a, title: { key: shared.title, default: Open } }
              - { id: b, title: { key: shared.title, default: Open } }
        """#))
}
