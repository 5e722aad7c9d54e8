// Two branches that both regenerated the output, merged with git: the next `herald generate`
// accepts Herald's own files whichever side of the manifest the merge kept, as
// docs/integration.md tells a team to merge.

import Foundation
import Testing

@testable import HeraldCLI
@testable import HeraldOutput
@testable import TestSupport

/// Real merges in throwaway repositories.
@Suite struct GeneratedMergeTests {
  /// The base spec: two categories, so that each branch changes a different one.
  static let base = """
    version: 1
    categories:
      - id: order
        actions:
          - { id: track, title: Track }
      - id: chat
        actions:
          - { id: reply, title: Reply }

    """

  /// Runs git with a fixed identity in `folder`; a failure fails the test.
  @discardableResult
  static func git(_ arguments: [String], in folder: URL) throws -> ToolRun {
    let identity = [
      "-c", "user.name=Herald Tests", "-c", "user.email=tests@herald.invalid", "-c",
      "commit.gpgsign=false", "-c", "init.defaultBranch=main",
    ]
    return try Tool.run(["git"] + identity + arguments, in: folder, timeout: 120)
  }

  /// Generates `Specs` into `Generated` in `folder`.
  static func generate(in folder: URL, _ extra: [String] = []) throws -> HeraldRun {
    try Herald.run(["generate", "Specs", "--output", "Generated"] + extra, directory: folder)
  }

  /// A repository whose `main` and `feature` branches each changed one title and regenerated,
  /// with `attributes` as its `.gitattributes` (none when empty), merged: `feature` into `main`.
  static func mergedRepository(attributes: String) throws -> TemporaryFolder {
    let folder = try TemporaryFolder()
    let root = folder.url
    try git(["init", "-q"], in: root)
    try folder.write("Specs/a.yml", text: base)
    if !attributes.isEmpty { try folder.write(".gitattributes", text: attributes) }
    #expect(try generate(in: root).status == 0)
    try git(["add", "-A"], in: root)
    try git(["commit", "-qm", "base"], in: root)
    try git(["checkout", "-qb", "feature"], in: root)
    try folder.write("Specs/a.yml", text: base.replacing("Track }", with: "Track Order }"))
    #expect(try generate(in: root).status == 0)
    try git(["commit", "-qam", "feature"], in: root)
    try git(["checkout", "-q", "main"], in: root)
    try folder.write("Specs/a.yml", text: base.replacing("Reply }", with: "Reply Now }"))
    #expect(try generate(in: root).status == 0)
    try git(["commit", "-qam", "main"], in: root)
    try git(["merge", "-q", "--no-edit", "feature"], in: root)  // may stop on a conflict
    return folder
  }

  /// The manifest recorded for each file equals the SHA-256 of its bytes.
  static func expectManifestTrue(_ root: URL) throws {
    let manifest = try String(
      contentsOf: root.appending(path: "Generated/.herald-manifest"), encoding: .utf8)
    let records = manifest.split(separator: "\n").filter { !$0.hasPrefix("#") }
    #expect(!records.isEmpty)
    for record in records {
      let hash = String(record.prefix(64))
      let path = String(record.dropFirst(66))
      let bytes = try Data(contentsOf: root.appending(path: "Generated/" + path))
      #expect(SHA256.hex(Array(bytes)) == hash, "\(path)")
    }
  }

  /// The manifest's conflict resolved to one side while the generated files merged cleanly:
  /// their bytes are what Herald writes now, so it adopts them (recording their real hashes,
  /// not the kept side's), and a later change goes through without `--force`.
  @Test func manifestResolvedToOneSide() throws {
    let folder = try Self.mergedRepository(attributes: "")
    defer { folder.remove() }
    let root = folder.url
    let status = try Self.git(["status", "--porcelain"], in: root).output
    #expect(status.contains("UU Generated/.herald-manifest"), "\(status)")
    try Self.git(["checkout", "--ours", "--", "Generated/.herald-manifest"], in: root)
    try Self.git(["add", "-A"], in: root)
    try Self.git(["commit", "-qm", "merged"], in: root)
    let adopted = try Self.generate(in: root)
    #expect(adopted.status == 0, "\(adopted.stderr)")
    try Self.expectManifestTrue(root)
    let spec = try String(contentsOf: root.appending(path: "Specs/a.yml"), encoding: .utf8)
    try folder.write("Specs/a.yml", text: spec.replacing("Reply Now }", with: "Answer }"))
    let next = try Self.generate(in: root)
    #expect(next.status == 0, "\(next.stderr)")
    #expect(next.stdout.contains("updated Generated/App/NotificationCategories.swift"))
  }

  /// With `.herald-manifest merge=union` (docs/integration.md), the manifest never conflicts and
  /// keeps both sides' records: a generated file taken from either side is accepted as Herald's
  /// and replaced without `--force`.
  @Test func unionManifestAcceptsEitherSide() throws {
    let folder = try Self.mergedRepository(attributes: "Generated/.herald-manifest merge=union\n")
    defer { folder.remove() }
    let root = folder.url
    let status = try Self.git(["status", "--porcelain"], in: root).output
    #expect(!status.contains("UU "), "\(status)")
    // Take feature's version of the app file: bytes Herald wrote, but not what it writes now.
    try Self.git(
      ["checkout", "feature", "--", "Generated/App/NotificationCategories.swift"], in: root)
    let run = try Self.generate(in: root)
    #expect(run.status == 0, "\(run.stderr)")
    #expect(run.stdout.contains("updated Generated/App/NotificationCategories.swift"))
    try Self.expectManifestTrue(root)
    let app = try String(
      contentsOf: root.appending(path: "Generated/App/NotificationCategories.swift"),
      encoding: .utf8)
    #expect(app.contains("Track Order") && app.contains("Reply Now"))
  }

  /// Without the union driver, a file taken from the side whose manifest was dropped is refused
  /// as edited (its hash is recorded nowhere), and `--force` takes it over because it carries
  /// Herald's header: the documented way out.
  @Test func otherSideFileNeedsForceWithoutUnion() throws {
    let folder = try Self.mergedRepository(attributes: "")
    defer { folder.remove() }
    let root = folder.url
    try Self.git(["checkout", "--ours", "--", "Generated/.herald-manifest"], in: root)
    try Self.git(
      ["checkout", "feature", "--", "Generated/App/NotificationCategories.swift"], in: root)
    let refused = try Self.generate(in: root)
    #expect(refused.status == 3)
    #expect(refused.stderr.contains("edited since herald wrote it"), "\(refused.stderr)")
    let forced = try Self.generate(in: root, ["--force"])
    #expect(forced.status == 0, "\(forced.stderr)")
    try Self.expectManifestTrue(root)
  }
}
