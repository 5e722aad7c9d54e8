// Manifests that lie: no record, whatever it says, makes a file without herald's header herald's.

import Foundation
import Testing

@testable import HeraldCLI
@testable import HeraldOutput
@testable import TestSupport

/// A manifest line alone (forged, stale or mis-merged) never lets `generate`, `generate
/// --force` or `plugin-generate --force` overwrite or remove a file that does not start with
/// herald's header, nor its folder; the run says why.
@Suite struct ManifestLieTests {
  /// How a manifest line lies about a user's file.
  enum Lie: String, CaseIterable, CustomTestStringConvertible {
    /// All zeros.
    case zeros
    /// The hash of the bytes herald wrote there before the user replaced the file.
    case stale
    /// The hash of some other bytes.
    case otherBytes
    /// The hash of the user's file itself: the record matches, the header is still missing.
    case ownBytes

    var testDescription: String { rawValue }

    /// The hash the lying line records for `user`, the user's bytes; `herald` is the hash the
    /// honest manifest recorded for herald's earlier file at that path.
    func hash(user: [UInt8], herald: String) -> String {
      switch self {
      case .zeros: String(repeating: "0", count: 64)
      case .stale: herald
      case .otherBytes: SHA256.hex(Array("other bytes\n".utf8))
      case .ownBytes: SHA256.hex(user)
      }
    }
  }

  /// A file of the user's, without herald's header.
  static let userText = "struct Mine {}\n// my code, no header\n"

  /// Rewrites the manifest of `root` so that it records `path` with `hash` (adding the line or
  /// replacing the recorded one), in herald's format.
  static func record(_ path: String, hash: String, in root: URL) throws -> String {
    let url = root.appending(path: ".herald-manifest")
    let previous =
      FileManager.default.fileExists(atPath: url.path)
      ? try #require(OutputManifest(parsing: Array(try Data(contentsOf: url))))
      : OutputManifest()
    let honest = previous.files[path]?.first ?? ""
    var lying = previous
    lying.files[path] = [hash]
    try Data(lying.text.utf8).write(to: url)
    return honest
  }

  /// The files below `root` (bytes, inode, date), without folders: a refused run may have
  /// staged and removed temporary files, which moves folder dates but no file.
  static func files(_ root: URL) throws -> [String: EntryState] {
    try FolderSnapshot(root).entries.filter { !$0.value.isFolder }
  }

