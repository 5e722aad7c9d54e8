import Foundation

/// One run of a harness binary and its verdict. Besides its exit status, the run must print a
/// passing Swift Testing summary with one suite per `@Suite` in its harnesses, so that tests
/// that were not found cannot pass silently.
struct HarnessRun {
  /// Whether the harness passed.
  let passed: Bool
  /// Its output (standard output and error interleaved, colors removed).
  let output: String
  /// One line that says how it went.
  let summary: String

  /// Runs `binary` (with NO_COLOR=1) in `work`, appending its output to `work`/machines.log.
  init(binary: URL, group: [GeneratedExtension], work: URL) throws {
    var expected = 0
    for harness in group.compactMap(\.harness) {
      let text = try String(contentsOf: harness, encoding: .utf8)
      expected += text.matches(of: Self.suite).count
    }
    let outcome = try Command(
      arguments: [binary.path], directory: work, environment: ["NO_COLOR": "1"],
      mergesErrors: true, timeout: MachineCheck.harnessTimeout
    ).run()
    output = String(decoding: outcome.output, as: UTF8.self).replacing(Self.colors, with: "")
    let log = work.appending(path: "machines.log")
    if !FileManager.default.fileExists(atPath: log.path) {
      _ = FileManager.default.createFile(atPath: log.path, contents: nil)
    }
    let handle = try FileHandle(forWritingTo: log)
    try handle.seekToEnd()
    try handle.write(contentsOf: Data(output.utf8))
    try handle.close()
    (passed, summary) = Self.verdict(
      outcome, output: output, modules: group.map(\.module).joined(separator: ", "),
      expectedSuites: expected)
  }

  /// Whether a run passed and the line that says so: it must exit 0 in time and print a
  /// passing summary that counts the expected suites.
  private static func verdict(
    _ outcome: Command.Outcome, output: String, modules: String, expectedSuites expected: Int
  ) -> (passed: Bool, summary: String) {
    if outcome.timedOut {
      return (false, "the harness of \(modules) ran over \(Int(MachineCheck.harnessTimeout)) s")
    }
    if outcome.status != 0 {
      return (false, "the harness of \(modules) failed (exit \(outcome.status))")
    }
    guard let last = output.matches(of: testSummary).last?.output, last.3 == "passed" else {
      return (false, "the harness of \(modules) printed no passing test summary")
    }
    let tests = String(last.1)
    let suites = String(last.2)
    guard Int(suites) == expected else {
      return (
        false,
        "the harness of \(modules) ran \(suites) suites, but the generated harnesses declare "
          + "\(expected)"
      )
    }
    let testWord = tests == "1" ? "test" : "tests"
    let suiteWord = suites == "1" ? "suite" : "suites"
    return (true, "\(tests) \(testWord) in \(suites) \(suiteWord) passed (\(modules))")
  }

  /// A `@Suite` attribute at the start of a line.
  private static var suite: Regex<Substring> { /^ *@Suite\b/.anchorsMatchLineEndings() }
  /// Swift Testing's closing summary: tests, suites and the verdict.
  private static var testSummary: Regex<(Substring, Substring, Substring, Substring)> {
    /Test run with (\d+) tests? in (\d+) suites? (passed|failed)/
  }
  /// An ANSI color escape.
  private static var colors: Regex<Substring> { /\x1b\[[0-9;]*m/ }
}
