// `check-payload` on Live Activity pushes (issue 40): event, timestamp, stale and dismissal
// dates, attributes-type and attributes on start, content-state against the activity's
// contract with its date wire form, and which activity an update is checked as.

import Testing

@testable import HeraldCore

/// One activity, `delivery` (push-to-start, dates since 2001).
let oneActivitySpec = """
  version: 1
  liveActivities:
    - id: delivery
      pushToStart: true
      attributes: { orderNumber: string }
      contentState:
        status: { type: string, enum: [preparing, onTheWay, delivered] }
        eta: date
        courier: { type: string, optional: true }
  """

/// Two activities: `delivery` as above, and `score` with ISO 8601 dates.
let twoActivitiesSpec =
  oneActivitySpec + """

      - id: score
        dates: iso8601
        contentState: { home: integer, away: integer, updated: date }
    """

/// Checks a marked payload against a spec, with a push type.
func checkActivityPayload(
  _ marked: String, spec: String = oneActivitySpec, pushType: PushType = .auto
) -> MarkedCheck {
  let source = MarkedSource(spec, path: "spec.yml")
  let payload = MarkedSource(marked, path: "payload.json")
  let outcome = Compiler.check([source.input], keepingMachines: false)
  var engine = DiagnosticsEngine()
  if let set = outcome.spec?.set, !outcome.diagnostics.hasErrors {
    PayloadChecker.check(
      Array(payload.text.utf8), path: payload.path, against: set, pushType: pushType,
      into: &engine)
  } else {
    Issue.record("the activity spec does not validate: \(outcome.diagnostics.diagnostics)")
  }
  return MarkedCheck(sources: [payload, source], outcome: .init(spec: nil, diagnostics: engine))
}

/// Live Activity pushes.
@Suite struct PayloadLiveActivityTests {
  /// A good start and a good update are clean; so is an end with a dismissal date.
  @Test func goodPushesAreClean() {
    for json in [
      #"{"aps": {"event": "start", "timestamp": 1765000000, "attributes-type": "DeliveryAttributes", "attributes": {"orderNumber": "A1"}, "content-state": {"status": "preparing", "eta": 786693700}, "stale-date": 1765000900, "alert": {"title": "Order placed"}}}"#,
      #"{"aps": {"event": "update", "timestamp": 1765000300, "content-state": {"status": "onTheWay", "eta": 786693600, "courier": "Sam"}, "relevance-score": 75}}"#,
      #"{"aps": {"event": "end", "timestamp": 1765000600, "dismissal-date": 1765004200}}"#,
    ] {
      let result = checkActivityPayload(json, pushType: .liveactivity)
      #expect(result.diagnostics.isEmpty, "\(json): \(result.listing)")
      let auto = checkActivityPayload(json)
      #expect(auto.diagnostics.isEmpty, "auto, \(json): \(auto.listing)")
    }
  }

