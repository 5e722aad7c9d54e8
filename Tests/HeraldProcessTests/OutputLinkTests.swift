// Symbolic links on the way to an output: refused (exit 3) unless `--follow-output-link`.

import Foundation
import Testing

@testable import TestSupport

/// `generate --output`, `plugin-generate`'s output folders and `plist merge --into` never write
/// through a link in the path they were given unless `--follow-output-link` says it is intended.
@Suite struct OutputLinkTests {
  /// Creates the link `name` (inside `folder`) pointing at `destination`, as stored.
  static func link(_ folder: TemporaryFolder, _ name: String, to destination: String) throws {
    let url = folder.url.appending(path: name)
    try FileManager.default.createDirectory(
      at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try FileManager.default.createSymbolicLink(atPath: url.path, withDestinationPath: destination)
  }

  /// The output paths with a link on the way, each with the link the refusal names, its stored
  /// target, and the real folder that would receive the files: the output folder itself is a
  /// link (issue 23, item 8's reproducer), a folder above it is, the link points at a link, and
  /// an absolute path through a link.
  struct Case: Sendable, CustomTestStringConvertible {
    let output: String
    let link: String
    let target: String
    let real: String
    var testDescription: String { output }

    /// Sets the links up inside `folder` (the real folders exist and are empty).
    func prepare(_ folder: TemporaryFolder) throws {
      try FileManager.default.createDirectory(
        at: folder.url.appending(path: "elsewhere"), withIntermediateDirectories: true)
      switch output {
      case "Generated": try OutputLinkTests.link(folder, "Generated", to: "elsewhere")
      case "build/Generated": try OutputLinkTests.link(folder, "build", to: "elsewhere")
      case "hop/Generated":
        try OutputLinkTests.link(folder, "hop", to: "relay")
        try OutputLinkTests.link(folder, "relay", to: "elsewhere")
      default: try OutputLinkTests.link(folder, "abs", to: "elsewhere")
      }
    }
  }

  static let cases = [
    Case(output: "Generated", link: "Generated", target: "elsewhere", real: "elsewhere"),
    Case(
      output: "build/Generated", link: "build", target: "elsewhere", real: "elsewhere/Generated"),
    Case(output: "hop/Generated", link: "hop", target: "relay", real: "elsewhere/Generated"),
    Case(
      output: "ABSOLUTE/abs/Generated", link: "abs", target: "elsewhere",
      real: "elsewhere/Generated"),
  ]

  /// The output path of a case inside `folder` (the absolute case spelled out).
  static func path(_ item: Case, in folder: TemporaryFolder) -> String {
    item.output.replacing("ABSOLUTE", with: folder.url.path)
  }

  /// `generate`, `--check` and `--dry-run` refuse each linked path (exit 3), naming the link,
  /// its target and `--follow-output-link`, and nothing lands in the link's target; with the
  /// option the files go there, and the links stay links.
  @Test(arguments: cases)
  func generateRefusesALinkedOutputPath(item: Case) throws {
    try withTemporaryFolder { folder in
      try GenerateFixtures.writeSpecs(folder)
      try item.prepare(folder)
      let output = Self.path(item, in: folder)
      let elsewhere = folder.url.appending(path: "elsewhere")
      for extra in [[], ["--check"], ["--dry-run"], ["--force"]] {
        let run = try GenerateFixtures.generate(folder, extra, output: output)
        #expect(run.status == 3, "\(extra): \(run.stdout)")
        #expect(
          run.stderr.contains("is a symbolic link (to '\(item.target)')"), "\(run.stderr)")
        #expect(run.stderr.contains(item.link + ": "), "\(run.stderr)")
        #expect(run.stderr.contains("--follow-output-link if the link is intended"))
        #expect(try FolderSnapshot(elsewhere).entries.isEmpty, "\(extra)")
      }
      let run = try GenerateFixtures.generate(folder, ["--follow-output-link"], output: output)
      #expect(run.status == 0, "\(run.stderr)")
      let real = try FolderSnapshot(folder.url.appending(path: item.real))
      #expect(real.files.contains("App/NotificationCategories.swift"), "\(real.files)")
      #expect(real.files.contains(".herald-manifest"))
      let attributes = try FileManager.default.attributesOfItem(
        atPath: folder.url.appending(path: item.link).path)
      #expect(attributes[.type] as? FileAttributeType == .typeSymbolicLink)
      let again = try GenerateFixtures.generate(
        folder, ["--check", "--follow-output-link"], output: output)
      #expect(again.status == 0, "\(again.stderr)")
      try GenerateFixtures.writeSpecs(folder, alpha: GenerateFixtures.alphaRetitled)
      let stale = try GenerateFixtures.generate(
        folder, ["--check", "--follow-output-link"], output: output)
      #expect(stale.status == 1)
      #expect(stale.stderr.contains(" --follow-output-link\n"), "\(stale.stderr)")
    }
  }

