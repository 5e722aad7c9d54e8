// `herald check-payload` as a user runs it: formats, exit codes, standard input, usage errors.

import Foundation
import Testing

@testable import TestSupport

/// Runs of `herald check-payload` on Tests/Corpus/payloads.
struct CheckPayloadCommandTests {
  /// The corpus folder, where the runs start.
  static let corpus = Herald.packageRoot.appending(path: "Tests/Corpus/payloads")

  /// Runs `herald check-payload spec.yml` with `arguments` in the corpus folder.
  static func run(_ arguments: [String], stdin: Data? = nil) throws -> HeraldRun {
    try Herald.run(["check-payload", "spec.yml"] + arguments, stdin: stdin, directory: corpus)
  }

  /// Valid payloads, several after one `--payload`, print nothing and exit 0.
  @Test func validPayloadsExitZero() throws {
    let run = try Self.run([
      "--payload", "01-valid-alert.json", "02-valid-background.json", "03-valid-pretty.json",
    ])
    #expect(run.status == 0)
    #expect(run.stdout == "" && run.stderr == "")
  }

  /// An error prints located, with the payload's line, a caret and the fix-it, and exits 1.
  @Test func errorIsLocatedWithExcerpt() throws {
    let run = try Self.run(["--payload", "12-unknown-category.json"])
    #expect(run.status == 1)
    #expect(
      run.stderr.hasPrefix(
        "12-unknown-category.json:1:37: error: no category 'caht' in the spec set"))
    #expect(run.stderr.contains("help: replace '\"caht\"' with '\"chat\"'"))
    #expect(run.stderr.contains("spec.yml:5:9: note: 'chat' is declared here"))
  }

  /// Warnings exit 0, or 1 with `--warnings-as-errors`.
  @Test func warningsExitZeroUnlessPromoted() throws {
    let plain = try Self.run(["--payload", "15-unknown-aps-key.json"])
    #expect(plain.status == 0)
    #expect(plain.stderr.contains("warning: unknown key 'thread_id'"))
    let promoted = try Self.run(["--payload", "15-unknown-aps-key.json", "--warnings-as-errors"])
    #expect(promoted.status == 1)
    #expect(promoted.stderr.contains("error: unknown key 'thread_id'"))
  }

  /// JSON, GitHub and SARIF go to standard output, located in the payload.
  @Test func everyFormat() throws {
    let json = try Self.run(["--payload", "08-duplicate-key.json", "--format", "json"])
    #expect(json.status == 1)
    let array = try #require(
      try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [[String: Any]])
    #expect(array.first?["id"] as? String == "payload-json")
    let github = try Self.run(["--payload", "06-trailing-comma.json", "--format", "github"])
    #expect(
      github.stdout.hasPrefix(
        "::error file=06-trailing-comma.json,line=1,col=24,endLine=1,endColumn=25,title=payload-json::"
      ))
    let sarif = try Self.run(["--payload", "17-relevance-out-of-range.json", "--format", "sarif"])
    #expect(sarif.status == 1)
    let log = try #require(
      try JSONSerialization.jsonObject(with: Data(sarif.stdout.utf8)) as? [String: Any])
    let runs = try #require(log["runs"] as? [[String: Any]])
    let result = try #require((runs.first?["results"] as? [[String: Any]])?.first)
    #expect(result["ruleId"] as? String == "payload-aps-value")
    let location = try #require((result["locations"] as? [[String: Any]])?.first)
    let physical = try #require(location["physicalLocation"] as? [String: Any])
    let artifact = physical["artifactLocation"] as? [String: Any]
    #expect(artifact?["uri"] as? String == "17-relevance-out-of-range.json")
    #expect((physical["region"] as? [String: Any])?["startColumn"] as? Int == 44)
  }

  /// A request file is checked with its headers: a good one exits 0; a Live Activity update
  /// sent to the bare bundle identifier exits 1 with the topic's fix-it in SARIF, at the line of
  /// the header, and its content-state's error at the body's line in the file.
  @Test func requestFiles() throws {
    let good = try Self.run([
      "--payload", "46-request-activity-valid.http", "54-request-location.http",
    ])
    #expect(good.status == 0 && good.stderr == "", "\(good.stderr)")
    let sarif = try Self.run(["--payload", "47-request-topic-disallowed.http", "--format", "sarif"])
    #expect(sarif.status == 1)
    let log = try #require(
      try JSONSerialization.jsonObject(with: Data(sarif.stdout.utf8)) as? [String: Any])
    let results = try #require(
      (log["runs"] as? [[String: Any]])?.first?["results"] as? [[String: Any]])
    let lines = results.map { result in
      let location = (result["locations"] as? [[String: Any]])?.first
      let region = (location?["physicalLocation"] as? [String: Any])?["region"] as? [String: Any]
      return "\(result["ruleId"] as? String ?? "?")@\(region?["startLine"] as? Int ?? 0)"
    }
    #expect(lines == ["payload-topic@3", "payload-activity-content-state@7"])
    let topic = try #require(results.first)
    let fixes = topic["fixes"] as? [[String: Any]]
    #expect(fixes?.isEmpty == false)
  }

  /// `-` reads the payload from standard input, shown as `<stdin>`.
  @Test func standardInput() throws {
    let run = try Self.run(
      ["--payload", "-", "--no-excerpts"], stdin: Data(#"{"aps": {"alert": 1}}"#.utf8))
    #expect(run.status == 1)
    #expect(
      run.stderr
        == "<stdin>:1:19: error: 'aps.alert' must be a string or an object, not a number [payload-aps-value]\n"
    )
  }

  /// VoIP payloads may be 5120 bytes.
  @Test func voipAllowsLargerPayloads() throws {
    #expect(try Self.run(["--payload", "31-too-large.json"]).status == 1)
    #expect(try Self.run(["--payload", "31-too-large.json", "--push-type", "voip"]).status == 0)
  }

  /// No payload and `-` twice are usage errors (2); a missing payload is an I/O error (3); a
  /// spec set with errors stops the run (1).
  @Test func usageIOAndSpecErrors() throws {
    #expect(try Self.run([]).status == 2)
    #expect(
      try Herald.run(["check-payload", "-", "--payload", "-"], directory: Self.corpus).status == 2)
    let missing = try Self.run(["--payload", "no-such.json"])
    #expect(missing.status == 3)
    #expect(missing.stderr.contains("no-such.json"))
    let badSpec = try Herald.run(
      ["check-payload", "-", "--payload", "01-valid-alert.json"],
      stdin: Data("version: 2\n".utf8), directory: Self.corpus)
    #expect(badSpec.status == 1)
  }
}
