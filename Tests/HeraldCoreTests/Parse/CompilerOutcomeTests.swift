// What a check of a spec set tells its caller besides the diagnostics.

import Testing

@testable import HeraldCore

/// `Compiler.Outcome.extensionTargets`: the build plugin's extension targets learn from it that
/// a spec set with errors is theirs.
@Suite struct CompilerOutcomeTests {
  /// Checks `files` as one spec set.
  static func check(_ files: [(String, String)]) -> Compiler.Outcome {
    Compiler.check(files.map { InputFile(path: $0.0, bytes: Array($0.1.utf8)) })
  }

  /// A file declaring an extension serving `category`, and the categories `declaring`.
  static func extensionFile(
    _ target: String, category: String = "c", declaring: [String] = []
  ) -> String {
    "version: 1\n"
      + (declaring.isEmpty ? "" : "categories:\n" + declaring.map { "  - id: \($0)\n" }.joined())
      + "extensions:\n  - target: \(target)\n    categories: \(category)\n"
      + "    principalClass: ViewController\n    initialContentSizeRatio: 0.5\n"
  }

  /// Every file's extension targets, in the order given, on a valid set.
  @Test func validSetListsItsExtensionTargets() {
    let outcome = Self.check([
      ("b.yml", Self.extensionFile("SecondUI", category: "d", declaring: ["d"])),
      ("a.yml", Self.extensionFile("FirstUI", declaring: ["c"])),
    ])
    #expect(outcome.spec != nil, "\(outcome.diagnostics.diagnostics.map(\.message))")
    #expect(outcome.extensionTargets == ["SecondUI", "FirstUI"])
  }

  /// A set with errors has no spec but still the targets its files declare; a file that cannot
  /// be read at all declares none.
  @Test func setWithErrorsStillListsThem() {
    let outcome = Self.check([
      ("a.yml", Self.extensionFile("OrderUI", category: "missing")),
      ("b.yml", "version: 1\ncategories: [\n"),
    ])
    #expect(outcome.spec == nil)
    #expect(outcome.diagnostics.hasErrors)
    #expect(outcome.extensionTargets == ["OrderUI"])
  }
}
