// Marker tests for swift-name-style.

import Testing

@testable import HeraldCore

/// Explicit action Swift names that swift-format's lowerCamelCase check would flag.
@Suite struct SwiftNameStyleRuleTests {
  /// A capital first letter and an inner `_` warn at the name, with the derived case name as the
  /// fix-it.
  @Test func capitalsAndUnderscoresFire() {
    let result = check(
      """
      version: 1
      categories:
        - id: c
          actions:
            - { id: play, title: Play, swiftName: 1️⃣PlayNow, onTap: { becomes: open } }
            - { id: stop, title: Stop, swiftName: 2️⃣stop_now }
          alternates:
            - { id: open, title: Open, swiftName: 3️⃣URLOpen }
      \(serving("c"))
      """)
    let first = expectDiagnostic(
      result, id: .swiftNameStyle, severity: .warning,
      message: .exact(
        "the Swift name 'PlayNow' of action 'play' is not lowerCamelCase; swift-format flags "
          + "the case it becomes, write 'playNow'"),
      at: "1️⃣")
    #expect(first?.fixIts.map(\.replacement) == ["playNow"])
    let second = expectDiagnostic(
      result, id: .swiftNameStyle, severity: .warning, message: .prefix("the Swift name"), at: "2️⃣")
    #expect(second?.fixIts.map(\.replacement) == ["stopNow"])
    let third = expectDiagnostic(
      result, id: .swiftNameStyle, severity: .warning, message: .prefix("the Swift name"), at: "3️⃣")
    #expect(third?.fixIts.map(\.replacement) == ["urlOpen"])
    expectIDs(result, [.swiftNameStyle, .swiftNameStyle, .swiftNameStyle])
  }

  /// lowerCamelCase names, leading underscores (as derived names for keywords have) and ids
  /// without a `swiftName` are quiet.
  @Test func lowerCamelCaseIsQuiet() {
    expectClean(
      check(
        """
        version: 1
        categories:
          - id: c
            actions:
              - { id: play, title: Play, swiftName: playNow }
              - { id: Stop_Now, title: Stop, swiftName: _open }
        """))
  }

  /// The check agrees with swift-format on the shapes it flags.
  @Test(arguments: [
    ("playNow", true), ("_open", true), ("__x", true), ("url2", true), ("PlayNow", false),
    ("stop_now", false), ("_Play", false), ("a_", false),
  ])
  func lowerCamelCase(name: String, accepted: Bool) {
    #expect(SwiftNameStyleRule.isLowerCamelCase(name) == accepted)
  }
}
