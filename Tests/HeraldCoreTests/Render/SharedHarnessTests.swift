// The machine harnesses' shared code: the embedded copy is the template file, herald writes it
// once per output folder that has a machine, and the harness files refer to it by its names.

import Foundation
import Testing

@testable import HeraldCore

/// `SharedHarnessRenderer` against its source of truth, and the harness files around it. That
/// the template compiles and its checks pass (and fail on a flipped cell) is checked by
/// building and running the `GeneratedExtensionTests` target, which holds it.
@Suite struct SharedHarnessTests {
  /// The template file in the repository.
  static let file = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appending(path: "GeneratedExtensionTests/HeraldMachineHarness.swift")

  /// A spec with two extensions, one with a machine and one without.
  static let spec = """
    version: 1
    categories:
      - id: podcast
        actions:
          - { id: play, title: Play, onTap: { becomes: pause } }
        alternates:
          - { id: pause, title: Pause, onTap: { becomes: play } }
      - id: plain
        actions:
          - { id: open, title: Open }
    extensions:
      - { target: PodcastUI, categories: podcast, principalClass: VC, initialContentSizeRatio: 1 }
      - { target: PlainUI, categories: plain, principalClass: VC, initialContentSizeRatio: 1 }
    """

  /// The embedded copy in Sources/HeraldCore: the template's text as a raw string literal.
  static let embedded = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().appending(
      path: "Sources/HeraldCore/Render/Harness/EmbeddedSharedHarness.swift")

  /// The Swift file that embeds `template`: its lines indented like the code around them, so
  /// that the file passes swift-format too (Swift removes the indentation of the closing
  /// delimiter).
  static func embedding(of template: String) -> String {
    let indented = template.split(separator: "\n", omittingEmptySubsequences: false)
      .map { $0.allSatisfy(\.isWhitespace) ? String($0) : "    " + $0 }
      .joined(separator: "\n")
    return """
      // The embedded copy of Tests/GeneratedExtensionTests/HeraldMachineHarness.swift, written by
      // SharedHarnessTests: edit the template and run that suite with HERALD_RECORD_GOLDENS=1.

      extension SharedHarnessRenderer {
        /// The template file's text (Swift removes the indentation of the closing delimiter).
        static let source = #\"\"\"
      \(indented.dropLast(indented.hasSuffix("\n") ? 1 : 0))
          \"\"\"#
      }

      """
  }

