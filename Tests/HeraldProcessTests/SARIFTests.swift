// `--format sarif`: a SARIF 2.1.0 log that the official schema accepts, with every rule record.

import Foundation
import HeraldCore
import Testing

@testable import TestSupport

/// Tests of the SARIF form of diagnostics.
@Suite struct SARIFTests {
  /// A spec set with an error with a fix-it, a warning with a note and a note.
  static let spec = """
    version: 1
    categories:
      - id: c
        optons: [customDismissAction]
        actions:
          - { id: a, title: A }
          - { id: b, title: B }
          - { id: d, title: D }
      - id: e
        options: [customDismissAction, customDismissAction]

    """

  /// The log of `spec` saved as `spec file.yml` in `folder`, with herald's exit status.
  func sarif(in folder: TemporaryFolder) throws -> (run: HeraldRun, path: String) {
    let path = try folder.write("spec file.yml", text: Self.spec)
    return (try Herald.run(["validate", "--format", "sarif", path]), path)
  }

  /// The official SARIF 2.1.0 schema (Tests/SARIF) accepts the log of errors, warnings and
  /// notes, and the empty log of a valid set.
  @Test func sarifMatchesTheOfficialSchema() throws {
    _ = try #require(VenvPython.available, "\(VenvPython.missing)")
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let (run, _) = try sarif(in: folder)
    #expect(run.status == 1)
    let valid = try Herald.run(["validate", "--format", "sarif", "Specs"])
    #expect(valid.status == 0)
    let logs = [
      try folder.write("bad.sarif", text: run.stdout),
      try folder.write("ok.sarif", text: valid.stdout),
    ]
    let check = """
      import json, sys, jsonschema
      schema = json.load(open("Tests/SARIF/sarif-schema-2.1.0.json", encoding="utf-8"))
      jsonschema.Draft7Validator.check_schema(schema)
      for path in sys.argv[1:]:
          for error in jsonschema.Draft7Validator(schema).iter_errors(json.load(open(path))):
              print(path, error.json_path, error.message)
      """
    let validation = try VenvPython.run(["-c", check] + logs)
    #expect(validation.status == 0 && validation.stdout == "", "\(validation.summary)")
  }

  /// One run of the `herald` driver, every rule with its summary, and one result per
  /// diagnostic: level, message, the path as given (percent-encoded), region, notes, fixes.
  @Test func sarifContents() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let (run, path) = try sarif(in: folder)
    let log = try #require(parseJSON(run.stdout) as? JSONObject)
    #expect(log.string("version") == "2.1.0")
    let runs = log.objects("runs")
    #expect(runs.count == 1)
    let driver = runs.first?.object("tool").object("driver") ?? [:]
    #expect(driver.string("name") == "herald")
    #expect(try Herald.run(["--version"]).stdout == "herald \(driver.string("version") ?? "")\n")
    let rules = driver.objects("rules")
    #expect(rules.map { $0.string("id") } == RuleRegistry.all.map(\.id.rawValue))
    #expect(
      rules.map { $0.object("shortDescription").string("text") }
        == RuleRegistry.all.map(\.summary))
    let results = runs.first?.objects("results") ?? []
    #expect(
      results.map { $0.string("ruleId") ?? "" } == [
        "unknown-key", "banner-actions", "duplicate-value",
      ])
    #expect(results.map { $0.string("level") ?? "" } == ["error", "note", "warning"])
    let unknown = results.first ?? [:]
    #expect(unknown.object("message").string("text")?.hasPrefix("unknown key 'optons'") == true)
    #expect(unknown["ruleIndex"] as? Int == RuleRegistry.all.firstIndex { $0.id == .unknownKey })
    let location = unknown.objects("locations").first?.object("physicalLocation") ?? [:]
    let uri = path.replacingOccurrences(of: " ", with: "%20")
    #expect(location.object("artifactLocation").string("uri") == uri)
    let region = location.object("region")
    #expect(
      ["startLine", "startColumn", "endLine", "endColumn"].map { region[$0] as? Int } == [
        4, 5, 4, 11,
      ])
    let fix = unknown.objects("fixes").first?.objects("artifactChanges").first ?? [:]
    #expect(
      fix.objects("replacements").first?.object("insertedContent").string("text") == "options")
    let related = results.last?.objects("relatedLocations") ?? []
    #expect(related.count == 1)
    #expect(related.first?.object("message").string("text") == "first listed here")
    #expect(related.first?.object("physicalLocation").object("region")["startColumn"] as? Int == 15)
  }

  /// `generate` and `plist merge` take `--format sarif` for their spec diagnostics too.
  @Test func otherCommandsTakeSarif() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let path = try folder.write("spec.yml", text: Self.spec)
    let output = folder.url.appending(path: "out").path
    let run = try Herald.run(["generate", path, "--output", output, "--format", "sarif"])
    #expect(run.status == 1)
    let log = try #require(parseJSON(run.stdout) as? JSONObject)
    #expect(log.objects("runs").first?.objects("results").count == 3)
  }

}
