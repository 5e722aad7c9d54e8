// What a new team writes from habit, brought from Swift and JSON Schema: type names, `required`,
// keys in the wrong place. Each gets one located error that says what Herald writes instead,
// with the fix as a fix-it where there is one.

import Testing

@testable import HeraldCore

/// Did-you-mean for foreign spellings, and keys written where they do not belong.
@Suite struct NewcomerSpellingTests {
  /// The fix-its of the one diagnostic at `marker`.
  func fixes(_ result: MarkedCheck, _ id: RuleID, at marker: String) -> [String] {
    guard let position = result.position(marker, in: "spec.yml") else { return [] }
    return result.diagnostics(id).filter { $0.range.start == position }
      .flatMap(\.fixIts).map(\.replacement)
  }

  /// A spec whose one category declares `payload` as written.
  func spec(_ payload: String, types: String = "") -> String {
    "version: 1\ncategories:\n  - id: c\n    actions: [{ id: a, title: A }]\n    payload: "
      + payload + "\n" + types
  }

  /// Swift's and JSON Schema's lowercase names are the language's built-ins, with the fix.
  @Test(arguments: [
    ("double", "number"), ("float", "number"), ("datetime", "date"), ("timestamp", "date"),
    ("int", "integer"), ("bool", "boolean"), ("uri", "url"), ("date-time", "date"),
  ])
  func lowercaseSpellings(written: String, meant: String) {
    let result = check(spec("{ k: 1️⃣\(written) }"))
    // A name that is a Swift identifier reads as a named type, which the set does not declare.
    let named = Naming.isIdentifier(written)
    let id: RuleID = named ? .payloadUnknownType : .invalidValue
    let message =
      named
      ? "unknown payload type '\(written)' for key 'k'; did you mean '\(meant)'?"
      : "'\(written)' is not a payload type; did you mean '\(meant)'?"
    expectDiagnostic(result, id: id, severity: .error, message: .exact(message), at: "1️⃣")
    #expect(fixes(result, id, at: "1️⃣") == [meant])
    expectIDs(result, [id])
  }

  /// Swift's capitalised names read as named types; undeclared, they are the built-ins. A name
  /// the set declares is left alone.
  @Test func capitalisedSwiftNames() {
    let result = check(spec("{ a: 1️⃣Double, b: 2️⃣\"[Date]\", c: 3️⃣String }"))
    expectDiagnostic(
      result, id: .payloadUnknownType, severity: .error,
      message: "unknown payload type 'Double' for key 'a'; did you mean 'number'?", at: "1️⃣")
    #expect(fixes(result, .payloadUnknownType, at: "1️⃣") == ["number"])
    expectDiagnostic(
      result, id: .payloadUnknownType, severity: .error,
      message: "unknown payload type 'Date' for key 'b'; did you mean '[date]'?", at: "2️⃣")
    #expect(fixes(result, .payloadUnknownType, at: "2️⃣") == ["\"[date]\""])
    #expect(fixes(result, .payloadUnknownType, at: "3️⃣") == ["string"])
    expectIDs(result, [.payloadUnknownType, .payloadUnknownType, .payloadUnknownType])
    let declared = check(
      spec("{ a: Timestamp }", types: "payloadTypes:\n  Timestamp: { v: number }\n"))
    expectClean(declared)
  }

  /// Arrays written as in TypeScript or Swift's long form become `[T]`, keeping the element,
  /// and the field keeps the corrected type: one error, no follow-on.
  @Test func arraySpellings() {
    let result = check(
      spec(
        "{ a: 1️⃣\"OrderItem[]\", b: 2️⃣\"Array<OrderItem>\", c: 3️⃣\"double[][]\" }",
        types: "payloadTypes:\n  OrderItem: { name: string }\n"))
    expectDiagnostic(
      result, id: .invalidValue, severity: .error,
      message: "'OrderItem[]' is not a payload type; arrays are written [T]", at: "1️⃣")
    #expect(fixes(result, .invalidValue, at: "1️⃣") == ["\"[OrderItem]\""])
    #expect(fixes(result, .invalidValue, at: "2️⃣") == ["\"[OrderItem]\""])
    expectDiagnostic(
      result, id: .invalidValue, severity: .error,
      message: "'double[][]' is not a payload type; did you mean '[[number]]'?", at: "3️⃣")
    expectIDs(result, [.invalidValue, .invalidValue, .invalidValue])
  }

