// The payload schema and `check-payload` agree: one corpus of payloads, valid and invalid at
// every wire rule's edge, gets the same verdict from `PayloadChecker` (in process) and from the
// schema under Python's jsonschema; the samples pass both.

import Foundation
import Testing

@testable import HeraldCore
@testable import TestSupport

/// The schema of Tests/Corpus/payloads' `ride-offer` against `check-payload`.
@Suite struct PayloadSchemaAgreementTests {
  /// Tests/Corpus/payloads, whose spec declares `ride-offer` and `Place`.
  static let folder = Herald.packageRoot.appending(path: "Tests/Corpus/payloads")

  /// The corpus spec set.
  static func set() throws -> SpecSet {
    let bytes = try Data(contentsOf: folder.appending(path: "spec.yml"))
    let outcome = Compiler.check([InputFile(path: "spec.yml", bytes: Array(bytes))])
    return try #require(outcome.spec?.set)
  }

  /// A valid `ride-offer` payload as key and raw JSON value, in order.
  static let base: [(String, String)] = [
    ("aps", #"{"alert": "Ride offer", "category": "ride-offer"}"#),
    ("ride-id", #""r-1842""#),
    ("pickup", #"{"lat": 52.52, "lng": 13.405}"#),
    ("vehicle", #""xl""#),
    ("expires-at", #""2026-12-01T10:00:00Z""#),
  ]

  /// Values to try for each key, as raw JSON; valid and invalid ones mixed on purpose.
  static let variants: [String: [String]] = [
    "ride-id": [#""""#, #""r""#, "1", "null", "true", "[]"],
    "expires-at": [
      "2026-12-01T10:00:00Z", "2026-12-01t10:00:00z", "2026-12-01T10:00:00.5Z",
      "2026-12-01T10:00:00.123456789+05:30", "2024-02-29T00:00:00Z", "2000-02-29T00:00:00-23:59",
      "0000-02-29T00:00:00Z", "9999-12-31T23:59:59Z", "2026-12-01 10:00:00Z",
      "2026-12-01T10:00:00", "2026-02-29T00:00:00Z", "1900-02-29T00:00:00Z",
      "2026-13-01T00:00:00Z", "2026-00-01T00:00:00Z", "2026-04-31T00:00:00Z",
      "2026-04-30T00:00:00Z", "2026-12-00T00:00:00Z", "2026-12-01T24:00:00Z",
      "2026-12-01T23:60:00Z", "2026-12-01T10:00:60Z", "2026-12-01T10:00:00.Z",
      "2026-12-01T10:00:00+0530", "2026-12-01T10:00:00+24:00", "2026-12-01T10:00:00-00:60",
      "2026-12-01T10:00:00Z\\n", "2026-12-01", " 2026-12-01T10:00:00Z", "2026-12-01T10:00Z",
      "26-12-01T10:00:00Z", "2026-12-01T10:00:00ZZ", "\\uff12026-12-01T10:00:00Z",
    ].map { "\"\($0)\"" } + ["1764583200", "null"],
    "receipt": [
      "https://example.com/r/1842", "urn:isbn:0451450523", "mailto:a@b.c", "a:b",
      "https://example.com/%20x", "HTTPS://EXAMPLE.COM", "x+y.z-w://h/?q=1&r=[2]#f~!$'()*,;=",
      "/r/1842", "example.com", "https://exa mple.com", "https://example.com/\\u00fc",
      "https://example.com/%2", "https://example.com/%zz", "1http://x", "https:", ":x",
      "https://example.com/\\n", "", "h_x://a", "https://example.com/\\\"",
      "https://example.com/<a>", "https://example.com/{a}",
    ].map { "\"\($0)\"" } + ["null", "1"],
    "seats": [
      "2", "12.0", "1e3", "-0", "1E2", "0.0", "9007199254740991", "-9007199254740991",
      "9007199254740991.4", "2.5", "9007199254740992", "-9007199254740992", "1e400", "1e-7",
      "-1e400", "9007199254740993", #""2""#, "true", "null",
    ],
    "fare": ["1", "-1.5e-3", "0", "1e400", "12.5", #""1""#, "true", "null", "{}"],
    "shared": ["true", "false", "1", "0", #""true""#, "null"],
    "vehicle": [#""car""#, #""bike""#, #""Car""#, #""bke""#, #""""#, "1", "null", "[\"car\"]"],
    "pickup": [
      #"{"lat": 1, "lng": 2}"#, #"{"lat": 1, "lng": 2, "label": null}"#,
      #"{"lat": 1, "lng": 2, "label": "Gate"}"#, #"{"lat": 1, "lng": 2, "extra": 1}"#,
      #"{"lat": 1}"#, #"{"lat": 1, "lng": "2"}"#, #"{"lat": 1, "lng": 2, "label": 3}"#, "[]",
      #""x""#, "null",
    ],
    "stops": [
      "[]", #"[{"lat": 1, "lng": 2}]"#, #"[{"lat": 1, "lng": 2}, {"lat": 1}]"#, "[null]", "[1]",
      #"{"lat": 1, "lng": 2}"#, "null",
    ],
    "phase": [#""offer""#, #""accepted""#, #""bogus""#, #""""#, "1", "null"],
    "ride_id": [#""typo""#],
  ]

  /// The corpus: the base, each variant in place of (or next to) the base's keys, each required
  /// key left out, the corpus files of `ride-offer`, and the sample `herald payload` prints.
  static func corpus() throws -> [String] {
    func text(_ members: [(String, String)]) -> String {
      "{" + members.map { "\"\($0.0)\": \($0.1)" }.joined(separator: ", ") + "}"
    }
    var payloads = [text(base)]
    for (key, values) in variants.sorted(by: { $0.key < $1.key }) {
      for value in values {
        var members = base.filter { $0.0 != key }
        members.append((key, value))
        payloads.append(text(members))
      }
    }
    for index in base.indices.dropFirst() {
      payloads.append(text(base.enumerated().filter { $0.offset != index }.map(\.element)))
    }
    let files = try FileManager.default.contentsOfDirectory(
      at: folder, includingPropertiesForKeys: nil
    ).filter { $0.lastPathComponent.contains("-contract-") && $0.pathExtension == "json" }
    for file in files.sorted(by: { $0.path < $1.path }) {
      payloads.append(
        String(decoding: try Data(contentsOf: file), as: UTF8.self).trimmingCharacters(
          in: .newlines))
    }
    let sample = try Herald.run(["payload", "ride-offer", "spec.yml"], directory: folder)
    #expect(sample.status == 0, "\(sample.stderr)")
    payloads.append(sample.stdout.replacingOccurrences(of: "\n", with: " "))
    return payloads
  }

  /// Whether `check-payload` accepts a payload: no error (warnings are no rejection).
  static func accepts(_ payload: String, spec: PayloadSpec) -> Bool {
    var engine = DiagnosticsEngine()
    PayloadChecker.check(Array(payload.utf8), path: "p.json", against: spec, into: &engine)
    return !engine.hasErrors
  }

  /// Every payload of the corpus gets the same verdict from both, and the corpus has both
  /// verdicts (with at least 60 rejections), so agreement is no accident of an all-pass schema.
  @Test func schemaAndCheckPayloadAgree() throws {
    _ = try #require(VenvPython.available, "\(VenvPython.missing)")
    let set = try Self.set()
    let category = try #require(set.categories.first { $0.id.value == "ride-offer" })
    let schema = PayloadSchemaRenderer.render(
      categoryID: "ride-offer", contract: set.payloadContract(for: category), source: "spec.yml")
    let printed = try Herald.run(
      ["payload", "ride-offer", "spec.yml", "--schema"], directory: Self.folder)
    #expect(printed.status == 0 && printed.stdout == schema, "\(printed.stderr)")
    let payloads = try Self.corpus()
    let spec = PayloadSpec(set)
    let herald = payloads.map { Self.accepts($0, spec: spec) }
    let temporary = try TemporaryFolder()
    defer { temporary.remove() }
    let schemaPath = try temporary.write("schema.json", text: schema)
    let corpusPath = try temporary.write("corpus.txt", text: payloads.joined(separator: "\n"))
    let check = """
      import json, sys, jsonschema
      schema = json.load(open(sys.argv[1], encoding="utf-8"))
      jsonschema.Draft202012Validator.check_schema(schema)
      validator = jsonschema.Draft202012Validator(schema)
      for example in schema["examples"]:
          validator.validate(example)
      for line in open(sys.argv[2], encoding="utf-8").read().split("\\n"):
          print("1" if validator.is_valid(json.loads(line)) else "0")
      """
    let run = try VenvPython.run(["-c", check, schemaPath, corpusPath])
    #expect(run.status == 0, "\(run.summary)")
    let python = run.stdout.split(separator: "\n").map { $0 == "1" }
    #expect(python.count == payloads.count)
    for (index, payload) in payloads.enumerated() where index < python.count {
      #expect(
        herald[index] == python[index],
        "check-payload \(herald[index]), schema \(python[index]): \(payload)")
    }
    #expect(herald.filter { !$0 }.count >= 60)
    #expect(herald.filter { $0 }.count >= 40)
    #expect(herald.last == true, "the sample payload passes check-payload")
  }
}
