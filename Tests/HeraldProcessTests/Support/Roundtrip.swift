// Runs the round trip (RoundtripSupport) in-process with the herald these tests built, and
// reads what it kept.

import Foundation
import RoundtripSupport

@testable import TestSupport

/// What one round trip did: standard output holds the summary line or the diff, standard error
/// the failures, compiler output and the `kept` line.
struct RoundtripRun: Sendable {
  /// The exit status `herald-roundtrip` would have returned.
  let status: Int32
  /// Everything written to standard output.
  let stdout: String
  /// Everything written to standard error.
  let stderr: String
  /// The work folder that `--keep` kept, if any.
  let keptFolder: URL?

  /// Status and both streams, for failure messages.
  var summary: String { "exit \(status)\nstdout:\n\(stdout)\nstderr:\n\(stderr)" }
}

/// Runs round trips as `herald-roundtrip` would, without starting it.
enum Roundtrip {
  /// Runs the round trip on the command line `arguments`, in the package root, with `HERALD`
  /// set to the built herald (so that nothing runs `swift build` under the lock `swift test`
  /// holds) and `environment` on top of the test's own (the test hooks are cleared unless
  /// `environment` sets them).
  static func run(_ arguments: [String], environment: [String: String] = [:]) -> RoundtripRun {
    var variables = ProcessInfo.processInfo.environment
    variables["HERALD"] = Herald.executable.path
    variables["HERALD_ROUNDTRIP_DROP_ACTION"] = nil
    variables["HERALD_ROUNDTRIP_MUTATE"] = nil
    variables.merge(environment) { $1 }
    let console = RoundtripConsole()
    let status: Int32
    switch RoundtripCommandLine.parse(arguments, environment: variables) {
    case .run(var invocation):
      invocation.directory = Herald.packageRoot
      status = HeraldRoundtrip.run(invocation, console: console).rawValue
    case .help, .usage:
      status = RoundtripCommandLine.run(arguments, environment: variables, console: console)
    }
    return RoundtripRun(
      status: status, stdout: console.standardOutput, stderr: console.standardError,
      keptFolder: console.keptFolder)
  }

  /// Runs the round trip with `--keep` on `paths`, hands the kept folder (nil when none was
  /// kept) to `body`, and removes the folder afterwards.
  static func withKept<T>(
    _ paths: [String], environment: [String: String] = [:],
    _ body: (RoundtripRun, URL?) throws -> T
  ) throws -> T {
    let kept = run(paths + ["--keep"], environment: environment)
    defer { kept.keptFolder.map { try? FileManager.default.removeItem(at: $0) } }
    return try body(kept, kept.keptFolder)
  }
}
