// Marker tests for the payload rules of `herald check-payload`: each diagnostic at its place in
// the payload, with its notes into the spec, and the near misses that stay silent.

import Testing

@testable import HeraldCore

/// Checks a marked payload, `payload.json`, against the payload examples' spec set (`spec1.yml`).
func checkPayload(_ marked: String, pushType: PushType = .auto) -> MarkedCheck {
  let spec = MarkedSource(PayloadExamples.spec.files[0], path: "spec1.yml")
  let payload = MarkedSource(marked, path: "payload.json")
  let outcome = Compiler.check([spec.input], keepingMachines: false)
  var engine = DiagnosticsEngine()
  if let set = outcome.spec?.set {
    PayloadChecker.check(
      Array(payload.text.utf8), path: payload.path, against: set, pushType: pushType,
      into: &engine)
  } else {
    Issue.record("the example spec does not validate")
  }
  return MarkedCheck(sources: [payload, spec], outcome: .init(spec: nil, diagnostics: engine))
}

/// The payload rules, one test per behaviour.
@Suite struct PayloadRuleTests {
  /// A valid alert payload with every documented key is clean; custom keys are left alone.
  @Test func validPayloadIsClean() {
    let result = checkPayload(
      """
      {"aps": {"alert": {"title": "T", "subtitle": "S", "body": "B", "loc-args": ["a"]},
        "badge": 0, "sound": {"critical": 1, "name": "a.caf", "volume": 1},
        "thread-id": "t", "category": "chat", "mutable-content": 1, "target-content-id": "w",
        "interruption-level": "passive", "relevance-score": 0, "filter-criteria": "work"},
       "custom": {"aps": 1, "badge": "not checked"}}
      """)
    #expect(result.diagnostics.isEmpty, "\(result.listing)")
  }

  /// A syntax error is one located `payload-json` error; nothing else runs.
  @Test func syntaxErrorIsLocated() {
    let result = checkPayload("{\"aps\": {\"alert\": \"Hi\",1️⃣}}")
    expectDiagnostic(
      result, id: .payloadJSON, severity: .error,
      message: "expected a key in double quotes, found '}' (JSON allows no comma before '}')",
      at: "1️⃣", in: "payload.json")
    expectIDs(result, [.payloadJSON])
  }

  /// A repeated key is an error at the second, with a note at the first; the rules still run.
  @Test func repeatedKeyHasANote() {
    let result = checkPayload("{\"aps\": {1️⃣\"badge\": 1, 2️⃣\"badge\": 2, \"alert\": \"x\"}}")
    let diagnostic = expectDiagnostic(
      result, id: .payloadJSON, severity: .error,
      message: .prefix("the key 'badge' appears twice in this object"), at: "2️⃣",
      in: "payload.json")
    #expect(diagnostic?.notes.first?.range?.start == result.position("1️⃣", in: "payload.json"))
    expectIDs(result, [.payloadJSON])
  }

  /// Lines and columns count characters, after multi-byte text and line breaks.
  @Test func positionsCountCharacters() {
    let result = checkPayload("{\"aps\": {\"alert\": \"héllo 🎧\",\n  \"badge\": 1️⃣-1}}")
    expectDiagnostic(
      result, id: .payloadApsValue, severity: .error,
      message: .prefix("'aps.badge' must be a whole number"), at: "1️⃣", in: "payload.json")
  }

  /// A missing `aps`, with a near key, suggests it.
  @Test func missingAps() {
    let result = checkPayload("1️⃣{\"APS\": {}}")
    expectDiagnostic(
      result, id: .payloadShape, severity: .error,
      message:
        "the payload has no 'aps' object, where APNs reads the notification; did you mean 'APS'?",
      at: "1️⃣", in: "payload.json")
  }

