// `herald generate` through the built executable: first run, rerun, `--dry-run` and `--check`.

import Foundation
import Testing

@testable import TestSupport

/// What a generate run writes, and what it leaves alone when nothing changed.
@Suite struct GenerateTests {
  /// The first run creates every file, prints one `created` line per file, and exits 0.
  @Test func firstRunCreatesFiles() throws {
    try withTemporaryFolder { folder in
      try GenerateFixtures.writeSpecs(folder)
      let run = try GenerateFixtures.generate(folder)
      #expect(run.status == 0, "\(run.stderr)")
      let files = try FolderSnapshot(GenerateFixtures.output(folder)).files
      for expected in [
        "App/NotificationCategories.swift", "AlphaUI/Info.plist", "BetaUI/Info.plist",
        "Payloads/alpha.apns", "Payloads/beta.apns",
      ] {
        #expect(files.contains(expected), "\(files)")
      }
      #expect(files.first == ".herald-manifest")
      #expect(
        run.stdout
          == files.dropFirst().map { "created out/\($0)\n" }.joined()
          + "created out/.herald-manifest\n")
    }
  }

  /// A second run with the same specs prints nothing and rewrites no file: bytes, inode
  /// numbers and (deliberately aged) modification times all stay.
  @Test func secondRunChangesNothing() throws {
    try withTemporaryFolder { folder in
      try GenerateFixtures.writeSpecs(folder)
      let out = GenerateFixtures.output(folder)
      #expect(try GenerateFixtures.generate(folder).status == 0)
      try GenerateFixtures.ageFiles(out)
      let before = try FolderSnapshot(out)
      let again = try GenerateFixtures.generate(folder)
      #expect(again.status == 0, "\(again.stderr)")
      #expect(again.stdout.isEmpty)
      #expect(try FolderSnapshot(out) == before)
    }
  }

  /// `--dry-run` on a fresh folder lists exactly what the real run then creates, and writes
  /// nothing (not even the output folder).
  @Test func dryRunOnFreshFolderWritesNothing() throws {
    try withTemporaryFolder { folder in
      try GenerateFixtures.writeSpecs(folder)
      let dry = try GenerateFixtures.generate(folder, ["--dry-run"])
      #expect(dry.status == 0, "\(dry.stderr)")
      #expect(!FileManager.default.fileExists(atPath: GenerateFixtures.output(folder).path))
      let real = try GenerateFixtures.generate(folder)
      #expect(!dry.stdout.isEmpty)
      #expect(dry.stdout == real.stdout.replacing("created ", with: "would create "))
    }
  }

  /// `--dry-run` after the specs changed names the update and the removal, touching nothing.
  @Test func dryRunAfterChangesWritesNothing() throws {
    try withTemporaryFolder { folder in
      try GenerateFixtures.writeSpecs(folder)
      let out = GenerateFixtures.output(folder)
      #expect(try GenerateFixtures.generate(folder).status == 0)
      try GenerateFixtures.writeSpecs(
        folder, alpha: GenerateFixtures.alphaRetitled, beta: GenerateFixtures.betaWithoutExtension)
      try GenerateFixtures.ageFiles(out)
      let before = try FolderSnapshot(out)
      let dry = try GenerateFixtures.generate(folder, ["--dry-run"])
      #expect(dry.status == 0, "\(dry.stderr)")
      #expect(dry.stdout.contains("would update out/App/NotificationCategories.swift\n"))
      #expect(dry.stdout.contains("would remove out/BetaUI/Info.plist\n"))
      #expect(!dry.stdout.contains("would create"))
      #expect(try FolderSnapshot(out) == before)
    }
  }

  /// `--check` on fresh output exits 0 and prints nothing.
  @Test func checkPassesOnFreshOutput() throws {
    try withTemporaryFolder { folder in
      try GenerateFixtures.writeSpecs(folder)
      #expect(try GenerateFixtures.generate(folder).status == 0)
      let check = try GenerateFixtures.generate(folder, ["--check"])
      #expect(check.status == 0)
      #expect(check.stdout.isEmpty && check.stderr.isEmpty, "\(check.stderr)")
    }
  }

  /// `--check` exits 1 listing a hand-edited, a missing and an extra file (never a file herald
  /// did not write) plus the fix command
  /// (with `--force`, which the edit needs), changes nothing, and passes again once the fix
  /// command ran; without `--force` the edit is refused.
  @Test func checkListsStaleMissingAndExtraFiles() throws {
    try withTemporaryFolder { folder in
      try GenerateFixtures.writeSpecs(folder)
      let out = GenerateFixtures.output(folder)
      #expect(try GenerateFixtures.generate(folder).status == 0)
      let app = out.appending(path: "App/NotificationCategories.swift")
      try (try String(contentsOf: app, encoding: .utf8) + "// edited\n")
        .write(to: app, atomically: true, encoding: .utf8)
      try FileManager.default.removeItem(at: out.appending(path: "Payloads/alpha.apns"))
      try FileManager.default.copyItem(
        at: out.appending(path: "Payloads/beta.apns"),
        to: out.appending(path: "Payloads/gamma.apns"))
      try GenerateFixtures.writeSpecs(folder, beta: GenerateFixtures.betaWithoutExtension)
      let before = try FolderSnapshot(out)
      let check = try GenerateFixtures.generate(folder, ["--check"])
      #expect(check.status == 1)
      for line in [
        "  edited:  out/App/NotificationCategories.swift\n", "  missing: out/Payloads/alpha.apns\n",
        "  extra:   out/BetaUI/Info.plist\n",
        "run: herald generate alpha.yml beta.yml --output out --force\n",
      ] {
        #expect(check.stderr.contains(line), "\(check.stderr)")
      }
      #expect(!check.stderr.contains("gamma"), "a file herald did not write is never extra")
      #expect(try FolderSnapshot(out) == before)
      #expect(try GenerateFixtures.generate(folder).status == 3)
      #expect(try FolderSnapshot(out) == before)
      #expect(try GenerateFixtures.generate(folder, ["--force"]).status == 0)
      #expect(try GenerateFixtures.generate(folder, ["--check"]).status == 0)
    }
  }
}
