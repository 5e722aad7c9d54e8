// Rule `control-characters`: user-visible strings may hold newlines, not other control characters.

/// Warns about control characters other than a line feed in user-visible strings.
struct ControlCharacterRule: ValidationRule {
  /// The records of the ids this rule owns, declared below; the registry collects them.
  var records: [RuleDescription] { [Self.description] }

  /// Checks every user-visible string.
  func check(_ context: ValidationContext, _ diagnostics: inout DiagnosticsEngine) {
    context.forEachText { what, text in
      guard Self.mayHoldControls(text.text.value),
        let scalar = text.text.value.unicodeScalars.first(where: Self.isSuspicious)
      else { return }
      let hex = String(scalar.value, radix: 16, uppercase: true)
      let code = "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
      diagnostics.report(
        Self.description,
        "the \(what) holds the control character \(code); it may not display as intended",
        at: text.text.range)
    }
  }

  /// A quick byte scan: whether the text may hold a C0, DEL or C1 control character.
  static func mayHoldControls(_ text: String) -> Bool {
    text.utf8.contains { ($0 < 0x20 && $0 != 0x0A) || $0 == 0x7F || $0 == 0xC2 }
  }

  /// A control character other than a line feed.
  static func isSuspicious(_ scalar: Unicode.Scalar) -> Bool {
    scalar != "\n" && scalar.properties.generalCategory == .control
  }
}

extension RuleID {
  /// `control-characters`, described by `ControlCharacterRule.description`.
  public static let controlCharacters = RuleID("control-characters")
}

extension ControlCharacterRule {
  /// The record of `control-characters`.
  static let description = RuleDescription(
    id: .controlCharacters, severity: .warning,
    summary: "A user-visible string holds a control character other than a newline.",
    scopes: .categoryItem,
    examples: .specs(
      triggering: #"""
        version: 1
        categories:
          - id: c
            actions:
              - { id: a, title: "Tab\there" }
        """#,
      nonTriggering: #"""
        version: 1
        categories:
          - id: c
            actions:
              - { id: a, title: "Line\nbreak" }
        """#))
}
