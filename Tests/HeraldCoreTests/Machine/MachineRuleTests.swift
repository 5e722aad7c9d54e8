// Marker tests for taps the explorer cannot make: machine-source-not-shown,
// machine-duplicate-action, machine-too-many-shown and machine-state-limit.

import Testing

@testable import HeraldCore

/// Errors found by exploring a category's dynamic actions.
@Suite struct MachineRuleTests {
  /// A `replace` source not shown where the tap happens errs at the `onTap`, with the tap path.
  @Test func machineSourceNotShownFires() {
    let result = check(
      """
      version: 1
      categories:
        - id: c
          actions:
            - { id: a, title: A, onTap: { becomes: b } }
            - { id: x, title: X, onTap: 1️⃣{ replace: { a: y } } }
          alternates:
            - { id: b, title: B, onTap: { becomes: a } }
            - { id: y, title: Y, onTap: { becomes: a } }
      \(serving("c"))
      """)
    expectDiagnostic(
      result, id: .machineSourceNotShown, severity: .error,
      message: .exact(
        "tapping 'x' after tapping 'a' replaces 'a', which is not shown there (shown: [b, x])"),
      at: "1️⃣")
    expectIDs(result, [.machineSourceNotShown])
  }

  /// A `remove` of an id not shown in the registered actions errs there too.
  @Test func machineSourceNotShownForRemove() {
    let result = check(
      """
      version: 1
      categories:
        - id: c
          actions:
            - { id: a, title: A, onTap: { becomes: b } }
            - { id: x, title: X, onTap: 1️⃣{ remove: [b] } }
          alternates:
            - { id: b, title: B, onTap: { becomes: a } }
      \(serving("c"))
      """)
    expectDiagnostic(
      result, id: .machineSourceNotShown, severity: .error,
      message: .exact(
        "tapping 'x' in the registered actions removes 'b', which is not shown once the"
          + " replacements are applied (shown then: [a, x])"),
      at: "1️⃣")
  }

  /// `replace` and `remove` are silent when their sources are shown wherever the tap happens.
  @Test func machineSourceNotShownQuiet() {
    expectClean(
      check(
        """
        version: 1
        categories:
          - id: c
            actions:
              - { id: a, title: A, onTap: { becomes: b, append: [x] } }
            alternates:
              - { id: b, title: B, onTap: { becomes: a, remove: [x] } }
              - { id: x, title: X, onTap: { replace: { b: a }, remove: [x] } }
        \(serving("c"))
        """))
  }

  /// Appending or replacing into an id already shown errs at the `onTap`.
  @Test func machineDuplicateActionFires() {
    let result = check(
      """
      version: 1
      categories:
        - id: c
          actions:
            - { id: a, title: A, onTap: 1️⃣{ append: [x] } }
            - { id: x, title: X, onTap: 2️⃣{ becomes: a } }
      \(serving("c"))
      """)
    expectDiagnostic(
      result, id: .machineDuplicateAction, severity: .error,
      message: "tapping 'a' in the registered actions would show 'x' twice (shown: [a, x])",
      at: "1️⃣")
    expectDiagnostic(
      result, id: .machineDuplicateAction, severity: .error,
      message: "tapping 'x' in the registered actions would show 'a' twice (shown: [a, x])",
      at: "2️⃣")
    expectIDs(result, [.machineDuplicateAction, .machineDuplicateAction])
  }

  /// Appending an id that the same tap's `becomes` makes room for is silent.
  @Test func machineDuplicateActionQuiet() {
    expectClean(
      check(
        """
        version: 1
        categories:
          - id: c
            actions:
              - { id: a, title: A, onTap: { becomes: b, append: [z] } }
            alternates:
              - { id: b, title: B, onTap: { set: [a] } }
              - { id: z, title: Z }
        \(serving("c"))
        """))
  }

  /// Ids `b1` … `bN` as flow-list text.
  static func ids(_ count: Int) -> String {
    (1...count).map { "b\($0)" }.joined(separator: ", ")
  }

  /// Alternates `b1` … `bN` as flow mappings, one a line.
  static func alternates(_ count: Int) -> String {
    (1...count).map { "      - { id: b\($0), title: B }" }.joined(separator: "\n")
  }

  /// A tap that would show 11 actions errs at its `onTap`.
  @Test func machineTooManyShownFires() {
    let result = check(
      """
      version: 1
      categories:
        - id: c
          actions:
            - { id: a, title: A, onTap: 1️⃣{ append: [\(Self.ids(10))] } }
          alternates:
      \(Self.alternates(10))
      \(serving("c"))
      """)
    expectDiagnostic(
      result, id: .machineTooManyShown, severity: .error,
      message: .exact(
        "tapping 'a' in the registered actions would show 11 actions; the system shows at most 10"),
      at: "1️⃣")
    #expect(result.diagnostics(.machineTooManyShown).count == 1)
  }

  /// A tap that shows exactly 10 actions is allowed (banner warnings aside).
  @Test func machineTooManyShownQuiet() {
    let result = check(
      """
      version: 1
      categories:
        - id: c
          actions:
            - { id: a, title: A, onTap: { set: [\(Self.ids(10))] } }
          alternates:
      \(Self.alternates(10))
      \(serving("c"))
      """)
    expectNoDiagnostic(result, id: .machineTooManyShown)
    #expect(result.outcome.spec?.machines.first?.states.last?.count == 10, "\(result.listing)")
  }
}
