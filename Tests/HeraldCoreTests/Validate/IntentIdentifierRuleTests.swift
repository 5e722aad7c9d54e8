// Marker tests for intent-identifier-constant.

import Testing

@testable import HeraldCore

/// Intent identifiers spelled as an Intents constant's name.
@Suite struct IntentIdentifierRuleTests {
  /// A constant's name warns at the value, with the class name as the fix-it.
  @Test func constantNameFires() {
    let result = check(
      """
      version: 1
      categories:
        - id: c
          intentIdentifiers: [1️⃣INSearchForMessagesIntentIdentifier, INStartCallIntent]
      """)
    let diagnostic = expectDiagnostic(
      result, id: .intentIdentifierConstant, severity: .warning,
      message: .exact(
        "'INSearchForMessagesIntentIdentifier' is the name of an Intents constant, not its "
          + "value; the system compares the intent's class name, 'INSearchForMessagesIntent', "
          + "so this category never matches"),
      at: "1️⃣")
    #expect(diagnostic?.fixIts.map(\.replacement) == ["INSearchForMessagesIntent"])
    expectIDs(result, [.intentIdentifierConstant])
  }

  /// Class names, custom intents and strings that only contain the word are quiet.
  @Test func classNamesAreQuiet() {
    expectClean(
      check(
        """
        version: 1
        categories:
          - id: c
            intentIdentifiers: [INSendMessageIntent, OrderSoupIntent, IntentIdentifier, "My IntentIdentifier"]
        """))
  }
}
