// The transaction interrupted at each of its steps through the fault-injection seam, in-process:
// the folder ends as it was before the run, whatever the step.

import Foundation
import Testing

@testable import HeraldOutput
@testable import TestSupport

@Suite struct TransactionFaultTests {
  /// The folder's files and their text, the manifest included.
  static func contents(_ folder: String) throws -> [String: String] {
    var files: [String: String] = [:]
    for name in try FileManager.default.contentsOfDirectory(atPath: folder) {
      files[name] = try String(contentsOfFile: folder + "/" + name, encoding: .utf8)
    }
    return files
  }

  /// A transaction that replaces `a.txt`, creates `b.txt` and removes `c.txt`: four steps
  /// (two renames, one removal, the manifest). Failing at each leaves the folder unchanged;
  /// with no failing step it carries out every change.
  @Test(arguments: [0, 1, 2, 3, nil] as [Int?])
  func failingStepUndoesEverything(step: Int?) throws {
    try withTemporaryFolder { folder in
      let root = folder.url.path
      try FileSystem.writeAtomically(Array("old a\n".utf8), to: root + "/a.txt")
      try FileSystem.writeAtomically(Array("old c\n".utf8), to: root + "/c.txt")
      let previous = OutputManifest(files: [
        "a.txt": [SHA256.hex(Array("old a\n".utf8))], "c.txt": [SHA256.hex(Array("old c\n".utf8))],
      ])
      try FileSystem.writeAtomically(
        Array(previous.text.utf8), to: root + "/" + OutputManifest.fileName)
      let before = try Self.contents(root)
      let staged = [
        try FileSystem.stage(Array("new a\n".utf8), for: root + "/a.txt", flush: false),
        try FileSystem.stage(Array("new b\n".utf8), for: root + "/b.txt", flush: false),
      ]
      let next = OutputManifest(files: [
        "a.txt": [SHA256.hex(Array("new a\n".utf8))], "b.txt": [SHA256.hex(Array("new b\n".utf8))],
      ])
      let transaction = OutputTransaction(
        root: root, staged: staged, removals: ["c.txt"], previous: previous, next: next,
        failingStep: step)
      if let step {
        #expect(throws: IOFailure.self, "step \(step)") { try transaction.commit() }
        #expect(try Self.contents(root) == before, "step \(step)")
      } else {
        try transaction.commit()
        let after = try Self.contents(root)
        #expect(after["a.txt"] == "new a\n" && after["b.txt"] == "new b\n")
        #expect(after["c.txt"] == nil)
      }
    }
  }

  /// The environment switch gives the step the commands pass on, and nothing otherwise.
  @Test func environmentSwitch() {
    #expect(FaultInjection.failingCommitStep(in: [FaultInjection.variable: "2"]) == 2)
    #expect(FaultInjection.failingCommitStep(in: [FaultInjection.variable: "x"]) == nil)
    #expect(FaultInjection.failingCommitStep(in: [:]) == nil)
  }
}
