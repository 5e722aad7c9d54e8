// The round trip (RoundtripSupport): the generated register(on:) registers exactly what the manifest lists.

import Foundation
import Testing

@testable import TestSupport

/// Round trips of the example specs and the test corpus, and proof that a difference fails.
@Suite(.serialized) struct RoundtripTests {
  /// The corpus spec sets under Tests/Corpus/valid, with how many categories each registers.
  static let corpus: [(set: String, registered: Int)] = [
    ("multiplatform", 8), ("legacy", 3), ("lean-app", 27),
  ]

  /// `herald-roundtrip Specs` compiles the generated code and agrees with the manifest.
  @Test func exampleSpecsRoundTrip() throws {
    let run = Roundtrip.run(["Specs"])
    #expect(run.status == 0, "\(run.summary)")
    #expect(run.stdout.contains("registered categories match the manifest"), "\(run.summary)")
  }

  /// Every corpus set round-trips, and registers the expected number of categories
  /// (`register: false` left out).
  @Test(arguments: corpus)
  func corpusRoundTrips(set: String, registered: Int) throws {
    let run = Roundtrip.run(["Tests/Corpus/valid/" + set])
    #expect(run.status == 0, "\(run.summary)")
    #expect(
      run.stdout.contains("roundtrip: \(registered) registered categories match the manifest"),
      "\(run.summary)")
  }

  /// The test hook that drops one registered action makes the comparison fail with exit 1 and
  /// a unified diff that shows the dropped action on the manifest's side only.
  @Test func droppedActionFailsTheComparison() throws {
    let run = Roundtrip.run(["Specs"], environment: ["HERALD_ROUNDTRIP_DROP_ACTION": "1"])
    #expect(run.status == 1, "\(run.summary)")
    #expect(run.stdout.contains("--- manifest (herald export)"), "\(run.summary)")
    #expect(run.stdout.contains("+++ registered (generated register(on:))"), "\(run.summary)")
    let lines = run.stdout.split(separator: "\n")
    #expect(lines.contains { $0.hasPrefix("-") && $0.contains("\"identifier\": \"reject\"") })
    #expect(!lines.contains { $0.hasPrefix("+") && $0.contains("\"reject\"") })
  }

  /// `--keep` keeps both sides as files; they are equal JSON for a passing run.
  @Test func keptFolderHoldsBothSides() throws {
    try Roundtrip.withKept(["Tests/Corpus/valid/legacy"]) { run, folder in
      #expect(run.status == 0, "\(run.summary)")
      let kept = try #require(folder, "no kept folder in: \(run.stderr)")
      let manifest = try String(contentsOf: kept.appending(path: "manifest.json"), encoding: .utf8)
      let registered = try String(
        contentsOf: kept.appending(path: "registered.json"), encoding: .utf8)
      #expect(manifest == registered)
      #expect(registered.contains("\"legacy-reply\""))
      #expect(FileManager.default.fileExists(atPath: kept.appending(path: "gen/App").path))
    }
  }

  /// A spec set with errors stops the round trip with herald's failure (exit 3) and its output.
  @Test func specErrorsExitThree() throws {
    try withTemporaryFolder { folder in
      let spec = try folder.write("broken.yml", text: "version: 1\ncategories:\n  - title: x\n")
      let run = Roundtrip.run([spec])
      #expect(run.status == 3, "\(run.summary)")
      #expect(run.stderr.contains("herald generate failed"), "\(run.summary)")
      #expect(run.stderr.contains("[missing-key]"), "\(run.summary)")
    }
  }

  /// A spec set without categories generates app code that compiles and registers nothing.
  @Test func emptySpecSetCompiles() throws {
    try withTemporaryFolder { folder in
      let spec = try folder.write("empty.yml", text: "version: 1\n")
      let run = Roundtrip.run([spec])
      #expect(run.status == 0, "\(run.summary)")
    }
  }

  /// Category ids that start with a digit generate app code that compiles (the type
  /// `Category2fa` next to the case `_2fa`) and registers what the manifest lists.
  @Test func digitCategoryIDsCompile() throws {
    try withTemporaryFolder { folder in
      let spec = try folder.write(
        "digits.yml",
        text: """
          version: 1
          categories:
            - id: 2fa
              actions:
                - { id: 1approve, title: Approve }
                - { id: deny, title: Deny, textInput: true }
            - id: 2FA-login
          """)
      let run = Roundtrip.run([spec])
      #expect(run.status == 0, "\(run.summary)")
      #expect(
        run.stdout.contains("roundtrip: 2 registered categories match the manifest"),
        "\(run.summary)")
    }
  }

  /// Category and action ids that differ only in letter case (`camera` and `CAMERA`, `reply` and
  /// `REPLY`), served by one extension with machines, get distinct Swift names without
  /// `swiftName`: the app code and the extension compile, the registration matches the manifest
  /// and the machine harness passes.
  @Test func caseVariantIDsRoundTrip() throws {
    let run = Roundtrip.run(["--registration", "--machines", "Tests/Corpus/valid/case-variants"])
    #expect(run.status == 0, "\(run.summary)")
    #expect(
      run.stdout.contains("roundtrip: 6 registered categories match the manifest"),
      "\(run.summary)")
    #expect(
      run.stdout.contains("roundtrip: machine harness: ") && !run.stdout.contains("failed"),
      "\(run.summary)")
  }

  /// A set with `accessLevel: package` and strings looked up in `Bundle.module` round-trips in
  /// both modes: every module is compiled with one `-package-name`, and a `Bundle.module` shim
  /// stands in for the accessor SwiftPM synthesizes.
  @Test func packageAccessAndModuleBundleRoundTrip() throws {
    try withTemporaryFolder { folder in
      let spec = try folder.write("package.yml", text: Self.packageSpec)
      let run = Roundtrip.run(["--registration", "--machines", spec])
      #expect(run.status == 0, "\(run.summary)")
      #expect(
        run.stdout.contains("roundtrip: 1 registered categories match the manifest"),
        "\(run.summary)")
      #expect(
        run.stdout.contains("roundtrip: machine harness: ") && !run.stdout.contains("failed"),
        "\(run.summary)")
    }
  }

  /// A localized set in package access whose extension runs a machine.
  static let packageSpec = """
    version: 1
    swift: { accessLevel: package }
    localization: { table: Notifications, bundle: module }
    categories:
      - id: podcast
        actions:
          - { id: play-action, title: Play, onTap: { becomes: pause-action } }
        alternates:
          - { id: pause-action, title: Pause, onTap: { becomes: play-action } }
        scenarios:
          - { name: pausing restores play, taps: [play-action, pause-action], expect: [play-action] }
    extensions:
      - target: PodcastUI
        categories: [podcast]
        initialContentSizeRatio: 1
        principalClass: NotificationViewController
    """

  /// Unknown options and a missing PATH are usage errors (exit 2).
  @Test func usageErrorsExitTwo() throws {
    #expect(Roundtrip.run([]).status == 2)
    #expect(Roundtrip.run(["Specs", "--frobnicate"]).status == 2)
  }
}
