// Marker tests for the payload language: decoding `payload` and `payloadTypes` into the model,
// the contract with the start-state key, the value check, and each payload rule.

import Testing

@testable import HeraldCore

/// A category's payload contract is parsed, resolved and checked.
@Suite struct PayloadContractTests {
  /// The issue's example.
  static let ride = """
    version: 1
    categories:
      - id: ride-offer
        payload:
          ride-id: { type: string, example: "r-1842", description: "The ride." }
          pickup: Place
          fare: { type: number, optional: true, example: 12.5 }
          vehicle: { type: string, enum: [car, xl, bike], example: xl }
          expires-at: { type: date, example: "2026-12-01T10:00:00Z" }
          stops: { type: "[Place]", optional: true }
          route: [[number]]
    payloadTypes:
      Place:
        lat: { type: number, example: 52.52 }
        lng: { type: number, example: 13.405 }
        label: { type: string, optional: true }
    """

  /// The example validates, and every part reaches the model.
  @Test func issueExampleDecodes() throws {
    let result = check(Self.ride)
    expectClean(result)
    let set = try #require(result.outcome.spec?.set)
    let category = try #require(set.categories.first)
    let contract = try #require(set.payloadContract(for: category))
    #expect(contract.isDeclared)
    #expect(
      contract.fields.map(\.key) == [
        "ride-id", "pickup", "fare", "vehicle", "expires-at", "stops", "route",
      ])
    #expect(
      contract.fields.map(\.propertyName) == [
        "rideId", "pickup", "fare", "vehicle", "expiresAt", "stops", "route",
      ])
    #expect(
      contract.fields.map(\.type) == [
        .string, .named("Place"), .number, .string, .date, .array(.named("Place")),
        .array(.array(.number)),
      ])
    #expect(contract.fields.map(\.isOptional) == [false, false, true, false, false, true, false])
    #expect(contract.fields[3].enumValues == ["car", "xl", "bike"])
    #expect(contract.fields[0].description == "The ride.")
    #expect(contract.types["Place"]?.fields.map(\.key) == ["lat", "lng", "label"])
  }

  /// A category with `startState` has its key in the contract: an optional string whose known
  /// values are the named states; declaring it again as a string keeps one field.
  @Test func startStateKeyIsPartOfTheContract() throws {
    let machine = """
      version: 1
      categories:
        - id: c
          actions:
            - { id: a, title: A, onTap: { becomes: b } }
          alternates:
            - { id: b, title: B, onTap: { becomes: a } }
          states: { showingA: [a], showingB: [b] }
          startState: { userInfoKey: state }
      %@
      extensions:
        - { target: UI, categories: [c], principalClass: V, initialContentSizeRatio: 0.5 }
      """
    let implicit = check(machine.replacing("%@", with: "    payload: { note: string }"))
    expectClean(implicit)
    let set = try #require(implicit.outcome.spec?.set)
    let contract = try #require(set.payloadContract(for: set.categories[0]))
    #expect(contract.fields.map(\.key) == ["note", "state"])
    #expect(contract.fields[1].isOptional && contract.fields[1].type == .string)
    #expect(contract.fields[1].startStates == ["showingA", "showingB"])
    let declared = check(
      machine.replacing(
        "%@", with: "    payload: { state: { type: string, optional: false, example: showingB } }"))
    expectClean(declared)
    let again = try #require(declared.outcome.spec?.set)
    let fields = try #require(again.payloadContract(for: again.categories[0])).fields
    #expect(fields.count == 1 && fields[0].isStartState && !fields[0].isOptional)
    let retyped = check(machine.replacing("%@", with: "    payload: { state: 1️⃣integer }"))
    let diagnostic = expectDiagnostic(
      retyped, id: .payloadStartStateKey, severity: .error,
      message: .prefix("'state' is this category's start-state key"), at: "1️⃣")
    #expect(diagnostic?.fixIts.map(\.replacement) == ["string"])
    let enumerated = check(
      machine.replacing("%@", with: "    payload: { state: 1️⃣{ type: string, enum: [x] } }"))
    expectIDs(enumerated, [.payloadStartStateKey])
  }

  /// Type spellings: arrays nest to four levels, spaces inside brackets are fine, anything else
  /// is an `invalid-value` at the spelling.
  @Test func typeSpellings() {
    #expect(PayloadType.parse("[ [ number ] ]") == .array(.array(.number)))
    #expect(PayloadType.parse("[[[[url]]]]") == .array(.array(.array(.array(.url)))))
    #expect(PayloadType.parse("[[[[[url]]]]]") == nil)
    #expect(PayloadType.parse("[Place") == nil)
    #expect(PayloadType.parse("Place]") == nil)
    #expect(PayloadType.parse("[]") == nil)
    #expect(PayloadType.parse("two words") == nil)
    let result = check(
      "version: 1\ncategories:\n  - id: c\n    payload: { a: 1️⃣\"[Place\", b: 2️⃣[x, y] }\n")
    expectDiagnostic(
      result, id: .invalidValue, severity: .error,
      message: .prefix("'[Place' is not a payload type"), at: "1️⃣")
    expectDiagnostic(
      result, id: .invalidValue, severity: .error,
      message: .prefix("a payload array type lists exactly one element type"), at: "2️⃣")
    expectIDs(result, [.invalidValue, .invalidValue])
  }

  /// Unknown keys of the long form are `unknown-key` with a suggestion, as everywhere.
  @Test func longFormKeysAreChecked() {
    let result = check(
      "version: 1\ncategories:\n  - id: c\n    payload: { a: { type: string, 1️⃣optinal: true } }\n")
    expectDiagnostic(
      result, id: .unknownKey, severity: .error,
      message: "unknown key 'optinal' in payload key; did you mean 'optional'?", at: "1️⃣")
  }

  /// Unknown type names get a did-you-mean and a fix-it that keeps the arrays around them.
  @Test func unknownTypeSuggestsAndFixes() {
    let result = check(
      """
      version: 1
      categories:
        - id: c
          payload: { a: 1️⃣"[Plac]", b: 2️⃣Strng }
      payloadTypes:
        Place: { lat: number }
      """)
    let first = expectDiagnostic(
      result, id: .payloadUnknownType, severity: .error,
      message: .prefix("unknown payload type 'Plac' for key 'a'; did you mean 'Place'?"), at: "1️⃣")
    #expect(first?.fixIts.map(\.replacement) == ["\"[Place]\""])
    let second = expectDiagnostic(
      result, id: .payloadUnknownType, severity: .error,
      message: .prefix("unknown payload type 'Strng' for key 'b'; did you mean 'string'?"),
      at: "2️⃣")
    #expect(second?.fixIts.map(\.replacement) == ["string"])
    // The misspelt reference explains why Place looks unused: no second warning.
    expectNoDiagnostic(result, id: .payloadUnusedType)
  }

  /// A cycle through an array and another type is reported once, with its path.
  @Test func recursionThroughArraysAndTypes() {
    let result = check(
      """
      version: 1
      categories:
        - id: c
          payload: { root: A }
      payloadTypes:
        A: { b: B }
        B: { back: 1️⃣"[A]" }
        C: { c: C2 }
        C2: { x: string }
      """)
    expectDiagnostic(
      result, id: .payloadRecursiveType, severity: .error,
      message: .prefix("payload type 'A' contains itself (A → B → A)"), at: "1️⃣")
    #expect(result.diagnostics(.payloadRecursiveType).count == 1)
    #expect(result.diagnostics(.payloadUnusedType).count == 2)
  }

  /// `aps` is APNs' key at the top of a payload, but an ordinary key inside a named type.
  @Test func apsIsReservedAtTheTopOnly() {
    let result = check(
      """
      version: 1
      categories:
        - id: c
          payload: { 1️⃣aps: string, inner: T }
      payloadTypes:
        T: { aps: string }
      """)
    expectDiagnostic(
      result, id: .payloadReservedKey, severity: .error,
      message: .prefix("'aps' cannot be a custom payload key"), at: "1️⃣")
    expectIDs(result, [.payloadReservedKey])
  }

  /// Examples are checked by the value rules, with fix-its for the usual slips.
  @Test func examplesAreChecked() {
    let result = check(
      """
      version: 1
      categories:
        - id: c
          payload:
            a: { type: string, example: 1️⃣12 }
            b: { type: number, example: 2️⃣"12.5" }
            c: { type: integer, example: 3️⃣12.5 }
            d: { type: integer, example: 12.0 }
            e: { type: integer, example: 4️⃣9007199254740992 }
            f: { type: string, enum: [car, bike], example: 5️⃣bik }
            g: { type: date, example: 6️⃣"2026-02-29T10:00:00Z" }
            h: { type: date, example: "2024-02-29t10:00:00.123456-05:30" }
            i: { type: url, example: 7️⃣"not a url" }
            j: { type: "[Place]", example: [{ lat: 1 }, { lat: 8️⃣true }] }
            k: { type: boolean, example: 9️⃣1 }
      payloadTypes:
        Place: { lat: number }
      """)
    let messages: [(String, ExpectedText, [String])] = [
      ("1️⃣", "the example does not match: a: expected a string, found a number", ["\"12\""]),
      ("2️⃣", "the example does not match: b: expected a number, found a string", ["12.5"]),
      (
        "3️⃣", "the example does not match: c: expected an integer, found the fractional number 12.5",
        []
      ),
      (
        "4️⃣",
        .prefix(
          "the example does not match: e: expected an integer, found 9007199254740992, beyond"), []
      ),
      (
        "5️⃣",
        "the example does not match: f: expected one of car, bike, found \"bik\"; did you mean 'bike'?",
        ["bike"]
      ),
      ("6️⃣", .prefix("the example does not match: g: expected an RFC 3339 date-time string"), []),
      ("7️⃣", .prefix("the example does not match: i: expected an absolute URL string"), []),
      (
        "8️⃣", .prefix("the example does not match: j[1].lat: expected a number, found a Boolean"), []
      ),
      ("9️⃣", "the example does not match: k: expected a Boolean, found a number", []),
    ]
    for (marker, message, fixes) in messages {
      let found = expectDiagnostic(
        result, id: .payloadExample, severity: .error, message: message, at: marker)
      #expect(found?.fixIts.map(\.replacement) ?? ["missing"] == fixes, "\(marker)")
    }
    #expect(result.diagnostics.count == messages.count, "\(result.listing)")
  }

  /// Enums: only on strings, never empty, each value its own case name.
  @Test func enumRules() {
    let result = check(
      """
      version: 1
      categories:
        - id: c
          payload:
            a: { type: 1️⃣integer, enum: [x] }
            b: { type: string, enum: 2️⃣[] }
            c: { type: "[string]", enum: [car-xl, 3️⃣car_xl, car, 4️⃣car] }
      """)
    expectDiagnostic(
      result, id: .payloadEnum, severity: .error, message: .prefix("'enum' lists strings"),
      at: "1️⃣")
    expectDiagnostic(
      result, id: .payloadEnum, severity: .error,
      message: "'enum' of 'b' is empty; list the strings it may take",
      at: "2️⃣")
    expectDiagnostic(
      result, id: .payloadEnum, severity: .error,
      message: .prefix("'car_xl' and 'car-xl' both become the Swift case 'carXl'"), at: "3️⃣")
    expectDiagnostic(
      result, id: .payloadEnum, severity: .error,
      message: "'car' is listed twice in the 'enum' of 'c'", at: "4️⃣")
    expectIDs(result, [.payloadEnum, .payloadEnum, .payloadEnum, .payloadEnum])
  }

  /// Swift names: collisions within one object, reserved members, and the start-state key.
  @Test func nameCollisions() {
    let result = check(
      """
      version: 1
      categories:
        - id: c
          payload:
            ride-id: string
            1️⃣ride_id: string
            x: { type: string, swiftName: 2️⃣apnsPayload }
            string: { type: string, enum: [a] }
      payloadTypes:
        T: { a-b: string, 3️⃣aB: string }
      """)
    expectDiagnostic(
      result, id: .payloadNameCollision, severity: .error,
      message: .prefix(
        "payload keys 'ride_id' and 'ride-id' both become the Swift property 'rideId'"),
      at: "1️⃣")
    expectDiagnostic(
      result, id: .payloadNameCollision, severity: .error,
      message: .prefix("payload key 'x' becomes the Swift property 'apnsPayload'"), at: "2️⃣")
    expectDiagnostic(
      result, id: .payloadNameCollision, severity: .error,
      message: .prefix("payload keys 'aB' and 'a-b' both become the Swift property 'aB'"),
      at: "3️⃣")
    #expect(PayloadNames.enumTypeName(property: "string") == "StringValue")
    #expect(PayloadNames.enumTypeName(property: "_default") == "Default")
    // The property of the key `2` is `_2`; the enum of the same name made every use ambiguous.
    #expect(PayloadNames.enumTypeName(property: "_2") == "_2Value")
    #expect(PayloadNames.enumTypeName(property: "Vehicle") == "VehicleValue")
    expectIDs(
      result,
      [.payloadNameCollision, .payloadNameCollision, .payloadNameCollision, .payloadUnusedType])
  }

  /// Type names must be capitalised Swift identifiers the generated code does not use itself.
  @Test func typeNames() {
    let result = check(
      "version: 1\npayloadTypes:\n  1️⃣place: { a: string }\n  2️⃣Date: { a: string }\n")
    expectDiagnostic(
      result, id: .swiftName, severity: .error,
      message: .prefix("'place' cannot name a payload type"),
      at: "1️⃣")
    expectDiagnostic(
      result, id: .swiftName, severity: .error,
      message:
        "'Date' cannot name a payload type: the generated code uses 'Date' itself; choose another name",
      at: "2️⃣")
  }

  /// The sample counts examples, placeholders, one element per array, and the start-state key;
  /// a set of types that nest each other doubling per level costs its declarations.
  @Test func sampleSizeIsCountedPerType() throws {
    let result = check(Self.ride)
    let set = try #require(result.outcome.spec?.set)
    let contract = try #require(set.payloadContract(for: set.categories[0]))
    let members = contract.sampleMembers
    let minified = JSONValue.object(members).serialized.utf8.count
    // `{` and `}` minus the last comma: the members' size plus one.
    #expect(
      contract.sampleSize(typeSizes: PayloadContract.typeSizes(contract.types)) == minified - 1)
    #expect(members["route"] == .array([.array([.double(1.5)])]))
    #expect(members["vehicle"] == .string("xl"))
    func nested(_ levels: Int) -> String {
      var types = "payloadTypes:\n  T0: { leaf: string }\n"
      for level in 1...levels { types += "  T\(level): { a: T\(level - 1), b: T\(level - 1) }\n" }
      return "version: 1\ncategories:\n  - id: c\n    payload: 1️⃣{ root: T\(levels) }\n" + types
    }
    let deep = check(nested(40))
    expectDiagnostic(
      deep, id: .payloadSize, severity: .error,
      message: .prefix("the sample payload of this category would be"), at: "1️⃣")
    // The sample of 2^40 leaves is never built: doubling the levels doubles the work.
    let (_, small) = WorkMeter.measure { check(nested(40)) }
    let (_, large) = WorkMeter.measure { check(nested(80)) }
    #expect(large < 3 * small, "\(small) → \(large)")
  }
}
