// Bounded input: devices, FIFOs, endless standard input, oversized files and overlong paths.

import Foundation
import Testing

@testable import TestSupport

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// No input can make herald read forever, fill memory, block, or skip a spec silently.
@Suite struct InputBoundsTests {
  /// A device or a FIFO given as a path is refused at once (exit 3) by every reading command,
  /// payloads and the other side of a diff included, and so is `plist merge --into /dev/zero`.
  @Test func devicesAndFIFOsAreRefused() throws {
    try withTemporaryFolder { folder in
      let fifo = folder.url.appending(path: "pipe.yml").path
      #expect(mkfifo(fifo, 0o644) == 0)
      let spec = try folder.write("spec.yml", text: Fixtures.clean)
      let commands: [[String]] = [
        ["validate", "/dev/zero"], ["generate", "/dev/zero", "--output", "out"],
        ["export", "--format", "json", "/dev/zero"], ["validate", fifo],
        ["plugin-generate", fifo, "--app-output", "a.swift", "--extensions-output", "b.swift"],
        ["check-payload", spec, "--payload", "/dev/zero"],
        ["check-payload", spec, "--payload", fifo],
        ["diff", "/dev/zero", "--against", spec], ["diff", spec, "--against", fifo],
      ]
      for arguments in commands {
        let run = try Herald.run(arguments, directory: folder.url, timeout: 10)
        #expect(!run.timedOut, "\(arguments)")
        #expect(run.status == 3, "\(arguments): \(run.stderr)")
        #expect(run.stderr.contains("not a regular file"), "\(arguments): \(run.stderr)")
        #expect(run.seconds < 5, "\(arguments) took \(run.seconds) s")
      }
    }
  }

  /// `plist merge --into /dev/zero` is refused before anything is read.
  @Test func plistMergeIntoDeviceIsRefused() throws {
    let specs = Herald.packageRoot.appending(path: "Specs").path
    let run = try Herald.run(
      ["plist", "merge", specs, "--target", "PodcastUI", "--into", "/dev/zero"], timeout: 10)
    #expect(!run.timedOut)
    #expect(run.status == 3, "\(run.stderr)")
    #expect(run.stderr.contains("not a regular file"), "\(run.stderr)")
  }

  /// Endless standard input stops at the limit with a message naming the option (exit 3).
  @Test func endlessStandardInputStopsAtTheLimit() throws {
    let process = Process()
    process.executableURL = Herald.executable
    process.arguments = ["validate", "-", "--max-file-size", "1M"]
    process.standardInput = FileHandle(forReadingAtPath: "/dev/zero")
    let errors = Pipe()
    process.standardError = errors
    process.standardOutput = FileHandle.nullDevice
    let start = Date()
    try process.run()
    let text = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    #expect(process.terminationStatus == 3, "\(text)")
    #expect(text.contains("<stdin>: larger than the 1 MiB allowed for one input"), "\(text)")
    #expect(text.contains("--max-file-size"), "\(text)")
    #expect(Date().timeIntervalSince(start) < 5)
  }

  /// The default limit stops `/dev/zero` on standard input too, in well under a second of work.
  @Test func defaultLimitStopsStandardInput() throws {
    let process = Process()
    process.executableURL = Herald.executable
    process.arguments = ["validate", "-"]
    process.standardInput = FileHandle(forReadingAtPath: "/dev/zero")
    let errors = Pipe()
    process.standardError = errors
    process.standardOutput = FileHandle.nullDevice
    try process.run()
    let text = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    #expect(process.terminationStatus == 3, "\(text)")
    #expect(text.contains("larger than the 64 MiB allowed for one input"), "\(text)")
  }

  /// A file over `--max-file-size` and a set over `--max-input-size` are refused (exit 3),
  /// each naming its option; bad sizes are usage errors (exit 2).
  @Test func fileAndSetLimits() throws {
    try withTemporaryFolder { folder in
      let text = Fixtures.clean + String(repeating: "# padding\n", count: 200)
      _ = try folder.write("specs/a.yml", text: text)
      _ = try folder.write("specs/b.yml", text: text.replacing("id: ", with: "id: b"))
      let file = try Herald.run(
        ["validate", "specs", "--max-file-size", "1K"], directory: folder.url)
      #expect(file.status == 3)
      #expect(file.stderr.contains("specs/a.yml: larger than the 1 KiB allowed"), "\(file.stderr)")
      let set = try Herald.run(
        ["validate", "specs", "--max-input-size", "\(text.utf8.count + 10)"],
        directory: folder.url)
      #expect(set.status == 3)
      #expect(set.stderr.contains("specs/b.yml: takes the spec set past its size limit"))
      #expect(set.stderr.contains("--max-input-size"), "\(set.stderr)")
      let fits = try Herald.run(
        ["validate", "specs", "--max-input-size", "1M", "--max-file-size", "64K"],
        directory: folder.url)
      #expect(fits.status != 3, "\(fits.stderr)")
      for size in ["0", "12x", "-1", "K", "99999999999G"] {
        let bad = try Herald.run(
          ["validate", "specs", "--max-file-size", size], directory: folder.url)
        #expect(bad.status == 2, "\(size): \(bad.stderr)")
      }
    }
  }

  /// A spec file below a path longer than the system allows is an I/O error naming the path
  /// (exit 3), never left out while the rest is checked.
  @Test func overlongPathInsideAFolderIsAnError() throws {
    try withTemporaryFolder { folder in
      _ = try folder.write("specs/ok.yml", text: Fixtures.clean)
      let part = String(repeating: "d", count: 200)
      let script = """
        set -e
        cd specs
        for i in $(seq 1 25); do mkdir \(part); cd \(part); done
        printf 'version: 1\\n' > deep.yml
        """
      let made = try Tool.run(["bash", "-c", script], in: folder.url, timeout: 30)
      try #require(made.status == 0, "\(made.summary)")
      let run = try Herald.run(["validate", "specs"], directory: folder.url)
      #expect(run.status == 3, "\(run.stderr)")
      #expect(run.stderr.contains("file name too long"), "\(run.stderr)")
      #expect(run.stderr.contains("specs/\(part)/"), "\(run.stderr)")
      _ = try Tool.run(["rm", "-rf", "specs"], in: folder.url, timeout: 30)
    }
  }
}