  /// `array` and `object` have no one answer: a hint at `[T]` and at `payloadTypes`.
  @Test func containerWords() {
    let result = check(spec("{ a: 1️⃣array, b: 2️⃣object }"))
    expectDiagnostic(
      result, id: .payloadUnknownType, severity: .error,
      message:
        "unknown payload type 'array' for key 'a'; write the element type in brackets, as in [string] or [Place]",
      at: "1️⃣")
    expectDiagnostic(
      result, id: .payloadUnknownType, severity: .error,
      message:
        "unknown payload type 'object' for key 'b'; declare the object's keys under a name in 'payloadTypes' and use that name",
      at: "2️⃣")
    #expect(fixes(result, .payloadUnknownType, at: "1️⃣").isEmpty)
  }

  /// `required: false` is `optional: true`; `required: true` is the default.
  @Test func requiredIsOptionalInverted() {
    let result = check(
      spec("{ a: { type: string, 1️⃣required: false }, b: { type: string, 2️⃣required: true } }"))
    expectDiagnostic(
      result, id: .unknownKey, severity: .error,
      message:
        "unknown key 'required' in payload key; a payload key is required unless it says 'optional: true'",
      at: "1️⃣")
    #expect(fixes(result, .unknownKey, at: "1️⃣") == ["optional: true"])
    expectDiagnostic(
      result, id: .unknownKey, severity: .error,
      message:
        "unknown key 'required' in payload key; a payload key is required unless it says 'optional: true', so leave 'required' out",
      at: "2️⃣")
  }

  /// A key written in the wrong object says where it is written.
  @Test func misplacedKeysSayWhereTheyBelong() {
    let result = check(
      """
      version: 1
      categories:
        - id: c
          actions: [{ id: a, title: A }]
          1️⃣payloadTypes: { Place: { lat: number } }
          payload: { p: { type: string, 2️⃣ignore: [control-characters] } }
      """)
    expectDiagnostic(
      result, id: .unknownKey, severity: .error,
      message:
        "unknown key 'payloadTypes' in category; 'payloadTypes' is written in the top level of a spec file",
      at: "1️⃣")
    expectDiagnostic(
      result, id: .unknownKey, severity: .error,
      message:
        "unknown key 'ignore' in payload key; 'ignore' is written in 'diagnostics', a category, an action, an extension or a service extension",
      at: "2️⃣")
  }

  /// An `ignore` entry for a rule about the whole set says where the set silences it.
  @Test func fileWideRuleSaysWhereToSilenceIt() throws {
    let id = try #require(
      RuleRegistry.all.first { $0.isSilenceable && $0.scopes == .file && $0.id != .invalidIgnore }
    ).id.rawValue
    let result = check(
      "version: 1\ncategories:\n  - id: c\n    ignore: [1️⃣\(id)]\n    actions: [{ id: a, title: A }]\n"
    )
    expectDiagnostic(
      result, id: .invalidIgnore, severity: .warning,
      message: .prefix("'\(id)' cannot fire in a category or its actions"), at: "1️⃣")
    let found = result.diagnostics(.invalidIgnore).first
    #expect(
      found?.message.hasSuffix(
        "; to silence it, list it in the file's 'diagnostics: { ignore: [\(id)] }'") == true,
      "\(found?.message ?? "none")")
  }

  /// A file format or media word where a kind is asked for is the kind that holds it, with the
  /// fix-it language.md promises (the closest kind by spelling would be no help).
  @Test(arguments: [("jpeg", "image"), ("PNG", "image"), ("mp3", "audio"), ("video", "movie")])
  func attachmentKindsFromFormats(written: String, kind: String) {
    let result = check(
      """
      version: 1
      categories:
        - id: receipt
          actions: [{ id: a, title: A }]
          payload: { image: url }
      serviceExtensions:
        - { target: Service, categories: receipt, attachments: [{ from: image, kind: 1️⃣\(written) }] }
      """)
    expectDiagnostic(
      result, id: .serviceAttachmentKind, severity: .error,
      message: .prefix("'\(written)' is no attachment kind"), at: "1️⃣")
    #expect(
      result.diagnostics(.serviceAttachmentKind).first?.message.hasSuffix(
        "; did you mean '\(kind)'?") == true)
    #expect(fixes(result, .serviceAttachmentKind, at: "1️⃣") == [kind])
  }
}
