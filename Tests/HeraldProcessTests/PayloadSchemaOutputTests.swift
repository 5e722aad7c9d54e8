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

  /// One schema per registered category, the bytes `herald payload --schema` prints; a run
  /// without the flag removes them again, as Herald's own files.
  @Test func generateWritesOneSchemaPerRegisteredCategory() throws {
    try withTemporaryFolder { folder in
      try folder.write("spec.yml", text: try Self.spec())
      let run = try Herald.run(
        ["generate", "spec.yml", "--output", "out", "--payload-schemas"], directory: folder.url)
      #expect(run.status == 0, "\(run.stderr)")
      let output = try FolderSnapshot(folder.url.appending(path: "out"))
      let schemas = output.files.filter { $0.hasSuffix(".schema.json") }
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
    let text = PayloadRenderer.render(
      categoryID: "c", source: "spec.yml", bundleIdentifier: "com.example.App",
      custom: ["Alpha": .int(1), "_generator": .int(2), "zeta": .bool(false)])
    #expect(FileHeader.isGenerated(Array(text.utf8)))
    let keys = text.split(separator: "\n").filter { $0.hasPrefix("  \"") }.map {
      $0.dropFirst(3).prefix { $0 != "\"" }
    }
    #expect(keys == ["Simulator Target Bundle", "_generator", "aps", "Alpha", "zeta"])
  }
}
