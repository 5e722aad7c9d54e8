// Runs the built herald executable in a child process and captures what it prints.

import Foundation

@testable import TestSupport

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// What one run of herald did.
struct HeraldRun: Sendable {
  /// The exit status, or the signal number when `signaled`.
  let status: Int32
  /// Whether a signal ended the process (a crash or the timeout's kill).
  let signaled: Bool
  /// Everything written to standard output.
  let stdout: String
  /// Everything written to standard error.
  let stderr: String
  /// Whether the run was killed for taking longer than its timeout.
  let timedOut: Bool
  /// Wall-clock seconds the run took.
  let seconds: Double
}

extension Herald {
  /// Runs herald with `arguments` in `directory`, feeding `stdin` (nothing when nil), with the
  /// test's environment minus `NO_COLOR` plus `environment`. A run longer than `timeout`
  /// seconds is killed and marked `timedOut`, so a hang fails its test instead of blocking.
  /// `keepInputOpen` leaves standard input open until the run ends (to test the timeout).
  static func run(
    _ arguments: [String], stdin: Data? = nil, environment: [String: String] = [:],
    directory: URL = packageRoot, timeout: Double = 60, stderrIsTerminal: Bool = false,
    keepInputOpen: Bool = false
  ) throws -> HeraldRun {
    signal(SIGPIPE, SIG_IGN)  // a child that exits before reading its input must not kill us
    let process = Process()
    process.executableURL = executable
    process.arguments = arguments
    process.currentDirectoryURL = directory
    var variables = ProcessInfo.processInfo.environment
    variables["NO_COLOR"] = nil
    process.environment = variables.merging(environment) { $1 }
    let output = Pipe()
    process.standardOutput = output
    let errorSide = try stderrIsTerminal ? StreamEnd.terminal() : StreamEnd.pipe()
    process.standardError = errorSide.childHandle
    let input = stdin.map { _ in Pipe() }
    process.standardInput = input ?? FileHandle.nullDevice
    let exited = DispatchSemaphore(value: 0)
    process.terminationHandler = { _ in exited.signal() }
    let start = Date()
    try process.run()
    errorSide.closeChildSide()
    let stdoutText = Drain(output.fileHandleForReading.fileDescriptor, keeping: output)
    let stderrText = Drain(errorSide.readDescriptor, keeping: errorSide)
    if let input, let stdin { feed(stdin, to: input, close: !keepInputOpen) }
    let timedOut = exited.wait(timeout: .now() + timeout) == .timedOut
    if timedOut {
      process.terminate()
      if exited.wait(timeout: .now() + 5) == .timedOut {
        kill(process.processIdentifier, SIGKILL)
        exited.wait()
      }
    }
    let seconds = Date().timeIntervalSince(start)
    if keepInputOpen { try? input?.fileHandleForWriting.close() }
    return HeraldRun(
      status: process.terminationStatus, signaled: process.terminationReason == .uncaughtSignal,
      stdout: stdoutText.text(), stderr: stderrText.text(), timedOut: timedOut, seconds: seconds)
  }

  /// Writes `data` to the child's standard input on another thread, then maybe closes it.
  private static func feed(_ data: Data, to pipe: Pipe, close: Bool) {
    let handle = pipe.fileHandleForWriting
    Thread.detachNewThread {
      try? handle.write(contentsOf: data)
      if close { try? handle.close() }
    }
  }
}
