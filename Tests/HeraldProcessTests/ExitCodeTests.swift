// Exit codes 0, 1, 2 and 3 and the usage messages that come with them.

import Testing

@testable import TestSupport

/// Tests of exit codes and usage errors.
struct ExitCodeTests {
  /// A valid spec exits 0 and prints nothing.
  @Test func validSpecExitsZero() throws {
    let run = try Fixtures.run(["validate", "ok.yml"], writing: Fixtures.clean, as: "ok.yml")
    #expect(run.status == 0)
    #expect(run.stdout == "" && run.stderr == "")
  }

  /// A spec with errors exits 1 and prints each error, located, on standard error.
  @Test func specErrorsExitOne() throws {
    let run = try Fixtures.run(
      ["validate", "bad.yml"], writing: Fixtures.multiError, as: "bad.yml")
    #expect(run.status == 1)
    #expect(run.stdout == "")
    #expect(run.stderr.contains("bad.yml:20:15: error: 'register' expects a boolean (true/false)"))
  }

  /// An unknown command exits 2 with a "did you mean" and a pointer to the help.
  @Test func unknownCommandExitsTwo() throws {
    let run = try Herald.run(["valdate", "Specs"])
    #expect(run.status == 2)
    #expect(run.stderr.contains("unknown command 'valdate'; did you mean 'validate'?"))
    #expect(run.stderr.contains("run 'herald --help' for usage"))
  }

  /// An unknown option exits 2 and suggests the option meant.
  @Test func unknownOptionSuggests() throws {
    let run = try Herald.run(["validate", "--formt", "json", "Specs"])
    #expect(run.status == 2)
    #expect(
      run.stderr.contains("unknown option '--formt' for 'validate'; did you mean '--format'?"))
    #expect(run.stdout == "")
  }

  /// A `--format` value outside the allowed list exits 2 and lists the allowed values.
  @Test func badFormatValueExitsTwo() throws {
    let run = try Herald.run(["validate", "--format", "xml", "Specs"])
    #expect(run.status == 2)
    #expect(run.stderr.contains("'xml' is not a valid value for '--format'"))
    #expect(run.stderr.contains("expected one of: text, json, github"))
  }

  /// `explore` checks its own format list.
  @Test func exploreRejectsDiagnosticFormat() throws {
    let run = try Herald.run(["explore", "--format", "github", "Specs"])
    #expect(run.status == 2)
    #expect(run.stderr.contains("expected one of: json, mermaid, dot"))
  }

  /// A command without a PATH exits 2 and says what to give.
  @Test(arguments: ["validate", "export", "explore"])
  func missingPathExitsTwo(command: String) throws {
    let run = try Herald.run([command])
    #expect(run.status == 2)
    #expect(run.stderr.contains("herald \(command): error: give at least one spec file or folder"))
  }

  /// A path that does not exist is an I/O error: exit 3, naming the path.
  @Test func nonexistentPathExitsThree() throws {
    let run = try Herald.run(["validate", "Specs/no-such-spec.yml"])
    #expect(run.status == 3)
    #expect(run.stderr.contains("Specs/no-such-spec.yml: no such file or folder"))
  }

  /// The I/O error wins over the spec errors of the other paths: nothing is checked.
  @Test func ioErrorStopsBeforeChecking() throws {
    let run = try Fixtures.run(
      ["validate", "bad.yml", "missing.yml"], writing: Fixtures.multiError, as: "bad.yml")
    #expect(run.status == 3)
    #expect(!run.stderr.contains("bad.yml:"))
  }

  /// A warning alone exits 0; `--warnings-as-errors` turns it into an error and exits 1.
  @Test func warningsAsErrors() throws {
    let plain = try Fixtures.run(["validate", "w.yml"], writing: Fixtures.oneWarning, as: "w.yml")
    #expect(plain.status == 0)
    #expect(plain.stderr.contains("w.yml:4:15: warning: 'allowAnnouncement' is deprecated"))
    let strict = try Fixtures.run(
      ["validate", "--warnings-as-errors", "w.yml"], writing: Fixtures.oneWarning, as: "w.yml")
    #expect(strict.status == 1)
    #expect(strict.stderr.contains("w.yml:4:15: error: 'allowAnnouncement' is deprecated"))
  }

  /// `export` of a spec with errors exits 1 and prints no manifest.
  @Test func exportOfBadSpecPrintsNoManifest() throws {
    let run = try Fixtures.run(["export", "bad.yml"], writing: Fixtures.multiError, as: "bad.yml")
    #expect(run.status == 1)
    #expect(run.stdout == "")
    #expect(run.stderr.contains("bad.yml:8:32: error:"))
  }

  /// `explore --category` with an unknown category is a usage error.
  @Test func exploreUnknownCategory() throws {
    let run = try Herald.run(["explore", "--category", "podcats", "Specs"])
    #expect(run.status == 2)
    #expect(run.stderr.contains("no category 'podcats' with dynamic actions"))
  }
}
