// The fix-it that moves an `ignore` entry to `diagnostics: { ignore: }`, as each printed form
// carries it: one `help:` line, JSON `edits`, one SARIF fix with several replacements.

import Foundation
import HeraldCore
import Testing

@testable import TestSupport

/// The printed forms of a fix-it of several edits.
@Suite struct IgnoreMoveOutputTests {
  /// A category listing a rule that fires only at the top level of a file.
  static let spec = """
    version: 1
    categories:
      - id: chat
        ignore: [banner-actions, payload-unused-type]
        actions:
          - { id: a, title: A }

    """

  /// The same set once the entry has moved.
  static let moved = """
    version: 1
    diagnostics: { ignore: [payload-unused-type] }
    categories:
      - id: chat
        ignore: [banner-actions]
        actions:
          - { id: a, title: A }

    """

  /// The text form: the warning, its excerpt and one `help:` line naming both edits; once they
  /// are made, the set validates with nothing to say.
  @Test func textHelpLine() throws {
    try withTemporaryFolder { folder in
      _ = try folder.write("spec.yml", text: Self.spec)
      let run = try Herald.run(["validate", "spec.yml"], directory: folder.url)
      #expect(run.status == 0)
      #expect(
        run.stderr == """
          spec.yml:4:30: warning: 'payload-unused-type' cannot fire in a category or its actions, so this entry silences nothing; it fires in: file; to silence it, list it in the file's 'diagnostics: { ignore: [payload-unused-type] }' [invalid-ignore]
           4 |     ignore: [banner-actions, payload-unused-type]
             |                              ^~~~~~~~~~~~~~~~~~~
             = help: move 'payload-unused-type' to 'diagnostics: { ignore: }': insert the line 'diagnostics: { ignore: [payload-unused-type] }' before line 2, and remove ', payload-unused-type' at 4:28

          """)
      _ = try folder.write("spec.yml", text: Self.moved)
      let after = try Herald.run(["validate", "spec.yml"], directory: folder.url)
      #expect(after.status == 0 && after.stderr == "", "\(after.stderr)")
    }
  }

  /// JSON: the fix-it has `edits` (two, sorted) and a `summary`, and no top-level `range`, so a
  /// reader of one edit cannot apply half of it.
  @Test func jsonEdits() throws {
    try withTemporaryFolder { folder in
      _ = try folder.write("spec.yml", text: Self.spec)
      let run = try Herald.run(["validate", "--format", "json", "spec.yml"], directory: folder.url)
      let list = try #require(parseJSON(run.stdout) as? [JSONObject])
      let fix = try #require(list.first?.objects("fixIts").first)
      #expect(fix.string("summary") == "move 'payload-unused-type' to 'diagnostics: { ignore: }'")
      #expect(fix["range"] == nil && fix["replacement"] == nil)
      let edits = fix.objects("edits")
      #expect(
        edits.map { $0.string("replacement") } == [
          "diagnostics: { ignore: [payload-unused-type] }\n", "",
        ])
      #expect(edits.map { $0.object("range").object("start")["line"] as? Int } == [2, 4])
    }
  }

  /// SARIF: one fix whose one artifact change holds both replacements, in order, and the log
  /// still matches the official schema.
  @Test func sarifOneFixSeveralReplacements() throws {
    try withTemporaryFolder { folder in
      _ = try folder.write("spec.yml", text: Self.spec)
      let run = try Herald.run(
        ["validate", "--format", "sarif", "spec.yml"], directory: folder.url)
      let log = try #require(parseJSON(run.stdout) as? JSONObject)
      let results = log.objects("runs").first?.objects("results") ?? []
      #expect(results.map { $0.string("ruleId") } == ["invalid-ignore"])
      let fixes = results.first?.objects("fixes") ?? []
      #expect(fixes.count == 1)
      #expect(
        fixes.first?.object("description").string("text")
          == "move 'payload-unused-type' to 'diagnostics: { ignore: }': insert the line 'diagnostics: { ignore: [payload-unused-type] }' before line 2, and remove at 4:28"
      )
      let changes = fixes.first?.objects("artifactChanges") ?? []
      #expect(changes.count == 1)
      #expect(changes.first?.object("artifactLocation").string("uri") == "spec.yml")
      let replacements = changes.first?.objects("replacements") ?? []
      #expect(
        replacements.map { $0.object("insertedContent").string("text") } == [
          "diagnostics: { ignore: [payload-unused-type] }\n", "",
        ])
      #expect(
        replacements.map { replacement in
          ["startLine", "startColumn", "endLine", "endColumn"].map {
            replacement.object("deletedRegion")[$0] as? Int
          }
        } == [[2, 1, 2, 1], [4, 28, 4, 49]])
      _ = try #require(VenvPython.available, "\(VenvPython.missing)")
      let path = try folder.write("move.sarif", text: run.stdout)
      let check = """
        import json, sys, jsonschema
        schema = json.load(open("Tests/SARIF/sarif-schema-2.1.0.json", encoding="utf-8"))
        for error in jsonschema.Draft7Validator(schema).iter_errors(json.load(open(sys.argv[1]))):
            print(error.json_path, error.message)
        """
      let validation = try VenvPython.run(["-c", check, path])
      #expect(validation.status == 0 && validation.stdout == "", "\(validation.summary)")
    }
  }
}