  /// The embedded text is the file's, byte for byte (a raw multi-line string holds everything
  /// but the final line break), and the embedding file is what `embedding(of:)` makes of it;
  /// `HERALD_RECORD_GOLDENS=1` rewrites that file (and fails, as goldens do).
  @Test func embeddedCopyIsTheTemplateFile() throws {
    let text = try String(contentsOf: Self.file, encoding: .utf8)
    #expect(!text.contains("\"\"\"#"), "the template holds the raw string delimiter")
    let wanted = Self.embedding(of: text)
    let current = (try? String(contentsOf: Self.embedded, encoding: .utf8)) ?? ""
    if ProcessInfo.processInfo.environment["HERALD_RECORD_GOLDENS"] == "1", current != wanted {
      try Data(wanted.utf8).write(to: Self.embedded, options: .atomic)
      Issue.record(
        "rewrote EmbeddedSharedHarness.swift; rebuild and run without HERALD_RECORD_GOLDENS")
      return
    }
    #expect(
      current == wanted,
      "EmbeddedSharedHarness.swift is stale: run SharedHarnessTests with HERALD_RECORD_GOLDENS=1")
    #expect(SharedHarnessRenderer.source + "\n" == text, "rebuild after recording")
  }

  /// The generated file is the header and the template from `#if canImport(Testing)` on: the
  /// template's own comment is left out, every check a suite forwards to is there, and nothing
  /// of the test fixture.
  @Test func renderedFileIsHeaderAndTemplate() throws {
    let rendered = SharedHarnessRenderer.render(sources: ["a.yml", "b.yml"])
    #expect(
      rendered.hasPrefix(
        FileHeader.swift(sources: ["a.yml", "b.yml"]) + "\n#if canImport(Testing)\n"))
    #expect(rendered.hasSuffix("\n#endif\n"))
    #expect(!rendered.contains("source of truth"))
    #expect(!rendered.contains("HarnessFixture"))
    #expect(rendered.contains("enum \(SharedHarnessRenderer.namespace) {"))
    for check in HarnessSuiteRenderer.checks + ["bindingReplay"] {
      #expect(rendered.contains("func \(check)("), "\(check)")
    }
    for name in ["Machine", "MachineState", "MachineStep", "Path", "Table"] {
      #expect(rendered.contains(" \(name)"), "\(name)")
    }
  }

  /// One shared file per output folder with a machine, next to the harness of the extension
  /// with the machine only; its header names the spec files the harnesses come from.
  @Test func sharedFileIsWrittenOncePerFolder() throws {
    let files = try generatedFiles(Self.spec)
    let tests = files.filter { $0.path.hasPrefix("Tests/") }.map(\.path)
    #expect(
      tests == ["Tests/HeraldMachineHarness.swift", "Tests/PodcastUIDynamicActionsTests.swift"])
    let shared = try #require(files.first { $0.path == OutputLayout.sharedHarness })
    #expect(shared.contents == SharedHarnessRenderer.render(sources: ["spec.yml"]))

    let plain = try generatedFiles(
      "version: 1\ncategories:\n  - id: plain\n    actions:\n      - { id: a, title: A }\n")
    #expect(!plain.contains { $0.path.hasPrefix("Tests/") })
  }

  /// A machine's harness holds only its conformances, its table and one-line tests that
  /// forward to the shared checks, each check once.
  @Test func harnessFileForwardsToTheSharedChecks() throws {
    let files = try generatedFiles(Self.spec)
    let harness = try #require(
      files.first { $0.path == "Tests/PodcastUIDynamicActionsTests.swift" }?.contents)
    for conformance in [
      "extension PodcastUIDynamicActions.Podcast: HeraldMachineHarness.Machine {}",
      "extension PodcastUIDynamicActions.Podcast.State: HeraldMachineHarness.MachineState {}",
      "extension PodcastUIDynamicActions.Podcast.Step: HeraldMachineHarness.MachineStep {}",
    ] {
      #expect(harness.contains(conformance), "\(conformance)")
    }
    for check in HarnessSuiteRenderer.checks + ["bindingReplay"] {
      let call = check == HarnessSuiteRenderer.pathCheck ? "\(check)(path)" : "\(check)()"
      #expect(harness.components(separatedBy: "try Self.harness.\(call)").count == 2, "\(check)")
    }
    #expect(
      harness.contains(
        """
              action 4:play
              action 5:pause
              state 4:play 0 | 1k -
              state 5:pause 1 | - 0k
              path 0
              path 0 1
              toggle 1 1 0 1
              toggle 0 0 1 0
              \"\"\")
        """), "\(harness)")
  }

  /// Spec strings reach the table escaped for the literal and length-prefixed for the reader:
  /// quotes, backslashes, `\(`, `"""`, line breaks, a trailing space and invisible scalars.
  @Test func tableLinesAreEscaped() {
    let line = HarnessTable.string("a\"\"\"b\\(x)\nc\u{200B} ")
    #expect(line == "13:a\"\"\"b\\(x)\nc\u{200B} ")
    let written = HarnessTable.literalLine("scenario " + line)
    #expect(written == #"scenario 13:a\"\"\"b\\(x)\nc\u{200B}\u{20}"#)
    #expect(!written.contains("\"\"\""))
    #expect(HarnessTable.literalLine("action 1:a") == "action 1:a")
  }
}
