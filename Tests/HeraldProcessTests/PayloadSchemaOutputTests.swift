// `herald generate --payload-schemas` and the samples with custom keys: the schema files are
// Herald's own output files, the samples carry the declared examples, pass `check-payload`
// without a warning and validate against the schema.

import Foundation
import Testing

@testable import HeraldCore
@testable import TestSupport

/// The payload schemas and samples `generate` writes for Tests/Corpus/payloads' spec.
@Suite struct PayloadSchemaOutputTests {
  /// The corpus spec, which declares `ride-offer`'s payload and the `Place` type.
  static func spec() throws -> String {
    String(
      decoding: try Data(
        contentsOf: Herald.packageRoot.appending(path: "Tests/Corpus/payloads/spec.yml")),
      as: UTF8.self)
  }

  /// One schema per registered category, the bytes `herald payload --schema` prints (and the
  /// Live Activity's); a run without the flag removes them again, as Herald's own files.
  @Test func generateWritesOneSchemaPerRegisteredCategory() throws {
    try withTemporaryFolder { folder in
      try folder.write("spec.yml", text: try Self.spec())
      let run = try Herald.run(
        ["generate", "spec.yml", "--output", "out", "--payload-schemas"], directory: folder.url)
      #expect(run.status == 0, "\(run.stderr)")
      let output = try FolderSnapshot(folder.url.appending(path: "out"))
      let all = output.files.filter { $0.hasSuffix(".schema.json") }
      // The corpus's Live Activity has its own schemas, per event (LiveActivitySchemaTests).
      let activities = all.filter { $0.hasPrefix("Payloads/Activities/") }
      #expect(!activities.isEmpty)
      for path in activities {
        #expect(FileHeader.isGenerated(output.entries[path]?.bytes ?? []), "\(path)")
      }
      let schemas = all.filter { !activities.contains($0) }
      #expect(
        schemas == [
          "Payloads/chat.schema.json", "Payloads/mail.schema.json", "Payloads/podcast.schema.json",
          "Payloads/ride-offer.schema.json",
        ])
      for path in schemas {
        let id = String(path.dropFirst("Payloads/".count).dropLast(".schema.json".count))
        let printed = try Herald.run(
          ["payload", id, "spec.yml", "--schema"], directory: folder.url)
        #expect(printed.status == 0, "\(printed.stderr)")
        #expect(Array(printed.stdout.utf8) == output.entries[path]?.bytes, "\(path)")
        #expect(FileHeader.isGenerated(output.entries[path]?.bytes ?? []), "\(path)")
      }
      let again = try Herald.run(
        ["generate", "spec.yml", "--output", "out"], directory: folder.url)
      #expect(again.status == 0, "\(again.stderr)")
      let after = try FolderSnapshot(folder.url.appending(path: "out")).files
      #expect(!after.contains { $0.hasSuffix(".schema.json") }, "\(after)")
    }
  }

  /// The sample of `ride-offer` carries every declared key with its example (a placeholder of
  /// its type where none is given, the first state for the start-state key), passes
  /// `check-payload` without a diagnostic, and validates against the schema.
  @Test func sampleCarriesTheExamplesAndPassesBoth() throws {
    _ = try #require(VenvPython.available, "\(VenvPython.missing)")
    try withTemporaryFolder { folder in
      try folder.write("spec.yml", text: try Self.spec())
      let run = try Herald.run(
        ["generate", "spec.yml", "--output", "out", "--payloads", "--payload-schemas"],
        directory: folder.url)
      #expect(run.status == 0, "\(run.stderr)")
      let sample = folder.url.appending(path: "out/Payloads/ride-offer.apns")
      let payload = try #require(
        try JSONSerialization.jsonObject(with: Data(contentsOf: sample)) as? JSONObject)
      #expect(payload["ride-id"] as? String == "r-1842")
      #expect(payload["vehicle"] as? String == "xl")
      #expect(payload["fare"] as? Double == 12.5)
      #expect(payload["seats"] as? Int == 2)
      #expect(payload["expires-at"] as? String == "2026-12-01T10:00:00Z")
      #expect(payload["receipt"] as? String == "https://example.com/r/1842")
      #expect(payload["shared"] as? Bool == true)
      #expect(payload["phase"] as? String == "offer")
      #expect(payload.object("pickup")["lat"] as? Double == 52.52)
      #expect(payload.object("pickup")["label"] as? String == "text")
      #expect(payload.objects("stops").count == 1)
      let checked = try Herald.run(
        ["check-payload", "spec.yml", "--payload", "out/Payloads/ride-offer.apns"],
        directory: folder.url)
      #expect(checked.status == 0 && checked.stderr.isEmpty, "\(checked.stderr)")
      let check = """
        import json, sys, jsonschema
        schema = json.load(open(sys.argv[1], encoding="utf-8"))
        jsonschema.Draft202012Validator(schema).validate(json.load(open(sys.argv[2], encoding="utf-8")))
        """
      let validation = try VenvPython.run([
        "-c", check, folder.url.appending(path: "out/Payloads/ride-offer.schema.json").path,
        sample.path,
      ])
      #expect(validation.status == 0, "\(validation.summary)")
    }
  }

  /// Custom keys come after `aps`, so Herald's header stays where `isGenerated` finds it even
  /// when a key sorts before `_generator`; a custom key spelt like Herald's own is left out.
  @Test func customKeysKeepTheHeaderInPlace() {
    let text = SamplePayload.render(
      categoryID: "c", source: "spec.yml", bundleIdentifier: "com.example.App",
      custom: ["Alpha": .int(1), "_generator": .int(2), "zeta": .bool(false)])
    #expect(FileHeader.isGenerated(Array(text.utf8)))
    let keys = text.split(separator: "\n").filter { $0.hasPrefix("  \"") }.map {
      $0.dropFirst(3).prefix { $0 != "\"" }
    }
    #expect(keys == ["Simulator Target Bundle", "_generator", "aps", "Alpha", "zeta"])
  }
}

