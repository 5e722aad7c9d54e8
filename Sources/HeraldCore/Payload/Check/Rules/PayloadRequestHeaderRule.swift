// Rule `payload-request-header`: a request's other APNs headers hold what APNs accepts.

/// Checks the `apns-` headers the other request rules do not: `apns-expiration` is whole
/// seconds since 1970 (`BadExpirationDate`), `apns-collapse-id` at most 64 bytes
/// (`BadCollapseId`), `apns-id` a canonical UUID (`BadMessageId`), a broadcast names its
/// channel (`apns-channel-id`, `MissingChannelId`), and an `apns-` header APNs does not define
/// is a warning: APNs ignores it, so what it was meant to set is not set.
struct PayloadRequestHeaderRule: RequestRule {
  /// The records of the ids this rule owns.
  var records: [RuleDescription] { [Self.description] }

  /// The `apns-` headers APNs defines.
  static let known = [
    "apns-push-type", "apns-topic", "apns-priority", "apns-expiration", "apns-collapse-id",
    "apns-id", "apns-channel-id", "apns-request-id",
  ]

  /// The most bytes of `apns-collapse-id`.
  static let collapseIDLimit = 64

  /// Checks the headers.
  func check(_ request: RequestContext, _ diagnostics: inout DiagnosticsEngine) {
    for header in request.request.headers where header.name.hasPrefix("apns-") {
      guard Self.known.contains(header.name) else {
        let suggestion = Suggestion.closest(to: header.name, in: Self.known)
        diagnostics.report(
          Self.description, as: .warning,
          "'\(header.name)' is no header APNs defines, so it is ignored\(suggestion.map { "; did you mean '\($0)'?" } ?? "")",
          at: header.nameRange,
          fixIts: suggestion.map { [FixIt(range: header.nameRange, replacement: $0)] } ?? [])
        continue
      }
      guard !header.isTemplate else { continue }
      checkValue(header, &diagnostics)
    }
    if request.isBroadcast && request.request.header("apns-channel-id") == nil {
      diagnostics.report(
        Self.description,
        "a broadcast names its channel in 'apns-channel-id'; without it APNs rejects the request (MissingChannelId)",
        at: request.start)
    }
  }

  /// Checks one known header's value.
  func checkValue(_ header: RequestHeader, _ diagnostics: inout DiagnosticsEngine) {
    switch header.name {
    case "apns-expiration":
      if header.value.isEmpty || !header.value.utf8.allSatisfy(Self.isDigit) {
        diagnostics.report(
          Self.description,
          "'apns-expiration' is whole seconds since 1970 (0 to not store the push); APNs rejects '\(header.value)' (BadExpirationDate)",
          at: header.valueRange)
      }
    case "apns-collapse-id":
      let count = header.value.utf8.count
      if count > Self.collapseIDLimit {
        diagnostics.report(
          Self.description,
          "'apns-collapse-id' is \(count) bytes; APNs takes at most \(Self.collapseIDLimit) and rejects the request (BadCollapseId)",
          at: header.valueRange)
      }
    case "apns-id", "apns-request-id":
      if !Self.isUUID(header.value) {
        diagnostics.report(
          Self.description,
          "'\(header.name)' is a UUID written 8-4-4-4-12 hex digits, such as 123e4567-e89b-12d3-a456-4266554400a0; APNs rejects '\(header.value)' (BadMessageId)",
          at: header.valueRange)
      }
    default:
      break
    }
  }

  /// An ASCII digit.
  static func isDigit(_ byte: UInt8) -> Bool {
    byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
  }

  /// Whether `text` is a canonical UUID: hex digits in groups of 8, 4, 4, 4 and 12.
  static func isUUID(_ text: String) -> Bool {
    let groups = text.split(separator: "-", omittingEmptySubsequences: false)
    return groups.map(\.utf8.count) == [8, 4, 4, 4, 12]
      && groups.allSatisfy { PayloadRequestRule.isHex(String($0)) }
  }
}

extension RuleID {
  /// `payload-request-header`, described by `PayloadRequestHeaderRule.description`.
  public static let payloadRequestHeader = RuleID("payload-request-header")
}

extension PayloadRequestHeaderRule {
  /// The record of `payload-request-header`.
  static let description = RuleDescription(
    id: .payloadRequestHeader, severities: [.error, .warning],
    summary:
      "A request's `apns-expiration`, `apns-collapse-id` or `apns-id` holds what APNs rejects, a broadcast has no `apns-channel-id`, or an `apns-` header is none APNs defines.",
    examples: .requests(
      spec: PayloadExamples.requestSpec,
      triggering: """
        POST /3/device/0a1b2c
        apns-push-type: alert
        apns-topic: com.example.app
        apns-expiration: ↓tomorrow

        {"aps": {"alert": "Hi"}}
        """,
      nonTriggering: """
        POST /3/device/0a1b2c
        apns-push-type: alert
        apns-topic: com.example.app
        apns-expiration: 1700003600

        {"aps": {"alert": "Hi"}}
        """))
}