  /// An unknown category is an error with a fix-it and a note at the near category.
  @Test func unknownCategory() {
    let result = checkPayload("{\"aps\": {\"alert\": \"x\", \"category\": 1️⃣\"Chat\"}}")
    let diagnostic = expectDiagnostic(
      result, id: .payloadUnknownCategory, severity: .error,
      message:
        "no category 'Chat' in the spec set, so the notification shows without actions; did you mean 'chat'?",
      at: "1️⃣", in: "payload.json")
    #expect(diagnostic?.fixIts.first?.replacement == "\"chat\"")
    #expect(diagnostic?.notes.first?.range?.file == "spec1.yml")
  }

  /// `register: false` and `unavailable` on a platform of the set are warnings naming why.
  @Test func hiddenCategories() {
    let hidden = checkPayload("{\"aps\": {\"alert\": \"x\", \"category\": 1️⃣\"hidden\"}}")
    expectDiagnostic(
      hidden, id: .payloadUnregisteredCategory, severity: .warning,
      message: .prefix("category 'hidden' has 'register: false'"), at: "1️⃣", in: "payload.json")
    let mail = checkPayload("{\"aps\": {\"alert\": \"x\", \"category\": 1️⃣\"mail\"}}")
    expectDiagnostic(
      mail, id: .payloadUnregisteredCategory, severity: .warning,
      message: .prefix("category 'mail' is unavailable on watchOS"), at: "1️⃣",
      in: "payload.json")
  }

  /// Unknown `aps` keys are warnings, with a fix-it when a documented key is close.
  @Test func unknownKeys() {
    let result = checkPayload("{\"aps\": {\"alert\": \"x\", 1️⃣\"sond\": \"a\", 2️⃣\"userId\": 7}}")
    let near = expectDiagnostic(
      result, id: .payloadUnknownKey, severity: .warning,
      message: "unknown key 'sond' in 'aps', which the system ignores; did you mean 'sound'?",
      at: "1️⃣", in: "payload.json")
    #expect(near?.fixIts.first?.replacement == "\"sound\"")
    expectDiagnostic(
      result, id: .payloadUnknownKey, severity: .warning,
      message: .prefix("unknown key 'userId' in 'aps', which the system ignores; custom data"),
      at: "2️⃣", in: "payload.json")
  }

  /// Values out of their documented types and ranges.
  @Test func valueRules() {
    let result = checkPayload(
      """
      {"aps": {"alert": "x", "content-available": 1️⃣2, "relevance-score": 2️⃣-0.1,
        "interruption-level": 3️⃣"Critical", "target-content-id": 4️⃣[], "sound": {"volume": 5️⃣2}}}
      """)
    for (marker, prefix) in [
      ("1️⃣", "'aps.content-available' must be the number 1"),
      ("2️⃣", "'aps.relevance-score' must be a number from 0 to 1, not -0.1"),
      ("3️⃣", "'aps.interruption-level' must be passive, active, time-sensitive or critical"),
      ("4️⃣", "'aps.target-content-id' must be a string, not an array"),
      ("5️⃣", "'aps.sound.volume' must be a number from 0 to 1"),
    ] {
      expectDiagnostic(
        result, id: .payloadApsValue, severity: .error, message: .prefix(prefix), at: marker,
        in: "payload.json")
    }
  }

  /// A background push with an alert is an error; an alert push with only content-available
  /// warns; VoIP is not judged by kind.
  @Test func pushKinds() {
    let background = checkPayload(
      "{1️⃣\"aps\": {\"content-available\": 1, \"badge\": 1}}", pushType: .background)
    expectDiagnostic(
      background, id: .payloadKind, severity: .error,
      message: .prefix("a background push carries only 'content-available'"), at: "1️⃣",
      in: "payload.json")
    let alert = checkPayload("{1️⃣\"aps\": {\"content-available\": 1}}", pushType: .alert)
    expectDiagnostic(
      alert, id: .payloadKind, severity: .warning,
      message: .prefix("an alert push with only 'content-available' shows nothing"), at: "1️⃣",
      in: "payload.json")
    #expect(checkPayload("{\"aps\": {}}", pushType: .voip).diagnostics.isEmpty)
    #expect(checkPayload("{\"aps\": {\"content-available\": 1}}").diagnostics.isEmpty)
  }

