// Errors that another error explains are left out, and the structural mistakes of issue 25
// get messages that say how to fix them (docs/diagnostics.md, "Follow-on errors").

import Testing

@testable import HeraldCore

/// One cause, one error; the fix named where the mistake is.
@Suite struct FollowOnErrorTests {
  /// An extension that misspells a dynamic category gets `extension-unknown-category` with the
  /// suggestion; the category is not also reported as served by no extension.
  @Test func misspeltServedCategoryIsReportedOnce() {
    let result = check(
      """
      version: 1
      categories:
        - id: podcast
          actions:
            - { id: play, title: Play, onTap: { becomes: pause } }
          alternates:
            - { id: pause, title: Pause, onTap: { becomes: play } }
      extensions:
        - { target: UI, categories: 1️⃣podcats, principalClass: VC, initialContentSizeRatio: 1 }
      """)
    expectDiagnostic(
      result, id: .extensionUnknownCategory, severity: .error,
      message: .exact(
        "extension 'UI' serves 'podcats', which no spec file declares; did you mean 'podcast'?"),
      at: "1️⃣")
    expectIDs(result, [.extensionUnknownCategory])
  }

  /// An unknown id that is no near miss of the category leaves `machine-no-extension` in place:
  /// nothing else explains it.
  @Test func unrelatedUnknownCategoryKeepsTheHostError() {
    let result = check(
      """
      version: 1
      categories:
        - id: podcast
          actions:
            - { id: play, title: Play, onTap: { becomes: pause } }
          alternates:
            - { id: pause, title: Pause, onTap: { becomes: play } }
      extensions:
        - { target: UI, categories: weather, principalClass: VC, initialContentSizeRatio: 1 }
      """)
    expectIDs(result, [.extensionUnknownCategory, .machineNoExtension])
  }

  /// `becomes` naming an id declared nowhere says to declare it under `alternates`, with a
  /// fix-it that does, and suggests no unrelated id (`unlike` is not a misspelt `like`).
  @Test func becomesUndeclaredSaysToDeclareIt() {
    let text = """
      version: 1
      categories:
        - id: post
          actions:
            - { id: like, title: Like, onTap: { becomes: 1️⃣unlike } }
      extensions:
        - { target: UI, categories: post, principalClass: VC, initialContentSizeRatio: 1 }
      """
    let result = check(text)
    let diagnostic = expectDiagnostic(
      result, id: .onTapUnknownAction, severity: .error,
      message: .exact(
        "'unlike' is not an action or alternate of category 'post'; declare it under"
          + " 'alternates' to show it after the tap"),
      at: "1️⃣")
    let fixIt = diagnostic?.fixIts.first
    #expect(fixIt?.replacement == "\n    alternates:\n      - { id: unlike, title: unlike }")
    // The fix-it gives a spec where the id is declared: only the machine's own findings remain.
    if let fixIt {
      let fixed = ResponseCaseNameTests.applying(fixIt, to: MarkedSource(text).text)
      let again = check(fixed)
      #expect(!again.diagnostics.contains { $0.id == .onTapUnknownAction }, "\(fixed)")
    }
  }

  /// With alternates written, the fix-it adds the new one after the last of them; a typo of a
  /// declared id still gets its suggestion instead.
  @Test func becomesFixItJoinsTheAlternates() {
    let result = check(
      """
      version: 1
      categories:
        - id: post
          actions:
            - { id: like, title: Like, onTap: { becomes: 1️⃣unlike } }
            - { id: save, title: Save, onTap: { becomes: 2️⃣unsavd } }
          alternates:
            - { id: unsave, title: Unsave, onTap: { becomes: save } }
      extensions:
        - { target: UI, categories: post, principalClass: VC, initialContentSizeRatio: 1 }
      """)
    let declare = expectDiagnostic(
      result, id: .onTapUnknownAction, severity: .error,
      message: .exact(
        "'unlike' is not an action or alternate of category 'post'; declare it under"
          + " 'alternates' to show it after the tap"),
      at: "1️⃣")
    #expect(declare?.fixIts.map(\.replacement) == ["\n      - { id: unlike, title: unlike }"])
    let typo = expectDiagnostic(
      result, id: .onTapUnknownAction, severity: .error,
      message: .exact(
        "'unsavd' is not an action or alternate of category 'post'; did you mean 'unsave'?"),
      at: "2️⃣")
    #expect(typo?.fixIts.map(\.replacement) == ["unsave"])
  }

