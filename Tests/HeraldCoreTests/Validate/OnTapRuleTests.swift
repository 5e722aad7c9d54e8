// Marker tests for `onTap` references: ontap-unknown-action and ontap-conflict.

import Testing

@testable import HeraldCore

/// What an `onTap` may name and combine.
@Suite struct OnTapRuleTests {
  /// An id that is no action or alternate of the category is an error at the id, with a fix-it.
  @Test func onTapUnknownActionFires() {
    let result = check(
      """
      version: 1
      categories:
        - id: c
          actions:
            - { id: play-action, title: Play, onTap: { becomes: 1️⃣pause-actoin } }
            - { id: x, title: X, onTap: { remove: [2️⃣elsewhere] } }
          alternates:
            - { id: pause-action, title: Pause, onTap: { becomes: play-action } }
      \(serving("c"))
      """)
    let diagnostic = expectDiagnostic(
      result, id: .onTapUnknownAction, severity: .error,
      message: .exact(
        "'pause-actoin' is not an action or alternate of category 'c'; did you mean"
          + " 'pause-action'?"),
      at: "1️⃣")
    #expect(diagnostic?.fixIts.map(\.replacement) == ["pause-action"])
    expectDiagnostic(
      result, id: .onTapUnknownAction, severity: .error,
      message: "'elsewhere' is not an action or alternate of category 'c'", at: "2️⃣")
    expectIDs(result, [.onTapUnknownAction, .onTapUnknownAction])
  }

  /// Ids of the category's own actions and alternates are silent.
  @Test func onTapUnknownActionQuiet() {
    expectClean(
      check(
        """
        version: 1
        categories:
          - id: c
            actions:
              - { id: play-action, title: Play, onTap: { becomes: pause-action } }
            alternates:
              - { id: pause-action, title: Pause, onTap: { becomes: play-action } }
        \(serving("c"))
        """))
  }

  /// `set` with another list key errs at that key, with a note at `set`.
  @Test func onTapConflictForSet() {
    let result = check(
      """
      version: 1
      categories:
        - id: c
          actions:
            - { id: a, title: A, onTap: { 1️⃣becomes: b, 2️⃣set: [b] } }
            - { id: x, title: X, onTap: { 3️⃣remove: [x], 4️⃣set: [a, b] } }
          alternates:
            - { id: b, title: B, onTap: { becomes: a } }
      \(serving("c"))
      """)
    let becomes = expectDiagnostic(
      result, id: .onTapConflict, severity: .error,
      message: "'set' gives the whole new list and cannot be combined with 'becomes'", at: "1️⃣")
    expectNote(becomes, result, message: "'set' is here", at: "2️⃣")
    let remove = expectDiagnostic(
      result, id: .onTapConflict, severity: .error,
      message: "'set' gives the whole new list and cannot be combined with 'remove'", at: "3️⃣")
    expectNote(remove, result, message: "'set' is here", at: "4️⃣")
    #expect(result.diagnostics(.onTapConflict).count == 2, "\(result.listing)")
  }

  /// `becomes` and `replace` of the same source err at the `replace` source, with a note at
  /// `becomes`. (The clashing action comes first: see the report on later actions.)
  @Test func onTapConflictForBecomesAndReplace() {
    let result = check(
      """
      version: 1
      categories:
        - id: c
          actions:
            - { id: x, title: X, onTap: { becomes: 2️⃣y, replace: { 1️⃣x: b } } }
          alternates:
            - { id: b, title: B, onTap: { becomes: x } }
            - { id: y, title: Y, onTap: { becomes: x } }
      \(serving("c"))
      """)
    let diagnostic = expectDiagnostic(
      result, id: .onTapConflict, severity: .error,
      message: "'becomes' and 'replace' both replace 'x'; keep one", at: "1️⃣")
    expectNote(diagnostic, result, message: "'becomes' is here", at: "2️⃣")
    #expect(result.diagnostics(.onTapConflict).count == 1, "\(result.listing)")
  }

  /// `becomes` with a `replace` of another source is a legal combination.
  @Test func onTapConflictQuiet() {
    expectClean(
      check(
        """
        version: 1
        categories:
          - id: c
            actions:
              - { id: a, title: A, onTap: { becomes: b, replace: { x: y } } }
              - { id: x, title: X }
            alternates:
              - { id: b, title: B, onTap: { becomes: a, replace: { y: x } } }
              - { id: y, title: Y }
        \(serving("c"))
        """))
  }
}