/// The payload schemas hold only what a strict validator accepts. No validator with a strict
/// mode can be installed here (Ajv's registry is out of reach), so this test applies the rules
/// of Ajv's strict mode that a generated schema could break: every member of a schema object is
/// a keyword of JSON Schema 2020-12 (`strictSchema`: no `_generator`), and every `required` key
/// is among the object's `properties` (`strictRequired`).
@Suite struct PayloadSchemaStrictTests {
  /// The keywords of JSON Schema 2020-12's vocabularies (core, applicator, unevaluated,
  /// validation, meta-data, format, content).
  static let keywords: Set<String> = [
    "$schema", "$id", "$ref", "$anchor", "$dynamicRef", "$dynamicAnchor", "$vocabulary",
    "$comment", "$defs", "allOf", "anyOf", "oneOf", "not", "if", "then", "else",
    "dependentSchemas", "prefixItems", "items", "contains", "properties", "patternProperties",
    "additionalProperties", "propertyNames", "unevaluatedItems", "unevaluatedProperties", "type",
    "enum", "const", "multipleOf", "maximum", "exclusiveMaximum", "minimum", "exclusiveMinimum",
    "maxLength", "minLength", "pattern", "maxItems", "minItems", "uniqueItems", "maxContains",
    "minContains", "maxProperties", "minProperties", "required", "dependentRequired", "title",
    "description", "default", "deprecated", "readOnly", "writeOnly", "examples", "format",
    "contentEncoding", "contentMediaType", "contentSchema",
  ]

  /// The problems a strict validator would report in `schema`, a schema object at `path`.
  static func problems(_ schema: Any, at path: String) -> [String] {
    guard let object = schema as? [String: Any] else { return [] }
    var found: [String] = []
    for key in object.keys.sorted() where !keywords.contains(key) {
      found.append("\(path): unknown keyword '\(key)'")
    }
    let properties = object["properties"] as? [String: Any] ?? [:]
    for name in object["required"] as? [String] ?? [] where properties[name] == nil {
      found.append("\(path): required '\(name)' is not among the properties")
    }
    for (name, value) in properties { found += problems(value, at: "\(path)/properties/\(name)") }
    for (name, value) in object["$defs"] as? [String: Any] ?? [:] {
      found += problems(value, at: "\(path)/$defs/\(name)")
    }
    for key in ["items", "additionalProperties", "not"] {
      if let value = object[key] { found += problems(value, at: "\(path)/\(key)") }
    }
    for key in ["anyOf", "allOf", "oneOf"] {
      for (index, value) in (object[key] as? [Any] ?? []).enumerated() {
        found += problems(value, at: "\(path)/\(key)/\(index)")
      }
    }
    return found
  }

  /// Every category's schema of the payload corpus, Herald's marker included, is strict-clean;
  /// a schema with `_generator`, the form before, is not (so the check can fail).
  @Test func schemasPassStrictValidatorRules() throws {
    let text = try PayloadSchemaOutputTests.spec()
    let outcome = Compiler.check([InputFile(path: "spec.yml", bytes: Array(text.utf8))])
    let set = try #require(outcome.spec?.set)
    #expect(set.categories.count >= 4)
    for category in set.categories {
      let schema = PayloadSchemaRenderer.render(
        categoryID: category.id.value, contract: set.payloadContract(for: category),
        source: "spec.yml", mutableContent: true)
      let object = try JSONSerialization.jsonObject(with: Data(schema.utf8))
      #expect(Self.problems(object, at: "#") == [], "\(category.id.value)")
      #expect(FileHeader.isGenerated(Array(schema.utf8)), "\(category.id.value)")
    }
    let before: [String: Any] = ["_generator": "Generated by herald", "type": "object"]
    #expect(Self.problems(before, at: "#") == ["#: unknown keyword '_generator'"])
  }
}
