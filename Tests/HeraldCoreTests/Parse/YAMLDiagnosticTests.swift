// Marker tests for the yaml-* ids as they surface through `Compiler.check`: syntax, duplicate and
// complex keys, merges, anchors, documents.

import HeraldYAML
import Testing

@testable import HeraldCore

/// YAML-level problems, reported with the same ids as the composer's problem kinds.
@Suite struct YAMLDiagnosticTests {
  /// A libyaml error is `yaml-syntax`, explained in Herald's words at the place to fix, with
  /// libyaml's own words as the first note and its "while …" context as the next.
  @Test func yamlSyntaxFires() {
    let tab = check("version: 1\ncategories:\n  - id: 2️⃣c\n1️⃣\ttitle: x\n")
    let diagnostic = expectDiagnostic(
      tab, id: .yamlSyntax, severity: .error,
      message: .exact("a tab character cannot indent YAML; indent with spaces"), at: "1️⃣")
    expectNote(
      diagnostic, tab, message: "libyaml: found a tab character that violates indentation",
      at: "1️⃣")
    expectNote(diagnostic, tab, message: "while scanning a plain scalar", at: "2️⃣")
    expectIDs(tab, [.yamlSyntax])
    let open = check("version: 1\ncategories: 1️⃣[\n2️⃣")
    let unclosed = expectDiagnostic(
      open, id: .yamlSyntax, severity: .error,
      message: .exact("this '[' is never closed; end the list with ']'"), at: "1️⃣")
    expectNote(unclosed, open, message: "libyaml: did not find expected node content", at: "2️⃣")
    expectIDs(open, [.yamlSyntax])
  }

  /// An error Herald has no words for keeps libyaml's message, without a `libyaml:` note.
  @Test func unexplainedSyntaxKeepsLibyamlWords() {
    let result = check("version: 1\n%YAML 1.2\n1️⃣categories: []\n")
    let diagnostic = expectDiagnostic(
      result, id: .yamlSyntax, severity: .error,
      message: .exact("did not find expected <document start>"), at: "1️⃣")
    #expect(diagnostic?.notes.contains { $0.message.hasPrefix("libyaml:") } == false)
  }

  /// Hints read only the bytes around libyaml's marks: marks past the file, empty files, huge
  /// indentation and long lines of brackets never crash and stay quick.
  @Test func hintsAreRobust() {
    let texts = [
      "", "\n", ":", "- [", "{", "\"", "'", "a: b: c",
      String(repeating: " ", count: 100_000) + "a: b",
      String(repeating: "[", count: 50_000) + "}",
      "a:\n" + String(repeating: "  x\n", count: 5_000) + " y: z",
      "a: \"\\", "\r\r\r  a: b\r b: c", "- a\n b: c", "\u{FEFF}  - a\n - b",
    ]
    for text in texts {
      let outcome = Compiler.check([InputFile(path: "h.yml", bytes: Array(text.utf8))])
      for diagnostic in outcome.diagnostics.diagnostics {
        #expect(diagnostic.range.start.line >= 1 && diagnostic.range.start.column >= 1)
      }
    }
    let marks = [YAMLMark(line: 0, column: 0), YAMLMark(line: 99, column: 99)]
    for mark in marks {
      for message in [
        "did not find expected key", "mapping values are not allowed in this context",
        "did not find expected '-' indicator",
      ] {
        let problem = YAMLProblem(
          kind: .syntax, message: message, range: YAMLRange(start: mark, end: mark),
          notes: [
            YAMLNote(
              message: "while parsing a block mapping", range: YAMLRange(start: mark, end: mark))
          ])
        _ = SyntaxHints.explain(problem, in: Array("a:\n  - b\n c: d".utf8))
      }
    }
  }

  /// Invalid UTF-8 is a `yaml-syntax` error at the offending character.
  @Test func invalidUTF8IsSyntax() throws {
    let bytes = Array("version: 1\ncategories:\n  - id: c".utf8) + [0xFF] + Array("\n".utf8)
    let outcome = Compiler.check([InputFile(path: "bad.yml", bytes: bytes)])
    let diagnostic = try #require(outcome.diagnostics.diagnostics.first)
    #expect(outcome.diagnostics.diagnostics.count == 1)
    #expect(diagnostic.id == RuleID.yamlSyntax && diagnostic.severity == .error)
    #expect(diagnostic.range.file == "bad.yml")
    #expect(diagnostic.range.start == SourcePosition(line: 3, column: 10))
  }

