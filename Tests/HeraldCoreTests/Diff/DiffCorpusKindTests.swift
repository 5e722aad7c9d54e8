// The corpus of spec pairs under Tests/Corpus/diff (DiffCorpus) classified in-process: every
// kind occurs, a set compared with itself has no changes, and docs/diff.md lists the kinds.
// How the pairs print is HeraldCLITests' `DiffCorpusTests`.

import Foundation
import HeraldCore
import Testing

@testable import TestSupport

/// The kinds of change across the diff corpus.
@Suite struct DiffCorpusKindTests {
  /// There are enough pairs to mean something.
  @Test func corpusIsLargeEnough() {
    #expect(DiffCorpus.pairs.count >= 15)
  }

  /// Comparing a set with itself finds nothing, for every side of every pair.
  @Test(arguments: DiffCorpus.pairs) func sameSetHasNoChanges(pair: String) throws {
    for name in ["old.yml", "new.yml"] {
      let spec = try DiffCorpus.spec(pair, name)
      #expect(SpecDiff.compare(old: spec, new: spec).isEmpty)
    }
  }

  /// Every change kind occurs somewhere in the corpus, so each is pinned by an expected file.
  @Test func everyKindIsCovered() throws {
    var seen = Set<String>()
    for pair in DiffCorpus.pairs {
      for change in try DiffCorpus.changes(pair) { seen.insert(change.kind.id) }
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
