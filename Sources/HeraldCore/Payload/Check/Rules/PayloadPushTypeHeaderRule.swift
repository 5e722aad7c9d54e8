// Rule `payload-push-type-header`: a request's `apns-push-type` is a value APNs accepts and says
// what its payload is.

/// Checks `apns-push-type`. An unknown value is rejected (`InvalidPushType`). A missing one is
/// worse than it looks for a Live Activity: APNs then takes the push for an alert or a
/// background update, and ActivityKit never applies it; for a notification it is required on
/// watchOS and recommended elsewhere. A Live Activity payload sent as another type, or a
/// broadcast that is not a Live Activity push, reaches no activity.
struct PayloadPushTypeHeaderRule: RequestRule {
  /// The records of the ids this rule owns.
  var records: [RuleDescription] { [Self.description] }

  /// The values, as messages and suggestions list them.
  static let values = APNsPushTypeHeader.allCases.map(\.rawValue)

  /// Checks the header.
  func check(_ request: RequestContext, _ diagnostics: inout DiagnosticsEngine) {
    guard let header = request.request.header("apns-push-type") else {
      checkMissing(request, &diagnostics)
      return
    }
    guard !header.isTemplate else { return }
    guard let type = APNsPushTypeHeader(rawValue: header.value) else {
      let lowercased = header.value.lowercased()
      let suggestion =
        APNsPushTypeHeader(rawValue: lowercased)?.rawValue
        ?? Suggestion.closest(to: lowercased, in: Self.values)
      diagnostics.report(
        Self.description,
        "'\(header.value)' is no apns-push-type, so APNs rejects the request (InvalidPushType); the values are \(Self.values.joined(separator: ", "))\(suggestion.map { "; did you mean '\($0)'?" } ?? "")",
        at: header.valueRange,
        fixIts: suggestion.map { [FixIt(range: header.valueRange, replacement: $0)] } ?? [])
      return
    }
    if request.isLiveActivityPayload && type != .liveactivity {
      diagnostics.report(
        Self.description,
        "the payload is a Live Activity's ('aps' has 'event' or 'content-state'), but it is sent as '\(type.rawValue)': APNs delivers it as a notification and ActivityKit never applies it; send 'apns-push-type: liveactivity'",
        at: header.valueRange,
        fixIts: [FixIt(range: header.valueRange, replacement: "liveactivity")])
    } else if request.isBroadcast && type != .liveactivity {
      diagnostics.report(
        Self.description,
        "a broadcast channel carries Live Activity pushes only; send 'apns-push-type: liveactivity'",
        at: header.valueRange,
        fixIts: [FixIt(range: header.valueRange, replacement: "liveactivity")])
    }
  }

  /// Reports a request without the header.
  func checkMissing(_ request: RequestContext, _ diagnostics: inout DiagnosticsEngine) {
    if request.isLiveActivityPayload || request.isBroadcast {
      diagnostics.report(
        Self.description,
        "the request has no 'apns-push-type'; a Live Activity push needs 'apns-push-type: liveactivity', without which APNs takes it for a notification and ActivityKit never applies it",
        at: request.start)
    } else {
      diagnostics.report(
        Self.description, as: .warning,
        "the request has no 'apns-push-type', which APNs requires for watchOS and recommends everywhere; the payload is \(request.sentAs.phrase): send 'apns-push-type: \(request.sentAs.rawValue)'",
        at: request.start)
    }
  }
}

extension RuleID {
  /// `payload-push-type-header`, described by `PayloadPushTypeHeaderRule.description`.
  public static let payloadPushTypeHeader = RuleID("payload-push-type-header")
}

extension PayloadPushTypeHeaderRule {
  /// The record of `payload-push-type-header`.
  static let description = RuleDescription(
    id: .payloadPushTypeHeader, severities: [.error, .warning],
    summary:
      "A request's `apns-push-type` is missing, is no value APNs accepts, or does not say what the payload is (a Live Activity's payload sent as a notification).",
    examples: .requests(
      spec: PayloadExamples.requestSpec,
      triggering: """
        POST /3/device/0a1b2c
        apns-push-type: ↓alert
        apns-topic: com.example.app.push-type.liveactivity

        {"aps": {"event": "update", "timestamp": 1700000000, "content-state": {"status": "near"}}}
        """,
      nonTriggering: """
        POST /3/device/0a1b2c
        apns-push-type: liveactivity
        apns-topic: com.example.app.push-type.liveactivity

        {"aps": {"event": "update", "timestamp": 1700000000, "content-state": {"status": "near"}}}
        """))
}
