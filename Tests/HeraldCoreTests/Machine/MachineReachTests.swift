// Marker tests for what explored states show: machine-banner-position and
// machine-unreachable-alternate.

import Testing

@testable import HeraldCore

/// Where swapped-in actions land, and alternates that never appear.
@Suite struct MachineReachTests {
  /// A tap that brings an action in at position 3 warns at the tapped action's `onTap`.
  @Test func machineBannerPositionFires() {
    let result = check(
      """
      version: 1
      categories:
        - id: c
          actions:
            - { id: a, title: A, onTap: 1️⃣{ becomes: b, append: [z] } }
            - { id: y, title: Y }
          alternates:
            - { id: b, title: B, onTap: { set: [a, y] } }
            - { id: z, title: Z }
      \(serving("c"))
      """)
    expectDiagnostic(
      result, id: .machineBannerPosition, severity: .warning,
      message: "tapping 'a' brings in 'z' at position 3; banners show only the first two actions",
      at: "1️⃣")
    expectIDs(result, [.machineBannerPosition])
  }

  /// The same swap that keeps two actions shown is silent.
  @Test func machineBannerPositionQuiet() {
    expectClean(
      check(
        """
        version: 1
        categories:
          - id: c
            actions:
              - { id: a, title: A, onTap: { becomes: b, remove: [y], append: [z] } }
              - { id: y, title: Y }
            alternates:
              - { id: b, title: B, onTap: { set: [a, y] } }
              - { id: z, title: Z }
        \(serving("c"))
        """))
  }

  /// An alternate no tap brings in warns at its id.
  @Test func machineUnreachableAlternateFires() {
    let result = check(
      """
      version: 1
      categories:
        - id: c
          actions:
            - { id: a, title: A, onTap: { becomes: b } }
          alternates:
            - { id: b, title: B, onTap: { becomes: a } }
            - { id: 1️⃣orphan, title: Orphan }
      \(serving("c"))
      """)
    expectDiagnostic(
      result, id: .machineUnreachableAlternate, severity: .warning,
      message: "alternate 'orphan' is never shown: no tap in category 'c' brings it in",
      at: "1️⃣")
    expectIDs(result, [.machineUnreachableAlternate])
  }

  /// The same alternate brought in by a `set` is silent.
  @Test func machineUnreachableAlternateQuiet() {
    expectClean(
      check(
        """
        version: 1
        categories:
          - id: c
            actions:
              - { id: a, title: A, onTap: { becomes: b } }
            alternates:
              - { id: b, title: B, onTap: { set: [a, orphan] } }
              - { id: orphan, title: Orphan }
        \(serving("c"))
        """))
  }
}
