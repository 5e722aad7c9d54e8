// Spec inputs under fault: a file rewritten while herald reads it, and links of every kind.

import Foundation
import Testing

@testable import TestSupport

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A flag one thread sets and another polls.
final class StopFlag: @unchecked Sendable {
  /// Guards `value`.
  private let lock = NSLock()
  /// Whether to stop.
  private var value = false

  /// Whether `stop()` was called.
  var isSet: Bool { lock.withLock { value } }

  /// Asks the polling thread to stop.
  func stop() { lock.withLock { value = true } }
}

/// Faults in what herald reads: never a crash or a hang, and an exit code that says why.
@Suite struct FaultInjectionInputTests {
  /// A valid spec of about 180 KB (herald reads it in several chunks).
  static let bigSpec =
    "version: 1\ncategories:\n  - id: big\n    intentIdentifiers:\n"
    + (0..<10_000).map { "      - intent.identifier.\($0)\n" }.joined()

  /// Rewrites `path` in place (truncate, then two writes) in a loop until `flag` is set, cycling
  /// through `texts`, so a reader can see a whole, a cut or an empty file.
  static func rewrite(_ path: String, cycling texts: [String], until flag: StopFlag) {
    var index = 0
    while !flag.isSet {
      let bytes = Array(texts[index % texts.count].utf8)
      let descriptor = open(path, O_WRONLY | O_TRUNC)
      if descriptor >= 0 {
        let half = bytes.count / 2
        bytes.withUnsafeBytes { raw in
          _ = write(descriptor, raw.baseAddress, half)
          _ = write(descriptor, raw.baseAddress.map { $0 + half }, raw.count - half)
        }
        close(descriptor)
      }
      usleep(2_000)  // leave the file whole for a moment, so some reads see it complete
      index += 1
    }
  }

  /// A spec rewritten while herald validates it again and again: no crash, no hang; exit 0, or
  /// exit 1 with a located error (`spec.yml:LINE:COLUMN: error:`).
  @Test func specRewrittenWhileReadIsHandled() throws {
    try withTemporaryFolder { folder in
      let path = try folder.write("spec.yml", text: Self.bigSpec)
      let broken = Self.bigSpec.replacing("intent.identifier.9999", with: "[unclosed")
      let flag = StopFlag()
      let done = DispatchSemaphore(value: 0)
      Thread.detachNewThread {
        Self.rewrite(path, cycling: [Self.bigSpec, broken, "version: 2\n"], until: flag)
        done.signal()
      }
      defer { done.wait() }
      defer { flag.stop() }
      let located = try Regex("spec\\.yml:[1-9][0-9]*:[1-9][0-9]*: error: ")
      var codes: [Int32: Int] = [:]
      for _ in 0..<20 {
        let run = try Herald.run(["validate", "spec.yml"], directory: folder.url, timeout: 30)
        #expect(!run.timedOut && !run.signaled, "\(run.stderr)")
        #expect(run.status == 0 || run.status == 1, "\(run.stderr)")
        if run.status == 1 {
          #expect(run.stderr.contains(located), "\(run.stderr)")
        }
        codes[run.status, default: 0] += 1
      }
      print("spec rewritten while read: exit codes \(codes.sorted { $0.key < $1.key })")
    }
  }

  /// A spec path that is a link is followed and read once: naming the link and its target
  /// together is not a duplicate definition.
  @Test func linkedSpecPathIsReadOnce() throws {
    try withTemporaryFolder { folder in
      try folder.write("spec.yml", text: Fixtures.clean)
      try FileManager.default.createSymbolicLink(
        atPath: folder.url.appending(path: "link.yml").path, withDestinationPath: "spec.yml")
      let alone = try Herald.run(["validate", "link.yml"], directory: folder.url)
      #expect(alone.status == 0 && alone.stderr.isEmpty, "\(alone.stderr)")
      let both = try Herald.run(["validate", "link.yml", "spec.yml"], directory: folder.url)
      #expect(both.status == 0 && both.stderr.isEmpty, "\(both.stderr)")
    }
  }

  /// Link loops in a spec folder: folders linking to themselves or their parent are skipped
  /// without a hang and the real spec beside them is read; two spec files linking to each other
  /// cannot be read, which is an I/O error naming one of them (exit 3), never a silent skip.
  @Test func linkLoopsInSpecFolderDoNotHang() throws {
    try withTemporaryFolder { folder in
      try folder.write("specs/real.yml", text: Fixtures.multiError)
      try folder.write("specs/sub/.keep", text: "")
      for (link, target) in ["specs/self": ".", "specs/sub/up": ".."] {
        try FileManager.default.createSymbolicLink(
          atPath: folder.url.appending(path: link).path, withDestinationPath: target)
      }
      let run = try Herald.run(["validate", "specs"], directory: folder.url, timeout: 20)
      #expect(!run.timedOut)
      #expect(run.status == 1)
      #expect(run.stderr.contains("specs/real.yml:"))
      #expect(!run.stderr.contains("/self/"))
      for (link, target) in ["specs/a.yml": "b.yml", "specs/b.yml": "a.yml"] {
        try FileManager.default.createSymbolicLink(
          atPath: folder.url.appending(path: link).path, withDestinationPath: target)
      }
      let looped = try Herald.run(["validate", "specs"], directory: folder.url, timeout: 20)
      #expect(!looped.timedOut)
      #expect(looped.status == 3, "\(looped.stderr)")
      #expect(looped.stderr.contains("specs/a.yml: "), "\(looped.stderr)")
      let loop = try Herald.run(["validate", "specs/a.yml"], directory: folder.url, timeout: 20)
      #expect(loop.status == 3, "\(loop.stderr)")
    }
  }

  /// A dangling link given as a spec path is an I/O error (exit 3) naming the link.
  @Test func danglingSpecLinkExitsThree() throws {
    try withTemporaryFolder { folder in
      try FileManager.default.createSymbolicLink(
        atPath: folder.url.appending(path: "gone.yml").path, withDestinationPath: "missing.yml")
      for command in ["validate", "export", "generate"] {
        let extra = command == "generate" ? ["--output", "out"] : []
        let run = try Herald.run([command, "gone.yml"] + extra, directory: folder.url)
        #expect(run.status == 3, "\(command): \(run.stderr)")
        #expect(run.stderr.contains("gone.yml"), "\(command): \(run.stderr)")
      }
      #expect(!FileManager.default.fileExists(atPath: folder.url.appending(path: "out").path))
    }
  }
}
