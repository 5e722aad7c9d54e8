// The corpus of spec pairs under Tests/Corpus/diff: each pair's classified changes, printed as
// `herald diff` prints them, against the pair's expected.txt.

import Foundation
import HeraldCore
import Testing

@testable import HeraldCLI
@testable import TestSupport

/// Runs every pair of the diff corpus in-process.
@Suite struct DiffCorpusTests {
  /// Tests/Corpus/diff.
  static let folder = Herald.packageRoot.appending(path: "Tests/Corpus/diff")

  /// The pairs, by folder name.
  static let pairs: [String] = {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
    return names.filter { !$0.hasPrefix(".") }.sorted()
  }()

  /// The changes from a pair's old.yml to its new.yml, both named as in the pair's folder.
  static func changes(_ pair: String) throws -> [SpecChange] {
    let old = try spec(pair, "old.yml")
    let new = try spec(pair, "new.yml")
    return SpecDiff.compare(old: old, new: new)
  }

  /// One side of a pair, validated; a spec with errors fails the test with its diagnostics.
  static func spec(_ pair: String, _ name: String) throws -> ValidatedSpec {
    let bytes = try Data(contentsOf: folder.appending(path: "\(pair)/\(name)"))
    let outcome = Compiler.check([InputFile(path: name, bytes: Array(bytes))])
    let spec = try #require(
      outcome.spec, "\(pair)/\(name) is invalid: \(outcome.diagnostics.diagnostics)")
    return spec
  }

  /// There are enough pairs to mean something.
  @Test func corpusIsLargeEnough() {
    #expect(Self.pairs.count >= 15)
  }

  /// Each pair prints exactly its expected.txt; `HERALD_RECORD_GOLDENS=1` rewrites it (and
  /// fails, so that a recorded run is looked at).
  @Test(arguments: pairs) func pairMatchesExpected(pair: String) throws {
    let actual = DiffPrinter.text(try Self.changes(pair))
    let url = Self.folder.appending(path: "\(pair)/expected.txt")
    if Golden.recording {
      try Data(actual.utf8).write(to: url)
      Issue.record("recorded \(pair)/expected.txt; unset HERALD_RECORD_GOLDENS and run again")
      return
    }
    let expected = String(decoding: try Data(contentsOf: url), as: UTF8.self)
    #expect(
      expected == actual,
      "\(pair) differs (- expected, + actual):\n\(Golden.lineDiff(from: expected, to: actual))")
  }

  /// Comparing a set with itself finds nothing, for every side of every pair.
  @Test(arguments: pairs) func sameSetHasNoChanges(pair: String) throws {
    for name in ["old.yml", "new.yml"] {
      let spec = try Self.spec(pair, name)
      #expect(SpecDiff.compare(old: spec, new: spec).isEmpty)
    }
  }

  /// Every change kind occurs somewhere in the corpus, so each is pinned by an expected file.
  @Test func everyKindIsCovered() throws {
    var seen = Set<String>()
    for pair in Self.pairs {
      for change in try Self.changes(pair) { seen.insert(change.kind.id) }
    }
    let missing = ChangeKind.all.map(\.id).filter { !seen.contains($0) }
    #expect(missing.isEmpty, "kinds no pair shows: \(missing)")
  }

  /// The kinds' ids are unique and all start with `diff-`.
  @Test func kindIDsAreUniqueAndPrefixed() {
    let ids = ChangeKind.all.map(\.id)
    #expect(Set(ids).count == ids.count)
    #expect(ids.allSatisfy { $0.hasPrefix("diff-") })
  }

  /// docs/diff.md has a section for exactly the kinds there are, each with its class.
  @Test func kindsAreDocumented() throws {
    let text = try String(
      contentsOf: Herald.packageRoot.appending(path: "docs/diff.md"), encoding: .utf8)
    let documented = text.split(separator: "\n").compactMap { line -> String? in
      guard line.hasPrefix("### `diff-") else { return nil }
      return String(line.dropFirst(5).prefix { $0 != "`" })
    }
    #expect(documented.sorted() == ChangeKind.all.map(\.id).sorted())
    for kind in ChangeKind.all {
      #expect(
        text.contains("| `\(kind.id)` | \(kind.changeClass.rawValue) |"),
        "docs/diff.md's table lacks \(kind.id) as \(kind.changeClass.rawValue)")
    }
  }
}
