import Foundation

/// One run of an outside program (herald, swiftc, a compiled driver or harness), its output
/// captured. The round trip reads every program's output, and shows it when the program fails.
struct Command {
  /// What one run did.
  struct Outcome {
    /// The exit status; minus the signal number when a signal ended the run, so that one
    /// number tells both apart (the messages show it).
    let status: Int32
    /// Standard output (with standard error too, for a run that merges them).
    let output: Data
    /// Standard error (empty for a run that merges it into `output`).
    let errors: Data
    /// Whether the run was killed for taking longer than its timeout.
    let timedOut: Bool

    /// Standard output as text.
    var outputText: String { String(decoding: output, as: UTF8.self) }
    /// Standard error as text.
    var errorText: String { String(decoding: errors, as: UTF8.self) }
  }

  /// The program (looked up on PATH when it has no slash) and its arguments.
  let arguments: [String]
  /// The working folder; nil keeps this process's.
  var directory: URL? = nil
  /// Variables to set (a value) or remove (nil) on top of this process's environment.
  var environment: [String: String?] = [:]
  /// Whether standard error goes into `output`, interleaved as written.
  var mergesErrors = false
  /// Seconds after which the run is killed; nil waits for ever.
  var timeout: Double? = nil

  /// The command line, for messages.
  var line: String { arguments.joined(separator: " ") }

  /// Runs the program with no input and waits for it (or for the timeout).
  func run() throws -> Outcome {
    let process = Process()
    if arguments[0].contains("/") {
      process.executableURL = URL(fileURLWithPath: arguments[0])
      process.arguments = Array(arguments.dropFirst())
    } else {
      process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
      process.arguments = arguments
    }
    if let directory { process.currentDirectoryURL = directory }
    var variables = ProcessInfo.processInfo.environment
    for (name, value) in environment { variables[name] = value }
    process.environment = variables
    let output = Pipe()
    let errors = Pipe()
    process.standardInput = FileHandle.nullDevice
    process.standardOutput = output
    process.standardError = mergesErrors ? output : errors
    let exited = DispatchSemaphore(value: 0)
    process.terminationHandler = { _ in exited.signal() }
    try process.run()
    let outputReader = PipeReader(output.fileHandleForReading)
    let errorReader = mergesErrors ? nil : PipeReader(errors.fileHandleForReading)
    let deadline = timeout.map { DispatchTime.now() + $0 } ?? .distantFuture
    let timedOut = exited.wait(timeout: deadline) == .timedOut
    if timedOut {
      kill(process.processIdentifier, SIGKILL)
      exited.wait()
    }
    let signalled = process.terminationReason == .uncaughtSignal
    return Outcome(
      status: signalled ? -process.terminationStatus : process.terminationStatus,
      output: outputReader.data(), errors: errorReader?.data() ?? Data(),
      timedOut: timedOut)
  }

  /// Runs the program and returns its outcome; a non-zero exit throws `status` with the
  /// command line and the program's own output, which is what a user needs to see.
  func run(failing status: RoundtripStatus, _ what: String) throws -> Outcome {
    let outcome = try run()
    guard outcome.status == 0 else {
      throw RoundtripFailure(
        status,
        "roundtrip: \(what) failed (exit \(outcome.status)): \(line)\n"
          + outcome.outputText + outcome.errorText)
    }
    return outcome
  }
}

/// Reads a pipe to its end on a thread of its own, so that a program that fills one pipe while
/// nobody reads the other cannot block.
private final class PipeReader: @unchecked Sendable {
  /// The bytes read; set once, before `finished` is signalled.
  private var bytes = Data()
  /// Signalled when the pipe is at its end.
  private let finished = DispatchSemaphore(value: 0)

  /// Starts reading `handle`.
  init(_ handle: FileHandle) {
    Thread.detachNewThread { [self] in
      bytes = handle.readDataToEndOfFile()
      finished.signal()
    }
  }

  /// Everything the pipe held, once it is at its end.
  func data() -> Data {
    finished.wait()
    return bytes
  }
}
