// Every command that reads specs prints their diagnostics the way `herald validate` does, with
// the same options, declared once (`DiagnosticOutputOptions`).

import Foundation
import Testing

@testable import TestSupport

/// `--no-excerpts`, `--color`, `--warnings-as-errors` and the diagnostics' format on every
/// spec-reading command.
@Suite struct DiagnosticOptionsTests {
  /// A spec with one error (`Play` is not a list of options).
  static let broken = """
    version: 1
    categories:
      - id: podcast
        actions:
          - { id: play, title: Play, options: Play }
    extensions:
      - { target: PodcastUI, categories: podcast, principalClass: Player, initialContentSizeRatio: 0.5 }

    """
  /// A valid spec with one warning (`allowAnnouncement`, which the system ignores) and an
  /// extension, so that every command has something to do.
  static let warning = """
    version: 1
    categories:
      - id: podcast
        options: [allowAnnouncement]
        actions:
          - { id: play, title: Play }
    extensions:
      - { target: PodcastUI, categories: podcast, principalClass: Player, initialContentSizeRatio: 0.5 }

    """

  /// An Info.plist with no keys, for `plist merge --into`.
  static let emptyPlist = """
    <?xml version="1.0" encoding="UTF-8"?>
    <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
    <plist version="1.0">
    <dict/>
    </plist>

    """

  /// Each spec-reading command with the arguments around the spec path, and whether its
  /// `--format` names its own output (then the diagnostics' format is `--diagnostics-format`).
  static let commands: [(name: String, before: [String], after: [String], ownFormat: Bool)] = [
    ("validate", ["validate"], [], false),
    ("generate", ["generate"], ["--output", "Generated"], false),
    ("export", ["export"], [], true),
    ("explore", ["explore"], [], true),
    ("payload", ["payload", "podcast"], [], false),
    ("plist merge", ["plist", "merge"], ["--target", "PodcastUI", "--into", "Info.plist"], false),
    (
      "plugin-generate", ["plugin-generate"],
      ["--app-output", "out/App.swift", "--extensions-output", "out/Ext.swift"], false
    ),
    ("diff", ["diff"], ["--against", "spec.yml"], true),
  ]

