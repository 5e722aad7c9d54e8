// `herald generate` removes only its own stale files and never writes over foreign ones.

import Foundation
import Testing

@testable import TestSupport

/// Which files Herald may remove or overwrite, and what stops a run before it writes.
@Suite struct GenerateOwnershipTests {
  /// Dropping an extension from the specs removes its Info.plist and the emptied folder.
  @Test func removedExtensionTakesItsInfoPlistAlong() throws {
    try withTemporaryFolder { folder in
      try GenerateFixtures.writeSpecs(folder)
      let out = GenerateFixtures.output(folder)
      #expect(try GenerateFixtures.generate(folder).status == 0)
      try GenerateFixtures.writeSpecs(folder, beta: GenerateFixtures.betaWithoutExtension)
      let run = try GenerateFixtures.generate(folder)
      #expect(run.status == 0, "\(run.stderr)")
      #expect(run.stdout.contains("removed out/BetaUI/Info.plist\n"))
      let after = try FolderSnapshot(out)
      #expect(after.entries["BetaUI"] == nil, "\(after.files)")
      #expect(after.files.contains("AlphaUI/Info.plist"))
      #expect(after.files.contains("Payloads/beta.apns"))
    }
  }

  /// Foreign files survive byte for byte, also inside a folder whose Herald files go away.
  @Test func foreignFilesAreNeverRemoved() throws {
    try withTemporaryFolder { folder in
      try GenerateFixtures.writeSpecs(folder)
      #expect(try GenerateFixtures.generate(folder).status == 0)
      let foreign = ["out/BetaUI/Notes.txt", "out/README.md", "out/Payloads/custom.apns"]
      for path in foreign { try folder.write(path, text: "{\"mine\": \"\(path)\"}\n") }
      try GenerateFixtures.writeSpecs(folder, beta: GenerateFixtures.betaWithoutExtension)
      let run = try GenerateFixtures.generate(folder)
      #expect(run.status == 0, "\(run.stderr)")
      let after = try FolderSnapshot(GenerateFixtures.output(folder))
      #expect(!after.files.contains("BetaUI/Info.plist"))
      for path in foreign {
        let relative = String(path.dropFirst("out/".count))
        #expect(after.text(relative) == "{\"mine\": \"\(path)\"}\n", "\(relative)")
      }
    }
  }

  /// A foreign file where Herald must write: exit 3, the file untouched, nothing else written.
  @Test func foreignFileInTheWayStopsTheRun() throws {
    try withTemporaryFolder { folder in
      try GenerateFixtures.writeSpecs(folder)
      try folder.write("out/App/NotificationCategories.swift", text: "// my code\n")
      let before = try FolderSnapshot(GenerateFixtures.output(folder))
      let run = try GenerateFixtures.generate(folder)
      #expect(run.status == 3)
      #expect(run.stderr.contains("not written by herald"), "\(run.stderr)")
      #expect(run.stderr.contains("  out/App/NotificationCategories.swift: "), "\(run.stderr)")
      #expect(run.stdout.isEmpty)
      #expect(try FolderSnapshot(GenerateFixtures.output(folder)) == before)
    }
  }

  /// A foreign file in the way also stops the updates and removals the run would make.
  @Test func foreignFileStopsPendingUpdates() throws {
    try withTemporaryFolder { folder in
      try GenerateFixtures.writeSpecs(folder)
      let out = GenerateFixtures.output(folder)
      #expect(try GenerateFixtures.generate(folder).status == 0)
      try folder.write("out/AlphaUI/Info.plist", text: "<plist>mine</plist>\n")
      try GenerateFixtures.writeSpecs(
        folder, alpha: GenerateFixtures.alphaRetitled, beta: GenerateFixtures.betaWithoutExtension)
      try GenerateFixtures.ageFiles(out)
      let before = try FolderSnapshot(out)
      #expect(try GenerateFixtures.generate(folder).status == 3)
      #expect(try FolderSnapshot(out) == before)
    }
  }

  /// A regular file where Herald needs a folder counts as in the way.
  @Test func fileInPlaceOfAFolderStopsTheRun() throws {
    try withTemporaryFolder { folder in
      try GenerateFixtures.writeSpecs(folder)
      try folder.write("out/App", text: "not a folder\n")
      let before = try FolderSnapshot(GenerateFixtures.output(folder))
      #expect(try GenerateFixtures.generate(folder).status == 3)
      #expect(try FolderSnapshot(GenerateFixtures.output(folder)) == before)
    }
  }

  /// A symbolic link where Herald must write is refused, even when it points at a file Herald
  /// generated: exit 3, link and target unchanged.
  @Test func symlinkedFileIsRefused() throws {
    try withTemporaryFolder { folder in
      try GenerateFixtures.writeSpecs(folder)
      #expect(try GenerateFixtures.generate(folder, output: "real").status == 0)
      try FileManager.default.createDirectory(
        at: folder.url.appending(path: "out/App"), withIntermediateDirectories: true)
      try FileManager.default.createSymbolicLink(
        atPath: folder.url.appending(path: "out/App/NotificationCategories.swift").path,
        withDestinationPath: "../../real/App/NotificationCategories.swift")
      try GenerateFixtures.writeSpecs(folder, alpha: GenerateFixtures.alphaRetitled)
      let before = (try FolderSnapshot(folder.url.appending(path: "out")), try real(folder))
      let run = try GenerateFixtures.generate(folder)
      #expect(run.status == 3, "\(run.stdout)")
      #expect(run.stderr.contains("out/App/NotificationCategories.swift"), "\(run.stderr)")
      #expect(try FolderSnapshot(folder.url.appending(path: "out")) == before.0)
      #expect(try real(folder) == before.1)
    }
  }

  /// A symbolic link to a folder where Herald must write a folder is refused (exit 3), so no
  /// file lands outside the output folder.
  @Test func symlinkedFolderIsRefused() throws {
    try withTemporaryFolder { folder in
      try GenerateFixtures.writeSpecs(folder)
      let elsewhere = folder.url.appending(path: "elsewhere")
      try FileManager.default.createDirectory(at: elsewhere, withIntermediateDirectories: true)
      try FileManager.default.createDirectory(
        at: folder.url.appending(path: "out"), withIntermediateDirectories: true)
      try FileManager.default.createSymbolicLink(
        atPath: folder.url.appending(path: "out/App").path, withDestinationPath: "../elsewhere")
      let run = try GenerateFixtures.generate(folder)
      let written = try FolderSnapshot(elsewhere).files
      #expect(run.status == 3)
      #expect(written.isEmpty, "written through the link: \(written)")
    }
  }

  /// A snapshot of the `real` output folder.
  func real(_ folder: TemporaryFolder) throws -> FolderSnapshot {
    try FolderSnapshot(folder.url.appending(path: "real"))
  }
}
