// The corpus of spec pairs under Tests/Corpus/diff, read for the diff's classification tests
// (HeraldCoreTests/Diff) and its printing tests (HeraldCLITests).

import Foundation
import HeraldCore
import Testing

/// The pairs of Tests/Corpus/diff: an old.yml, a new.yml and the expected.txt `herald diff`
/// prints.
enum DiffCorpus {
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
}
