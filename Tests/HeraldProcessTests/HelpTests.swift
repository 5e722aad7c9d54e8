// Help and version output: where it goes, what it says, and that it exits 0.

import Testing

@testable import TestSupport

/// Tests of `--help`, `help COMMAND`, `COMMAND --help` and `--version`.
struct HelpTests {
  /// `herald --help` prints the overview on standard output and exits 0.
  @Test func overviewHelp() throws {
    let run = try Herald.run(["--help"])
    #expect(run.status == 0)
    #expect(run.stdout.hasPrefix("herald: compiles notification-category specs"))
    for command in ["validate", "export", "explore", "init", "schema", "help"] {
      #expect(run.stdout.contains("\n  \(command) "))
    }
    #expect(run.stderr == "")
  }

  /// `herald help validate` and `herald validate --help` print the same command help.
  @Test func commandHelpBothWays() throws {
    let viaHelp = try Herald.run(["help", "validate"])
    let viaFlag = try Herald.run(["validate", "--help"])
    #expect(viaHelp.status == 0 && viaFlag.status == 0)
    #expect(
      viaHelp.stdout.hasPrefix("usage: herald validate PATH... [--format text|json|github|sarif]"))
    #expect(viaHelp.stdout.contains("--warnings-as-errors"))
    #expect(viaHelp.stdout == viaFlag.stdout)
  }

  /// Every command has its own help, each naming its own usage line.
  @Test(arguments: ["validate", "check-payload", "export", "explore", "init"])
  func eachCommandHasHelp(command: String) throws {
    let run = try Herald.run(["help", command])
    #expect(run.status == 0)
    #expect(run.stdout.hasPrefix("usage: herald \(command) "))
  }

  /// `--help` wins over other arguments, even a bad one.
  @Test func helpFlagWinsOverBadArguments() throws {
    let run = try Herald.run(["export", "--bogus", "--help"])
    #expect(run.status == 0)
    #expect(run.stdout.hasPrefix("usage: herald export"))
  }

  /// `herald help nope` is a usage error.
  @Test func helpForUnknownCommand() throws {
    let run = try Herald.run(["help", "nope"])
    #expect(run.status == 2)
    #expect(run.stderr.contains("unknown command 'nope'"))
  }

  /// No arguments at all: the overview on standard error, exit 2.
  @Test func noArgumentsIsUsageError() throws {
    let run = try Herald.run([])
    #expect(run.status == 2)
    #expect(run.stdout == "")
    #expect(run.stderr.hasPrefix("herald: compiles notification-category specs"))
  }

  /// `--version` prints `herald X.Y.Z` and exits 0.
  @Test func version() throws {
    let run = try Herald.run(["--version"])
    #expect(run.status == 0)
    let pattern = try Regex(#"^herald \d+\.\d+\.\d+\n$"#)
    #expect(run.stdout.wholeMatch(of: pattern) != nil)
  }
}
