// Runs scripts/roundtrip (Python 3) with the herald these tests built, and reads what it kept.

import Foundation

/// What one run of scripts/roundtrip did: standard output holds the summary line or the diff,
/// standard error the failures, compiler output and the `kept` line.
typealias RoundtripRun = CapturedRun

extension CapturedRun {
  /// The work folder that `roundtrip --keep` kept, read from the `roundtrip: kept PATH` line.
  var keptFolder: URL? {
    let prefix = "roundtrip: kept "
    guard let line = stderr.split(separator: "\n").last(where: { $0.hasPrefix(prefix) }) else {
      return nil
    }
    return URL(fileURLWithPath: String(line.dropFirst(prefix.count)))
  }
}

/// Locates and runs scripts/roundtrip.
enum Roundtrip {
  /// The script.
  static let script = Herald.packageRoot.appending(path: "scripts/roundtrip")

  /// Runs the script in the package root with `arguments`, passing `HERALD` (the built herald,
  /// so the script does not run `swift build` under the lock `swift test` holds) and
  /// `environment` (the test hooks are cleared unless `environment` sets them). Compiling the
  /// stand-ins the first time takes a while on a busy machine, hence the generous default
  /// timeout.
  static func run(
    _ arguments: [String], environment: [String: String] = [:], timeout: Double = 900
  ) throws -> RoundtripRun {
    let process = Process()
    process.executableURL = script
    process.arguments = arguments
    process.currentDirectoryURL = Herald.packageRoot
    var variables = ProcessInfo.processInfo.environment
    variables["HERALD"] = Herald.executable.path
    variables["HERALD_ROUNDTRIP_DROP_ACTION"] = nil
    variables["HERALD_ROUNDTRIP_MUTATE"] = nil
    process.environment = variables.merging(environment) { $1 }
    return try Tool.capture(process, timeout: timeout)
  }

  /// Runs the script with `--keep` on `paths`, hands the kept folder (nil when none was kept)
  /// to `body`, and removes the folder afterwards.
  static func withKept<T>(
    _ paths: [String], environment: [String: String] = [:],
    _ body: (RoundtripRun, URL?) throws -> T
  ) throws -> T {
    let run = try run(paths + ["--keep"], environment: environment)
    defer { run.keptFolder.map { try? FileManager.default.removeItem(at: $0) } }
    return try body(run, run.keptFolder)
  }
}