  /// The size counts the payload minified; VoIP allows 5120 bytes.
  @Test func sizeIsCountedMinified() {
    let body = String(repeating: "x", count: 4070)
    let padded = "{\"aps\":\n" + String(repeating: " ", count: 200) + "{\"alert\": \"\(body)\"}}"
    #expect(padded.utf8.count > 4096)
    #expect(checkPayload(padded).diagnostics.isEmpty)
    let large = "1️⃣{\"aps\": {\"alert\": \"\(body)xxxxxxxxxxxxxxxxxxxxxxxxxxxxxx\"}}"
    expectDiagnostic(
      checkPayload(large), id: .payloadTooLarge, severity: .error,
      message: .prefix("the payload is 4120 bytes minified (4122 as written), more than the 4096"),
      at: "1️⃣", in: "payload.json")
    #expect(checkPayload(large, pushType: .voip).diagnostics.isEmpty)
  }

  /// A served category without an alert draws a note; with an alert it is silent.
  @Test func servedCategoryNeedsAnAlert() {
    let result = checkPayload("{\"aps\": {\"content-available\": 1, \"category\": 1️⃣\"podcast\"}}")
    expectDiagnostic(
      result, id: .payloadNothingToShow, severity: .note,
      message: .prefix("content extension 'PodcastUI' serves category 'podcast'"), at: "1️⃣",
      in: "payload.json")
    #expect(
      checkPayload("{\"aps\": {\"alert\": \"x\", \"category\": \"podcast\"}}").diagnostics.isEmpty)
  }

  /// A payload for a category a service extension serves, checked against `serviceSpec`.
  static func checkServed(_ marked: String) -> MarkedCheck {
    let spec = MarkedSource(PayloadExamples.serviceSpec.files[0], path: "spec1.yml")
    let payload = MarkedSource(marked, path: "payload.json")
    let outcome = Compiler.check([spec.input], keepingMachines: false)
    var engine = DiagnosticsEngine()
    if let set = outcome.spec?.set {
      PayloadChecker.check(
        Array(payload.text.utf8), path: payload.path, against: set, pushType: .auto,
        into: &engine)
    } else {
      Issue.record("the service example spec does not validate")
    }
    return MarkedCheck(sources: [payload, spec], outcome: .init(spec: nil, diagnostics: engine))
  }

  /// Without `"mutable-content": 1` the fix-it adds it to `aps`, after the category; 0 is
  /// corrected to 1. Either fixed payload is clean (issue 39, item 4).
  @Test func mutableContentFixIts() {
    for (marked, fixed) in [
      (
        #"{"aps": {"alert": "Your receipt", "category": 1️⃣"receipt"}}"#,
        #"{"aps": {"alert": "Your receipt", "category": "receipt", "mutable-content": 1}}"#
      ),
      (
        #"{"aps": {"category": 1️⃣"receipt", "alert": "Your receipt"}}"#,
        #"{"aps": {"category": "receipt", "mutable-content": 1, "alert": "Your receipt"}}"#
      ),
      (
        #"{"aps": {"alert": "Your receipt", "category": "receipt", "mutable-content": 1️⃣0}}"#,
        #"{"aps": {"alert": "Your receipt", "category": "receipt", "mutable-content": 1}}"#
      ),
    ] {
      let result = Self.checkServed(marked)
      let diagnostic = expectDiagnostic(
        result, id: .payloadMutableContent, severity: .error,
        message: .prefix("service extension 'ReceiptService' serves category 'receipt'"),
        at: "1️⃣", in: "payload.json")
      expectIDs(result, [.payloadMutableContent])
      let fixIt = try? #require(diagnostic?.fixIts.first)
      guard let fixIt else { continue }
      let applied = ResponseCaseNameTests.applying(fixIt, to: MarkedSource(marked).text)
      #expect(applied == fixed)
      #expect(Self.checkServed(applied).diagnostics.isEmpty, "\(applied)")
    }
  }
}
