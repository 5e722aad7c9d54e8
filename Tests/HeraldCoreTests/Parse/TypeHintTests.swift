// Type errors name their key and offer the fix both ways: remove the quotes from a quoted number
// or boolean, quote a null meant as text; a missing version offers `version: 1`.

import Testing

@testable import HeraldCore

/// The wording and fix-its of `wrong-type` and of a missing `version`.
@Suite struct TypeHintTests {
  /// A category with one action whose extra keys are `keys`.
  static func action(_ keys: String) -> String {
    """
    version: 1
    categories:
      - id: c
        actions:
          - id: a
    \(keys)
    """
  }

  /// A list where text is expected names the key and suggests quoting, without an edit (the
  /// decoder does not have the list's source text).
  @Test func listWhereStringExpectedNamesTheKey() {
    let result = check(
      Self.action(
        """
                title: A
                textInput: { buttonTitle: Send, placeholder: 1️⃣[a, b] }
        """))
    let found = expectDiagnostic(
      result, id: .wrongType, severity: .error,
      message: "'placeholder' expects a string, found a list; quote it if it is meant as text",
      at: "1️⃣")
    #expect(found?.fixIts == [])
  }

  /// A quoted number where a number is expected: remove the quotes, as a fix-it over the scalar.
  @Test func quotedNumberLosesItsQuotes() throws {
    let result = check(
      """
      version: 1
      categories: [{ id: c }]
      extensions:
        - target: X
          principalClass: P
          categories: [c]
          initialContentSizeRatio: 1️⃣"0.5"2️⃣
      """)
    let found = try #require(
      expectDiagnostic(
        result, id: .wrongType, severity: .error,
        message: "'initialContentSizeRatio' expects a number, found \"0.5\"; remove the quotes",
        at: "1️⃣"))
    #expect(found.fixIts.map(\.replacement) == ["0.5"])
    #expect(found.fixIts.first?.range.start == result.position("1️⃣", in: "spec.yml"))
    #expect(found.fixIts.first?.range.end == result.position("2️⃣", in: "spec.yml"))
  }

  /// Quoted booleans and whole numbers lose their quotes too; text that would not parse bare
  /// gets no such hint.
  @Test func quotedBooleanAndWholeNumber() {
    let result = check(
      """
      version: 1️⃣'1'
      categories:
        - id: c
          register: 2️⃣"false"
        - id: d
          register: 3️⃣"nope"
      """)
    let version = expectDiagnostic(
      result, id: .wrongType, severity: .error,
      message: "'version' expects a whole number, found \"1\"; remove the quotes", at: "1️⃣")
    #expect(version?.fixIts.map(\.replacement) == ["1"])
    let register = expectDiagnostic(
      result, id: .wrongType, severity: .error,
      message: "'register' expects a boolean (true/false), found \"false\"; remove the quotes",
      at: "2️⃣")
    #expect(register?.fixIts.map(\.replacement) == ["false"])
    let nope = expectDiagnostic(
      result, id: .wrongType, severity: .error,
      message: "'register' expects a boolean (true/false), found \"nope\"", at: "3️⃣")
    #expect(nope?.fixIts == [])
  }

  /// A null where text is expected: `title:` gets `""` inserted, `title: null` gets quoted.
  @Test func nullWhereStringExpectedIsQuoted() {
    let result = check(
      """
      version: 1
      categories:
        - id: c
          actions:
            - id: a
              title:1️⃣
            - id: b
              title: 2️⃣null
      """)
    let empty = expectDiagnostic(
      result, id: .wrongType, severity: .error,
      message: "'title' expects a string, found nothing (null); write \"\" for an empty string",
      at: "1️⃣")
    #expect(empty?.fixIts.map(\.replacement) == ["\"\""])
    #expect(empty.map { $0.fixIts.first?.range.start == $0.fixIts.first?.range.end } == true)
    let null = expectDiagnostic(
      result, id: .wrongType, severity: .error,
      message: "'title' expects a string, found nothing (null); quote it to mean the text 'null'",
      at: "2️⃣")
    #expect(null?.fixIts.map(\.replacement) == ["\"null\""])
  }

  /// A list item has no key, so its type error keeps the plain wording.
  @Test func listItemKeepsPlainWording() {
    let result = check(
      """
      version: 1
      categories:
        - 1️⃣plain
      """)
    expectDiagnostic(
      result, id: .wrongType, severity: .error,
      message: "expected a mapping (category), found \"plain\"", at: "1️⃣")
  }

  /// A missing version offers `version: 1` on a line of its own before the root mapping's first
  /// key, indented like it; a flow root gets it after its brace.
  @Test func missingVersionOffersTheLine() {
    let block = check("# a comment\n1️⃣categories: []\n")
    let found = expectDiagnostic(
      block, id: .missingKey, severity: .error,
      message: "spec file is missing the required key 'version'", at: "1️⃣")
    #expect(found?.fixIts.map(\.replacement) == ["version: 1\n"])
    #expect(found?.fixIts.first?.range.start == block.position("1️⃣", in: "spec.yml"))
    let flow = check("1️⃣{2️⃣categories: []}\n")
    let brace = expectDiagnostic(
      flow, id: .missingKey, severity: .error,
      message: "spec file is missing the required key 'version'", at: "1️⃣")
    #expect(brace?.fixIts.map(\.replacement) == ["version: 1, "])
    #expect(brace?.fixIts.first?.range.start == flow.position("2️⃣", in: "spec.yml"))
  }
}
