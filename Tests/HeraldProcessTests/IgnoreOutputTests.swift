// `ignore` seen from the command line: silenced diagnostics are not printed, do not fail a
// run, and are counted in JSON and listed as suppressed in SARIF.

import Foundation
import Testing

@testable import TestSupport

/// The printed forms of a set whose `ignore` lists silence what it keeps on purpose.
@Suite struct IgnoreOutputTests {
  /// Four actions kept on purpose (`banner-actions` silenced on the category), a deprecated
  /// option silenced set-wide, and one `banner-actions` note left in another category.
  static let spec = """
    version: 1
    diagnostics: { ignore: [deprecated-option] }
    categories:
      - id: chat
        ignore: [banner-actions]
        options: [allowAnnouncement]
        actions:
          - { id: reply, title: Reply }
          - { id: like, title: Like }
          - { id: mute, title: Mute }
          - { id: block, title: Block }
      - id: other
        actions:
          - { id: a, title: A }
          - { id: b, title: B }
          - { id: c, title: C }

    """

  /// The same set with nothing left to print.
  static var quiet: String {
    spec.replacingOccurrences(
      of: "  - id: other\n", with: "  - id: other\n    ignore: [banner-actions]\n")
  }

  /// The text form prints only what is not silenced, and nothing at all when everything is;
  /// `--warnings-as-errors` does not promote a silenced warning.
  @Test func textPrintsNothingSilenced() throws {
    try withTemporaryFolder { folder in
      _ = try folder.write("spec.yml", text: Self.spec)
      let run = try Herald.run(["validate", "--no-excerpts", "spec.yml"], directory: folder.url)
      #expect(run.status == 0)
      #expect(
        run.stderr
          == "spec.yml:16:15: note: category 'other' has 3 actions; banners show only the first two [banner-actions]\n"
      )
      _ = try folder.write("spec.yml", text: Self.quiet)
      for arguments in [
        ["validate", "spec.yml"], ["validate", "--warnings-as-errors", "spec.yml"],
      ] {
        let quiet = try Herald.run(arguments, directory: folder.url)
        #expect(quiet.status == 0, "\(quiet.stderr)")
        #expect(quiet.stderr == "" && quiet.stdout == "", "\(quiet.stderr)")
      }
      let generate = try Herald.run(
        ["generate", "spec.yml", "--output", "Generated", "--spec-errors", "summary"],
        directory: folder.url)
      #expect(generate.status == 0 && generate.stderr == "", "\(generate.stderr)")
    }
  }

  /// The JSON array ends with the silenced diagnostics counted by id.
  @Test func jsonCountsSilenced() throws {
    try withTemporaryFolder { folder in
      _ = try folder.write("spec.yml", text: Self.spec)
      let run = try Herald.run(["validate", "--format", "json", "spec.yml"], directory: folder.url)
      #expect(run.status == 0)
      let array = try #require(parseJSON(run.stdout) as? [JSONObject])
      #expect(array.dropLast().map { $0.string("id") } == ["banner-actions"])
      let counts = try #require(array.last?.object("silenced"))
      #expect(counts.count == 2)
      #expect(counts["banner-actions"] as? Int == 1)
      #expect(counts["deprecated-option"] as? Int == 1)
      #expect(array.last?["id"] == nil)
      _ = try folder.write("spec.yml", text: "version: 1\n")
      let plain = try Herald.run(
        ["validate", "--format", "json", "spec.yml"], directory: folder.url)
      #expect(plain.stdout.trimmingCharacters(in: .whitespacesAndNewlines) == "[]")
    }
  }

  /// SARIF lists each silenced diagnostic after the others, with an `inSource` suppression
  /// located at its entry, and the official schema accepts the log.
  @Test func sarifSuppressions() throws {
    try withTemporaryFolder { folder in
      _ = try folder.write("spec.yml", text: Self.spec)
      let run = try Herald.run(
        ["validate", "--format", "sarif", "spec.yml"], directory: folder.url)
      #expect(run.status == 0)
      let log = try #require(parseJSON(run.stdout) as? JSONObject)
      let results = log.objects("runs").first?.objects("results") ?? []
      #expect(
        results.map { $0.string("ruleId") ?? "" } == [
          "banner-actions", "deprecated-option", "banner-actions",
        ])
      #expect(results.first?["suppressions"] == nil)
      let suppressions = results.dropFirst().map { $0.objects("suppressions") }
      #expect(suppressions.map(\.count) == [1, 1])
      #expect(suppressions.allSatisfy { $0.first?.string("kind") == "inSource" })
      let lines = suppressions.map {
        $0.first?.object("location").object("physicalLocation").object("region")["startLine"]
          as? Int
      }
      #expect(lines == [2, 5])
      _ = try #require(VenvPython.available, "\(VenvPython.missing)")
      let saved = try folder.write("log.sarif", text: run.stdout)
      let check = """
        import json, sys, jsonschema
        schema = json.load(open(sys.argv[1], encoding="utf-8"))
        for error in jsonschema.Draft7Validator(schema).iter_errors(json.load(open(sys.argv[2]))):
            print(error.json_path, error.message)
        """
      let validation = try VenvPython.run(
        [
          "-c", check,
          Herald.packageRoot.appending(path: "Tests/SARIF/sarif-schema-2.1.0.json").path, saved,
        ])
      #expect(validation.status == 0 && validation.stdout == "", "\(validation.summary)")
    }
  }
}
