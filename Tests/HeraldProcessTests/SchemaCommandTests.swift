// `herald schema`: the checked-in Schemas/herald.schema.json is fresh and its patterns agree
// with herald's own checks.

import Foundation
import Testing

@testable import TestSupport

/// Tests of `herald schema` and of what it prints.
@Suite struct SchemaCommandTests {
  /// The checked-in schema is exactly what `herald schema` prints.
  @Test func checkedInSchemaIsFresh() throws {
    let run = try Herald.run(["schema"])
    #expect(run.status == 0)
    #expect(run.stderr == "")
    let file = Herald.packageRoot.appending(path: "Schemas/herald.schema.json")
    let checkedIn = (try? String(contentsOf: file, encoding: .utf8)) ?? "(missing)"
    let fix = "swift run herald schema > Schemas/herald.schema.json"
    #expect(
      checkedIn == run.stdout, "Schemas/herald.schema.json is stale. Regenerate it with: \(fix)")
  }

  /// The schema is draft 2020-12, closed at every object, and describes every key.
  @Test func schemaShape() throws {
    let run = try Herald.run(["schema"])
    let root = try #require(parseJSON(run.stdout) as? JSONObject)
    #expect(root.string("$schema") == "https://json-schema.org/draft/2020-12/schema")
    #expect(root.string("$id")?.isEmpty == false)
    #expect(root.string("$ref") == "#/$defs/specFile")
    let definitions = root.object("$defs")
    for name in ["specFile", "category", "action", "extension", "localizedString", "onTap"] {
      #expect(definitions[name] != nil, "no $defs/\(name)")
    }
    let file = definitions.object("specFile")
    #expect(file.strings("required") == ["version"])
    #expect(file.object("properties").object("version")["const"] as? Int == 1)
    for (name, value) in definitions where name != "version" {
      let object = value as? JSONObject ?? [:]
      #expect(object["additionalProperties"] as? Bool == false, "\(name) is open")
      for (key, property) in object.object("properties") {
        let description = (property as? JSONObject)?.string("description") ?? ""
        #expect(!description.isEmpty, "\(name).\(key) has no description")
      }
    }
  }

  /// `herald schema` takes no arguments; its help says how to save it.
  @Test func schemaTakesNoPaths() throws {
    let run = try Herald.run(["schema", "Specs"])
    #expect(run.status == 2)
    #expect(run.stdout == "")
    let help = try Herald.run(["help", "schema"])
    #expect(help.stdout.hasPrefix("usage: herald schema\n"))
    #expect(help.stdout.contains("herald schema > herald.schema.json"))
  }

  /// The `tint` pattern accepts exactly the colours herald accepts.
  @Test(arguments: ["#FF3B30", "#ff3b30aa", "#FF3B3", "FF3B30", "#FF3B30A", "#ＦＦ3B30", "#G03B30"])
  func tintPatternAgreesWithHerald(tint: String) throws {
    let pattern = try schemaPattern {
      $0.object("mediaPlayPauseButton").object("properties").object("tint")
    }
    let spec = """
      version: 1
      categories: [{ id: c }]
      extensions:
        - target: T
          categories: c
          principalClass: V
          initialContentSizeRatio: 1
          mediaPlayPauseButton: { type: overlay, frame: [0, 0, 44, 44], tint: "\(tint)" }
      """
    let run = try Herald.run(["validate", "-"], stdin: Data(spec.utf8))
    #expect((run.status == 0) == (tint.wholeMatch(of: pattern) != nil), "\(tint): \(run.stderr)")
  }

  /// The version pattern accepts exactly the quoted versions herald accepts.
  @Test(arguments: [
    "15", "15.0", "15.0.1", "1234.5678.9", "15.0.1.2", "15.", ".5", "12345", "v15", "15,0",
  ])
  func versionPatternAgreesWithHerald(version: String) throws {
    let pattern = try schemaPattern { $0.object("version") }
    let spec = "version: 1\nplatforms: { iOS: \"\(version)\" }\n"
    let run = try Herald.run(["validate", "-"], stdin: Data(spec.utf8))
    #expect(
      (run.status == 0) == (version.wholeMatch(of: pattern) != nil), "\(version): \(run.stderr)")
  }

  /// The `pattern` of the schema node that `node` picks from `$defs`, as a Swift regex.
  func schemaPattern(_ node: (JSONObject) -> JSONObject) throws -> Regex<AnyRegexOutput> {
    let root = try #require(parseJSON(try Herald.run(["schema"]).stdout) as? JSONObject)
    let pattern = try #require(node(root.object("$defs")).string("pattern"))
    return try Regex(pattern)
  }
}
