// herald-roundtrip --machines: generated harnesses pass, and fail once a generated cell flips.

import Foundation
import Testing

@testable import TestSupport

/// Runs the generated dynamic-action harnesses through `herald-roundtrip --machines` (in-process), clean and
/// with one cell of a generated `step(_:_:)` flipped (the `HERALD_ROUNDTRIP_MUTATE` hook).
/// Each compiling run costs seconds on two cores, so there is one clean run per spec set and
/// one mutated run; the mutated run reuses the clean run's cached libraries of the extensions
/// it does not touch.
@Suite(.serialized) struct HarnessMutationTests {
  /// The corpus set whose specs exercise every kind of `onTap` (see its files).
  static let corpus = "Tests/Corpus/machines"

  /// `--machines Specs`: every example extension's harness compiles and passes, each suite
  /// found and run (the round trip checks the suite count against the generated `@Suite`s).
  @Test func exampleSpecsHarnessesPass() throws {
    let run = Roundtrip.run(["--machines", "Specs"])
    #expect(run.status == 0, "\(run.summary)")
    let summary = try #require(
      run.stdout.split(separator: "\n").first { $0.hasPrefix("roundtrip: machine harness: ") },
      "\(run.summary)")
    #expect(summary.hasSuffix("passed (InviteUI, MapUI, PodcastUI)"), "\(run.summary)")
    #expect(summary.contains(" in 3 suites "), "\(run.summary)")
    #expect(!run.stdout.contains("registered categories"), "--machines alone skips registration")
  }

  /// A machine of six independent toggles (64 states, 768 cells) compiles and its harness
  /// passes: `step(_:_:)` switches over states, then actions, because one switch over the pairs
  /// made swiftc give up proving it exhaustive beyond a few hundred cells.
  @Test func largeMachineCompilesAndPasses() throws {
    try withTemporaryFolder { folder in
      let pairs = 1...6
      let actions = pairs.map {
        "      - { id: on\($0), title: On \($0), onTap: { becomes: off\($0) } }"
      }
      let alternates = pairs.map {
        "      - { id: off\($0), title: Off \($0), onTap: { becomes: on\($0) } }"
      }
      let spec =
        (["version: 1", "categories:", "  - id: switches", "    actions:"] + actions
        + ["    alternates:"] + alternates + [
          "extensions:", "  - target: SwitchesUI", "    categories: [switches]",
          "    principalClass: SwitchesViewController", "    initialContentSizeRatio: 0.5",
        ]).joined(separator: "\n") + "\n"
      _ = try folder.write("switches.yml", text: spec)
      let explored = try Herald.run(
        ["explore", "--format", "json", "switches.yml"], directory: folder.url)
      #expect(explored.status == 0, "\(explored.stderr)")
      let json = try #require(parseJSON(explored.stdout) as? JSONObject)
      let states = json.objects("categories").first?["states"] as? [[String]]
      #expect(states?.count == 64)
      let run = Roundtrip.run(["--machines", folder.url.appending(path: "switches.yml").path])
      #expect(run.status == 0, "\(run.summary)")
    }
  }

  /// Extension modules are named after their targets as Xcode names them (`Gym Tracker
  /// Notifications` → `Gym_Tracker_Notifications`), whatever the generated enum is called; a
  /// target with a lowercase first letter keeps it. Both harnesses build and pass.
  @Test func targetNamesBecomeModuleNames() throws {
    try withTemporaryFolder { folder in
      _ = try folder.write(
        "targets.yml",
        text: """
          version: 1
          categories:
            - id: workout
              actions:
                - { id: a, title: A, onTap: { becomes: b } }
              alternates:
                - { id: b, title: B, onTap: { becomes: a } }
            - id: streak
              actions:
                - { id: a, title: A, onTap: { becomes: b } }
              alternates:
                - { id: b, title: B, onTap: { becomes: a } }
          extensions:
            - target: Gym Tracker Notifications
              categories: [workout]
              principalClass: WorkoutViewController
              initialContentSizeRatio: 0.5
            - target: notificationContentExtension
              categories: [streak]
              principalClass: StreakViewController
              initialContentSizeRatio: 0.5
          """)
      let run = Roundtrip.run(["--machines", folder.url.appending(path: "targets.yml").path])
      #expect(run.status == 0, "\(run.summary)")
      #expect(
        run.stdout.contains("passed (Gym_Tracker_Notifications, notificationContentExtension)"),
        "\(run.summary)")
    }
  }

  /// Spec strings that could break out of the table's literal or its fields (quotes, `"""`,
  /// backslashes, `\(`, the field separators `|` and ` `, a string that reads like a
  /// length-prefixed one, a keyword of the format, invisible and reordering scalars) compile
  /// through swiftc and reach the harness whole: every check of the machine passes.
  @Test func awkwardStringsReachTheTableWhole() throws {
    try withTemporaryFolder { folder in
      _ = try folder.write(
        "odd.yml",
        text: #"""
          version: 1
          categories:
            - id: "odd \"cat\" \\ é"
              actions:
                - id: "pl\"\"\"ay \\(x) | 3:y"
                  title: "Play \"\"\""
                  onTap: { becomes: "pa use\u200B\u202E\u0301" }
                - { id: "expect", title: Close, onTap: { response: dismiss } }
              alternates:
                - id: "pa use\u200B\u202E\u0301"
                  title: Pause
                  onTap: { becomes: "pl\"\"\"ay \\(x) | 3:y" }
              scenarios:
                - name: "taps \"\"\" \\ expect 1:x #\"\"\"# "
                  taps: ["pl\"\"\"ay \\(x) | 3:y"]
                  expect: ["pa use\u200B\u202E\u0301", "expect"]
          extensions:
            - target: OddUI
              categories: "odd \"cat\" \\ é"
              principalClass: VC
              initialContentSizeRatio: 1
          """#)
      let run = Roundtrip.run(["--machines", folder.url.appending(path: "odd.yml").path])
      #expect(run.status == 0, "\(run.summary)")
      #expect(
        run.stdout.contains("roundtrip: machine harness: 10 tests in 1 suite passed (OddUI)"),
        "\(run.summary)")
    }
  }

  /// `--registration --machines` on the corpus: both checks pass in one run. Two machines share
  /// LibraryUI's harness, SortUI has one, and PlayerUI (a media button only) is compiled but has
  /// no harness.
  @Test func corpusRegistersAndHarnessesPass() throws {
    let run = Roundtrip.run(["--registration", "--machines", Self.corpus])
    #expect(run.status == 0, "\(run.summary)")
    #expect(
      run.stdout.contains("roundtrip: 5 registered categories match the manifest"), "\(run.summary)"
    )
    #expect(
      run.stdout.contains(
        "roundtrip: machine harness: 40 tests in 4 suites passed (LibraryUI, SortUI)"),
      "\(run.summary)")
  }

  /// Flipping the first generated cell of the example specs (clean in
  /// `exampleSpecsHarnessesPass`) makes the harness fail: exit 1, the failing `everyCell` test
  /// and the mutated extension's suite named, the untouched extensions' suites still passing.
  @Test func flippedCellFailsTheHarness() throws {
    let run = Roundtrip.run(
      ["--machines", "Specs"], environment: ["HERALD_ROUNDTRIP_MUTATE": "1"])
    #expect(run.status == 1, "\(run.summary)")
    let mutation = try #require(
      run.stderr.split(separator: "\n").first {
        $0.hasPrefix("roundtrip: HERALD_ROUNDTRIP_MUTATE: ")
      },
      "\(run.summary)")
    let flipped = try #require(
      mutation.split(separator: " ").dropFirst(2).first?.split(separator: "/").first)
    #expect(flipped == "InviteUI", "the first folder with a harness: \(mutation)")
    #expect(mutation.contains("returns `Step(next: ."), "a state flipped: \(mutation)")
    #expect(run.stdout.contains("Test everyCell() failed"), "\(run.summary)")
    #expect(
      run.stdout.contains("Suite \"InviteUI · event-invite machine\" failed"), "\(run.summary)")
    #expect(run.stdout.contains("Suite \"PodcastUI · podcast machine\" passed"), "\(run.summary)")
    #expect(
      run.stdout.contains(
        "roundtrip: machine harness: the harness of InviteUI, MapUI, PodcastUI failed"))
  }

  /// A set without extension code passes with a message; the mutation hook has nothing to flip
  /// there, which is a usage error rather than a silent pass.
  @Test func setWithoutMachinesPasses() throws {
    try withTemporaryFolder { folder in
      let spec = try folder.write("static.yml", text: Fixtures.clean)
      let run = Roundtrip.run(["--machines", spec])
      #expect(run.status == 0, "\(run.summary)")
      #expect(
        run.stdout == "roundtrip: no dynamic actions in the spec set; no machine harness to run\n",
        "\(run.summary)")
      let mutated = Roundtrip.run(
        ["--machines", spec], environment: ["HERALD_ROUNDTRIP_MUTATE": "1"])
      #expect(mutated.status == 2, "\(mutated.summary)")
      #expect(mutated.stderr.contains("no dynamic-action machine to mutate"), "\(mutated.summary)")
    }
  }
}
