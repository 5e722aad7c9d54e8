// Two runs, a failing rename, an interrupt: the output folder is always one whole output.

import Foundation
import Testing

@testable import HeraldCLI
@testable import TestSupport

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The lock on the output folder, the all-or-nothing commit and the clean-up on signals.
@Suite(.serialized) struct SharedOutputFolderTests {
  /// Holds an exclusive `flock` on `path`, as another herald run would, until the value goes.
  final class HeldLock {
    /// The locked folder's descriptor.
    let descriptor: Int32

    /// Locks `path`.
    init(_ path: String) throws {
      descriptor = open(path, O_RDONLY | O_DIRECTORY)
      try #require(descriptor >= 0)
      try #require(flock(descriptor, LOCK_EX) == 0)
    }

    deinit { close(descriptor) }
  }

  /// Files only (bytes, inode and modification time): what a failed run must leave exactly.
  static func files(_ root: URL) throws -> [String: EntryState] {
    try FolderSnapshot(root).entries.filter { !$0.value.isFolder }
  }

  /// A second run waits for the lock, saying so, and gives up after `--lock-timeout` with
  /// exit 3 and nothing written; once the lock is free it proceeds.
  @Test func secondRunWaitsThenGivesUp() throws {
    try withTemporaryFolder { folder in
      try GenerateFixtures.writeSpecs(folder)
      #expect(try GenerateFixtures.generate(folder).status == 0)
      try GenerateFixtures.writeSpecs(folder, alpha: GenerateFixtures.alphaRetitled)
      let out = GenerateFixtures.output(folder)
      let before = try Self.files(out)
      var held: HeldLock? = try HeldLock(out.path)
      let refused = try GenerateFixtures.generate(folder, ["--lock-timeout", "0.3"])
      #expect(refused.status == 3)
      #expect(refused.stderr.contains("waiting for another herald run"), "\(refused.stderr)")
      #expect(refused.stderr.contains("another herald run is still writing"), "\(refused.stderr)")
      #expect(try Self.files(out) == before)
      let check = try GenerateFixtures.generate(folder, ["--check", "--lock-timeout", "0.3"])
      #expect(check.status == 3, "a check waits for a writer too: \(check.stderr)")

      let process = Process()
      process.executableURL = Herald.executable
      process.arguments = ["generate", "alpha.yml", "beta.yml", "--output", "out"]
      process.currentDirectoryURL = folder.url
      let errors = Pipe()
      process.standardError = errors
      process.standardOutput = FileHandle.nullDevice
      try process.run()
      // The lock is released once the run says it waits, not after a fixed time: on a loaded
      // machine the process may take longer than any fixed pause to reach the lock.
      var said = Data()
      let deadline = Date().addingTimeInterval(60)
      while !String(decoding: said, as: UTF8.self).contains("waiting for another herald run"),
        Date() < deadline
      {
        let chunk = errors.fileHandleForReading.availableData
        if chunk.isEmpty { break }
        said.append(chunk)
      }
      held = nil
      process.waitUntilExit()
      #expect(held == nil)
      said.append(errors.fileHandleForReading.readDataToEndOfFile())
      let text = String(decoding: said, as: UTF8.self)
      #expect(process.terminationStatus == 0, "\(text)")
      #expect(text.contains("waiting for another herald run"), "\(text)")
      #expect(try Self.files(out) != before)
    }
  }

  /// Two runs of different spec sets into one folder, many rounds at once: each exits 0, the
  /// folder ends as exactly one set's output (its manifest included), and no temporary file
  /// is left.
  @Test func concurrentRunsLeaveOneWholeOutput() throws {
    try withTemporaryFolder { folder in
      try folder.write("a/alpha.yml", text: GenerateFixtures.alpha)
      try folder.write("a/beta.yml", text: GenerateFixtures.beta)
      try folder.write("b/alpha.yml", text: GenerateFixtures.alphaRetitled)
      try folder.write("b/beta.yml", text: GenerateFixtures.betaWithoutExtension)
      var references: [[String: [UInt8]]] = []
      for set in ["a", "b"] {
        let run = try Herald.run(
          ["generate", set, "--output", "ref-\(set)"], directory: folder.url)
        #expect(run.status == 0, "\(run.stderr)")
        references.append(
          Fault.contents(try FolderSnapshot(folder.url.appending(path: "ref-\(set)"))))
      }
      #expect(references[0] != references[1])
      for round in 0..<12 {
        let runs = try ["a", "b"].map { set in
          let process = Process()
          process.executableURL = Herald.executable
          process.arguments = ["generate", set, "--output", "out"]
          process.currentDirectoryURL = folder.url
          process.standardOutput = FileHandle.nullDevice
          process.standardError = FileHandle.nullDevice
          return process
        }
        for process in round % 2 == 0 ? runs : runs.reversed() { try process.run() }
        for process in runs {
          process.waitUntilExit()
          #expect(process.terminationStatus == 0, "round \(round)")
        }
        let after = try FolderSnapshot(folder.url.appending(path: "out"))
        #expect(Fault.temporaries(after).isEmpty, "round \(round)")
        let contents = Fault.contents(after)
        #expect(references.contains(contents), "round \(round): a mix of both outputs")
      }
    }
  }