  /// `becomes:` written beside an empty `onTap:` instead of under it: one error that says to
  /// indent it, with a fix-it that does; the empty `onTap` is not reported as well.
  @Test func becomesBesideEmptyOnTap() {
    let text = """
      version: 1
      categories:
        - id: podcast
          actions:
            - id: play
              title: Play
              onTap:
              1️⃣becomes: pause
          alternates:
            - { id: pause, title: Pause, onTap: { becomes: play } }
      extensions:
        - { target: UI, categories: podcast, principalClass: VC, initialContentSizeRatio: 1 }
      """
    let result = check(text)
    let diagnostic = expectDiagnostic(
      result, id: .unknownKey, severity: .error,
      message: .exact(
        "'becomes' belongs under 'onTap', which is empty here; indent 'becomes' under 'onTap'"),
      at: "1️⃣")
    // The alternate is unreachable while `onTap` is empty: a warning, which the fix clears too.
    expectIDs(result, [.unknownKey, .machineUnreachableAlternate])
    if let fixIt = diagnostic?.fixIts.first {
      #expect(fixIt.replacement == "  ")
      let fixed = ResponseCaseNameTests.applying(fixIt, to: MarkedSource(text).text)
      expectClean(check(fixed))
    } else {
      Issue.record("no fix-it")
    }
  }

  /// Issue 39's invitation: a category with a machine whose first action's title fills a payload
  /// key, the argument written by `argument`.
  static func invitation(_ argument: String) -> String {
    """
    version: 1
    categories:
      - id: invite
        payload: { host: string }
        actions:
          - id: accept
            title: { default: "Accept %@", arguments: [\(argument)] }
            onTap: { becomes: accepted }
          - { id: decline, title: Decline, options: [destructive] }
        alternates:
          - { id: accepted, title: Accepted, onTap: { becomes: accept } }
        states:
          invited: [accept, decline]
          going: [accepted, decline]
    extensions:
      - { target: UI, categories: invite, principalClass: VC, initialContentSizeRatio: 1 }
    """
  }

  /// A payload argument without `fallback` is one error at the argument: the action is kept
  /// (its argument filled in), so `onTap`, the machine's states and `destructive-first` do not
  /// report it as missing.
  @Test func payloadArgumentWithoutFallbackKeepsTheAction() {
    let result = check(Self.invitation("1️⃣{ payload: host }"))
    expectDiagnostic(
      result, id: .missingKey, severity: .error,
      message: .prefix("payload argument 'host' needs a 'fallback'"), at: "1️⃣")
    expectIDs(result, [.missingKey])
    #expect(result.diagnostics.allSatisfy { $0.notes.isEmpty }, "\(result.listing)")
  }

  /// A misspelt `fallbak:` is one error at the key, with the rename as its fix-it; its value is
  /// read as the fallback.
  @Test func misspeltFallbackIsOneError() {
    let result = check(Self.invitation("{ payload: host, 1️⃣fallbak: someone }"))
    let diagnostic = expectDiagnostic(
      result, id: .unknownKey, severity: .error,
      message: .prefix("unknown key 'fallbak' in "), at: "1️⃣")
    #expect(diagnostic?.fixIts.map(\.replacement) == ["fallback"])
    expectIDs(result, [.unknownKey])
    #expect(result.diagnostics.allSatisfy { $0.notes.isEmpty }, "\(result.listing)")
  }

  /// Any broken argument keeps its action; a list that is not a list keeps it too.
  @Test func brokenArgumentsKeepTheAction() {
    for (argument, id) in [
      ("1️⃣{ app: x, payload: host }", RuleID.missingKey),
      ("1️⃣true", .invalidValue),
      ("{ app: who, type: 1️⃣integr }", .invalidValue),
    ] {
      let result = check(Self.invitation(argument))
      expectDiagnostic(result, id: id, severity: .error, message: .prefix(""), at: "1️⃣")
      expectIDs(result, [id])
    }
    let notAList = Self.invitation("x").replacingOccurrences(
      of: "arguments: [x]", with: "arguments: 1️⃣5")
    let result = check(notAList)
    expectDiagnostic(result, id: .wrongType, severity: .error, message: .prefix(""), at: "1️⃣")
    expectIDs(result, [.wrongType])
  }
}
