// Runs scripts/roundtrip (Python 3) with the herald these tests built, and reads what it kept.

import Foundation

/// What one run of scripts/roundtrip did.
struct RoundtripRun: Sendable {
  /// The exit status (the signal number when a signal ended it).
  let status: Int32
  /// Everything written to standard output (the summary line or the diff).
  let stdout: String
  /// Everything written to standard error (failures, compiler output, `kept` line).
  let stderr: String
  /// Whether the run was killed for taking longer than its timeout.
  let timedOut: Bool

  /// The work folder that `--keep` kept, read from the `roundtrip: kept PATH` line.
  var keptFolder: URL? {
    let prefix = "roundtrip: kept "
    guard let line = stderr.split(separator: "\n").last(where: { $0.hasPrefix(prefix) }) else {
      return nil
    }
    return URL(fileURLWithPath: String(line.dropFirst(prefix.count)))
  }

  /// Status and both streams, for failure messages.
  var summary: String { "exit \(status)\nstdout:\n\(stdout)\nstderr:\n\(stderr)" }
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
    let output = Pipe()
    let errors = Pipe()
    process.standardOutput = output
    process.standardError = errors
    process.standardInput = FileHandle.nullDevice
    let exited = DispatchSemaphore(value: 0)
    process.terminationHandler = { _ in exited.signal() }
    try process.run()
    let stdout = Drain(output.fileHandleForReading.fileDescriptor, keeping: output)
    let stderr = Drain(errors.fileHandleForReading.fileDescriptor, keeping: errors)
    let timedOut = exited.wait(timeout: .now() + timeout) == .timedOut
    if timedOut {
      process.terminate()
      exited.wait()
    }
    return RoundtripRun(
      status: process.terminationStatus, stdout: stdout.text(), stderr: stderr.text(),
      timedOut: timedOut)
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
