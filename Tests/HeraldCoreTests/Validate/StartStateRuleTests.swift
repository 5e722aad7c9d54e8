// Marker tests for `startState`: decoding and `machine-start-state`.

import Testing

@testable import HeraldCore

/// A payload-chosen start state needs a machine, named states and a usable key.
@Suite struct StartStateRuleTests {
  /// A two-state machine served by an extension, with `extra` lines added to its category.
  static func spec(_ extra: String) -> String {
    """
    version: 1
    categories:
      - id: c
        actions:
          - { id: a, title: A, onTap: { becomes: b } }
        alternates:
          - { id: b, title: B, onTap: { becomes: a } }
    \(extra)
    extensions:
      - { target: UI, categories: [c], principalClass: V, initialContentSizeRatio: 0.5 }
    """
  }

  /// With named states and a custom key, the declaration is decoded and nothing is reported.
  @Test func validDeclarationIsDecoded() throws {
    let result = check(
      Self.spec(
        "    states: { showingA: [a], showingB: [b] }\n    startState: { userInfoKey: state }"))
    expectClean(result)
    let category = try #require(result.outcome.spec?.set.categories.first)
    #expect(category.startState?.value.userInfoKey.value == "state")
  }

  /// Without `states` there is no name for a payload to send: an error at `startState`.
  @Test func needsNamedStates() {
    let result = check(Self.spec("    startState: 1️⃣{ userInfoKey: state }"))
    expectDiagnostic(
      result, id: .machineStartState, severity: .error,
      message: .prefix(
        "category 'c' declares 'startState', but names no states for a payload to choose from"),
      at: "1️⃣")
    expectIDs(result, [.machineStartState])
  }

  /// `aps` belongs to APNs and an empty key names nothing: errors at the key.
  @Test func unusableKeys() {
    let named = "    states: { showingA: [a], showingB: [b] }\n"
    let aps = check(Self.spec(named + "    startState: { userInfoKey: 1️⃣aps }"))
    expectDiagnostic(
      aps, id: .machineStartState, severity: .error,
      message: .prefix("'userInfoKey' cannot be 'aps': APNs reserves that key"), at: "1️⃣")
    expectIDs(aps, [.machineStartState])
    let empty = check(Self.spec(named + "    startState: { userInfoKey: 1️⃣\"\" }"))
    expectDiagnostic(
      empty, id: .machineStartState, severity: .error,
      message: "'userInfoKey' is empty; give the payload key that names the state", at: "1️⃣")
  }

  /// A category without `onTap` has no machine to start: a warning.
  @Test func withoutMachineWarns() {
    let result = check(
      """
      version: 1
      categories:
        - id: c
          actions:
            - { id: a, title: A }
          startState: 1️⃣{ userInfoKey: state }
      """)
    expectDiagnostic(
      result, id: .machineStartState, severity: .warning,
      message: .prefix("category 'c' declares 'startState', but without any 'onTap'"), at: "1️⃣")
    expectIDs(result, [.machineStartState])
  }

  /// The object's keys are checked like every other: a missing or mistyped key is located.
  @Test func shapeErrors() {
    let missing = check(Self.spec("    states: { showingA: [a] }\n    startState: 1️⃣{}"))
    expectIDs(missing, [.missingKey])
    let unknown = check(
      Self.spec("    states: { showingA: [a] }\n    startState: { userInfoKey: s, 1️⃣key: x }"))
    expectDiagnostic(
      unknown, id: .unknownKey, severity: .error, message: .prefix("unknown key 'key'"), at: "1️⃣")
  }
}
