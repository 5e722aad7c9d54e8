// Every usage error is printed by one function, in one form, with exit code 2.

import HeraldArguments
import HeraldCore
import HeraldOutput
import Synchronization
import Testing

@testable import HeraldCLI
@testable import TestSupport

/// Usage errors of herald's commands, run in-process.
@Suite struct UsageErrorTests {
  /// Runs `arguments` in-process; returns the exit status and standard error.
  static func run(_ arguments: [String]) -> (status: Int32, errors: String) {
    let errors = Mutex("")
    let console = Console(
      out: { _ in }, err: { text in errors.withLock { $0 += text } },
      readInput: { _, _ throws(IOFailure) in [] }, errIsTerminal: false, environment: [:])
    let status = HeraldCommandLine.run(arguments: arguments, console: console)
    return (status, errors.withLock { $0 })
  }

  /// Usage errors found by the parser, by the dispatcher and deep in a command (thrown as
  /// `CommandExit`) all exit 2 and print one error line and the pointer to the help.
  @Test(arguments: [
    (["bogus"], "herald: error: unknown command 'bogus'"),
    (["help", "bogus"], "herald help: error: unknown command 'bogus'"),
    (["plist", "mrege"], "herald plist: error: unknown subcommand 'mrege'; did you mean 'merge'?"),
    (["validate", "--formt", "json"], "herald validate: error: unknown option '--formt'"),
    (["validate"], "herald validate: error: give at least one spec file or folder (or '-')"),
    (["generate", "Specs"], "herald generate: error: '--output DIR' is required"),
    (["init", "a", "b"], "herald init: error: give at most one folder"),
    (["payload", "c"], "herald payload: error: give a category id and at least one spec path"),
    (["diff", "Specs"], "herald diff: error: give the new set with '--against NEW_PATH...'"),
    (
      ["check-payload", "-", "--payload", "-"], "herald check-payload: error: '-' (standard input)"
    ),
  ])
  func usageErrorsShareOneForm(_ arguments: [String], _ start: String) {
    let (status, errors) = Self.run(arguments)
    #expect(status == ExitCode.usage)
    #expect(errors.hasPrefix(start), "\(errors)")
    #expect(errors.hasSuffix("\nrun 'herald --help' for usage\n"), "\(errors)")
    #expect(errors.split(separator: "\n").count == 2, "\(errors)")
  }

  /// A usage error found after the specs were read (`explore --category` naming no machine)
  /// is thrown from the command and printed in the same form.
  @Test func usageErrorAfterReadingSpecs() throws {
    try withTemporaryFolder { folder in
      let spec = try folder.write(
        "spec.yml",
        text: "version: 1\ncategories:\n  - id: c\n    actions:\n      - { id: a, title: A }\n")
      let (status, errors) = Self.run(["explore", "--category", "podcats", spec])
      #expect(status == ExitCode.usage)
      #expect(
        errors
          == "herald explore: error: no category 'podcats' with dynamic actions\nrun 'herald --help' for usage\n"
      )
    }
  }
}
