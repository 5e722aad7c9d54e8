// `herald plugin-generate`: exactly the two declared Swift files, always both, or nothing.

import Foundation
import Testing

@testable import TestSupport

/// The build-plugin mode: what it writes, and what it does on errors.
@Suite struct PluginGenerateTests {
  /// Runs `herald plugin-generate SPECS --app-output app.swift --extensions-output ext.swift`
  /// in `folder`.
  static func pluginGenerate(_ folder: TemporaryFolder, _ specs: [String]) throws -> HeraldRun {
    try Herald.run(
      ["plugin-generate"] + specs + [
        "--app-output", "app.swift", "--extensions-output", "ext.swift",
      ],
      directory: folder.url)
  }

  /// Reads a UTF-8 file of `folder`.
  static func read(_ folder: TemporaryFolder, _ name: String) throws -> String {
    try String(contentsOf: folder.url.appending(path: name), encoding: .utf8)
  }

  /// For the example specs, the app file is `generate`'s App/NotificationCategories.swift and
  /// the extensions file is every `<Target>/DynamicActions.swift`, joined in path order, but
  /// for one-module code: each machine names the app's `Action` enum instead of its own, and
  /// the machines compile where the app code does.
  @Test func matchesGenerateOutput() throws {
    try withTemporaryFolder { folder in
      let specs = Herald.packageRoot.appending(path: "Specs").path
      let run = try Self.pluginGenerate(folder, [specs])
      #expect(run.status == 0, "\(run.stderr)")
      #expect(run.stdout.isEmpty)
      let generate = try Herald.run(["generate", specs, "--output", "full"], directory: folder.url)
      #expect(generate.status == 0, "\(generate.stderr)")
      let full = folder.url.appending(path: "full")
      let app = try String(
        contentsOf: full.appending(path: "App/NotificationCategories.swift"), encoding: .utf8)
      #expect(try Self.read(folder, "app.swift") == app)
      let machines = try ["InviteUI", "MapUI", "PodcastUI"].map {
        try String(contentsOf: full.appending(path: "\($0)/DynamicActions.swift"), encoding: .utf8)
      }
      let extensions = try Self.read(folder, "ext.swift")
      #expect(extensions != machines.joined(separator: "\n"))
      #expect(!extensions.contains("enum Action"))
      for (machine, category) in [
        ("InviteUIDynamicActions.EventInvitation", "EventInvitation"),
        ("MapUIDynamicActions.FieldJobMap", "FieldJobMap"),
        ("PodcastUIDynamicActions.Podcast", "Podcast"),
      ] {
        #expect(
          extensions.contains(
            "  extension \(machine) {\n"
              + "    /// Every action and alternate: the app code's enum of the category.\n"
              + "    public typealias Action = AppNotifications.\(category).Action\n"
              + "  }\n"),
          "\(machine)")
      }
      #expect(
        extensions.components(separatedBy: "\n#if canImport(UserNotifications)\n").count
          == machines.count + 1)
      let files = try FileManager.default.contentsOfDirectory(atPath: folder.url.path).sorted()
      #expect(files == [".herald-manifest", "app.swift", "ext.swift", "full"])
    }
  }

  /// Without dynamic actions the extensions file still exists and holds only a comment, so it
  /// compiles to nothing; folders of the outputs are created.
  @Test func extensionsFileWithoutMachinesIsCommentOnly() throws {
    try withTemporaryFolder { folder in
      try GenerateFixtures.writeSpecs(folder)
      let run = try Herald.run(
        [
          "plugin-generate", "alpha.yml", "beta.yml", "--app-output", "a/b/app.swift",
          "--extensions-output", "c/ext.swift",
        ], directory: folder.url)
      #expect(run.status == 0, "\(run.stderr)")
      let text = try Self.read(folder, "c/ext.swift")
      #expect(!text.isEmpty)
      #expect(text.split(separator: "\n").allSatisfy { $0.hasPrefix("//") }, "\(text)")
      #expect(try Self.read(folder, "a/b/app.swift").contains("static func register(on"))
    }
  }

  /// Both files are written on every run, even when their bytes do not change, so a deleted
  /// output comes back and an old date moves forward.
  @Test func everyRunWritesBothFiles() throws {
    try withTemporaryFolder { folder in
      try GenerateFixtures.writeSpecs(folder)
      #expect(try Self.pluginGenerate(folder, ["alpha.yml", "beta.yml"]).status == 0)
      let first = try Self.read(folder, "app.swift")
      try FileManager.default.removeItem(at: folder.url.appending(path: "ext.swift"))
      let old = Date(timeIntervalSince1970: 1_000_000_000)
      let app = folder.url.appending(path: "app.swift").path
      try FileManager.default.setAttributes([.modificationDate: old], ofItemAtPath: app)
      let again = try Self.pluginGenerate(folder, ["alpha.yml", "beta.yml"])
      #expect(again.status == 0, "\(again.stderr)")
      #expect(FileManager.default.fileExists(atPath: folder.url.appending(path: "ext.swift").path))
      #expect(try Self.read(folder, "app.swift") == first)
      let date = try FileManager.default.attributesOfItem(atPath: app)[.modificationDate] as? Date
      #expect(date.map { $0 > old } == true)
    }
  }

  /// Spec errors: exit 1, the located diagnostic on standard error, and no file written.
  @Test func specErrorsWriteNothing() throws {
    try withTemporaryFolder { folder in
      try folder.write(
        "bad.herald.yml",
        text: "version: 1\ncategories:\n  - id: c\n    actions:\n      - { id: a, titel: A }\n")
      let run = try Self.pluginGenerate(folder, ["bad.herald.yml"])
      #expect(run.status == 1)
      #expect(run.stderr.contains("bad.herald.yml:5:"), "\(run.stderr)")
      #expect(run.stderr.contains(": error: "), "\(run.stderr)")
      #expect(
        try FileManager.default.contentsOfDirectory(atPath: folder.url.path) == ["bad.herald.yml"])
    }
  }

  /// Both outputs are required and must differ (usage errors, exit 2); the overview lists it.
  @Test func usageErrors() throws {
    try withTemporaryFolder { folder in
      try GenerateFixtures.writeSpecs(folder)
      let missing = try Herald.run(
        ["plugin-generate", "alpha.yml", "--app-output", "a.swift"], directory: folder.url)
      #expect(missing.status == 2)
      #expect(
        missing.stderr.contains("'--extensions-output FILE' is required"), "\(missing.stderr)")
      let same = try Herald.run(
        [
          "plugin-generate", "alpha.yml", "--app-output", "a.swift", "--extensions-output",
          "a.swift",
        ],
        directory: folder.url)
      #expect(same.status == 2)
      #expect(
        try FileManager.default.contentsOfDirectory(atPath: folder.url.path).sorted()
          == ["alpha.yml", "beta.yml"])
    }
    let help = try Herald.run(["--help"])
    #expect(help.stdout.contains("\n  plugin-generate "))
    let own = try Herald.run(["plugin-generate", "--help"])
    #expect(own.status == 0)
    #expect(own.stdout.hasPrefix("usage: herald plugin-generate PATH..."))
  }

  /// Runs `herald plugin-generate SPECS --app-output app.swift --extensions-output ext.swift
  /// --target TARGET` in `folder`.
  static func pluginGenerate(
    _ folder: TemporaryFolder, _ specs: [String], target: String
  ) throws -> HeraldRun {
    try Herald.run(
      ["plugin-generate"] + specs + [
        "--app-output", "app.swift", "--extensions-output", "ext.swift", "--target", target,
      ],
      directory: folder.url)
  }

  /// `--target`: a target named like an extension gets exactly what `herald generate` writes
  /// as that extension's `DynamicActions.swift` (its own `Action` enums) and a comment for the
  /// app file; any other target exactly the app file and a comment.
  @Test func targetGetsOnlyItsPart() throws {
    try withTemporaryFolder { folder in
      let specs = Herald.packageRoot.appending(path: "Specs").path
      let generate = try Herald.run(["generate", specs, "--output", "full"], directory: folder.url)
      #expect(generate.status == 0, "\(generate.stderr)")
      let full = folder.url.appending(path: "full")
      let run = try Self.pluginGenerate(folder, [specs], target: "MapUI")
      #expect(run.status == 0, "\(run.stderr)")
      #expect(run.stdout.isEmpty && run.stderr.isEmpty, "\(run.stdout)\(run.stderr)")
      let binding = try String(
        contentsOf: full.appending(path: "MapUI/DynamicActions.swift"), encoding: .utf8)
      #expect(try Self.read(folder, "ext.swift") == binding)
      #expect(binding.contains("enum Action"))
      let comment = try Self.read(folder, "app.swift")
      #expect(comment.split(separator: "\n").allSatisfy { $0.hasPrefix("//") }, "\(comment)")
      #expect(comment.contains("'MapUI' is a content extension of the spec set"), "\(comment)")

      let app = try Self.pluginGenerate(folder, [specs], target: "FieldApp")
      #expect(app.status == 0, "\(app.stderr)")
      #expect(
        try Self.read(folder, "app.swift")
          == String(
            contentsOf: full.appending(path: "App/NotificationCategories.swift"), encoding: .utf8))
      let none = try Self.read(folder, "ext.swift")
      #expect(none.split(separator: "\n").allSatisfy { $0.hasPrefix("//") }, "\(none)")
      #expect(!none.contains("DynamicActions"))
    }
  }

  /// A spec with an extension for target `UI`: `extra` goes into its action, `options` are its
  /// category's.
  static func extensionSpec(_ extra: String, options: String = "[]") -> String {
    """
    version: 1
    categories:
      - id: c
        options: \(options)
        actions:
          - { id: a, title: A\(extra) }
    extensions:
      - target: UI
        categories: c
        principalClass: ViewController
        initialContentSizeRatio: 0.5

    """
  }

  /// The located `path:line:col: error:` lines of a run's standard error.
  static func locatedErrors(_ text: String) -> [Substring] {
    text.split(separator: "\n").filter {
      $0.contains(".herald.yml:") && $0.contains(": error: ")
    }
  }

  /// Spec errors once per spec set: the app target's run prints them all, located, and writes
  /// nothing; the extension target's run prints nothing and succeeds, so that a build system
  /// that stops at the first failed command still runs the app's, and writes an `#error` that
  /// fails the extension's compilation with their number (swiftc shows it).
  @Test func extensionTargetLeavesSpecErrorsToTheApp() throws {
    try withTemporaryFolder { folder in
      try folder.write(
        "bad.herald.yml", text: Self.extensionSpec(", titel: B, options: [nonsense]"))
      let app = try Self.pluginGenerate(folder, ["bad.herald.yml"], target: "App")
      #expect(app.status == 1)
      let located = Self.locatedErrors(app.stderr)
      #expect(located.count == 2, "\(app.stderr)")
      #expect(
        try FileManager.default.contentsOfDirectory(atPath: folder.url.path) == ["bad.herald.yml"])
      let ui = try Self.pluginGenerate(folder, ["bad.herald.yml"], target: "UI")
      #expect(ui.status == 0, "\(ui.stderr)")
      #expect(ui.stdout.isEmpty && ui.stderr.isEmpty, "\(ui.stdout)\(ui.stderr)")
      let message =
        "the spec set of content extension 'UI' has \(located.count) errors, reported by the "
        + "build of the app target (the target not named like an extension); 'herald validate' "
        + "lists them"
      let pointer = try Self.read(folder, "ext.swift")
      #expect(pointer.hasSuffix("\n#error(\"\(message)\")\n"), "\(pointer)")
      #expect(try Self.read(folder, "app.swift").contains("'UI' is a content extension"))
      let swiftc = try Tool.run(
        ["swiftc", "-typecheck", "app.swift", "ext.swift"], in: folder.url, timeout: 300)
      #expect(swiftc.status != 0)
      #expect(swiftc.output.contains("ext.swift:2:8: error: \(message)"), "\(swiftc.summary)")
      #expect(swiftc.output.components(separatedBy: ": error: ").count == 2, "\(swiftc.summary)")
    }
  }

  /// Warnings too are the app target's to print; the extension target's run is silent.
  @Test func extensionTargetLeavesWarningsToTheApp() throws {
    try withTemporaryFolder { folder in
      try folder.write("w.herald.yml", text: Self.extensionSpec("", options: "[allowAnnouncement]"))
      let app = try Self.pluginGenerate(folder, ["w.herald.yml"], target: "App")
      #expect(app.status == 0, "\(app.stderr)")
      #expect(app.stderr.contains(": warning: "), "\(app.stderr)")
      #expect(app.stderr.contains("[deprecated-option]"), "\(app.stderr)")
      let ui = try Self.pluginGenerate(folder, ["w.herald.yml"], target: "UI")
      #expect(ui.status == 0, "\(ui.stderr)")
      #expect(ui.stderr.isEmpty, "\(ui.stderr)")
    }
  }

  /// A spec whose extensions cannot be read (a YAML syntax error) cannot tell a target it is an
  /// extension: every target's run then prints the errors in full.
  @Test func unreadableSpecIsReportedByEveryTarget() throws {
    try withTemporaryFolder { folder in
      try folder.write("bad.herald.yml", text: "version: 1\ncategories: [\n")
      for target in ["App", "UI"] {
        let run = try Self.pluginGenerate(folder, ["bad.herald.yml"], target: target)
        #expect(run.status == 1)
        #expect(!Self.locatedErrors(run.stderr).isEmpty, "\(target): \(run.stderr)")
      }
    }
  }

  /// An empty `--target` is a usage error.
  @Test func emptyTargetIsAUsageError() throws {
    try withTemporaryFolder { folder in
      try GenerateFixtures.writeSpecs(folder)
      let run = try Self.pluginGenerate(folder, ["alpha.yml"], target: "")
      #expect(run.status == 2)
      #expect(run.stderr.contains("'--target NAME' is empty"), "\(run.stderr)")
    }
  }
}
