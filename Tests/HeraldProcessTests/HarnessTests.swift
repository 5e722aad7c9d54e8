// The test harness itself: it finds the built herald and stops a run that hangs.

import Foundation
import Testing

@testable import TestSupport

/// Tests of the process runner the other tests rely on.
struct HarnessTests {
  /// The herald the tests run is the executable built next to the test bundle.
  @Test func executableIsFound() {
    #expect(FileManager.default.isExecutableFile(atPath: Herald.executable.path))
    #expect(Herald.executable.lastPathComponent == "herald")
  }

  /// A run that never ends (herald waiting for standard input that stays open) is killed at
  /// its timeout and reported as timed out, instead of blocking the test run.
  @Test func hangIsStoppedAtTheTimeout() throws {
    let run = try Herald.run(["validate", "-"], stdin: Data(), timeout: 1, keepInputOpen: true)
    #expect(run.timedOut)
    #expect(run.signaled)
    #expect(run.seconds >= 1 && run.seconds < 10)
  }

  /// Standard input is delivered whole, even when it is larger than a pipe's buffer.
  @Test func largeStandardInputArrives() throws {
    let padding = String(repeating: "# padding line to fill the pipe\n", count: 20_000)
    let run = try Herald.run(["validate", "-"], stdin: Data((padding + Fixtures.clean).utf8))
    #expect(run.status == 0)
    #expect(run.stderr == "")
  }
}
