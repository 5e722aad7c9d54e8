// Marker tests for the decoder's ids: empty-spec, unsupported-version, wrong-type, missing-key,
// unknown-key, invalid-value and duplicate-value.

import Testing

@testable import HeraldCore

/// Problems the decoder finds while turning YAML nodes into the spec AST.
@Suite struct DecodingTests {
  /// An empty file and a file with only a comment are both `empty-spec` at the file start.
  @Test func emptySpecFires() {
    for yaml in ["1️⃣", "1️⃣# nothing but a comment\n"] {
      let result = check(yaml)
      expectDiagnostic(
        result, id: .emptySpec, severity: .error,
        message: "the spec is empty; it must start with 'version: 1'", at: "1️⃣")
      expectIDs(result, [.emptySpec])
    }
  }

  /// The smallest valid spec is `version: 1` alone.
  @Test func emptySpecQuiet() {
    expectClean(check("version: 1\n"))
  }

  /// An unknown version names the versions understood, at the number.
  @Test func unsupportedVersionFires() {
    let result = check("version: 1️⃣2\ncategories: []\n")
    expectDiagnostic(
      result, id: .unsupportedVersion, severity: .error,
      message: "unsupported spec version 2; this herald understands version 1", at: "1️⃣")
    expectIDs(result, [.unsupportedVersion])
  }

  /// Version 1 with an empty category list is fine.
  @Test func unsupportedVersionQuiet() {
    expectClean(check("version: 1\ncategories: []\n"))
  }

  /// A wrong scalar type names the key and says what was expected and what was found.
  @Test func wrongTypeFires() {
    let result = check(
      """
      version: 1️⃣"1"
      categories:
        - id: c
          register: 2️⃣yes please
        - 3️⃣plain
      """)
    expectDiagnostic(
      result, id: .wrongType, severity: .error,
      message: "'version' expects a whole number, found \"1\"; remove the quotes", at: "1️⃣")
    expectDiagnostic(
      result, id: .wrongType, severity: .error,
      message: "'register' expects a boolean (true/false), found \"yes please\"", at: "2️⃣")
    expectDiagnostic(
      result, id: .wrongType, severity: .error,
      message: "expected a mapping (category), found \"plain\"", at: "3️⃣")
  }

  /// A top level that is not a mapping is `wrong-type` at its start.
  @Test func wrongTypeAtTopLevel() {
    let result = check("1️⃣- version: 1\n")
    expectDiagnostic(
      result, id: .wrongType, severity: .error,
      message: "the top level of a spec must be a mapping starting with 'version: 1', found a list",
      at: "1️⃣")
    expectIDs(result, [.wrongType])
  }

  /// The right types decode silently.
  @Test func wrongTypeQuiet() {
    expectClean(check("version: 1\ncategories:\n  - id: c\n    register: false\n"))
  }

  /// A missing required key is reported at the start of the mapping that lacks it.
  @Test func missingKeyFires() {
    let result = check(
      """
      1️⃣categories:
        - id: c
          actions:
            - 2️⃣id: a
            - id: b
              title: B
              icon: 3️⃣{ system: star, template: Star }
      """)
    expectDiagnostic(
      result, id: .missingKey, severity: .error,
      message: "spec file is missing the required key 'version'", at: "1️⃣")
    expectDiagnostic(
      result, id: .missingKey, severity: .error,
      message: "action is missing the required key 'title'", at: "2️⃣")
    expectDiagnostic(
      result, id: .missingKey, severity: .error,
      message: "an icon needs exactly one of 'system' and 'template'", at: "3️⃣")
    expectIDs(result, [.missingKey, .missingKey, .missingKey])
  }

  /// Every required key present, and an icon with one key, decode silently.
  @Test func missingKeyQuiet() {
    expectClean(
      check(
        """
        version: 1
        categories:
          - id: c
            actions:
              - id: a
                title: A
              - { id: b, title: B, icon: { template: Star } }
        """))
  }

  /// An unknown key suggests a close known key and offers it as a fix-it.
  @Test func unknownKeyFires() throws {
    let result = check("version: 1\n1️⃣categorys: []\n")
    let diagnostic = expectDiagnostic(
      result, id: .unknownKey, severity: .error,
      message: "unknown key 'categorys' in spec file; did you mean 'categories'?", at: "1️⃣")
    #expect(diagnostic?.fixIts.map(\.replacement) == ["categories"])
    let far = check("version: 1\ncategories:\n  - id: c\n    1️⃣colour: red\n")
    expectDiagnostic(
      far, id: .unknownKey, severity: .error, message: "unknown key 'colour' in category",
      at: "1️⃣")
  }

  /// A near miss of a required key the mapping lacks is one diagnostic at the key, with the
  /// rename as its fix-it, and no `missing-key`; a transposition counts as one edit.
  @Test func misspeltRequiredKeyIsOneDiagnostic() {
    for key in ["titel", "Title", "titl"] {
      let result = check(
        "version: 1\ncategories:\n  - id: c\n    actions:\n      - id: a\n        1️⃣\(key): A\n")
      let diagnostic = expectDiagnostic(
        result, id: .unknownKey, severity: .error,
        message: .exact(
          "unknown key '\(key)' in action; did you mean 'title', which action requires?"),
        at: "1️⃣")
      #expect(diagnostic?.fixIts.map(\.replacement) == ["title"])
      expectIDs(result, [.unknownKey])
    }
  }

  /// With the required key present, a near miss is an ordinary unknown key.
  @Test func nearMissOfPresentKeyIsUnknown() {
    let result = check(
      "version: 1\ncategories:\n  - id: c\n    actions:\n      - id: a\n        title: A\n"
        + "        1️⃣titel: B\n")
    expectDiagnostic(
      result, id: .unknownKey, severity: .error,
      message: .exact("unknown key 'titel' in action; did you mean 'title'?"), at: "1️⃣")
    expectIDs(result, [.unknownKey])
  }

  /// `key:value` with no space is one plain key in YAML; Herald names the missing space.
  @Test func keyWithoutSpaceIsNamed() {
    let result = check("version: 1\ncategories:\n  - { id: c, actions: [{ id: a, 1️⃣title:A }] }\n")
    let diagnostic = expectDiagnostic(
      result, id: .unknownKey, severity: .error,
      message: .exact(
        "unknown key 'title:A' in action; put a space after the ':' to give 'title' the value 'A'"),
      at: "1️⃣")
    #expect(diagnostic?.fixIts.map(\.replacement) == ["title: A"])
    expectIDs(result, [.unknownKey])
  }

  /// Optimal string alignment: a swap of two adjacent characters is one edit.
  @Test func transpositionIsOneEdit() {
    func distance(_ a: String, _ b: String) -> Int {
      Suggestion.editDistance(Array(a.unicodeScalars), Array(b.unicodeScalars))
    }
    #expect(distance("titel", "title") == 1)
    #expect(distance("ab", "ba") == 1)
    #expect(distance("ca", "abc") == 3)
    #expect(distance("", "abc") == 3 && distance("abc", "") == 3)
    #expect(distance("kitten", "sitting") == 3)
    #expect(
      Suggestion.closest(to: "ofreground", in: ["foreground", "destructive"]) == "foreground")
    #expect(
      Suggestion.didYouMean("catgeories", in: ["categories"]) == "; did you mean 'categories'?")
  }

  /// Known keys in every object are silent.
  @Test func unknownKeyQuiet() {
    expectClean(check("version: 1\ncategories:\n  - id: c\n    options: [customDismissAction]\n"))
  }
}
