// Marker tests for the yaml-* ids about anchors, budgets and documents, through `Compiler.check`.

import Testing

@testable import HeraldCore

/// Anchors, the alias, depth and scalar budgets, and one document per file.
@Suite struct YAMLBudgetTests {
  /// An alias to an undefined anchor, or to the node that contains it, is an error at the alias.
  @Test func yamlUnknownAnchorFires() {
    let result = check(
      """
      version: 1
      categories:
        - id: c
          actions: 1️⃣*nope
          intentIdentifiers: &r [x, 2️⃣*r]
      """)
    expectDiagnostic(
      result, id: .yamlUnknownAnchor, severity: .error,
      message: "unknown anchor 'nope'; define it with '&nope' before this alias", at: "1️⃣")
    expectDiagnostic(
      result, id: .yamlUnknownAnchor, severity: .error,
      message: "alias '*r' refers to a node that contains it; YAML cannot nest a node in itself",
      at: "2️⃣")
  }

  /// An anchor defined before its alias shares the node: silent.
  @Test func yamlUnknownAnchorQuiet() {
    let result = check(
      """
      version: 1
      categories:
        - id: c
          actions: &shared
            - { id: read, title: Read }
        - id: d
          actions: *shared
      """)
    expectClean(result)
    #expect(
      result.outcome.spec?.set.categories.map { $0.actions.map(\.id.value) } == [
        ["read"], ["read"],
      ])
  }

  /// A spec with categories `c0` … `cN` whose later ones alias the first one's 999 intent ids
  /// (1,000 nodes each); marker `1️⃣` stands before the last alias.
  static func aliases(_ count: Int) -> String {
    let ids = (1...999).map { "i\($0)" }.joined(separator: ", ")
    var yaml = "version: 1\ncategories:\n  - id: c0\n    intentIdentifiers: &ids [\(ids)]\n"
    for index in 1...count {
      let marker = index == count ? "1️⃣" : ""
      yaml += "  - { id: c\(index), intentIdentifiers: \(marker)*ids }\n"
    }
    return yaml
  }

  /// 101 aliases of 1,000 nodes pass the 100,000-node budget: an error at the 101st alias.
  @Test func yamlAliasBudgetFires() {
    let result = check(Self.aliases(101))
    expectDiagnostic(
      result, id: .yamlAliasBudget, severity: .error,
      message: "aliases expand to more than 100000 nodes; use fewer or smaller aliases", at: "1️⃣")
    expectIDs(result, [.yamlAliasBudget])
  }

  /// 100 aliases of 1,000 nodes, exactly the budget, are silent.
  @Test func yamlAliasBudgetQuiet() {
    let result = check(Self.aliases(100))
    expectClean(result)
    #expect(result.outcome.spec?.set.categories.last?.intentIdentifiers.count == 999)
  }

  /// `categories:` followed by `count` nested flow lists, marker `1️⃣` before the last `[`.
  static func nested(_ count: Int) -> String {
    "version: 1\ncategories: " + String(repeating: "[", count: count - 1) + "1️⃣["
      + String(repeating: "]", count: count) + "\n"
  }

  /// 65 nested collections (the root mapping and 64 lists) are an error at the 65th.
  @Test func yamlDepthBudgetFires() {
    let result = check(Self.nested(64))
    expectDiagnostic(
      result, id: .yamlDepthBudget, severity: .error,
      message: "nesting is deeper than 64 levels; flatten the structure", at: "1️⃣")
    expectIDs(result, [.yamlDepthBudget])
  }

  /// 64 nested collections are within the budget (the spec is still wrong, but not too deep).
  @Test func yamlDepthBudgetQuiet() {
    let result = check(Self.nested(63))
    expectNoDiagnostic(result, id: .yamlDepthBudget)
    expectIDs(result, [.wrongType])
  }

  /// A title of `length` bytes, marked `1️⃣`.
  static func title(_ length: Int) -> String {
    "version: 1\ncategories:\n  - id: c\n    actions:\n      - id: a\n        title: 1️⃣"
      + String(repeating: "x", count: length) + "\n"
  }

  /// A scalar over 1 MiB is an error at the scalar.
  @Test func yamlScalarTooLongFires() {
    let result = check(Self.title(1_048_577))
    expectDiagnostic(
      result, id: .yamlScalarTooLong, severity: .error,
      message: "this scalar is 1048577 bytes long, more than the 1048576 allowed; shorten it",
      at: "1️⃣")
    expectIDs(result, [.yamlScalarTooLong])
  }

  /// A scalar of exactly 1 MiB is silent.
  @Test func yamlScalarTooLongQuiet() {
    expectClean(check(Self.title(1_048_576)))
  }

  /// A second document is an error at its start; the first document is still checked.
  @Test func yamlMultipleDocumentsFires() {
    let result = check("version: 1\n1️⃣---\nversion: 1\n")
    expectDiagnostic(
      result, id: .yamlMultipleDocuments, severity: .error,
      message: "this file holds more than one YAML document; keep a single document per file",
      at: "1️⃣")
    expectIDs(result, [.yamlMultipleDocuments])
  }

  /// One explicit document, with start and end markers, is silent.
  @Test func yamlMultipleDocumentsQuiet() {
    expectClean(check("---\nversion: 1\n...\n"))
  }
}