  /// Without event and timestamp, both are errors at `aps`, naming what ActivityKit does.
  @Test func eventAndTimestampRequired() {
    let result = checkActivityPayload(
      #"{1️⃣"aps": {"content-state": {"status": "preparing", "eta": 0}}}"#, pushType: .liveactivity)
    expectDiagnostic(
      result, id: .payloadActivityEvent, severity: .error,
      message: .prefix("a Live Activity push needs 'event' in 'aps' (start, update or end)"),
      at: "1️⃣", in: "payload.json")
    expectDiagnostic(
      result, id: .payloadActivityTimestamp, severity: .error,
      message: .prefix("a Live Activity push needs 'timestamp' in 'aps'"), at: "1️⃣",
      in: "payload.json")
    expectIDs(result, [.payloadActivityEvent, .payloadActivityTimestamp])
  }

  /// A misspelled event gets the close one as its fix-it.
  @Test func unknownEventHasFixIt() {
    let result = checkActivityPayload(
      #"{"aps": {"event": 1️⃣"updte", "timestamp": 1, "content-state": {"status": "preparing", "eta": 0}}}"#
    )
    let diagnostic = expectDiagnostic(
      result, id: .payloadActivityEvent, severity: .error,
      message: .prefix("'aps.event' is 'updte'; did you mean 'update'?"), at: "1️⃣",
      in: "payload.json")
    #expect(diagnostic?.fixIts.map(\.replacement) == [#""update""#])
  }

  /// A stale date not after the timestamp, a dismissal date on an update, attributes on an
  /// update: each at its key or value.
  @Test func datesAndStartOnlyKeys() {
    let result = checkActivityPayload(
      #"{"aps": {"event": "update", "timestamp": 1765000000, "stale-date": 1️⃣1764990000, 2️⃣"dismissal-date": 1765003600, 3️⃣"attributes-type": "DeliveryAttributes", "content-state": {"status": "preparing", "eta": 0}}}"#
    )
    expectDiagnostic(
      result, id: .payloadActivityTimestamp, severity: .error,
      message: .prefix("'aps.stale-date' (1764990000) is not after 'aps.timestamp' (1765000000)"),
      at: "1️⃣", in: "payload.json")
    expectDiagnostic(
      result, id: .payloadActivityDismissalDate, severity: .error,
      message: .prefix("'aps.dismissal-date' belongs to an end event"), at: "2️⃣",
      in: "payload.json")
    expectDiagnostic(
      result, id: .payloadActivityAttributes, severity: .error,
      message: .prefix("'aps.attributes-type' belongs to a start event"), at: "3️⃣",
      in: "payload.json")
    expectIDs(
      result,
      [.payloadActivityTimestamp, .payloadActivityDismissalDate, .payloadActivityAttributes])
  }

  /// A start names the generated type; a wrong one gets it as fix-it; its attributes and
  /// content state are checked against that activity.
  @Test func startNamesTheTypeAndCarriesAttributes() {
    let wrongType = checkActivityPayload(
      #"{"aps": {"event": "start", "timestamp": 1, "attributes-type": 1️⃣"Delivery", "attributes": {"orderNumber": "A1"}, "content-state": {"status": "preparing", "eta": 0}}}"#
    )
    let diagnostic = expectDiagnostic(
      wrongType, id: .payloadActivityAttributes, severity: .error,
      message: .prefix(
        "'aps.attributes-type' is 'Delivery', which is no generated ActivityAttributes type (DeliveryAttributes)"
      ), at: "1️⃣", in: "payload.json")
    #expect(diagnostic?.fixIts.map(\.replacement) == [#""DeliveryAttributes""#])
    let badAttributes = checkActivityPayload(
      #"{"aps": {"event": "start", "timestamp": 1, "attributes-type": "DeliveryAttributes", "attributes": {"orderNumber": 1️⃣7}, "content-state": {"status": "preparing", "eta": 0}}}"#
    )
    expectDiagnostic(
      badAttributes, id: .payloadActivityAttributes, severity: .error,
      message: .prefix("'aps.attributes.orderNumber' must be a string, not a number"),
      at: "1️⃣", in: "payload.json")
    expectIDs(badAttributes, [.payloadActivityAttributes])
  }

  /// Content state: a missing required key at the object, a wrong enum value with its fix-it,
  /// a date as a string where seconds since 2001 are read, a Unix timestamp as a warning with
  /// the same instant since 2001 as its fix-it.
  @Test func contentStateAgainstTheContract() {
    let result = checkActivityPayload(
      #"{"aps": {"event": "update", "timestamp": 1, "content-state": 1️⃣{"status": 2️⃣"preparng"}}}"#)
    expectDiagnostic(
      result, id: .payloadActivityContentState, severity: .error,
      message: .prefix(
        "'aps.content-state.eta' is missing (a date: a number of seconds since 2001); 'DeliveryAttributes.ContentState' does not decode from it"
      ), at: "1️⃣", in: "payload.json")
    let value = expectDiagnostic(
      result, id: .payloadActivityContentState, severity: .error,
      message: .prefix("'aps.content-state.status' is 'preparng'"), at: "2️⃣", in: "payload.json")
    #expect(value?.fixIts.map(\.replacement) == [#""preparing""#])

    let dates = checkActivityPayload(
      #"{"aps": {"event": "update", "timestamp": 1, "content-state": {"status": "preparing", "eta": 1️⃣"2025-12-06T06:00:00Z"}}}"#
    )
    expectDiagnostic(
      dates, id: .payloadActivityContentState, severity: .error,
      message: .prefix(
        "'aps.content-state.eta' must be a number of seconds since 2001 (what a default JSONDecoder reads), not a string"
      ), at: "1️⃣", in: "payload.json")

    let unix = checkActivityPayload(
      #"{"aps": {"event": "update", "timestamp": 1, "content-state": {"status": "preparing", "eta": 1️⃣1765001200}}}"#
    )
    let warning = expectDiagnostic(
      unix, id: .payloadActivityContentState, severity: .warning,
      message: .prefix(
        "'aps.content-state.eta' is 1765001200 seconds since 2001, a date after 2040"),
      at: "1️⃣", in: "payload.json")
    #expect(warning?.fixIts.map(\.replacement) == ["786694000"])
  }

  /// With two activities an update is checked as the first it decodes as, said in a note; one
  /// that decodes as none is an error with a note per activity.
  @Test func updateOfOneOfSeveralActivities() {
    let score = checkActivityPayload(
      #"{"aps": {"event": "update", "timestamp": 1, 1️⃣"content-state": {"home": 1, "away": 0, "updated": "2025-12-06T06:00:00Z"}}}"#,
      spec: twoActivitiesSpec)
    expectDiagnostic(
      score, id: .payloadActivityContentState, severity: .note,
      message: .prefix("'aps.content-state' is checked as live activity 'score'"), at: "1️⃣",
      in: "payload.json")
    expectIDs(score, [.payloadActivityContentState])

    let none = checkActivityPayload(
      #"{"aps": {"event": "update", "timestamp": 1, 1️⃣"content-state": {"home": 1}}}"#,
      spec: twoActivitiesSpec)
    let error = expectDiagnostic(
      none, id: .payloadActivityContentState, severity: .error,
      message: .prefix(
        "'aps.content-state' is the ContentState of no declared activity ('delivery', 'score')"),
      at: "1️⃣", in: "payload.json")
    #expect(error?.notes.count == 2)
  }

  /// ISO 8601 content state: a malformed string decodes as no activity; the note on `score`
  /// names the date.
  @Test func isoDates() {
    let result = checkActivityPayload(
      #"{"aps": {"event": "update", "timestamp": 1, 1️⃣"content-state": {"home": 1, "away": 0, "updated": "yesterday"}}}"#,
      spec: twoActivitiesSpec)
    let error = expectDiagnostic(
      result, id: .payloadActivityContentState, severity: .error,
      message: .prefix("'aps.content-state' is the ContentState of no declared activity"),
      at: "1️⃣", in: "payload.json")
    #expect(
      error?.notes.contains {
        $0.message
          == "as 'score': 'aps.content-state.updated' must be an RFC 3339 date-time string (dates: iso8601), not 'yesterday'"
      } == true, "\(result.listing)")
  }

  /// A plain alert push is not a Live Activity push: none of these ids fire.
  @Test func alertPushIsNotChecked() {
    let result = checkActivityPayload(#"{"aps": {"alert": "Hi"}}"#)
    #expect(result.diagnostics.isEmpty, "\(result.listing)")
  }
}

/// The sample pushes of `--payloads`.
@Suite struct LiveActivitySampleTests {
  /// Every sample of every activity, in each date form, is a clean push to check-payload, and
  /// a start is written only for a push-to-start activity.
  @Test func samplesPassCheckPayload() throws {
    let spec = """
      version: 1
      app: { bundleIdentifier: com.example.food }
      liveActivities:
        - id: delivery
          pushToStart: true
          staleAfter: 900
          attributes: { orderNumber: string, placed: { type: date, example: "2026-01-01T11:50:00Z" } }
          contentState:
            status: { type: string, enum: [preparing, delivered] }
            eta: { type: date, example: "2026-01-01T12:30:00Z" }
            stops: "[date]"
        - id: unix
          dates: secondsSince1970
          contentState: { at: date }
        - id: iso
          dates: iso8601
          contentState: { at: date, late: { type: date, optional: true } }
      """
    let outcome = Compiler.check([InputFile(path: "spec.yml", bytes: Array(spec.utf8))])
    let validated = try #require(outcome.spec, "\(outcome.diagnostics.diagnostics)")
    let plan = Translator.plan(validated)
    let files = Generator.files(plan).filter { $0.path.hasPrefix("Payloads/Activities/") }
    #expect(files.isEmpty, "no samples without --payloads")
    var withSamples = plan
    withSamples.samplePayloads = true
    let samples = Generator.files(withSamples).filter {
      $0.path.hasPrefix("Payloads/Activities/")
    }
    #expect(
      samples.map(\.path) == [
        "Payloads/Activities/delivery-end.apns", "Payloads/Activities/delivery-start.apns",
        "Payloads/Activities/delivery-update.apns", "Payloads/Activities/iso-end.apns",
        "Payloads/Activities/iso-update.apns", "Payloads/Activities/unix-end.apns",
        "Payloads/Activities/unix-update.apns",
      ])
    for sample in samples {
      var engine = DiagnosticsEngine()
      PayloadChecker.check(
        Array(sample.contents.utf8), path: sample.path, against: validated.set,
        pushType: .liveactivity, into: &engine)
      // With three activities an update or end says which one it was checked as: its own.
      let id = String(sample.path.dropFirst("Payloads/Activities/".count).prefix { $0 != "-" })
      #expect(
        engine.diagnostics.allSatisfy {
          $0.severity == .note && $0.message.contains("checked as live activity '\(id)'")
        }, "\(sample.path): \(engine.diagnostics)")
    }
    let start = try #require(samples.first { $0.path.hasSuffix("delivery-start.apns") })
    // 2026-01-01T12:30:00Z is 788_963_400 seconds since 2001.
    #expect(start.contents.contains("\"eta\": 788963400"))
    #expect(start.contents.contains("\"attributes-type\": \"DeliveryAttributes\""))
    #expect(start.contents.contains("\"stale-date\": 1767269700"))
    let unix = try #require(samples.first { $0.path.hasSuffix("unix-update.apns") })
    #expect(unix.contents.contains("\"at\": 1767268800"))
    let iso = try #require(samples.first { $0.path.hasSuffix("iso-update.apns") })
    #expect(iso.contents.contains("\"at\": \"2026-01-01T12:00:00Z\""))
  }
}

