// Marker tests for identifiers: invalid-identifier, duplicate-category, category-id-case and
// duplicate-action.

import Testing

@testable import HeraldCore

/// Category and action identifiers.
@Suite struct IdentifierRuleTests {
  /// Empty, padded and reserved ids are errors at the id.
  @Test func invalidIdentifierFires() {
    let result = check(
      """
      version: 1
      categories:
        - id: 1️⃣""
        - id: 2️⃣" padded"
        - id: c
          actions:
            - { id: 3️⃣com.apple.UNNotificationDismissActionIdentifier, title: X }
      """)
    expectDiagnostic(
      result, id: .invalidIdentifier, severity: .error,
      message: "category id must not be empty", at: "1️⃣")
    let padded = expectDiagnostic(
      result, id: .invalidIdentifier, severity: .error,
      message: "category id ' padded' has leading or trailing white space", at: "2️⃣")
    #expect(padded?.fixIts.map(\.replacement) == ["padded"])
    expectDiagnostic(
      result, id: .invalidIdentifier, severity: .error,
      message: .exact(
        "'com.apple.UNNotificationDismissActionIdentifier' is reserved by the system for default"
          + " and dismiss responses; choose another id"),
      at: "3️⃣")
  }

  /// Ordinary ids, including reverse-DNS ones close to Apple's, are silent.
  @Test func invalidIdentifierQuiet() {
    expectClean(
      check(
        """
        version: 1
        categories:
          - id: padded
          - id: c
            actions:
              - { id: com.example.UNNotificationDismissActionIdentifier, title: X }
        """))
  }

  /// A category id used twice is an error at the second, with a note at the first.
  @Test func duplicateCategoryFires() {
    let result = check("version: 1\ncategories:\n  - id: 2️⃣chat\n  - id: 1️⃣chat\n")
    let diagnostic = expectDiagnostic(
      result, id: .duplicateCategory, severity: .error,
      message: "category 'chat' is declared twice", at: "1️⃣")
    expectNote(diagnostic, result, message: "first declared here", at: "2️⃣")
    expectIDs(result, [.duplicateCategory])
  }

  /// Distinct ids are silent.
  @Test func duplicateCategoryQuiet() {
    expectClean(check("version: 1\ncategories:\n  - id: chat\n  - id: chats\n"))
  }

  /// Ids that differ only in case draw a note (not an error) pointing at the other one.
  @Test func categoryIdCaseFires() {
    let result = check(
      """
      version: 1
      categories:
        - id: 2️⃣Chat
        - id: 1️⃣chat
          swiftName: LowerChat
      """)
    let diagnostic = expectDiagnostic(
      result, id: .categoryIdCase, severity: .note,
      message: "category ids 'Chat' and 'chat' differ only in letter case; ids are case-sensitive",
      at: "1️⃣")
    expectNote(diagnostic, result, message: "'Chat' is declared here", at: "2️⃣")
    expectIDs(result, [.categoryIdCase])
    #expect(result.outcome.spec != nil)
  }

  /// Ids that differ in more than case are silent.
  @Test func categoryIdCaseQuiet() {
    expectClean(check("version: 1\ncategories:\n  - id: Chat\n  - id: chat-room\n"))
  }

  /// An id repeated between a category's actions and alternates is an error at the repeat.
  @Test func duplicateActionFires() {
    let result = check(
      """
      version: 1
      categories:
        - id: c
          actions:
            - { id: 2️⃣read, title: Read }
          alternates:
            - { id: 1️⃣read, title: Read again }
      """)
    let diagnostic = expectDiagnostic(
      result, id: .duplicateAction, severity: .error,
      message: "action 'read' is declared twice in category 'c'", at: "1️⃣")
    expectNote(diagnostic, result, message: "first declared here", at: "2️⃣")
    expectIDs(result, [.duplicateAction])
  }

  /// The same action in two categories with the same definition is normal and silent.
  @Test func duplicateActionQuiet() {
    expectClean(
      check(
        """
        version: 1
        categories:
          - id: a
            actions:
              - { id: read, title: Mark as Read, options: [foreground, authenticationRequired] }
          - id: b
            actions:
              - { id: read, title: Mark as Read, options: [authenticationRequired, foreground] }
        """))
  }
}
