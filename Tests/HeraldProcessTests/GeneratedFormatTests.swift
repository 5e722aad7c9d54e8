// Generated Swift follows the project's `.swift-format`: `swift format lint --strict` passes.

import Foundation
import Testing

@testable import TestSupport

/// The renderers write formatted code themselves (herald never runs swift-format), so the
/// linter from the toolchain checks their output for a few spec sets.
@Suite struct GeneratedFormatTests {
  /// Every generated Swift file of the set lints clean with the repository's `.swift-format`:
  /// the app file, content extensions, harnesses, long expressions broken inside brackets.
  @Test(arguments: [
    "Specs", "Tests/Corpus/valid/legacy", "Tests/Corpus/valid/multiplatform",
    "Tests/Corpus/valid/case-variants", "Tests/Corpus/valid/lean-app", "Tests/Corpus/machines",
  ])
  func generatedSwiftPassesLint(_ specs: String) throws {
    try withTemporaryFolder { folder in
      let output = folder.url.appending(path: "out")
      let run = try Herald.run(["generate", specs, "--output", output.path])
      #expect(run.status == 0, "\(run.stderr)")
      let files = try FolderSnapshot(output).files.filter { $0.hasSuffix(".swift") }
      #expect(files.contains("App/NotificationCategories.swift"))
      let configuration = Herald.packageRoot.appending(path: ".swift-format").path
      let lint = try Tool.run(
        ["swift", "format", "lint", "--strict", "--configuration", configuration]
          + files.map { output.appending(path: $0).path }, timeout: 600)
      #expect(lint.status == 0 && lint.output.isEmpty, "\(lint.summary)")
    }
  }
}
