// Colour in text diagnostics: `--color always|never|auto`, a terminal, and NO_COLOR.

import Testing

@testable import TestSupport

/// Tests of coloured text diagnostics.
struct ColorTests {
  /// The escape character that starts an ANSI colour sequence.
  static let escape = "\u{1B}["

  /// Runs `validate` on the one-warning fixture with extra arguments and environment.
  func validate(
    _ options: [String], environment: [String: String] = [:], terminal: Bool = false
  ) throws -> HeraldRun {
    try withTemporaryFolder { folder in
      try folder.write("w.yml", text: Fixtures.oneWarning)
      return try Herald.run(
        ["validate"] + options + ["w.yml"], environment: environment, directory: folder.url,
        stderrIsTerminal: terminal)
    }
  }

  /// Removes ANSI escape sequences.
  func plain(_ text: String) throws -> String {
    text.replacing(try Regex("\u{1B}\\[[0-9;]*m"), with: "")
  }

  /// `--color always` colours even a pipe, and only adds escapes to the plain text.
  @Test func alwaysColoursAPipe() throws {
    let coloured = try validate(["--color", "always"])
    let uncoloured = try validate(["--color", "never"])
    #expect(coloured.status == 0)
    #expect(coloured.stderr.contains(Self.escape + "1;35mwarning:"))
    #expect(try plain(coloured.stderr) == uncoloured.stderr)
  }

  /// `--color always` overrides NO_COLOR: the user asked explicitly.
  @Test func alwaysBeatsNoColor() throws {
    let run = try validate(["--color", "always"], environment: ["NO_COLOR": "1"])
    #expect(run.stderr.contains(Self.escape))
  }

  /// `--color never` does not colour a terminal.
  @Test func neverOnATerminal() throws {
    let run = try validate(["--color", "never"], terminal: true)
    #expect(run.stderr.hasPrefix("w.yml:4:15: warning: "))
    #expect(!run.stderr.contains(Self.escape))
  }

  /// The default (auto) colours a terminal but not a pipe.
  @Test func autoColoursOnlyATerminal() throws {
    let terminal = try validate([], terminal: true)
    #expect(terminal.stderr.contains(Self.escape + "1;35mwarning:"))
    let pipe = try validate(["--color", "auto"])
    #expect(pipe.stderr.hasPrefix("w.yml:4:15: warning: "))
    #expect(!pipe.stderr.contains(Self.escape))
  }

  /// NO_COLOR turns auto colour off, even on a terminal.
  @Test func noColorOnATerminal() throws {
    let run = try validate(["--color", "auto"], environment: ["NO_COLOR": "1"], terminal: true)
    #expect(run.stderr.hasPrefix("w.yml:4:15: warning: "))
    #expect(!run.stderr.contains(Self.escape))
  }

  /// A colour value outside the list is a usage error.
  @Test func badColorValue() throws {
    let run = try validate(["--color", "sometimes"])
    #expect(run.status == 2)
    #expect(run.stderr.contains("expected one of: auto, always, never"))
  }
}
