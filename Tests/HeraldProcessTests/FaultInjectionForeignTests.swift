// Foreign things where herald writes: odd entries in the output, and plists it cannot merge.

import Foundation
import Testing

@testable import TestSupport

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Extends GenerateOwnershipTests and PlistMergeCommandTests with the odder foreign entries.
@Suite struct FaultInjectionForeignTests {
  /// A folder where herald writes `Notifications.md`: refused (exit 3), the folder and the file
  /// in it kept.
  @Test func folderInPlaceOfGeneratedFile() throws {
    try withTemporaryFolder { folder in
      try GenerateFixtures.writeSpecs(folder)
      try folder.write("out/Notifications.md/mine.txt", text: "my notes\n")
      let before = try FolderSnapshot(GenerateFixtures.output(folder))
      let run = try GenerateFixtures.generate(folder)
      #expect(run.status == 3)
      #expect(run.stderr.contains("  out/Notifications.md: "), "\(run.stderr)")
      #expect(try FolderSnapshot(GenerateFixtures.output(folder)) == before)
    }
  }

  /// A named pipe where herald writes a payload: refused without reading it (no hang), and
  /// still a pipe afterwards.
  @Test func pipeInPlaceOfGeneratedFile() throws {
    try withTemporaryFolder { folder in
      try GenerateFixtures.writeSpecs(folder)
      let pipe = folder.url.appending(path: "out/Payloads/alpha.apns")
      try FileManager.default.createDirectory(
        at: pipe.deletingLastPathComponent(), withIntermediateDirectories: true)
      #expect(mkfifo(pipe.path, 0o644) == 0)
      let run = try GenerateFixtures.generate(folder)
      #expect(!run.timedOut)
      #expect(run.status == 3)
      #expect(run.stderr.contains("  out/Payloads/alpha.apns: "), "\(run.stderr)")
      var info = stat()
      #expect(lstat(pipe.path, &info) == 0 && info.st_mode & S_IFMT == S_IFIFO)
      let written = try FileManager.default.contentsOfDirectory(
        atPath: GenerateFixtures.output(folder).path)
      #expect(written == ["Payloads"])
    }
  }

  /// Herald's file with a licence put above its header by hand: refused and kept byte for byte;
  /// it no longer starts with herald's header, so not even `--force` takes it over.
  @Test func headerPastTheFirstKilobyteIsForeign() throws {
    try withTemporaryFolder { folder in
      try GenerateFixtures.writeSpecs(folder)
      #expect(try GenerateFixtures.generate(folder).status == 0)
      let path = "out/App/NotificationCategories.swift"
      let generated = try String(contentsOf: folder.url.appending(path: path), encoding: .utf8)
      let licence = String(repeating: "// Copyright line of a long licence text.\n", count: 30)
      try folder.write(path, text: licence + generated)
      try GenerateFixtures.writeSpecs(folder, alpha: GenerateFixtures.alphaRetitled)
      let before = try FolderSnapshot(GenerateFixtures.output(folder))
      let run = try GenerateFixtures.generate(folder)
      #expect(run.status == 3)
      #expect(
        run.stderr.contains("  \(path): not herald's as it stands: .herald-manifest records it"),
        "\(run.stderr)")
      #expect(try FolderSnapshot(GenerateFixtures.output(folder)) == before)
      #expect(try GenerateFixtures.generate(folder, ["--force"]).status == 3)
      #expect(
        try FolderSnapshot(GenerateFixtures.output(folder)).entries[String(path.dropFirst(4))]
          == before.entries[String(path.dropFirst(4))])
    }
  }

  /// A linked folder that holds herald's own files (Payloads moved elsewhere and linked back):
  /// still refused, and nothing is written through the link.
  @Test func linkedOutputFolderOfOwnFilesIsRefused() throws {
    try withTemporaryFolder { folder in
      try GenerateFixtures.writeSpecs(folder)
      #expect(try GenerateFixtures.generate(folder).status == 0)
      let elsewhere = folder.url.appending(path: "elsewhere")
      try FileManager.default.moveItem(
        at: folder.url.appending(path: "out/Payloads"), to: elsewhere)
      try FileManager.default.createSymbolicLink(
        atPath: folder.url.appending(path: "out/Payloads").path, withDestinationPath: "../elsewhere"
      )
      try GenerateFixtures.writeSpecs(folder, alpha: GenerateFixtures.alphaRetitled)
      let before = (
        try FolderSnapshot(GenerateFixtures.output(folder)), try FolderSnapshot(elsewhere)
      )
      let run = try GenerateFixtures.generate(folder)
      #expect(run.status == 3)
      #expect(run.stderr.contains("  out/Payloads/alpha.apns: "), "\(run.stderr)")
      #expect(try FolderSnapshot(GenerateFixtures.output(folder)) == before.0)
      #expect(try FolderSnapshot(elsewhere) == before.1)
    }
  }

  /// More files that are not plists: cut short, binary garbage, JSON, UTF-16 text.
  static let nonPlists: [[UInt8]] = [
    Array(PlistMergeCommandTests.teamPlist.utf8.prefix(300)),
    Array("bplist00".utf8) + [0xFF, 0x00, 0x13, 0x37] + [UInt8](repeating: 0xAA, count: 40),
    Array("{\"NSExtension\": {}}\n".utf8),
    [0xFF, 0xFE] + Array("<plist>".utf16).flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] },
  ]

  /// Each file that is not a plist exits 3 and keeps its bytes.
  @Test(arguments: nonPlists)
  func mergeIntoNonPlistKeepsIt(bytes: [UInt8]) throws {
    let (run, after) = try PlistMergeCommandTests.run(PlistMergeCommandTests.merge, plist: bytes)
    #expect(run.status == 3, "\(run.stderr)")
    #expect(run.stderr.contains("the file was not changed"), "\(run.stderr)")
    #expect(after == bytes)
  }

  /// A merge whose write the system refuses (read-only folder, or immutable for root): exit 3,
  /// the plist unchanged, no temporary file left beside it.
  @Test(.enabled(if: Fault.canMakeReadOnly)) func mergeIntoReadOnlyPlistKeepsIt() throws {
    try withTemporaryFolder { folder in
      try folder.write("spec.yml", text: PlistMergeCommandTests.spec)
      try folder.write("plist/Info.plist", text: PlistMergeCommandTests.teamPlist)
      let plist = folder.url.appending(path: "plist")
      #expect(Fault.makeReadOnly(plist))
      defer { Fault.makeWritable(plist) }
      let arguments = [
        "plist", "merge", "spec.yml", "--target", "MapUI", "--into", "plist/Info.plist",
      ]
      let run = try Herald.run(arguments, directory: folder.url)
      #expect(run.status == 3)
      #expect(run.stderr.hasPrefix("herald plist merge: error: cannot write 'plist/Info.plist'"))
      let entries = try FileManager.default.contentsOfDirectory(atPath: plist.path)
      #expect(entries == ["Info.plist"])
      let text = try String(contentsOf: plist.appending(path: "Info.plist"), encoding: .utf8)
      #expect(text == PlistMergeCommandTests.teamPlist)
    }
  }
}
