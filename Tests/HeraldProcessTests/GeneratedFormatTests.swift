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

  /// Generates `spec` into `folder/out`: the folder, its Swift files and the app file's text.
  static func generated(_ spec: String, in folder: TemporaryFolder) throws -> (
    output: URL, files: [String], app: String
  ) {
    let path = try folder.write("spec.yml", text: spec)
    let output = folder.url.appending(path: "out")
    let run = try Herald.run(["generate", path, "--output", output.path])
    #expect(run.status == 0, "\(run.stderr)")
    let files = try FolderSnapshot(output).files.filter { $0.hasSuffix(".swift") }
    let app = try String(
      contentsOf: output.appending(path: "App/NotificationCategories.swift"), encoding: .utf8)
    return (output, files, app)
  }

  /// Lints `files` under `output` with the repository's `.swift-format`.
  static func lint(_ files: [String], in output: URL) throws -> ToolRun {
    let configuration = Herald.packageRoot.appending(path: ".swift-format").path
    return try Tool.run(
      ["swift", "format", "lint", "--strict", "--configuration", configuration]
        + files.map { output.appending(path: $0).path }, timeout: 600)
  }

  /// Names that once compiled but did not lint, or did not compile: keyword ids as categories,
  /// actions and alternates (`_open`, `Type_`), actions spelled like their category, and case
  /// variants. The set generates and every Swift file lints clean.
  @Test func awkwardNamesPassLint() throws {
    let spec = """
      version: 1
      categories:
        - id: open
          actions:
            - { id: open, title: Open, onTap: { becomes: self } }
            - { id: OPEN, title: Open too }
          alternates:
            - { id: self, title: Back, onTap: { becomes: open } }
        - id: Type
          actions:
            - { id: type, title: T }
            - { id: init, title: I }
            - { id: default, title: D }
        - id: podcast
          swiftName: PodcastCategory
          actions:
            - { id: PodcastCategory, title: P }
            - { id: Podcast, title: Q }
      extensions:
        - { target: UI, categories: [open], principalClass: VC, initialContentSizeRatio: 1 }
      """
    try withTemporaryFolder { folder in
      let (output, files, app) = try Self.generated(spec, in: folder)
      for name in ["case _open", "case _self", "case _init", "case _default", "enum Type_"] {
        #expect(app.contains(name), "\(name)")
      }
      let lint = try Self.lint(files, in: output)
      #expect(lint.status == 0 && lint.output.isEmpty, "\(lint.summary)")
    }
  }

  /// Titles with arguments: registration takes many app arguments, whose calls pass them on
  /// (`merged`, `registeredCategories`, `makeCategory`, inside a gate too) broken as swift-format
  /// breaks them, and long whole numbers are written grouped (`1_234_567`); every Swift file
  /// lints clean.
  @Test func formatArgumentsPassLint() throws {
    let spec = """
      version: 1
      platforms: { iOS: "15.0" }
      categories:
        - id: reminder
          actions:
            - id: snooze
              title:
                default: "%@ %@ %@: snooze %lld, %lld or %lld min"
                arguments:
                  - { app: reminderOwnerDisplayName }
                  - { app: reminderSecondaryDisplayName }
                  - { app: reminderTertiaryDisplayName }
                  - 1234567
                  - -100
                  - { app: snoozeMinutes }
        - id: later
          availability: { iOS: "17.0" }
          actions:
            - id: later
              title:
                default: "%@ and %@ later"
                arguments: [{ app: reminderOwnerDisplayName }, { app: reminderSecondaryDisplayName }]
      """
    try withTemporaryFolder { folder in
      let (output, files, app) = try Self.generated(spec, in: folder)
      #expect(app.contains(".integer(1_234_567)") && app.contains(".integer(-100)"), "\(app)")
      #expect(app.contains("categories.insert("), "\(app)")
      let lint = try Self.lint(files, in: output)
      #expect(lint.status == 0 && lint.output.isEmpty, "\(lint.summary)")
    }
  }

  /// A category and actions with ids of the longest length the layout covers (60 characters),
  /// served by an extension whose target name is as long: the lines that name them (`guard`s,
  /// payload cases, raw values, assignments, extensions, type aliases, suite attributes) are
  /// broken as swift-format breaks them, and every Swift file lints clean.
  @Test(arguments: ["UI", String(repeating: "T", count: 60)])
  func longIdsPassLint(target: String) throws {
    let category = String(repeating: "c", count: 60)
    let action = String(repeating: "a", count: 60)
    let spec = """
      version: 1
      categories:
        - id: \(category)
          actions:
            - { id: \(action), title: T, onTap: { becomes: b } }
          alternates:
            - { id: b, title: B, onTap: { becomes: \(action) } }
      extensions:
        - { target: \(target), categories: [\(category)], principalClass: VC, initialContentSizeRatio: 1 }
      """
    try withTemporaryFolder { folder in
      let path = try folder.write("long.yml", text: spec)
      let output = folder.url.appending(path: "out")
      let run = try Herald.run(["generate", path, "--output", output.path])
      #expect(run.status == 0, "\(run.stderr)")
      let files = try FolderSnapshot(output).files.filter { $0.hasSuffix(".swift") }
      let lint = try Self.lint(files, in: output)
      #expect(lint.status == 0 && lint.output.isEmpty, "\(lint.summary)")
    }
  }

  /// The seeds whose random set is linted: a sixth of the in-process ones, at least three.
  static let lintSeeds = Array(
    PropertySeeds.inProcess.prefix(max(3, PropertySeeds.inProcess.count / 6)))

  /// What a random valid spec set generates lints clean: the generator's ids include keywords,
  /// actions spelled like their category and case variants (`SpecBuilder.identifier`).
  @Test(arguments: lintSeeds)
  func randomSpecPassesLint(seed: UInt64) throws {
    PropertySeeds.announce(seed, "lint")
    let spec = RandomSpec(seed: seed)
    try withTemporaryFolder { folder in
      let paths = try SpecRoundtripPropertyTests.write(spec, into: folder)
      let output = folder.url.appending(path: "out")
      let run = try Herald.run(["generate"] + paths + ["--output", output.path])
      let context = "\(PropertySeeds.rerun(seed))\n\(spec.listing)"
      #expect(run.status == 0, "\(run.stderr)\n\(context)")
      let files = try FolderSnapshot(output).files.filter { $0.hasSuffix(".swift") }
      let lint = try Self.lint(files, in: output)
      // The lines the linter names, with the one before and after, for the failure message.
      var flagged: [String] = []
      for file in files {
        let lines = try String(contentsOf: output.appending(path: file), encoding: .utf8)
          .split(separator: "\n", omittingEmptySubsequences: false)
        let marker = output.appending(path: file).path + ":"
        for finding in lint.output.split(separator: "\n") where finding.hasPrefix(marker) {
          guard let number = Int(finding.dropFirst(marker.count).prefix { $0 != ":" }) else {
            continue
          }
          let shown = lines[max(0, number - 2)..<min(lines.count, number + 1)]
          flagged.append("\(file):\(number):\n" + shown.joined(separator: "\n"))
        }
      }
      #expect(
        lint.status == 0 && lint.output.isEmpty,
        "\(lint.summary)\n\(flagged.joined(separator: "\n"))\n\(context)")
    }
  }
}