  /// A failure at any step of the commit (each rename, each removal, the manifest) restores
  /// every file already replaced or removed: the files are exactly as before (bytes, inodes,
  /// times), with no temporary file, and the run exits 3.
  @Test func failedCommitRestoresEverything() throws {
    try withTemporaryFolder { folder in
      try GenerateFixtures.writeSpecs(folder)
      #expect(try GenerateFixtures.generate(folder).status == 0)
      try GenerateFixtures.ageFiles(GenerateFixtures.output(folder))
      try GenerateFixtures.writeSpecs(
        folder, alpha: GenerateFixtures.alphaRetitled.replacing("alpha", with: "gamma"),
        beta: GenerateFixtures.betaWithoutExtension)
      let out = GenerateFixtures.output(folder)
      let before = try Self.files(out)
      var failed = 0
      for step in 0..<64 {
        let run = try Herald.run(
          ["generate", "alpha.yml", "beta.yml", "--output", "out"],
          environment: ["HERALD_FAULT_COMMIT_STEP": String(step)], directory: folder.url)
        if run.status == 0 { break }  // past the last step: the run went through
        failed += 1
        #expect(run.status == 3, "step \(step): \(run.stdout)")
        #expect(run.stderr.contains("injected"), "step \(step): \(run.stderr)")
        #expect(try Self.files(out) == before, "step \(step)")
      }
      #expect(failed >= 5, "the change should take several steps, found \(failed)")
      #expect(try GenerateFixtures.generate(folder, ["--check"]).status == 0)
    }
  }

  /// SIGINT and SIGTERM while herald writes: the process ends by that signal, no temporary file
  /// is left, every file is whole (old or new), and the manifest accepts each of them.
  @Test(arguments: [SIGINT, SIGTERM])
  func interruptRemovesTemporaryFiles(signal: Int32) throws {
    try withTemporaryFolder { folder in
      try FaultInjectionKillTests.writeSpecSet(folder, "a", title: "old")
      try FaultInjectionKillTests.writeSpecSet(folder, "b", title: "new")
      #expect(
        try Herald.run(["generate", "a", "--output", "old", "--payloads"], directory: folder.url)
          .status == 0)
      #expect(
        try Herald.run(["generate", "b", "--output", "new", "--payloads"], directory: folder.url)
          .status == 0)
      let old = try FolderSnapshot(folder.url.appending(path: "old"))
      let new = try FolderSnapshot(folder.url.appending(path: "new"))
      let out = folder.url.appending(path: "out")
      var caught = 0
      for _ in 0..<20 where caught < 3 {
        try? FileManager.default.removeItem(at: out)
        #expect(
          try Herald.run(["generate", "a", "--output", "out", "--payloads"], directory: folder.url)
            .status == 0)
        let process = Process()
        process.executableURL = Herald.executable
        process.arguments = ["generate", "b", "--output", "out", "--payloads"]
        process.currentDirectoryURL = folder.url
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        let payloads = out.appending(path: "Payloads").path
        while process.isRunning {
          let names = (try? FileManager.default.contentsOfDirectory(atPath: payloads)) ?? []
          if names.contains(where: { $0.contains(".herald-") }) { break }
        }
        kill(process.processIdentifier, signal)
        process.waitUntilExit()
        guard process.terminationReason == .uncaughtSignal else { continue }
        #expect(process.terminationStatus == signal)
        caught += 1
        let after = try FolderSnapshot(out)
        #expect(Fault.temporaries(after).isEmpty, "\(Fault.temporaries(after))")
        Fault.expectOldOrNew(after, old: old, new: new)
        Fault.expectManifestAccepts(after)
        let rerun = try Herald.run(
          ["generate", "b", "--output", "out", "--payloads"], directory: folder.url)
        #expect(rerun.status == 0, "\(rerun.stderr)")
        #expect(Fault.contents(try FolderSnapshot(out)) == Fault.contents(new))
      }
      #expect(caught > 0, "no signal landed while herald was writing")
    }
  }
}
