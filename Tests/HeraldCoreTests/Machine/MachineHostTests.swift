// Marker tests for where dynamic actions can run: machine-no-extension and
// dynamic-actions-target.

import Testing

@testable import HeraldCore

/// Dynamic actions need a content extension and iOS 12.
@Suite struct MachineHostTests {
  /// `onTap` on a category no extension serves is an error at the first `onTap`.
  @Test func machineNoExtensionFires() {
    let result = check(
      """
      version: 1
      categories:
        - id: c
          actions:
            - { id: a, title: A }
            - { id: b, title: B, onTap: 1️⃣{ becomes: d } }
          alternates:
            - { id: d, title: D, onTap: { becomes: b } }
      """)
    expectDiagnostic(
      result, id: .machineNoExtension, severity: .error,
      message: .exact(
        "category 'c' swaps actions with 'onTap', but no content extension serves it; add it to"
          + " an extension's 'categories'"),
      at: "1️⃣")
    expectIDs(result, [.machineNoExtension])
  }

  /// Alternates without any `onTap` need no extension.
  @Test func machineNoExtensionQuiet() {
    expectIDs(
      check(
        """
        version: 1
        categories:
          - id: c
            actions:
              - { id: a, title: A }
            alternates:
              - { id: d, title: D }
        """), [.machineUnreachableAlternate])
  }

  /// Dynamic actions on an iOS target below 12 are an error at the `onTap`.
  @Test func dynamicActionsTargetFires() {
    let result = check(
      """
      version: 1
      platforms: { iOS: "11.0" }
      categories:
        - id: c
          actions:
            - { id: a, title: A, onTap: 1️⃣{ becomes: b } }
          alternates:
            - { id: b, title: B, onTap: { becomes: a } }
      \(serving("c"))
      """)
    expectDiagnostic(
      result, id: .dynamicActionsTarget, severity: .error,
      message: "dynamic actions need iOS 12, but the set targets iOS 11.0; raise 'platforms.iOS'",
      at: "1️⃣")
    expectIDs(result, [.deploymentTarget, .dynamicActionsTarget])
  }

  /// iOS 12 is enough.
  @Test func dynamicActionsTargetQuiet() {
    expectClean(
      check(
        """
        version: 1
        platforms: { iOS: "13.0" }
        categories:
          - id: c
            actions:
              - { id: a, title: A, onTap: { becomes: b } }
            alternates:
              - { id: b, title: B, onTap: { becomes: a } }
        \(serving("c"))
        """))
  }
}
