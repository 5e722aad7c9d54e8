// Marker tests for `ignore`: what each list silences, where, and `invalid-ignore`.

import Testing

@testable import HeraldCore

/// Silencing by `ignore` on categories, actions, alternates, extensions and `diagnostics`.
@Suite struct IgnoreTests {
  /// The silenced diagnostics of a check, with the position of the entry that silenced each.
  static func silenced(_ result: MarkedCheck) -> [(id: RuleID, line: Int, entry: SourcePosition)] {
    result.outcome.diagnostics.silenced.map {
      ($0.diagnostic.id, $0.diagnostic.range.start.line, $0.entry.start)
    }
  }

  /// Three actions in a category, for `banner-actions`.
  static let threeActions = """
        actions:
          - { id: a, title: A }
          - { id: b, title: B }
          - { id: c, title: C }
    """

  /// A category's list silences the note about its own actions and not another category's.
  @Test func categoryListSilencesItsOwnActions() {
    let result = check(
      """
      version: 1
      categories:
        - id: kept
          ignore: [1️⃣banner-actions]
      \(Self.threeActions)
        - id: other
      \(Self.threeActions.replacingOccurrences(of: "id: c,", with: "id: 2️⃣c,"))
      """)
    expectDiagnostic(
      result, id: .bannerActions, severity: .note, message: .prefix("category 'other' has 3"),
      at: "2️⃣")
    expectIDs(result, [.bannerActions])
    let silenced = Self.silenced(result)
    #expect(silenced.count == 1)
    #expect(silenced.first?.id == .bannerActions)
    #expect(silenced.first?.entry == result.position("1️⃣", in: "spec.yml"))
    #expect(result.outcome.spec != nil)
  }

  /// An alternate's list silences what fires in that alternate; an action's list cannot name a
  /// rule that fires only in alternates.
  @Test func alternateAndActionLists() {
    let result = check(
      """
      version: 1
      categories:
        - id: c
          actions:
            - { id: a, title: A, onTap: { becomes: b }, ignore: [1️⃣machine-unreachable-alternate] }
          alternates:
            - { id: b, title: B, onTap: { becomes: a } }
            - { id: z, title: Z, ignore: [machine-unreachable-alternate] }
      \(serving("c"))
      """)
    expectDiagnostic(
      result, id: .invalidIgnore, severity: .warning,
      message:
        "'machine-unreachable-alternate' cannot fire in an action, so this entry silences nothing; it fires in: alternate",
      at: "1️⃣")
    expectIDs(result, [.invalidIgnore])
    #expect(Self.silenced(result).map(\.id) == [.machineUnreachableAlternate])
  }

  /// An extension's list silences a warning inside that extension.
  @Test func extensionList() {
    let result = check(
      """
      version: 1
      categories:
        - id: c
        - id: d
      extensions:
        - target: UI
          categories: [c, c]
          principalClass: ViewController
          initialContentSizeRatio: 1
          ignore: [duplicate-value]
        - target: Other
          categories: [d, 1️⃣d]
          principalClass: ViewController
          initialContentSizeRatio: 1
      """)
    expectDiagnostic(
      result, id: .duplicateValue, severity: .warning, message: "'d' is listed twice", at: "1️⃣")
    #expect(Self.silenced(result).map(\.id) == [.duplicateValue])
  }

  /// The set-wide block silences an id in every file of the set, and files may repeat it in any
  /// order.
  @Test func setWideBlockCoversEveryFile() {
    let first = """
      version: 1
      diagnostics: { ignore: [banner-actions, destructive-first] }
      categories:
        - id: one
      \(Self.threeActions)
      """
    let second = """
      version: 1
      diagnostics:
        ignore: [destructive-first, banner-actions]
      categories:
        - id: two
      \(Self.threeActions)
      """
    let result = check(files: [("a.yml", first), ("b.yml", second)])
    expectIDs(result, [])
    #expect(Self.silenced(result).map(\.id) == [.bannerActions, .bannerActions])
    #expect(result.outcome.spec != nil)
  }

  /// Two files whose blocks differ are an error, as for `swift` and `app`.
  @Test func differingBlocksConflict() {
    let result = check(files: [
      ("a.yml", "version: 1\ndiagnostics: { ignore: [banner-actions] }\n"),
      ("b.yml", "version: 1\ndiagnostics: 1️⃣{ ignore: [destructive-first] }\n"),
    ])
    expectDiagnostic(
      result, id: .conflictingSettings, severity: .error,
      message:
        "'diagnostics' differs from the one given earlier; every file of a spec set must agree",
      at: "1️⃣", in: "b.yml")
    #expect(result.outcome.spec == nil)
  }

  /// Errors stay, and naming an id that reports only errors is a warning; an id reported with
  /// both severities is silenced only as a warning.
  @Test func errorsCannotBeSilenced() {
    let result = check(
      """
      version: 1
      diagnostics: { ignore: [1️⃣duplicate-action, machine-start-state] }
      categories:
        - id: c
          actions:
            - { id: a, title: A }
            - { id: 2️⃣a, title: B }
      """)
    expectDiagnostic(
      result, id: .invalidIgnore, severity: .warning,
      message: "'duplicate-action' reports errors only, and errors cannot be silenced", at: "1️⃣")
    expectDiagnostic(
      result, id: .duplicateAction, severity: .error, message: .prefix("action 'a'"), at: "2️⃣")
    #expect(result.outcome.spec == nil)
    #expect(Self.silenced(result).isEmpty)
  }

