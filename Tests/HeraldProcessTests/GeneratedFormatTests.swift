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

  /// The harness's conformances (`extension T: P {}`) take each layout swift-format gives them
  /// as the extension and category names grow: one line, `{` then `}`, `{}` on its own line,
  /// and the type broken before its second component; the harnesses lint clean.
  @Test func harnessConformancesPassLint() throws {
    let machine = { (id: String) in
      """
        - id: \(id)
          actions:
            - { id: a, title: A, onTap: { becomes: b } }
          alternates:
            - { id: b, title: B, onTap: { becomes: a } }

      """
    }
    let spec =
      "version: 1\ncategories:\n" + machine("p") + machine("player-000108")
      + machine("player-000109")
        + """
        extensions:
          - { target: Short, categories: [p], principalClass: VC, initialContentSizeRatio: 1 }
          - target: ContentExtension0002
            categories: [player-000108]
            principalClass: VC
            initialContentSizeRatio: 1
          - target: ContentExtensionWithALongTargetName00002
            categories: [player-000109]
            principalClass: VC
            initialContentSizeRatio: 1
        """
    try withTemporaryFolder { folder in
      let path = try folder.write("long.yml", text: spec)
      let output = folder.url.appending(path: "out")
      let run = try Herald.run(["generate", path, "--output", output.path])
      #expect(run.status == 0, "\(run.stderr)")
      let harnesses = try FolderSnapshot(output).files.filter { $0.hasPrefix("Tests/") }
      let text = try harnesses.map {
        try String(contentsOf: output.appending(path: $0), encoding: .utf8)
      }.joined()
      for layout in [
        "  extension ShortDynamicActions.P: HeraldMachineHarness.Machine {}\n",
        "HeraldMachineHarness.MachineStep {\n  }\n",
        "HeraldMachineHarness.MachineState\n  {}\n",
        "  extension ContentExtensionWithALongTargetName00002DynamicActions\n"
          + "    .Player000109.State: HeraldMachineHarness.MachineState\n  {}\n",
      ] {
        #expect(text.contains(layout), "\(layout)")
      }
      let configuration = Herald.packageRoot.appending(path: ".swift-format").path
      let lint = try Tool.run(
        ["swift", "format", "lint", "--strict", "--configuration", configuration]
          + harnesses.map { output.appending(path: $0).path }, timeout: 600)
      #expect(lint.status == 0 && lint.output.isEmpty, "\(lint.summary)")
    }
  }
}
