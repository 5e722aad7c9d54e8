// `check-payload` and the payload JSON Schema give one verdict at the edges the wire rules
// draw for remote input: Unicode keys and enum values compared by their scalars (Swift's `==`
// would match canonically equivalent text), the integer range a 32-bit watch holds, numbers no
// double holds, and an empty `aps.category`. Each case is checked in process and by Python's
// jsonschema, and each has the verdict it should.

import Foundation
import Testing

@testable import HeraldCore
@testable import TestSupport

/// One verdict for `check-payload` and the schema on the cases remote input brings.
@Suite struct PayloadWireAgreementTests {
  /// A category with a composed non-ASCII key and enum value, an integer and a number.
  static func spec(platforms: String) -> String {
    """
    version: 1
    platforms: \(platforms)
    categories:
      - id: order
        actions: [{ id: open, title: Open }]
        payload:
          "caf\\u00e9": { type: string, enum: ["cr\\u00e8me", plain] }
          stops: { type: integer, optional: true }
          ratio: { type: number, optional: true }
    """
  }

  /// A payload of `order` with `members` after `aps` (raw JSON).
  static func payload(_ members: String) -> String {
    #"{"aps": {"alert": "Hi", "category": "order"}, "# + members + "}"
  }

  /// Payloads and whether both must accept them, for a set without watchOS.
  static let cases: [(String, Bool)] = [
    (payload(#""caf\u00e9": "cr\u00e8me""#), true),
    // A decomposed enum value: the same text to Swift's `==`, other scalars to the schema.
    (payload(#""caf\u00e9": "cre\u0300me""#), false),
    // Only the decomposed key: the declared key is missing.
    (payload(#""cafe\u0301": "plain""#), false),
    // Both forms of the key: two keys, the declared one present, the other undeclared.
    (payload(#""caf\u00e9": "plain", "cafe\u0301": "x""#), true),
    (payload(#""caf\u00e9": "plain", "ratio": 1e308"#), true),
    (payload(#""caf\u00e9": "plain", "ratio": 1e400"#), false),
    (payload(#""caf\u00e9": "plain", "ratio": -1e400"#), false),
    (payload(#""caf\u00e9": "plain", "stops": 1e400"#), false),
    (payload(#""caf\u00e9": "plain", "stops": 3000000000"#), true),
    (payload(#""caf\u00e9": "plain", "stops": 9007199254740991"#), true),
    (payload(#""caf\u00e9": "plain", "stops": 9007199254740992"#), false),
  ]

  /// The same payloads' verdicts where the set targets watchOS: an integer beyond what the
  /// watch's 32-bit `Int` holds is refused by both.
  static let watchCases: [(String, Bool)] = [
    (payload(#""caf\u00e9": "plain", "stops": 2147483647"#), true),
    (payload(#""caf\u00e9": "plain", "stops": -2147483647"#), true),
    (payload(#""caf\u00e9": "plain", "stops": 2147483648"#), false),
    (payload(#""caf\u00e9": "plain", "stops": -2147483648"#), false),
    (payload(#""caf\u00e9": "plain", "stops": 3000000000"#), false),
  ]

  /// Whether `check-payload` accepts a payload (warnings are no rejection).
  static func accepts(_ payload: String, set: SpecSet) -> Bool {
    var engine = DiagnosticsEngine()
    PayloadChecker.check(Array(payload.utf8), path: "p.json", against: set, into: &engine)
    return !engine.hasErrors
  }

  /// The verdicts of the set's schema of `order` under Python's jsonschema.
  static func schemaVerdicts(_ payloads: [String], set: SpecSet) throws -> [Bool] {
    let category = try #require(set.categories.first { $0.id.value == "order" })
    let schema = PayloadSchemaRenderer.render(
      categoryID: "order", contract: set.payloadContract(for: category), source: "spec.yml")
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let schemaPath = try folder.write("schema.json", text: schema)
    let corpusPath = try folder.write("corpus.txt", text: payloads.joined(separator: "\n"))
    let check = """
      import json, sys, jsonschema
      schema = json.load(open(sys.argv[1], encoding="utf-8"))
      jsonschema.Draft202012Validator.check_schema(schema)
      validator = jsonschema.Draft202012Validator(schema)
      for line in open(sys.argv[2], encoding="utf-8").read().split("\\n"):
          print("1" if validator.is_valid(json.loads(line)) else "0")
      """
    let run = try VenvPython.run(["-c", check, schemaPath, corpusPath])
    try #require(run.status == 0, "\(run.summary)")
    return run.stdout.split(separator: "\n").map { $0 == "1" }
  }

  /// The set of `spec(platforms:)`.
  static func set(platforms: String) throws -> SpecSet {
    let outcome = Compiler.check([
      InputFile(path: "spec.yml", bytes: Array(spec(platforms: platforms).utf8))
    ])
    return try #require(outcome.spec?.set, "\(outcome.diagnostics.sorted.map(\.message))")
  }

  /// Each case: `check-payload` and the schema agree, and both give the case's verdict.
  @Test(arguments: [("{ iOS: \"16.0\" }", false), ("{ iOS: \"16.0\", watchOS: \"9.0\" }", true)])
  func checkerAndSchemaAgree(platforms: String, watch: Bool) throws {
    _ = try #require(VenvPython.available, "\(VenvPython.missing)")
    let set = try Self.set(platforms: platforms)
    let cases = watch ? Self.watchCases : Self.cases
    let python = try Self.schemaVerdicts(cases.map(\.0), set: set)
    #expect(python.count == cases.count)
    for ((payload, verdict), schema) in zip(cases, python) {
      let herald = Self.accepts(payload, set: set)
      #expect(herald == schema, "check-payload \(herald), schema \(schema): \(payload)")
      #expect(herald == verdict, "expected \(verdict): \(payload)")
    }
  }

  /// The messages say why: the watch's limit, a number no double holds, and the decomposed
  /// value not being the declared one.
  @Test func messagesNameTheRule() throws {
    func messages(_ payload: String, _ set: SpecSet) -> [String] {
      var engine = DiagnosticsEngine()
      PayloadChecker.check(Array(payload.utf8), path: "p.json", against: set, into: &engine)
      return engine.diagnostics.filter { $0.severity == .error }.map(\.message)
    }
    let watch = try Self.set(platforms: "{ iOS: \"16.0\", watchOS: \"9.0\" }")
    #expect(
      messages(Self.payload(#""caf\u00e9": "plain", "stops": 3000000000"#), watch) == [
        "stops: expected an integer, found 3000000000, beyond ±(2^31 − 1), what a 32-bit watch holds"
      ])
    let phone = try Self.set(platforms: "{ iOS: \"16.0\" }")
    #expect(
      messages(Self.payload(#""caf\u00e9": "plain", "ratio": 1e400"#), phone) == [
        "ratio: expected a number, found 1e400, beyond what a double holds"
      ])
    let decomposed = messages(Self.payload(#""caf\u00e9": "cre\u0300me""#), phone)
    #expect(decomposed.count == 1)
    #expect(
      decomposed.first?.hasSuffix(
        ", the declared value in other Unicode scalars (send it composed, as NFC)") == true)
  }

  /// `aps.category: ""` names no category (Expo sends it for "none"; it is the default of
  /// `categoryIdentifier`): no unknown-category error, and no contract applies.
  @Test func emptyCategoryIsNone() throws {
    let set = try Self.set(platforms: "{ iOS: \"16.0\" }")
    var engine = DiagnosticsEngine()
    PayloadChecker.check(
      Array(#"{"aps": {"alert": "Hi", "category": ""}}"#.utf8), path: "p.json", against: set,
      into: &engine)
    #expect(engine.diagnostics.isEmpty, "\(engine.diagnostics.map(\.message))")
  }

  /// `relevance-score` is 0 to 1 on an alert and any number on a Live Activity's push.
  @Test func relevanceScoreRangeFollowsThePush() throws {
    let set = try Self.set(platforms: "{ iOS: \"16.0\" }")
    func errors(_ payload: String) -> [String] {
      var engine = DiagnosticsEngine()
      PayloadChecker.check(Array(payload.utf8), path: "p.json", against: set, into: &engine)
      return engine.diagnostics.filter { $0.severity == .error }.map(\.message)
    }
    #expect(errors(#"{"aps": {"alert": "Hi", "relevance-score": 0.5}}"#).isEmpty)
    #expect(
      errors(#"{"aps": {"alert": "Hi", "relevance-score": 75}}"#) == [
        "'aps.relevance-score' must be a number from 0 to 1, not 75"
      ])
    let activity =
      #"{"aps": {"timestamp": 1700000000, "event": "update", "content-state": {}, "relevance-score": 75}}"#
    #expect(errors(activity).isEmpty, "\(errors(activity))")
    #expect(
      errors(
        #"{"aps": {"timestamp": 1700000000, "event": "update", "content-state": {}, "relevance-score": "high"}}"#
      )
        == ["'aps.relevance-score' must be a number, not the string 'high'"])
  }
}
