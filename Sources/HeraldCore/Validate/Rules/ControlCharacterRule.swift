/// Rule `control-characters`: user-visible strings may hold newlines, not other control characters.

/// Warns about control characters other than a line feed in user-visible strings.
struct ControlCharacterRule: ValidationRule {
  /// The ids this rule reports.
  var ids: [RuleID] { [.controlCharacters] }

  /// Checks every user-visible string.
  func check(_ context: ValidationContext, _ diagnostics: inout DiagnosticsEngine) {
    for (what, text) in context.texts {
      guard let scalar = text.text.value.unicodeScalars.first(where: Self.isSuspicious) else {
        continue
      }
      let hex = String(scalar.value, radix: 16, uppercase: true)
      let code = "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
      diagnostics.warning(
        .controlCharacters,
        "the \(what) holds the control character \(code); it may not display as intended",
        at: text.text.range)
    }
  }

  /// A control character other than a line feed.
  static func isSuspicious(_ scalar: Unicode.Scalar) -> Bool {
    scalar != "\n" && scalar.properties.generalCategory == .control
  }
}