  /// An unknown id is a warning with the closest id as a fix-it; `invalid-ignore` itself cannot
  /// be silenced, even set-wide.
  @Test func unknownIDsAndTheRuleItself() {
    let result = check(
      """
      version: 1
      diagnostics: { ignore: [invalid-ignore] }
      categories:
        - id: c
          ignore: [1️⃣banner-action, 2️⃣no-such-rule-at-all]
      """)
    let typo = expectDiagnostic(
      result, id: .invalidIgnore, severity: .warning,
      message:
        "no rule has the id 'banner-action', so this entry silences nothing; did you mean 'banner-actions'?",
      at: "1️⃣")
    #expect(typo?.fixIts.map(\.replacement) == ["banner-actions"])
    let unknown = expectDiagnostic(
      result, id: .invalidIgnore, severity: .warning,
      message: "no rule has the id 'no-such-rule-at-all', so this entry silences nothing",
      at: "2️⃣")
    #expect(unknown?.fixIts.isEmpty == true)
    #expect(
      result.diagnostics.contains {
        $0.message
          == "'invalid-ignore' cannot be silenced: it says that an 'ignore' entry does nothing"
      })
    expectIDs(result, [.invalidIgnore, .invalidIgnore, .invalidIgnore])
  }

  /// An id listed twice in one list is a `duplicate-value` warning pointing at the first.
  @Test func entryListedTwice() {
    let result = check(
      """
      version: 1
      diagnostics: { ignore: [1️⃣banner-actions, 2️⃣banner-actions] }
      """)
    let found = expectDiagnostic(
      result, id: .duplicateValue, severity: .warning, message: "'banner-actions' is listed twice",
      at: "2️⃣")
    expectNote(found, result, message: "first listed here", at: "1️⃣")
    expectIDs(result, [.duplicateValue])
  }

  /// A payload rule never fires in a spec, so the set-wide list refuses it.
  @Test func payloadRulesCannotBeIgnoredInSpecs() {
    let result = check(
      """
      version: 1
      diagnostics: { ignore: [1️⃣payload-kind] }
      """)
    expectDiagnostic(
      result, id: .invalidIgnore, severity: .warning,
      message: .prefix("'payload-kind' cannot fire in a spec, so this entry silences nothing"),
      at: "1️⃣")
  }

  /// The key is checked like any other: a scalar where a list is expected is a type error.
  @Test func ignoreMustBeAList() {
    let result = check(
      """
      version: 1
      categories:
        - id: c
          ignore: 1️⃣banner-actions
      """)
    expectDiagnostic(result, id: .wrongType, severity: .error, message: .prefix(""), at: "1️⃣")
  }

  /// Matching a diagnostic to the spans of many lists costs a logarithmic number of steps each:
  /// the binary search finds the span around a position among sorted, disjoint spans.
  @Test func spanSearch() {
    func at(_ line: Int) -> SourcePosition { SourcePosition(line: line, column: 1) }
    let entry = SourceRange(file: "s.yml", start: at(1), end: at(1))
    let spans = stride(from: 10, to: 1_000, by: 10).map {
      IgnoreIndex.Span(start: at($0), end: at($0 + 5), entry: entry)
    }
    #expect(IgnoreIndex.entry(in: spans, containing: at(12)) != nil)
    #expect(IgnoreIndex.entry(in: spans, containing: at(17)) == nil)
    #expect(IgnoreIndex.entry(in: spans, containing: at(5)) == nil)
    #expect(IgnoreIndex.entry(in: spans, containing: at(994)) != nil)
    #expect(IgnoreIndex.entry(in: spans, containing: at(995)) == nil)
  }

  /// `count` categories, each with three actions and its own `ignore: [banner-actions]`, and one
  /// set-wide list: every category's note is silenced by a list.
  static func manyLists(_ count: Int) -> String {
    var text = "version: 1\ndiagnostics: { ignore: [destructive-first] }\ncategories:\n"
    for index in 0..<count {
      text += "  - id: c\(index)\n    ignore: [banner-actions]\n    actions:\n"
      for action in ["a", "b", "c"] {
        text += "      - { id: \(action), title: T, options: [destructive] }\n"
      }
    }
    return text
  }

  /// Silencing stays linear: doubling the categories, each with a list and a silenced note,
  /// at most a little more than doubles the work counted while checking (the sorted spans are
  /// searched, never scanned).
  @Test func silencingScalesLinearly() {
    var counts: [Int] = []
    var silenced: [Int] = []
    for count in [2_000, 4_000] {
      var result: MarkedCheck?
      let work = WorkMeter.observe { result = check(Self.manyLists(count)) }
      counts.append(work.count(of: .general))
      silenced.append(result?.outcome.diagnostics.silenced.count ?? 0)
      #expect(result?.diagnostics.isEmpty == true)
    }
    #expect(silenced == [2 * 2_000, 2 * 4_000])
    #expect(counts[0] > 2_000)
    #expect(Double(counts[1]) / Double(counts[0]) < 2.3, "\(counts)")
  }
}