/// The JSON Schemas of `--payload-schemas`.
@Suite struct LiveActivitySchemaTests {
  /// Each event's schema requires what check-payload requires, dates in the wire form.
  @Test func schemasRequireWhatTheCheckerRequires() throws {
    let outcome = Compiler.check([
      InputFile(path: "spec.yml", bytes: Array(twoActivitiesSpec.utf8))
    ])
    let validated = try #require(outcome.spec, "\(outcome.diagnostics.diagnostics)")
    var plan = Translator.plan(validated)
    plan.payloadSchemas = true
    let schemas = Dictionary(
      uniqueKeysWithValues: Generator.files(plan).filter {
        $0.path.hasPrefix("Payloads/Activities/")
      }.map { ($0.path, $0.contents) })
    #expect(
      schemas.keys.sorted() == [
        "Payloads/Activities/delivery-end.schema.json",
        "Payloads/Activities/delivery-start.schema.json",
        "Payloads/Activities/delivery-update.schema.json",
        "Payloads/Activities/score-end.schema.json",
        "Payloads/Activities/score-update.schema.json",
      ])
    func aps(_ path: String) throws -> JSONValue {
      var reader = JSONReader(Array(try #require(schemas[path]).utf8), path: path)
      let root = JSONValue(try reader.read())
      return try #require(root["properties"]?["aps"])
    }
    let start = try aps("Payloads/Activities/delivery-start.schema.json")
    #expect(
      start["required"]
        == .array(
          ["event", "timestamp", "content-state", "attributes-type", "attributes"].map {
            .string($0)
          }))
    #expect(
      start["properties"]?["attributes-type"]?["const"] == .string("DeliveryAttributes"))
    #expect(
      start["properties"]?["content-state"]?["properties"]?["eta"]?["type"] == .string("number"))
    let score = try aps("Payloads/Activities/score-update.schema.json")
    #expect(
      score["properties"]?["content-state"]?["properties"]?["updated"]?["format"]
        == .string("date-time"))
    #expect(
      score["properties"]?["content-state"]?["required"]
        == .array(["home", "away", "updated"].map { .string($0) }))
    let end = try aps("Payloads/Activities/score-end.schema.json")
    #expect(end["required"] == .array(["event", "timestamp"].map { .string($0) }))
    #expect(
      schemas["Payloads/Activities/score-end.schema.json"]?.hasPrefix(
        "{\n  \"$comment\": \"Generated by herald ") == true)
  }
}