  /// `plugin-generate` refuses an output file whose folder is, or lies under, a link (exit 3),
  /// writing neither file; with `--follow-output-link` both go into the target.
  @Test(arguments: cases)
  func pluginGenerateRefusesALinkedFolder(item: Case) throws {
    try withTemporaryFolder { folder in
      try GenerateFixtures.writeSpecs(folder)
      try item.prepare(folder)
      let output = Self.path(item, in: folder)
      try FileManager.default.createDirectory(
        at: folder.url.appending(path: item.real), withIntermediateDirectories: true)
      let arguments = [
        "plugin-generate", "alpha.yml", "beta.yml", "--app-output", "mine/App.swift",
        "--extensions-output", output + "/Ext.swift", "--force",
      ]
      let run = try Herald.run(arguments, directory: folder.url)
      #expect(run.status == 3)
      #expect(run.stderr.contains("nothing was written"), "\(run.stderr)")
      #expect(run.stderr.contains("is a symbolic link (to '\(item.target)')"), "\(run.stderr)")
      #expect(try FolderSnapshot(folder.url.appending(path: "elsewhere")).files.isEmpty)
      #expect(!FileManager.default.fileExists(atPath: folder.url.appending(path: "mine").path))
      let followed = try Herald.run(arguments + ["--follow-output-link"], directory: folder.url)
      #expect(followed.status == 0, "\(followed.stderr)")
      let real = try FolderSnapshot(folder.url.appending(path: item.real))
      #expect(real.files == [".herald-manifest", "Ext.swift"])
    }
  }

  /// `plist merge --into` a link (issue 23, item 8's reproducer), a link to a link, or a file
  /// under a linked folder: exit 3, the file the link points to and the link unchanged, with
  /// `--check` too; with `--follow-output-link` the file the link points to is merged into and
  /// the link stays.
  @Test(arguments: [
    ("Info.plist", "Info.plist", "team/Info.plist"),
    ("Info.plist", "Info.plist", "hop.plist"),
    ("Linked/Info.plist", "Linked", "team"),
  ])
  func plistMergeRefusesALinkedInto(into: String, link: String, target: String) throws {
    try withTemporaryFolder { folder in
      try folder.write("spec.yml", text: PlistMergeCommandTests.spec)
      try folder.write("team/Info.plist", text: PlistMergeCommandTests.teamPlist)
      if target == "hop.plist" { try Self.link(folder, "hop.plist", to: "team/Info.plist") }
      try Self.link(folder, link, to: target)
      let arguments = ["plist", "merge", "spec.yml", "--target", "MapUI", "--into", into]
      for extra in [[], ["--check"]] {
        let run = try Herald.run(arguments + extra, directory: folder.url)
        #expect(run.status == 3, "\(extra)")
        #expect(run.stderr.contains("'\(into)' was not changed"), "\(run.stderr)")
        #expect(
          run.stderr.contains("\(link): is a symbolic link (to '\(target)')"), "\(run.stderr)")
        #expect(run.stderr.contains("--follow-output-link"))
        #expect(
          try PluginGenerateTests.read(folder, "team/Info.plist")
            == PlistMergeCommandTests.teamPlist)
      }
      let check = try Herald.run(
        arguments + ["--check", "--follow-output-link"], directory: folder.url)
      #expect(check.status == 1)
      #expect(check.stderr.contains(" --follow-output-link\n"), "\(check.stderr)")
      let merged = try Herald.run(arguments + ["--follow-output-link"], directory: folder.url)
      #expect(merged.status == 0, "\(merged.stderr)")
      #expect(
        try PluginGenerateTests.read(folder, "team/Info.plist") != PlistMergeCommandTests.teamPlist)
      let destination = try FileManager.default.destinationOfSymbolicLink(
        atPath: folder.url.appending(path: link).path)
      #expect(destination == target)
    }
  }

  /// Links inside the output folder stay refused with `--follow-output-link`: it names the
  /// output's own path, nothing below it.
  @Test func optionDoesNotReachInsideTheFolder() throws {
    try withTemporaryFolder { folder in
      try GenerateFixtures.writeSpecs(folder)
      try FileManager.default.createDirectory(
        at: folder.url.appending(path: "elsewhere"), withIntermediateDirectories: true)
      try Self.link(folder, "out/App", to: "../elsewhere")
      let run = try GenerateFixtures.generate(folder, ["--follow-output-link", "--force"])
      #expect(run.status == 3)
      #expect(run.stderr.contains("  out/App/NotificationCategories.swift: "), "\(run.stderr)")
      #expect(try FolderSnapshot(folder.url.appending(path: "elsewhere")).entries.isEmpty)
    }
  }

  /// The build plugin passes `--follow-output-link` (with `--force`): the work directory's path
  /// is the build system's choice.
  @Test func pluginPassesTheOption() throws {
    let plugin = try String(
      contentsOf: Herald.packageRoot.appending(path: "Plugins/HeraldPlugin/HeraldPlugin.swift"),
      encoding: .utf8)
    #expect(plugin.contains("\"--follow-output-link\""))
    #expect(plugin.contains("\"--force\""))
  }

  /// The option is in the help of the three commands that write outputs.
  @Test(arguments: [["generate"], ["plugin-generate"], ["plist", "merge"]])
  func optionIsInTheHelp(command: [String]) throws {
    let run = try Herald.run(command + ["--help"])
    #expect(run.status == 0)
    #expect(run.stdout.contains("--follow-output-link"), "\(run.stdout)")
  }
}
