// Golden files for every printed format; record with HERALD_RECORD_GOLDENS=1 (then it fails).

import Testing

@testable import TestSupport

/// Tests comparing whole outputs with Goldens/: diagnostics of the multi-error fixture in text
/// (with and without excerpts), JSON and GitHub form, and the export and explore outputs of Specs/.
struct GoldenTests {
  /// Validates the multi-error fixture in `format`; checks the exit code and the silent stream.
  func diagnostics(_ format: String) throws -> HeraldRun {
    let run = try Fixtures.run(
      ["validate", "--format", format, "multi-error.yml"], writing: Fixtures.multiError,
      as: "multi-error.yml")
    #expect(run.status == 1)
    #expect(run.timedOut == false)
    return run
  }

  /// Text diagnostics (standard error, nothing on standard output).
  @Test func textDiagnostics() throws {
    let run = try diagnostics("text")
    #expect(run.stdout == "")
    Golden.check(run.stderr, against: "validate-text.txt")
  }

  /// Text diagnostics with `--no-excerpts`: only the located lines, as before excerpts.
  @Test func briefTextDiagnostics() throws {
    let run = try Fixtures.run(
      ["validate", "--no-excerpts", "multi-error.yml"], writing: Fixtures.multiError,
      as: "multi-error.yml")
    #expect(run.status == 1)
    #expect(run.stdout == "")
    Golden.check(run.stderr, against: "validate-text-brief.txt")
  }

  /// JSON diagnostics (standard output, nothing on standard error).
  @Test func jsonDiagnostics() throws {
    let run = try diagnostics("json")
    #expect(run.stderr == "")
    Golden.check(run.stdout, against: "validate-json.json")
  }

  /// GitHub annotations (standard output, nothing on standard error).
  @Test func githubDiagnostics() throws {
    let run = try diagnostics("github")
    #expect(run.stderr == "")
    Golden.check(run.stdout, against: "validate-github.txt")
  }

  /// Runs a command on Specs/ that must succeed silently on standard error.
  func specsOutput(_ arguments: [String]) throws -> String {
    let run = try Herald.run(arguments + ["Specs"])
    #expect(run.status == 0)
    #expect(run.stderr == "")
    return run.stdout
  }

  /// The registration manifest of Specs/.
  @Test func exportJSON() throws {
    Golden.check(try specsOutput(["export", "--format", "json"]), against: "export.json")
  }

  /// `export` without `--format` prints the same JSON.
  @Test func exportDefaultsToJSON() throws {
    let explicit = try specsOutput(["export", "--format", "json"])
    #expect(try specsOutput(["export"]) == explicit)
  }

  /// The explored machines of Specs/ as JSON.
  @Test func exploreJSON() throws {
    Golden.check(try specsOutput(["explore", "--format", "json"]), against: "explore.json")
  }

  /// The explored machines of Specs/ as Mermaid state diagrams.
  @Test func exploreMermaid() throws {
    Golden.check(try specsOutput(["explore", "--format", "mermaid"]), against: "explore.mmd")
  }

  /// The explored machines of Specs/ as Graphviz DOT.
  @Test func exploreDOT() throws {
    Golden.check(try specsOutput(["explore", "--format", "dot"]), against: "explore.dot")
  }

  /// The golden diff names the changed lines with `-` and `+`.
  @Test func lineDiffShowsChanges() {
    let diff = Golden.lineDiff(from: "a\nb\nc\n", to: "a\nB\nc\nd\n")
    #expect(diff == "-2: b\n+2: B\n+4: d")
  }
}
