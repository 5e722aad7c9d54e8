// The shape of a request rule, and what it reads: a request file's located request line and
// headers, what its payload holds, and the spec set.

/// A check of a request file's request line and headers. Each rule lives in its own file under
/// `Payload/Check/Rules` with its ids and records; `PayloadChecker.requestRules` lists them.
protocol RequestRule: RecordedRule {
  /// Runs the check.
  func check(_ request: RequestContext, _ diagnostics: inout DiagnosticsEngine)
}

/// One request file's head, with what the checks of its headers need of its payload.
struct RequestContext: Sendable {
  /// The request line and headers.
  let request: APNsRequest
  /// The file's path, for diagnostics that point at its start.
  let path: String
  /// The payload's `aps` members; empty when the payload did not read as an object with one.
  var apsMembers: [JSONNodeMember]
  /// The spec set.
  let set: SpecSet
  /// The push type `--push-type` gave: what a request without `apns-push-type` is checked as.
  let given: PushType

  /// The `apns-push-type` header's value, when it is one APNs accepts.
  var headerType: APNsPushTypeHeader? {
    request.checkedHeader("apns-push-type").flatMap { APNsPushTypeHeader(rawValue: $0.value) }
  }

  /// Whether the payload is a Live Activity's: `aps` has `event` or `content-state`.
  var isLiveActivityPayload: Bool { PushType.isLiveActivity(apsMembers) }

  /// Whether the request goes to a broadcast channel (`/4/broadcasts/apps/<bundle id>`), which
  /// carries Live Activity updates to every device subscribed to it.
  var isBroadcast: Bool {
    request.line.map { $0.path.hasPrefix(RequestPaths.broadcastPrefix) } ?? false
  }

  /// The push type the request is sent as: its header's, or else what `--push-type` gives or
  /// the payload implies (as for a payload file). `PushType`'s values are header values.
  var sentAs: APNsPushTypeHeader {
    let type = given == .auto ? PushType.implied(by: apsMembers) : given
    return headerType ?? APNsPushTypeHeader(rawValue: type.rawValue) ?? .alert
  }

  /// A range at the start of the file: where a diagnostic about a missing header points.
  var start: SourceRange {
    let first = request.line?.methodRange ?? request.headers.first?.nameRange
    let origin = SourcePosition(line: 1, column: 1)
    return first ?? SourceRange(file: path, start: origin, end: origin)
  }
}

/// The request paths APNs serves.
enum RequestPaths {
  /// A push to one device: `/3/device/<device token>`.
  static let devicePrefix = "/3/device/"
  /// A Live Activity push to a broadcast channel: `/4/broadcasts/apps/<bundle id>`.
  static let broadcastPrefix = "/4/broadcasts/apps/"
}
