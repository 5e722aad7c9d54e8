// Rule `payload-priority`: a request's `apns-priority` is 10, 5 or 1, and 5 for a background
// update.

/// Checks `apns-priority`. APNs takes 10 (deliver now), 5 (deliver when the device's power
/// allows) and 1 (power first, never wake the device), and rejects anything else
/// (`BadPriority`). A background update must be sent with 5: Apple documents 10 as an error for
/// it, and a request without the header is sent at 10.
struct PayloadPriorityRule: RequestRule {
  /// The records of the ids this rule owns.
  var records: [RuleDescription] { [Self.description] }

  /// The priorities APNs accepts.
  static let values = ["10", "5", "1"]

  /// Checks the header.
  func check(_ request: RequestContext, _ diagnostics: inout DiagnosticsEngine) {
    let background = request.sentAs == .background
    guard let header = request.request.header("apns-priority") else {
      if background {
        diagnostics.report(
          Self.description, as: .warning,
          "the request has no 'apns-priority', so APNs sends it at 10, which a background update must not use; send 'apns-priority: 5'",
          at: request.start)
      }
      return
    }
    guard !header.isTemplate else { return }
    guard Self.values.contains(header.value) else {
      diagnostics.report(
        Self.description,
        "'\(header.value)' is no apns-priority; APNs takes 10, 5 or 1 and rejects the request (BadPriority)",
        at: header.valueRange)
      return
    }
    if background && header.value == "10" {
      diagnostics.report(
        Self.description,
        "a background update is sent with 'apns-priority: 5'; 10 is an error for it, and APNs may reject or drop it",
        at: header.valueRange, fixIts: [FixIt(range: header.valueRange, replacement: "5")])
    }
  }
}

extension RuleID {
  /// `payload-priority`, described by `PayloadPriorityRule.description`.
  public static let payloadPriority = RuleID("payload-priority")
}

extension PayloadPriorityRule {
  /// The record of `payload-priority`.
  static let description = RuleDescription(
    id: .payloadPriority, severities: [.error, .warning],
    summary:
      "A request's `apns-priority` is not 10, 5 or 1, or a background update is sent at 10 (which a request without the header is).",
    examples: .requests(
      spec: PayloadExamples.requestSpec,
      triggering: """
        POST /3/device/0a1b2c
        apns-push-type: background
        apns-topic: com.example.app
        apns-priority: ↓10

        {"aps": {"content-available": 1}}
        """,
      nonTriggering: """
        POST /3/device/0a1b2c
        apns-push-type: background
        apns-topic: com.example.app
        apns-priority: 5

        {"aps": {"content-available": 1}}
        """))
}
