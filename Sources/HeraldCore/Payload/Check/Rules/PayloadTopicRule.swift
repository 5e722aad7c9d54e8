// Rule `payload-topic`: a request's `apns-topic` is the spec's bundle identifier with the suffix
// its push type asks for.

/// Checks `apns-topic` against `app.bundleIdentifier` and the push type the request is sent as:
/// the bundle identifier alone for alerts and background updates, with `.push-type.liveactivity`
/// for a Live Activity, `.voip` for VoIP and so on (`APNsPushTypeHeader.topicSuffix`). A Live
/// Activity push sent to the bare bundle identifier is the classic `TopicDisallowed`; a topic of
/// another app is `DeviceTokenNotForTopic`. Without `app.bundleIdentifier` only the suffix is
/// checked. A broadcast names its app in the path and has no topic to check.
struct PayloadTopicRule: RequestRule {
  /// The records of the ids this rule owns.
  var records: [RuleDescription] { [Self.description] }

  /// Checks the header.
  func check(_ request: RequestContext, _ diagnostics: inout DiagnosticsEngine) {
    guard !request.isBroadcast else { return }
    let type = request.sentAs
    guard let header = request.request.header("apns-topic") else {
      if type == .liveactivity {
        diagnostics.report(
          Self.description,
          "the request has no 'apns-topic'; Live Activity pushes authenticate with a token, which needs the topic named, so APNs rejects it (MissingTopic)\(Self.expected(request, type))",
          at: request.start)
      } else {
        diagnostics.report(
          Self.description, as: .warning,
          "the request has no 'apns-topic'; with token-based authentication APNs rejects it (MissingTopic), and only a certificate of a single topic supplies one\(Self.expected(request, type))",
          at: request.start)
      }
      return
    }
    guard !header.isTemplate, let suffix = type.topicSuffix else { return }
    let topic = header.value
    if let bundle = request.set.app.bundleIdentifier {
      checkWhole(topic, header, type: type, expected: bundle + suffix, bundle: bundle, &diagnostics)
    } else {
      checkSuffix(topic, header, type: type, suffix: suffix, &diagnostics)
    }
  }

  /// Compares the topic with the one the spec's bundle identifier and the push type make.
  func checkWhole(
    _ topic: String, _ header: RequestHeader, type: APNsPushTypeHeader, expected: String,
    bundle: String, _ diagnostics: inout DiagnosticsEngine
  ) {
    guard topic != expected else { return }
    let why: String
    if topic == bundle {
      why =
        "\(type.phrase) goes to the bundle identifier with '\(type.topicSuffix ?? "")'; APNs rejects the bare one (TopicDisallowed)"
    } else if let other = APNsPushTypeHeader.suffixed(topic), other.bundle == bundle {
      why =
        "'\(topic)' is the topic of \(other.type.rawValue) pushes, and this is \(type.phrase) ('\(type.rawValue)'); APNs rejects it (TopicDisallowed or DeviceTokenNotForTopic)"
    } else {
      why =
        "'\(topic)' is not the topic of the spec's app ('\(bundle)', app.bundleIdentifier), whose device tokens APNs then refuses (DeviceTokenNotForTopic)"
    }
    diagnostics.report(
      Self.description, "\(why); send 'apns-topic: \(expected)'", at: header.valueRange,
      fixIts: [FixIt(range: header.valueRange, replacement: expected)])
  }

  /// Without a bundle identifier, checks that the topic ends as the push type asks.
  func checkSuffix(
    _ topic: String, _ header: RequestHeader, type: APNsPushTypeHeader, suffix: String,
    _ diagnostics: inout DiagnosticsEngine
  ) {
    let other = APNsPushTypeHeader.suffixed(topic)
    let note = DiagnosticNote(
      "with 'app: { bundleIdentifier: … }' in the spec, Herald checks the whole topic", at: nil)
    if suffix.isEmpty, let other {
      diagnostics.report(
        Self.description,
        "'\(topic)' is the topic of \(other.type.rawValue) pushes; \(type.phrase) goes to the bundle identifier alone, '\(other.bundle)' (DeviceTokenNotForTopic)",
        at: header.valueRange, notes: [note],
        fixIts: [FixIt(range: header.valueRange, replacement: other.bundle)])
    } else if !suffix.isEmpty && (!topic.hasSuffix(suffix) || other?.type != type) {
      let fixed = (other?.bundle ?? topic) + suffix
      diagnostics.report(
        Self.description,
        "\(type.phrase) goes to the bundle identifier with '\(suffix)'; APNs rejects '\(topic)' (TopicDisallowed); send 'apns-topic: \(fixed)'",
        at: header.valueRange, notes: [note],
        fixIts: [FixIt(range: header.valueRange, replacement: fixed)])
    }
  }

  /// `; send 'apns-topic: …'` when the spec names the app, for a missing topic's message.
  static func expected(_ request: RequestContext, _ type: APNsPushTypeHeader) -> String {
    guard let bundle = request.set.app.bundleIdentifier, let suffix = type.topicSuffix else {
      return ""
    }
    return "; send 'apns-topic: \(bundle + suffix)'"
  }
}

extension RuleID {
  /// `payload-topic`, described by `PayloadTopicRule.description`.
  public static let payloadTopic = RuleID("payload-topic")
}

extension PayloadTopicRule {
  /// The record of `payload-topic`.
  static let description = RuleDescription(
    id: .payloadTopic, severities: [.error, .warning],
    summary:
      "A request's `apns-topic` is missing, or is not the app's bundle identifier with the suffix its push type asks for (`.push-type.liveactivity` for a Live Activity).",
    examples: .requests(
      spec: PayloadExamples.requestSpec,
      triggering: """
        POST /3/device/0a1b2c
        apns-push-type: liveactivity
        apns-topic: ↓com.example.app

        {"aps": {"event": "update", "timestamp": 1700000000, "content-state": {"status": "near"}}}
        """,
      nonTriggering: """
        POST /3/device/0a1b2c
        apns-push-type: liveactivity
        apns-topic: com.example.app.push-type.liveactivity

        {"aps": {"event": "update", "timestamp": 1700000000, "content-state": {"status": "near"}}}
        """))
}
