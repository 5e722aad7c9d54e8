// Marker tests for scenarios: scenario-not-shown, scenario-mismatch, and empty scenario names.

import Testing

@testable import HeraldCore

/// Scenarios replayed against the explored machine.
@Suite struct ScenarioRuleTests {
  /// The podcast spec of SPEC-LANGUAGE.md with its scenarios replaced by `scenario`, a list item
  /// written from column 1 (it is indented into place).
  static func podcast(scenario: String) -> String {
    let indented = scenario.split(separator: "\n").map { "      " + $0 }.joined(separator: "\n")
    return Podcast.spec.replacing(Podcast.scenarios, with: indented)
  }

  /// A tap on an action not shown at that point errs at the tap, listing what is shown.
  @Test func scenarioNotShownFires() {
    let result = check(
      Self.podcast(
        scenario: """
          - name: double play
            taps: [play-action, 1️⃣play-action]
            expect: [play-action, queue-action]
          """))
    expectDiagnostic(
      result, id: .scenarioNotShown, severity: .error,
      message: .exact(
        "scenario 'double play' taps 'play-action', which is not shown at that point (shown:"
          + " [pause-action, queue-action])"),
      at: "1️⃣")
    expectIDs(result, [.scenarioNotShown])
  }

  /// Taps that are shown replay silently.
  @Test func scenarioNotShownQuiet() {
    expectClean(check(Podcast.spec))
  }

  /// A different result errs at `expect`, with expected and actual lists.
  @Test func scenarioMismatchFires() {
    let result = check(
      Self.podcast(
        scenario: """
          - name: queue then play
            taps: [queue-action, play-action]
            expect: 1️⃣[play-action, queue-action]
          """))
    expectDiagnostic(
      result, id: .scenarioMismatch, severity: .error,
      message: .exact(
        "scenario 'queue then play' expects [play-action, queue-action] but the taps leave"
          + " [pause-action, remove-action]"),
      at: "1️⃣")
    expectIDs(result, [.scenarioMismatch])
  }

  /// The right expectation, and a terminal tap that reopens at the registered actions, are
  /// silent; a category with scenarios and no `onTap` needs no extension.
  @Test func scenarioMismatchQuiet() {
    expectClean(
      check(
        Self.podcast(
          scenario: """
            - name: queue then play
              taps: [queue-action, play-action]
              expect: [pause-action, remove-action]
            """)))
    expectClean(
      check(
        """
        version: 1
        categories:
          - id: c
            actions:
              - { id: a, title: A }
              - { id: b, title: B }
            scenarios:
              - { name: tapping closes and reopens, taps: [a, b, a], expect: [a, b] }
        """))
  }

  /// An empty scenario name is an `empty-string` error at the name.
  @Test func emptyScenarioName() {
    let result = check(
      Self.podcast(
        scenario: """
          - name: 1️⃣""
            taps: []
            expect: [play-action, queue-action]
          """))
    expectDiagnostic(
      result, id: .emptyString, severity: .error, message: "a scenario name must not be empty",
      at: "1️⃣")
    expectIDs(result, [.emptyString])
  }
}
