// Runs an outside tool (swift, git, pre-commit, a script) with a timeout and captures its output.

import Foundation

@testable import TestSupport

/// What one run of a tool did.
struct ToolRun: Sendable {
  /// The command line, for messages.
  let command: String
  /// The exit status (the signal number when a signal ended it).
  let status: Int32
  /// Standard output and standard error, interleaved as written.
  let output: String
  /// Whether the run was killed for taking longer than its timeout.
  let timedOut: Bool
  /// Wall-clock seconds the run took.
  let seconds: Double

  /// The command, its status, time and output, for failure messages.
  var summary: String {
    let time = String(format: "%.1f", seconds)
    let how = timedOut ? "timed out" : "exit \(status)"
    return "$ \(command)\n\(how) after \(time) s\n\(output)"
  }
}

/// Runs tools found on PATH.
enum Tool {
  /// Runs `arguments[0]` (looked up on PATH) with the other arguments in `directory`, with the
  /// test's environment plus `environment` (a nil value removes a variable) and no input.
  /// A run longer than `timeout` seconds is killed and marked `timedOut`.
  static func run(
    _ arguments: [String], in directory: URL = Herald.packageRoot,
    environment: [String: String?] = [:], timeout: Double
  ) throws -> ToolRun {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = arguments
    process.currentDirectoryURL = directory
    var variables = ProcessInfo.processInfo.environment
    for (name, value) in environment { variables[name] = value }
    process.environment = variables
    let output = Pipe()
    process.standardOutput = output
    process.standardError = output
    process.standardInput = FileHandle.nullDevice
    let start = Date()
    let (text, timedOut) = try wait(for: process, timeout: timeout) {
      Drain(output.fileHandleForReading.fileDescriptor, keeping: output)
    }
    return ToolRun(
      command: arguments.joined(separator: " "), status: process.terminationStatus,
      output: text.text(), timedOut: timedOut, seconds: Date().timeIntervalSince(start))
  }
}

/// What one run of a script or interpreter did, its two output streams kept apart.
struct CapturedRun: Sendable {
  /// The exit status (the signal number when a signal ended it).
  let status: Int32
  /// Everything written to standard output.
  let stdout: String
  /// Everything written to standard error.
  let stderr: String
  /// Whether the run was killed for taking longer than its timeout.
  let timedOut: Bool

  /// Status and both streams, for failure messages.
  var summary: String { "exit \(status)\nstdout:\n\(stdout)\nstderr:\n\(stderr)" }
}

extension Tool {
  /// Runs a configured `process` with no input, its output and errors captured apart. A run
  /// longer than `timeout` seconds is terminated and marked `timedOut`.
  static func capture(_ process: Process, timeout: Double) throws -> CapturedRun {
    let output = Pipe()
    let errors = Pipe()
    process.standardOutput = output
    process.standardError = errors
    process.standardInput = FileHandle.nullDevice
    let ((stdout, stderr), timedOut) = try wait(for: process, timeout: timeout) {
      (
        Drain(output.fileHandleForReading.fileDescriptor, keeping: output),
        Drain(errors.fileHandleForReading.fileDescriptor, keeping: errors)
      )
    }
    return CapturedRun(
      status: process.terminationStatus, stdout: stdout.text(), stderr: stderr.text(),
      timedOut: timedOut)
  }

  /// Starts `process`, lets `drain` start reading its pipes, and waits up to `timeout` seconds;
  /// a longer run is terminated. Returns what `drain` gave and whether the run timed out.
  static func wait<Drains>(
    for process: Process, timeout: Double, draining drain: () -> Drains
  ) throws -> (drains: Drains, timedOut: Bool) {
    let exited = DispatchSemaphore(value: 0)
    process.terminationHandler = { _ in exited.signal() }
    try process.run()
    let drains = drain()
    let timedOut = exited.wait(timeout: .now() + timeout) == .timedOut
    if timedOut {
      process.terminate()
      exited.wait()
    }
    return (drains, timedOut)
  }
}
