/// Rules `localization-unused` and `localization-key-conflict`: localization keys are meaningful.

/// Checks explicit localization keys.
struct LocalizationRule: ValidationRule {
  /// The ids this rule reports.
  var ids: [RuleID] { [.localizationUnused, .localizationKeyConflict] }

  /// Warns about keys without `localization`, and errs on one key with two defaults.
  func check(_ context: ValidationContext, _ diagnostics: inout DiagnosticsEngine) {
    var defaults: [String: LocalizedText] = [:]
    context.forEachText { _, text in
      guard let key = text.key else { return }
      if context.set.localization == nil {
        diagnostics.warning(
          .localizationUnused,
          "the key '\(key.value)' is ignored because no spec file has a 'localization' block",
          at: key.range)
        return
      }
      if let other = defaults[key.value], other.text.value != text.text.value {
        diagnostics.error(
          .localizationKeyConflict,
          "the key '\(key.value)' has two different default values",
          at: key.range, notes: [DiagnosticNote("the other default is here", at: other.text.range)])
      } else if defaults[key.value] == nil {
        defaults[key.value] = text
      }
    }
  }
}