  /// `--no-excerpts` leaves only the located line: no source line, no caret, no help line.
  @Test(arguments: commands.map(\.name))
  func noExcerpts(_ name: String) throws {
    let command = try #require(Self.commands.first { $0.name == name })
    try withTemporaryFolder { folder in
      try folder.write("spec.yml", text: Self.broken)
      let full = try Herald.run(
        command.before + ["spec.yml"] + command.after + ["--color", "never"],
        directory: folder.url)
      #expect(full.status == 1, "\(name): \(full.stderr)")
      #expect(
        full.stderr.contains("spec.yml:5:43: error: 'options' expects a list"), "\(full.stderr)")
      #expect(full.stderr.contains("|"), "\(name) prints an excerpt by default: \(full.stderr)")
      let brief = try Herald.run(
        command.before + ["spec.yml"] + command.after + ["--no-excerpts"], directory: folder.url)
      #expect(brief.status == 1)
      let lines = brief.stderr.split(separator: "\n")
      #expect(lines.count == 1, "\(name): \(brief.stderr)")
      #expect(lines.first?.hasPrefix("spec.yml:5:43: error: 'options' expects a list") == true)
    }
  }

  /// `--warnings-as-errors` fails a run whose spec has only warnings, before it writes or
  /// prints anything but the diagnostics.
  @Test(arguments: commands.map(\.name))
  func warningsAsErrors(_ name: String) throws {
    let command = try #require(Self.commands.first { $0.name == name })
    try withTemporaryFolder { folder in
      try folder.write("spec.yml", text: Self.warning)
      let plist = Self.emptyPlist
      let arguments = command.before + ["spec.yml"] + command.after
      try folder.write("Info.plist", text: plist)
      let lenient = try Herald.run(arguments, directory: folder.url)
      #expect(lenient.status == 0, "\(name): \(lenient.stderr)")
      try? FileManager.default.removeItem(at: folder.url.appending(path: "Generated"))
      try? FileManager.default.removeItem(at: folder.url.appending(path: "out"))
      try folder.write("Info.plist", text: plist)
      let strict = try Herald.run(
        arguments + ["--warnings-as-errors", "--no-excerpts"], directory: folder.url)
      #expect(strict.status == 1, "\(name): \(strict.stderr)")
      #expect(strict.stderr.contains("error: "), "\(strict.stderr)")
      #expect(strict.stdout.isEmpty, "\(name) printed output: \(strict.stdout)")
      let written = try FileManager.default.contentsOfDirectory(atPath: folder.url.path).sorted()
      #expect(written == ["Info.plist", "spec.yml"], "\(name) wrote \(written)")
      let info = try String(contentsOf: folder.url.appending(path: "Info.plist"), encoding: .utf8)
      #expect(info == plist, "\(name) changed Info.plist")
    }
  }

  /// The diagnostics' format is `--format` where the command has no output format of its own,
  /// `--diagnostics-format` where it has; JSON diagnostics of a failed run are one JSON
  /// document on standard output.
  @Test(arguments: commands.map(\.name))
  func jsonDiagnostics(_ name: String) throws {
    let command = try #require(Self.commands.first { $0.name == name })
    let option = command.ownFormat ? "--diagnostics-format" : "--format"
    try withTemporaryFolder { folder in
      try folder.write("spec.yml", text: Self.broken)
      let run = try Herald.run(
        command.before + ["spec.yml"] + command.after + [option, "json"], directory: folder.url)
      #expect(run.status == 1, "\(name): \(run.stderr)")
      let parsed = try JSONSerialization.jsonObject(with: Data(run.stdout.utf8))
      let ids = (parsed as? [[String: Any]])?.compactMap { $0["id"] as? String }
      #expect(ids == ["wrong-type"], "\(name): \(run.stdout)")
    }
  }

  /// A command whose own output goes to standard output keeps it one document: the warnings
  /// of a run that succeeds go to standard error, in the format asked for.
  @Test(arguments: ["export", "explore", "payload"])
  func warningsBesideOutput(_ name: String) throws {
    let command = try #require(Self.commands.first { $0.name == name })
    let option = command.ownFormat ? "--diagnostics-format" : "--format"
    try withTemporaryFolder { folder in
      try folder.write("spec.yml", text: Self.warning)
      let run = try Herald.run(
        command.before + ["spec.yml"] + command.after + [option, "json"], directory: folder.url)
      #expect(run.status == 0, "\(name): \(run.stderr)")
      _ = try JSONSerialization.jsonObject(with: Data(run.stdout.utf8))
      let warnings = try JSONSerialization.jsonObject(with: Data(run.stderr.utf8))
      let ids = (warnings as? [[String: Any]])?.compactMap { $0["id"] as? String }
      #expect(ids == ["deprecated-option"], "\(name): \(run.stderr)")
    }
  }

  /// `--spec-errors summary` (the pre-commit hooks beside herald-validate) prints one line
  /// instead of the spec's diagnostics, and nothing for a valid spec with warnings.
  @Test(arguments: ["generate", "check-payload"])
  func specErrorsSummary(_ name: String) throws {
    try withTemporaryFolder { folder in
      try folder.write("payload.json", text: #"{"aps": {"alert": "x", "category": "podcast"}}"#)
      let arguments =
        name == "generate"
        ? ["generate", "spec.yml", "--output", "Generated", "--spec-errors", "summary"]
        : ["check-payload", "spec.yml", "--spec-errors", "summary", "--payload", "payload.json"]
      try folder.write("spec.yml", text: Self.broken)
      let broken = try Herald.run(arguments, directory: folder.url)
      #expect(broken.status == 1)
      #expect(
        broken.stderr
          == "herald \(name): the specs have 1 error; 'herald validate' (the herald-validate hook) shows them\n"
      )
      try folder.write("spec.yml", text: Self.warning)
      let valid = try Herald.run(arguments, directory: folder.url)
      #expect(valid.status == 0, "\(valid.stderr)")
      #expect(!valid.stderr.contains("deprecated"), "\(valid.stderr)")
    }
  }
}
