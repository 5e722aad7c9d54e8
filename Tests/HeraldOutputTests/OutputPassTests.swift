// The streaming output pass: undoing a pass that gave up.

import Foundation
import HeraldCore
import Testing

@testable import HeraldOutput
@testable import TestSupport

/// `OutputPass` and the helpers it leans on.
@Suite struct OutputPassTests {
  /// A pass that meets a foreign file while staging removes the staged files and the folders
  /// it created, and leaves the foreign file alone.
  @Test func discardedPassLeavesNothingBehind() throws {
    try withTemporaryFolder { folder in
      let root = folder.url.appending(path: "out").path
      let jobs: [@Sendable () -> [OutputFile]] = [
        { [OutputFile(path: "New/Deep/a.swift", contents: "// do not edit\na\n")] },
        { [OutputFile(path: "b.swift", contents: "b\n")] },
      ]
      let pass = OutputPass(root: root, staging: true, concurrently: false)
      let outcome = try pass.run(
        jobs, scan: OutputScan.take(root), staging: true)
      #expect(outcome.plan.create == ["New/Deep/a.swift", "b.swift"])
      #expect(outcome.staged.count == 2)
      #expect(outcome.folders.count == 3)
      outcome.discard()
      #expect(!FileManager.default.fileExists(atPath: root))

      _ = try folder.write("out/b.swift", text: "mine\n")
      let refused = try pass.run(jobs)
      #expect(refused.plan.foreign == ["b.swift"])
      #expect(refused.staged.isEmpty)
      #expect(try String(contentsOfFile: root + "/b.swift", encoding: .utf8) == "mine\n")
      #expect(try FileManager.default.contentsOfDirectory(atPath: root) == ["b.swift"])
    }
  }
}
