// Rule `payload-request`: a request file is one request APNs serves: its form, its method, its
// path, each header once.

/// Checks what makes a request file a request APNs answers at all: what the reader found not to
/// be one (`APNsRequestReader`), a method other than POST (`MethodNotAllowed`), a path other
/// than a device's or a broadcast channel's (`BadPath`), a device token that is not hex
/// (`BadDeviceToken`), a header written twice (`DuplicateHeaders`), and a broadcast to another
/// app than the spec's.
struct PayloadRequestRule: RequestRule {
  /// The records of the ids this rule owns.
  var records: [RuleDescription] { [Self.description] }

  /// Checks the request.
  func check(_ request: RequestContext, _ diagnostics: inout DiagnosticsEngine) {
    for problem in request.request.problems {
      diagnostics.report(Self.description, problem.message, at: problem.range)
    }
    if let line = request.request.line { checkLine(line, request, &diagnostics) }
    var first: [String: RequestHeader] = [:]
    for header in request.request.headers {
      guard let earlier = first[header.name] else {
        first[header.name] = header
        continue
      }
      diagnostics.report(
        Self.description,
        "'\(header.name)' is written twice; APNs rejects the request (DuplicateHeaders); keep one",
        at: header.nameRange, notes: [DiagnosticNote("first written here", at: earlier.nameRange)])
    }
  }

  /// Checks the method and the path.
  func checkLine(
    _ line: RequestLine, _ request: RequestContext, _ diagnostics: inout DiagnosticsEngine
  ) {
    if line.method != "POST" {
      diagnostics.report(
        Self.description,
        "APNs takes notifications by POST only; '\(line.method)' is answered 405 (MethodNotAllowed)",
        at: line.methodRange,
        fixIts: [FixIt(range: line.methodRange, replacement: "POST")])
    }
    let path = line.path
    if path.hasPrefix(RequestPaths.devicePrefix) {
      let token = String(path.dropFirst(RequestPaths.devicePrefix.count))
      guard !APNsRequest.isTemplate(token) else { return }
      if token.isEmpty {
        diagnostics.report(
          Self.description,
          "the path names no device token: '/3/device/' ends with the token (MissingDeviceToken)",
          at: line.targetRange)
      } else if !Self.isHex(token) {
        diagnostics.report(
          Self.description,
          "the device token in the path is not hexadecimal, so APNs answers 400 (BadDeviceToken); send the token the app registered, as hex",
          at: line.targetRange)
      }
    } else if path.hasPrefix(RequestPaths.broadcastPrefix) {
      let bundle = String(path.dropFirst(RequestPaths.broadcastPrefix.count))
      if let expected = request.set.app.bundleIdentifier, !APNsRequest.isTemplate(bundle),
        bundle != expected
      {
        diagnostics.report(
          Self.description,
          "the broadcast goes to the channels of '\(bundle)', but the spec's app is '\(expected)' (app.bundleIdentifier), whose activities never see it",
          at: line.targetRange)
      }
    } else if !APNsRequest.isTemplate(path) {
      diagnostics.report(
        Self.description,
        "APNs serves '/3/device/<token>' (a device) and '/4/broadcasts/apps/<bundle id>' (a broadcast channel); this path is answered 404 (BadPath)",
        at: line.targetRange)
    }
  }

  /// Whether `text` is hexadecimal digits only.
  static func isHex(_ text: String) -> Bool {
    text.utf8.allSatisfy { byte in
      switch byte {
      case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "a")...UInt8(ascii: "f"),
        UInt8(ascii: "A")...UInt8(ascii: "F"):
        true
      default: false
      }
    }
  }
}

extension RuleID {
  /// `payload-request`, described by `PayloadRequestRule.description`.
  public static let payloadRequest = RuleID("payload-request")
}

extension PayloadRequestRule {
  /// The record of `payload-request`.
  static let description = RuleDescription(
    id: .payloadRequest, severity: .error,
    summary:
      "A request file is no request APNs serves: no blank line before the payload, a method other than POST, a path other than a device's or a broadcast channel's, a header written twice.",
    examples: .requests(
      spec: PayloadExamples.spec,
      triggering: """
        ↓GET /3/device/0a1b2c
        apns-push-type: alert

        {"aps": {"alert": "Hi"}}
        """,
      nonTriggering: """
        POST /3/device/0a1b2c
        apns-push-type: alert

        {"aps": {"alert": "Hi"}}
        """))
}
