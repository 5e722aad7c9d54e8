// Marker tests for what the system shows: action-conflict, banner-actions, too-many-actions and
// destructive-first.

import Testing

@testable import HeraldCore

/// Shared action ids and the number and order of registered actions.
@Suite struct ActionRuleTests {
  /// A shared action id with a different title or options warns at the later definition.
  @Test func actionConflictFires() {
    let result = check(
      """
      version: 1
      categories:
        - id: a
          actions:
            - { id: 2️⃣read, title: Mark as Read }
            - { id: 4️⃣open, title: Open }
        - id: b
          actions:
            - { id: 1️⃣read, title: Read }
            - { id: 3️⃣open, title: Open, options: [foreground] }
      """)
    let title = expectDiagnostic(
      result, id: .actionConflict, severity: .warning,
      message: .exact(
        "action 'read' is defined differently in categories 'a' and 'b'; Apple asks for app-wide"
          + " unique action ids"),
      at: "1️⃣")
    expectNote(title, result, message: "the other definition is here", at: "2️⃣")
    let options = expectDiagnostic(
      result, id: .actionConflict, severity: .warning,
      message: .prefix("action 'open' is defined differently in categories 'a' and 'b'"),
      at: "3️⃣")
    expectNote(options, result, message: "the other definition is here", at: "4️⃣")
    expectIDs(result, [.actionConflict, .actionConflict])
  }

  /// Identical shared definitions are silent, whatever the order of their options.
  @Test func actionConflictQuiet() {
    expectClean(
      check(
        """
        version: 1
        categories:
          - id: a
            actions:
              - { id: read, title: Read, options: [foreground, authenticationRequired] }
          - id: b
            actions:
              - { id: read, title: Read, options: [authenticationRequired, foreground] }
        """))
  }

  /// A third registered action draws a note at that action: banners show two.
  @Test func bannerActionsFires() {
    let result = check(
      """
      version: 1
      categories:
        - id: c
          actions:
            - { id: a, title: A }
            - { id: b, title: B }
            - { id: 1️⃣d, title: D }
      """)
    expectDiagnostic(
      result, id: .bannerActions, severity: .note,
      message: "category 'c' has 3 actions; banners show only the first two", at: "1️⃣")
    expectIDs(result, [.bannerActions])
    #expect(result.outcome.spec != nil)
  }

  /// Two registered actions (and any number of alternates) are silent.
  @Test func bannerActionsQuiet() {
    expectIDs(
      check(
        """
        version: 1
        categories:
          - id: c
            actions:
              - { id: a, title: A }
              - { id: b, title: B }
            alternates:
              - { id: d, title: D }
        """), [.machineUnreachableAlternate])
  }

  /// Eleven registered actions are an error at the eleventh, with no banner note besides.
  @Test func tooManyActionsFires() {
    let actions = (1...10).map { "      - { id: a\($0), title: A }\n" }.joined()
    let result = check(
      "version: 1\ncategories:\n  - id: c\n    actions:\n" + actions
        + "      - { id: 1️⃣a11, title: A }\n")
    expectDiagnostic(
      result, id: .tooManyActions, severity: .error,
      message: "category 'c' has 11 actions; the system shows at most 10", at: "1️⃣")
    expectIDs(result, [.tooManyActions])
  }

  /// Ten registered actions are allowed (with the banner note only).
  @Test func tooManyActionsQuiet() {
    let actions = (1...10).map { "      - { id: a\($0), title: A }\n" }.joined()
    let result = check("version: 1\ncategories:\n  - id: c\n    actions:\n\(actions)")
    expectIDs(result, [.bannerActions])
    #expect(result.outcome.spec != nil)
  }

  /// A destructive first action draws a note at its id.
  @Test func destructiveFirstFires() {
    let result = check(
      """
      version: 1
      categories:
        - id: c
          actions:
            - { id: 1️⃣delete, title: Delete, options: [destructive] }
            - { id: keep, title: Keep }
      """)
    expectDiagnostic(
      result, id: .destructiveFirst, severity: .note,
      message: .exact(
        "the first action 'delete' is destructive; a watch double tap runs the first"
          + " non-destructive action instead"),
      at: "1️⃣")
    expectIDs(result, [.destructiveFirst])
  }

  /// A destructive action in second place is silent.
  @Test func destructiveFirstQuiet() {
    expectClean(
      check(
        """
        version: 1
        categories:
          - id: c
            actions:
              - { id: keep, title: Keep }
              - { id: delete, title: Delete, options: [destructive] }
        """))
  }
}
