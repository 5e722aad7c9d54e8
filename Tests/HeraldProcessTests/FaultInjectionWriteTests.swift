// `herald generate` under write faults: a read-only output folder and a full volume.

import Foundation
import Testing

@testable import TestSupport

/// Writes that the system refuses: exit 3, every file old or new, no temporary file left.
@Suite struct FaultInjectionWriteTests {
  /// beta.yml with `count` more categories, each with its own sample payload to write.
  static func bigBeta(_ count: Int) -> String {
    let extra = (0..<count).map {
      "  - id: extra-\($0)\n    actions: [{ id: go-\($0), title: Go }]\n"
    }
    return GenerateFixtures.beta.replacing("extensions:\n", with: extra.joined() + "extensions:\n")
  }

  /// A read-only output folder (mode 0555, or the immutable attribute for root): the update
  /// fails with exit 3 and leaves every file, inode and timestamp as it was.
  @Test(.enabled(if: Fault.canMakeReadOnly)) func readOnlyOutputKeepsOldFiles() throws {
    try withTemporaryFolder { folder in
      try GenerateFixtures.writeSpecs(folder)
      let out = GenerateFixtures.output(folder)
      #expect(try GenerateFixtures.generate(folder).status == 0)
      try GenerateFixtures.writeSpecs(folder, alpha: GenerateFixtures.alphaRetitled)
      let before = try FolderSnapshot(out)
      #expect(Fault.makeReadOnly(out))
      defer { Fault.makeWritable(out) }
      let run = try GenerateFixtures.generate(folder)
      #expect(run.status == 3, "\(run.stdout)")
      #expect(run.stderr.hasPrefix("herald generate: error: out/"), "\(run.stderr)")
      #expect(run.stdout.isEmpty)
      #expect(try FolderSnapshot(out) == before)
    }
  }

  /// A read-only, empty output folder: exit 3 and the folder stays empty.
  @Test(.enabled(if: Fault.canMakeReadOnly)) func readOnlyEmptyOutputStaysEmpty() throws {
    try withTemporaryFolder { folder in
      try GenerateFixtures.writeSpecs(folder)
      let out = GenerateFixtures.output(folder)
      try FileManager.default.createDirectory(at: out, withIntermediateDirectories: true)
      #expect(Fault.makeReadOnly(out))
      defer { Fault.makeWritable(out) }
      #expect(try GenerateFixtures.generate(folder).status == 3)
      #expect(try FolderSnapshot(out).entries.isEmpty)
    }
  }

  /// An output path below a regular file (ENOTDIR, which stops root too): exit 3, the file
  /// keeps its bytes and nothing is created.
  @Test func outputBelowAFileFails() throws {
    try withTemporaryFolder { folder in
      try GenerateFixtures.writeSpecs(folder)
      try folder.write("plain", text: "a file\n")
      let run = try GenerateFixtures.generate(folder, output: "plain/out")
      #expect(run.status == 3)
      #expect(run.stderr.contains("a file stands where a folder is needed"), "\(run.stderr)")
      #expect(
        try String(contentsOf: folder.url.appending(path: "plain"), encoding: .utf8) == "a file\n")
    }
  }

  /// A full volume (a 128 KiB tmpfs; root only): the run that needs more space exits 3 naming
  /// ENOSPC and, since every file is staged before any is renamed, the output is still the old
  /// one, with no temporary file left. Once there is
  /// room again, the next run completes the output.
  @Test(.enabled(if: Fault.canMountTinyVolume)) func fullVolumeLeavesOldOrNewFiles() throws {
    try withTemporaryFolder { folder in
      try GenerateFixtures.writeSpecs(folder)
      #expect(try GenerateFixtures.generate(folder, output: "old").status == 0)
      try GenerateFixtures.writeSpecs(
        folder, alpha: GenerateFixtures.alphaRetitled, beta: Self.bigBeta(40))
      #expect(try GenerateFixtures.generate(folder, output: "new").status == 0)
      let old = try FolderSnapshot(folder.url.appending(path: "old"))
      let new = try FolderSnapshot(folder.url.appending(path: "new"))
      let out = GenerateFixtures.output(folder)
      try FileManager.default.createDirectory(at: out, withIntermediateDirectories: true)
      #expect(Fault.mountTinyVolume(out, kilobytes: 128))
      defer { Fault.tool(["umount", out.path]) }
      try GenerateFixtures.writeSpecs(folder)
      #expect(try GenerateFixtures.generate(folder).status == 0, "the old output must fit")
      try GenerateFixtures.writeSpecs(
        folder, alpha: GenerateFixtures.alphaRetitled, beta: Self.bigBeta(40))
      let run = try GenerateFixtures.generate(folder)
      #expect(run.status == 3)
      #expect(run.stderr.contains("no space left on device"), "\(run.stderr)")
      let after = try FolderSnapshot(out)
      #expect(Fault.temporaries(after).isEmpty)
      #expect(Fault.expectOldOrNew(after, old: old, new: new) == 0, "a failed run renames nothing")
      #expect(Fault.contents(after) == Fault.contents(old))
      Fault.tool(["mount", "-o", "remount,size=4m", out.path])
      #expect(try GenerateFixtures.generate(folder).status == 0)
      #expect(Fault.contents(try FolderSnapshot(out)) == Fault.contents(new))
    }
  }
}
