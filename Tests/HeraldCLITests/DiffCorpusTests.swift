// The corpus of spec pairs under Tests/Corpus/diff (DiffCorpus), printed as `herald diff` prints
// them, against each pair's expected.txt; the classification alone is HeraldCoreTests/Diff's.

import Foundation
import HeraldCore
import Testing

@testable import HeraldCLI
@testable import TestSupport

/// Prints every pair of the diff corpus in-process.
@Suite struct DiffCorpusTests {
  /// Each pair prints exactly its expected.txt; `HERALD_RECORD_GOLDENS=1` rewrites it (and
  /// fails, so that a recorded run is looked at).
  @Test(arguments: DiffCorpus.pairs) func pairMatchesExpected(pair: String) throws {
    let actual = DiffPrinter.text(try DiffCorpus.changes(pair))
    let url = DiffCorpus.folder.appending(path: "\(pair)/expected.txt")
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
}
