// Marker tests for machine warnings: machine-terminal-change, machine-toggle-round-trip,
// machine-trap, machine-banner-position and machine-unreachable-alternate.

import Testing

@testable import HeraldCore

/// Warnings found by exploring a category's dynamic actions.
@Suite struct MachineWarningTests {
  /// A terminal tap that changes the list warns at its `response` (or its `onTap` without one).
  @Test func machineTerminalChangeFires() {
    let result = check(
      """
      version: 1
      categories:
        - id: c
          actions:
            - { id: a, title: A, onTap: { becomes: b, response: 1️⃣dismiss } }
            - { id: x, title: X, onTap: { set: [b, x] } }
          alternates:
            - { id: b, title: B, onTap: { becomes: a } }
      \(serving("c"))
      """)
    expectDiagnostic(
      result, id: .machineTerminalChange, severity: .warning,
      message: .exact(
        "tapping 'a' closes the interface ('dismiss'), so its change to the shown actions is"
          + " never seen"),
      at: "1️⃣")
    expectIDs(result, [.machineTerminalChange])
  }

  /// A terminal tap that leaves the list as it is, and a default (unchanged) tap, are silent.
  @Test func machineTerminalChangeQuiet() {
    expectClean(
      check(
        """
        version: 1
        categories:
          - id: c
            actions:
              - { id: a, title: A, onTap: { response: dismiss } }
              - { id: x, title: X, onTap: { set: [b, x] } }
            alternates:
              - { id: b, title: B, onTap: { becomes: a } }
        \(serving("c"))
        """))
  }

  /// A toggle pair whose round trip reorders the list warns at the `becomes` of the first half.
  @Test func machineToggleRoundTripFires() {
    let result = check(
      """
      version: 1
      categories:
        - id: c
          actions:
            - { id: x, title: X }
            - { id: a, title: A, onTap: { becomes: 1️⃣b } }
          alternates:
            - { id: b, title: B, onTap: { becomes: 2️⃣a, remove: [x], append: [x] } }
      \(serving("c"))
      """)
    expectDiagnostic(
      result, id: .machineToggleRoundTrip, severity: .warning,
      message: "tapping 'a' then 'b' in the registered actions leaves [a, x] instead of [x, a]",
      at: "1️⃣")
    expectDiagnostic(
      result, id: .machineToggleRoundTrip, severity: .warning,
      message: "tapping 'b' then 'a' after tapping 'a' leaves [b, x] instead of [x, b]", at: "2️⃣")
    expectIDs(result, [.machineToggleRoundTrip, .machineToggleRoundTrip])
  }

  /// The podcast toggles restore the same list: silent.
  @Test func machineToggleRoundTripQuiet() {
    expectClean(check(Podcast.spec))
  }

  /// A reachable state that never returns and has no terminal tap warns at the category id.
  @Test func machineTrapFires() {
    let result = check(
      """
      version: 1
      categories:
        - id: 1️⃣c
          actions:
            - { id: a, title: A, onTap: { becomes: b } }
          alternates:
            - { id: b, title: B, onTap: { becomes: d } }
            - { id: d, title: D, onTap: { becomes: b } }
      \(serving("c"))
      """)
    expectDiagnostic(
      result, id: .machineTrap, severity: .warning,
      message: .exact(
        "category 'c' gets stuck after tapping 'a': the shown actions [b] can never return to the"
          + " registered ones and no tap closes the interface"),
      at: "1️⃣")
    expectIDs(result, [.machineTrap])
  }

  /// The same cycle closed back to the registered actions is silent; so is a cycle whose states
  /// show an action without `onTap` (tapping it closes the interface).
  @Test func machineTrapQuiet() {
    expectClean(
      check(
        """
        version: 1
        categories:
          - id: c
            actions:
              - { id: a, title: A, onTap: { becomes: b } }
            alternates:
              - { id: b, title: B, onTap: { becomes: d } }
              - { id: d, title: D, onTap: { becomes: a } }
        \(serving("c"))
        """))
    expectClean(
      check(
        """
        version: 1
        categories:
          - id: c
            actions:
              - { id: a, title: A, onTap: { becomes: b, append: [e] } }
            alternates:
              - { id: b, title: B, onTap: { becomes: d } }
              - { id: d, title: D, onTap: { becomes: b } }
              - { id: e, title: E }
        \(serving("c"))
        """))
  }
}
