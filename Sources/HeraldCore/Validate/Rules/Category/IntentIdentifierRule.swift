// Rule `intent-identifier-constant`: an intent identifier spelled as the Intents constant's name.

/// Warns about `intentIdentifiers` values that are the name of an Intents constant
/// (`INSearchForMessagesIntentIdentifier`) rather than its value, the intent's class name
/// (`INSearchForMessagesIntent`): the system compares the strings, so the category never matches.
struct IntentIdentifierRule: CategoryRule {
  /// The records of the ids this rule owns, declared below; the registry collects them.
  var records: [RuleDescription] { [Self.description] }

  /// The suffix of the constants' names; their values end in `Intent`.
  static let suffix = "IntentIdentifier"

  /// The value a constant's name stands for, or nil when `text` does not look like one: a name
  /// ending in `IntentIdentifier`, with an identifier's characters and something before it.
  static func value(ofConstantNamed text: String) -> String? {
    guard text.hasSuffix(suffix), text.count > suffix.count,
      text.unicodeScalars.allSatisfy({ isIdentifierCharacter($0) })
    else { return nil }
    return String(text.dropLast("Identifier".count))
  }

  /// An ASCII letter, digit or `_`: what a constant's name is made of.
  static func isIdentifierCharacter(_ scalar: Unicode.Scalar) -> Bool {
    ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar)
      || ("0"..."9").contains(scalar) || scalar == "_"
  }

  /// Checks every intent identifier of the category.
  func check(
    _ category: CategoryDecl, _ machine: Machine?, _ context: ValidationContext,
    _ diagnostics: inout DiagnosticsEngine
  ) {
    for identifier in category.intentIdentifiers {
      guard let value = Self.value(ofConstantNamed: identifier.value) else { continue }
      diagnostics.report(
        Self.description,
        "'\(identifier.value)' is the name of an Intents constant, not its value; the system "
          + "compares the intent's class name, '\(value)', so this category never matches",
        at: identifier.range, fixIts: [FixIt(range: identifier.range, replacement: value)])
    }
  }
}

extension RuleID {
  /// `intent-identifier-constant`, described by `IntentIdentifierRule.description`.
  public static let intentIdentifierConstant = RuleID("intent-identifier-constant")
}

extension IntentIdentifierRule {
  /// The record of `intent-identifier-constant`.
  static let description = RuleDescription(
    id: .intentIdentifierConstant, severity: .warning,
    summary: "An intent identifier is an Intents constant's name, not its value.",
    scopes: .category,
    examples: .specs(
      triggering: #"""
        version: 1
        categories:
          - id: c
            intentIdentifiers: [↓INSendMessageIntentIdentifier]
        """#,
      nonTriggering: #"""
        version: 1
        categories:
          - id: c
            intentIdentifiers: [INSendMessageIntent]
        """#))
}