  /// The honest hash herald recorded for `path` in `root`'s manifest.
  static func recorded(_ path: String, in root: URL) throws -> String {
    let manifest = try #require(
      OutputManifest(parsing: Array(try Data(contentsOf: root.appending(path: ".herald-manifest"))))
    )
    return try #require(manifest.files[path]?.first)
  }

  /// Issue 23, item 4 and its class: a user's file where herald writes, recorded by a lying
  /// line. `generate --force` (and plain `generate`) refuses it (exit 3), naming the wrong
  /// record, and changes nothing.
  @Test(arguments: Lie.allCases, [[], ["--force"]])
  func generateNeverOverwritesAFileWithoutHeader(lie: Lie, extra: [String]) throws {
    try withTemporaryFolder { folder in
      try GenerateFixtures.writeSpecs(folder)
      let out = GenerateFixtures.output(folder)
      #expect(try GenerateFixtures.generate(folder).status == 0)
      let app = "App/NotificationCategories.swift"
      let herald = try Self.recorded(app, in: out)
      try folder.write("out/" + app, text: Self.userText)
      _ = try Self.record(
        app, hash: lie.hash(user: Array(Self.userText.utf8), herald: herald), in: out)
      try GenerateFixtures.writeSpecs(folder, alpha: GenerateFixtures.alphaRetitled)
      let before = try Self.files(out)
      let run = try GenerateFixtures.generate(folder, extra)
      #expect(run.status == 3, "\(run.stdout)")
      #expect(
        run.stderr.contains(
          "  out/\(app): not herald's as it stands: .herald-manifest records it, but it does not start with herald's header"
        ), "\(run.stderr)")
      #expect(run.stderr.contains("even with --force"), "\(run.stderr)")
      #expect(try Self.files(out) == before)
    }
  }

  /// Issue 23, item 4's reproducer and its class: a user's file the specs no longer produce
  /// (its folder holding nothing else), recorded by a lying line. With or without `--force` the
  /// run succeeds, the file and its folder stay byte for byte, a note names the file and why,
  /// and the manifest no longer records it. `--dry-run` and `--check` say the same.
  @Test(arguments: Lie.allCases, [[], ["--force"]])
  func removalLeavesAFileWithoutHeaderAndItsFolder(lie: Lie, extra: [String]) throws {
    try withTemporaryFolder { folder in
      try GenerateFixtures.writeSpecs(folder)
      let out = GenerateFixtures.output(folder)
      #expect(try GenerateFixtures.generate(folder).status == 0)
      let plist = "BetaUI/Info.plist"
      let herald = try Self.recorded(plist, in: out)
      let mine = "<plist>my own Info.plist, no header</plist>\n"
      try folder.write("out/" + plist, text: mine)
      _ = try Self.record(plist, hash: lie.hash(user: Array(mine.utf8), herald: herald), in: out)
      try GenerateFixtures.writeSpecs(folder, beta: GenerateFixtures.betaWithoutExtension)
      let dryRun = try GenerateFixtures.generate(folder, extra + ["--dry-run"])
      #expect(dryRun.status == 0, "\(dryRun.stderr)")
      #expect(dryRun.stdout.contains("would be left in place and no longer recorded"))
      #expect(dryRun.stdout.contains("\n  out/\(plist)\n"), "\(dryRun.stdout)")
      let check = try GenerateFixtures.generate(folder, ["--check"])
      #expect(check.status == 1)
      #expect(check.stderr.contains("  out/\(plist)\n"), "\(check.stderr)")
      let run = try GenerateFixtures.generate(folder, extra)
      #expect(run.status == 0, "\(run.stderr)")
      #expect(
        run.stdout.contains(
          "herald generate: note: left in place and no longer recorded: .herald-manifest records them, but they do not start with herald's header"
        ), "\(run.stdout)")
      #expect(run.stdout.contains("\n  out/\(plist)\n"), "\(run.stdout)")
      #expect(!run.stdout.contains("removed out/\(plist)"), "\(run.stdout)")
      let after = try FolderSnapshot(out)
      #expect(after.text(plist) == mine)
      #expect(after.entries["BetaUI"]?.isFolder == true)
      #expect(
        !(try String(contentsOf: out.appending(path: ".herald-manifest"), encoding: .utf8))
          .contains(plist))
      #expect(try GenerateFixtures.generate(folder, ["--check"]).status == 0)
    }
  }

  /// Issue 23, item 4's second reproducer and its class: `plugin-generate --force` (what the
  /// build plugin passes) at a user's `App.swift`, recorded by a lying line in that folder's
  /// manifest: exit 3, the file kept, the other output not written, the reason given.
  @Test(arguments: Lie.allCases)
  func pluginGenerateForceNeverOverwritesAFileWithoutHeader(lie: Lie) throws {
    try withTemporaryFolder { folder in
      try GenerateFixtures.writeSpecs(folder)
      let arguments = [
        "plugin-generate", "alpha.yml", "beta.yml", "--app-output", "App.swift",
        "--extensions-output", "Ext.swift", "--force",
      ]
      #expect(try Herald.run(arguments, directory: folder.url).status == 0)
      let herald = try Self.recorded("App.swift", in: folder.url)
      try FileManager.default.removeItem(at: folder.url.appending(path: "Ext.swift"))
      try folder.write("App.swift", text: Self.userText)
      _ = try Self.record(
        "App.swift", hash: lie.hash(user: Array(Self.userText.utf8), herald: herald),
        in: folder.url)
      let run = try Herald.run(arguments, directory: folder.url)
      #expect(run.status == 3)
      #expect(
        run.stderr.contains(
          "App.swift: not herald's as it stands: .herald-manifest records it, but it does not start with herald's header"
        ), "\(run.stderr)")
      #expect(try PluginGenerateTests.read(folder, "App.swift") == Self.userText)
      #expect(!FileManager.default.fileExists(atPath: folder.url.appending(path: "Ext.swift").path))
    }
  }

  /// Lines naming paths outside the folder, or not as herald writes paths, make the manifest
  /// one herald did not write: `generate --force` and `plugin-generate --force` stop (exit 3)
  /// naming the line, and the file the line names, outside the folder, is untouched.
  @Test(arguments: [
    "../victim.txt", "/victim.txt", "App/../../victim.txt", "./App.swift", "App//x.swift",
    "App/", "..",
  ])
  func entryOutsideTheFolderStopsTheRun(path: String) throws {
    try withTemporaryFolder { folder in
      try GenerateFixtures.writeSpecs(folder)
      try folder.write("victim.txt", text: Self.userText)
      try folder.write(
        "out/.herald-manifest",
        text: OutputManifest.firstLine + "\n" + String(repeating: "0", count: 64) + "  " + path
          + "\n")
      let run = try GenerateFixtures.generate(folder, ["--force"])
      #expect(run.status == 3)
      #expect(run.stderr.contains("is not a manifest herald wrote"), "\(run.stderr)")
      #expect(run.stderr.contains("line 2: its path is not one inside the folder"), "\(run.stderr)")
      try folder.write(
        ".herald-manifest", try Data(contentsOf: folder.url.appending(path: "out/.herald-manifest"))
      )
      let plugin = try Herald.run(
        [
          "plugin-generate", "alpha.yml", "beta.yml", "--app-output", "App.swift",
          "--extensions-output", "Ext.swift", "--force",
        ], directory: folder.url)
      #expect(plugin.status == 3)
      #expect(plugin.stderr.contains("line 2: its path is not one inside the folder"))
      #expect(try PluginGenerateTests.read(folder, "victim.txt") == Self.userText)
      #expect(!FileManager.default.fileExists(atPath: folder.url.appending(path: "App.swift").path))
    }
  }

  /// A manifest that is a link (to a manifest in herald's format, recording a user's file) is
  /// not read: the run stops (exit 3) and the file stays.
  @Test func manifestThatIsALinkStopsTheRun() throws {
    try withTemporaryFolder { folder in
      try GenerateFixtures.writeSpecs(folder)
      try folder.write("out/Notes/mine.txt", text: Self.userText)
      let hash = SHA256.hex(Array(Self.userText.utf8))
      try folder.write(
        "elsewhere/manifest", text: OutputManifest.firstLine + "\n\(hash)  Notes/mine.txt\n")
      try FileManager.default.createSymbolicLink(
        atPath: folder.url.appending(path: "out/.herald-manifest").path,
        withDestinationPath: "../elsewhere/manifest")
      let run = try GenerateFixtures.generate(folder, ["--force"])
      #expect(run.status == 3)
      #expect(run.stderr.contains("herald's manifest must be a file"), "\(run.stderr)")
      #expect(
        try FolderSnapshot(GenerateFixtures.output(folder)).text("Notes/mine.txt") == Self.userText)
    }
  }

  /// A line recording a folder (of the user's, holding a file of theirs), with any hash: the
  /// folder and its file stay, with and without `--force`; where herald must write a file, the
  /// folder is refused as being in the way.
  @Test(arguments: Lie.allCases)
  func entryForAFolderTouchesNothing(lie: Lie) throws {
    try withTemporaryFolder { folder in
      try GenerateFixtures.writeSpecs(folder)
      let out = GenerateFixtures.output(folder)
      #expect(try GenerateFixtures.generate(folder).status == 0)
      try folder.write("out/Notes/mine.txt", text: Self.userText)
      let hash = lie.hash(user: Array(Self.userText.utf8), herald: SHA256.hex([]))
      _ = try Self.record("Notes", hash: hash, in: out)
      let removed = try GenerateFixtures.generate(folder, ["--force"])
      #expect(removed.status == 0, "\(removed.stderr)")
      #expect(!removed.stdout.contains("Notes"), "\(removed.stdout)")
      #expect(try FolderSnapshot(out).text("Notes/mine.txt") == Self.userText)

      try FileManager.default.removeItem(at: out.appending(path: "Notifications.md"))
      try folder.write("out/Notifications.md/mine.txt", text: Self.userText)
      _ = try Self.record("Notifications.md", hash: hash, in: out)
      let before = try Self.files(out)
      let refused = try GenerateFixtures.generate(folder, ["--force"])
      #expect(refused.status == 3)
      #expect(
        refused.stderr.contains("  out/Notifications.md: not a regular file"), "\(refused.stderr)")
      #expect(try Self.files(out) == before)
    }
  }

  /// Herald's own files still go as before: a recorded file with the header and unchanged bytes
  /// is removed without `--force`, and an edited one with the header is taken over by
  /// `--force`; the header check takes nothing from the manifest's honest use.
  @Test func honestRecordsStillWork() throws {
    try withTemporaryFolder { folder in
      try GenerateFixtures.writeSpecs(folder)
      let out = GenerateFixtures.output(folder)
      #expect(try GenerateFixtures.generate(folder).status == 0)
      let app = "out/App/NotificationCategories.swift"
      let generated = try String(contentsOf: folder.url.appending(path: app), encoding: .utf8)
      try folder.write(app, text: generated + "// edit\n")
      try GenerateFixtures.writeSpecs(folder, beta: GenerateFixtures.betaWithoutExtension)
      let run = try GenerateFixtures.generate(folder, ["--force"])
      #expect(run.status == 0, "\(run.stderr)")
      #expect(run.stdout.contains("removed out/BetaUI/Info.plist\n"), "\(run.stdout)")
      #expect(run.stdout.contains("updated \(app)\n"), "\(run.stdout)")
      #expect(try FolderSnapshot(out).entries["BetaUI"] == nil)
    }
  }
}
