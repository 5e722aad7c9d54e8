// Runs herald on a generated hostile input and checks it fails fast with a located error.

import Foundation
import Testing

@testable import TestSupport

/// Checks for hostile inputs.
enum BadInput {
  /// A hang guard, in seconds: far above the measured times (printed by each test, well under a
  /// second or two in release builds), so a loaded CI machine cannot make the test flaky.
  static let limit = 45.0

  /// Writes `bytes` as `name` into a temporary folder, validates it there, and checks: no hang,
  /// no crash, exit 1 within `limit`, and a first error `name:line:col: error: … [rule]`.
  /// Returns the run and the (line, column) of that first error.
  @discardableResult
  static func check(
    _ name: String, _ bytes: some Sequence<UInt8>, rule: String,
    sourceLocation: SourceLocation = #_sourceLocation
  ) throws -> (run: HeraldRun, line: Int, column: Int) {
    let run = try withTemporaryFolder { folder in
      try folder.write(name, bytes)
      return try Herald.run(["validate", name], directory: folder.url, timeout: 60)
    }
    print("bad input \(name): exit \(run.status) in \(String(format: "%.2f", run.seconds)) s")
    #expect(!run.timedOut, "hung", sourceLocation: sourceLocation)
    #expect(!run.signaled, "crashed", sourceLocation: sourceLocation)
    #expect(run.status == 1, sourceLocation: sourceLocation)
    #expect(run.seconds < limit, "took \(run.seconds) s", sourceLocation: sourceLocation)
    let located = try Regex<(Substring, Substring, Substring)>(
      "^" + NSRegularExpression.escapedPattern(for: name) + #":(\d+):(\d+): error: "#)
    let firstError = run.stderr.split(separator: "\n").first { $0.contains(": error: ") }
    let match = firstError.flatMap { $0.prefixMatch(of: located) }
    #expect(
      match != nil, "no located error in: \(run.stderr.prefix(300))", sourceLocation: sourceLocation
    )
    #expect(
      firstError?.hasSuffix("[\(rule)]") == true, "\(firstError ?? "")",
      sourceLocation: sourceLocation)
    let line = match.flatMap { Int($0.output.1) } ?? 0
    let column = match.flatMap { Int($0.output.2) } ?? 0
    #expect(line >= 1 && column >= 1, sourceLocation: sourceLocation)
    return (run, line, column)
  }

  /// UTF-8 bytes of `text`.
  static func utf8(_ text: String) -> [UInt8] { Array(text.utf8) }
}