  /// The same text indented with spaces is valid.
  @Test func yamlSyntaxQuiet() {
    expectClean(check("version: 1\ncategories:\n  - id: c\n    options: []\n"))
  }

  /// A duplicate key is an error at the second key with a note at the first.
  @Test func yamlDuplicateKeyFires() {
    let result = check("version: 1\ncategories:\n  - 2️⃣id: a\n    1️⃣id: b\n")
    let diagnostic = expectDiagnostic(
      result, id: .yamlDuplicateKey, severity: .error,
      message: "duplicate key 'id' in this mapping", at: "1️⃣")
    expectNote(diagnostic, result, message: "'id' is first defined here", at: "2️⃣")
    expectIDs(result, [.yamlDuplicateKey])
  }

  /// Distinct keys are silent.
  @Test func yamlDuplicateKeyQuiet() {
    expectClean(check("version: 1\ncategories:\n  - id: a\n    swiftName: B\n"))
  }

  /// An anchor defined twice is a warning at the second definition with a note at the first;
  /// the file is still read, and later aliases name the second node.
  @Test func yamlDuplicateAnchorFires() {
    let result = check(
      "version: 1\ncategories:\n  - 2️⃣&x { id: c }\n  - 1️⃣&x { id: d }\n  - { id: e, swiftName: *x }\n"
    )
    let diagnostic = expectDiagnostic(
      result, id: .yamlDuplicateAnchor, severity: .warning,
      message: .exact(
        "anchor '&x' is defined again, so aliases after this point name this node, not the one on"
          + " line 3; give each anchor its own name"),
      at: "1️⃣")
    expectNote(diagnostic, result, message: "'&x' is first defined here", at: "2️⃣")
    expectIDs(result, [.yamlDuplicateAnchor, .wrongType])
  }

  /// Distinct anchor names are silent.
  @Test func yamlDuplicateAnchorQuiet() {
    expectClean(check("version: 1\ncategories:\n  - &x { id: c }\n  - &y { id: d }\n"))
  }

  /// A collection used as a key is an error at the collection.
  @Test func yamlComplexKeyFires() {
    let result = check("version: 1\ncategories:\n  - id: c\n    ? 1️⃣[x]\n    : 1\n")
    expectDiagnostic(
      result, id: .yamlComplexKey, severity: .error,
      message: "a mapping key must be a scalar, not a collection; write the key as text", at: "1️⃣")
    expectIDs(result, [.yamlComplexKey])
  }

  /// An explicit `?` key that is a scalar is an ordinary key.
  @Test func yamlComplexKeyQuiet() {
    expectClean(check("version: 1\ncategories:\n  - ? id\n    : c\n"))
  }

  /// A `<<` value that is not a mapping (or a list of mappings) is an error at the bad value.
  @Test func yamlBadMergeFires() {
    let result = check(
      """
      version: 1
      categories:
        - <<: 1️⃣5
          id: d
        - <<: [2️⃣x]
          id: e
      """)
    for marker in ["1️⃣", "2️⃣"] {
      expectDiagnostic(
        result, id: .yamlBadMerge, severity: .error,
        message: .exact(
          "a '<<' merge value must be a mapping or a sequence of mappings; merge an anchored"
            + " mapping such as '<<: *defaults'"),
        at: marker)
    }
    expectIDs(result, [.yamlBadMerge, .yamlBadMerge])
  }

  /// Merging an anchored mapping, alone or in a list, is silent and brings its keys in.
  @Test func yamlBadMergeQuiet() {
    let result = check(
      """
      version: 1
      categories:
        - &base
          id: a
          options: [customDismissAction]
        - <<: *base
          id: b
        - <<: [*base]
          id: c
      """)
    expectClean(result)
    let categories = result.outcome.spec?.set.categories ?? []
    #expect(categories.map(\.id.value) == ["a", "b", "c"])
    #expect(
      categories.map { $0.options.map(\.value) }
        == Array(repeating: [.customDismissAction], count: 3))
  }
}
