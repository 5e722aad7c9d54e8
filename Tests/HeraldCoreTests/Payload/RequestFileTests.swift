// Request files (`.http`, issue 40): the reader keeps every part located, each header rule
// names the APNs error it would cause, a fix-it clears what it reports, and a request's body is
// checked exactly as the same payload in a `.json` file.

import Foundation
import Testing

@testable import HeraldCore

/// The app `com.example.app`, a category and a Live Activity.
private let requestSpec = PayloadExamples.requestSpec.files.joined()

/// The same set without `app.bundleIdentifier`: only topics' suffixes can be checked.
private let anonymousSpec = requestSpec.replacingOccurrences(
  of: "app: { bundleIdentifier: com.example.app }\n", with: "")

/// A Live Activity update's payload.
private let update =
  #"{"aps": {"event": "update", "timestamp": 1700000000, "content-state": {"status": "near"}}}"#

/// Checks a request file's text against a spec.
private func checkRequest(
  _ text: String, spec: String = requestSpec, path: String = "r.http", pushType: PushType = .auto
) throws -> [Diagnostic] {
  let outcome = Compiler.check(
    [InputFile(path: "spec.yml", bytes: Array(spec.utf8))], keepingMachines: false)
  let set = try #require(outcome.spec?.set, "\(outcome.diagnostics.diagnostics)")
  var engine = DiagnosticsEngine()
  PayloadChecker.check(
    Array(text.utf8), path: path, against: set, pushType: pushType, into: &engine)
  return engine.sorted
}

/// A request of `headers` and `body`.
private func request(_ headers: [String], body: String = update, line: String? = nil) -> String {
  ([line ?? "POST /3/device/0a1b2c"] + headers + ["", body]).joined(separator: "\n") + "\n"
}

/// The request headers of a well-formed Live Activity update.
private let activityHeaders = [
  "apns-push-type: liveactivity", "apns-topic: com.example.app.push-type.liveactivity",
  "apns-priority: 10",
]

/// `text` with one fix-it applied: its edits are on one line each.
private func applying(_ fixIt: FixIt, to text: String) -> String {
  var lines = text.components(separatedBy: "\n").map { Array($0.unicodeScalars) }
  for edit in fixIt.edits.reversed() {
    let line = edit.range.start.line - 1
    let start = edit.range.start.column - 1
    let end = edit.range.end.column - 1
    lines[line].replaceSubrange(start..<end, with: Array(edit.replacement.unicodeScalars))
  }
  return lines.map { String(String.UnicodeScalarView($0)) }.joined(separator: "\n")
}

@Suite struct RequestFileTests {
  /// The reader keeps the request line, the headers (names lowercased, values trimmed) and the
  /// body's start, with positions in scalars, through comments, CR LF and a byte order mark.
  @Test func readerKeepsEveryPart() {
    let text =
      "\u{FEFF}# title\r\n### separator\r\nPOST https://api.push.apple.com:443/3/device/ab HTTP/2\r\n"
      + "// comment\r\nX-Note:  é  \r\nAPNS-Topic: com.example.app\r\n\r\n{}\r\n"
    let request = APNsRequestReader(Array(text.utf8), path: "r.http").read()
    #expect(request.problems.isEmpty)
    #expect(request.line?.method == "POST")
    #expect(request.line?.path == "/3/device/ab")
    #expect(request.line?.targetRange.start == SourcePosition(line: 3, column: 6))
    #expect(request.headers.map(\.name) == ["x-note", "apns-topic"])
    #expect(request.headers.map(\.value) == ["é", "com.example.app"])
    let note = request.headers[0]
    #expect(note.valueRange.start == SourcePosition(line: 5, column: 10))
    #expect(note.valueRange.end == SourcePosition(line: 5, column: 11))
    #expect(request.header("apns-topic")?.nameRange.end == SourcePosition(line: 6, column: 11))
    #expect(request.body?.line == 8)
    #expect(request.body.map { Array(text.utf8)[$0.offset] } == UInt8(ascii: "{"))
  }

  /// A lone CR, NEL, LS and PS break lines as they do in every file Herald shows.
  @Test func everyLineBreakCounts() {
    for newline in ["\r", "\u{85}", "\u{2028}", "\u{2029}"] {
      let text = ["POST /3/device/ab", "apns-topic: t", "", "{}"].joined(separator: newline)
      let request = APNsRequestReader(Array(text.utf8), path: "r.http").read()
      #expect(request.headers.first?.valueRange.start == SourcePosition(line: 2, column: 13))
      #expect(request.body?.line == 4, "\(newline.unicodeScalars.first!.value)")
    }
  }

  /// What is no request is a located `payload-request` error, and reading goes on.
  @Test func malformedHeadsAreLocated() throws {
    let cases: [(text: String, line: Int, column: Int, fragment: String)] = [
      ("POST /3/device/ab\nnot a header\n\n{}", 2, 1, "is no header"),
      ("POST /3/device/ab\nbad name: x\n\n{}", 2, 1, "HTTP token"),
      ("POST /3/device/ab\n: x\n\n{}", 2, 1, "starts with its name"),
      ("POST /3/device/ab\napns-topic: t\n", 2, 14, "has no payload"),
      ("POST /3/device/ab\napns-topic: t\n  ", 3, 3, "has no payload"),
      ("POST /3/device/\n\n{}", 1, 6, "MissingDeviceToken"),
      ("POST /3/device/xyz\n\n{}", 1, 6, "BadDeviceToken"),
      ("DELETE /3/device/ab\n\n{}", 1, 1, "MethodNotAllowed"),
      ("POST /2/device/ab\n\n{}", 1, 6, "BadPath"),
    ]
    for (text, line, column, fragment) in cases {
      let found = try checkRequest(text).filter { $0.id == .payloadRequest }
      #expect(
        found.contains {
          $0.range.start == SourcePosition(line: line, column: column)
            && $0.message.contains(fragment)
        }, "\(text.debugDescription): \(found.map(\.message))")
    }
  }

  /// Each header rule names the APNs error its finding causes, with the severity it has.
  @Test func eachFindingNamesItsAPNsError() throws {
    let cases: [(headers: [String], body: String, id: RuleID, severity: Severity, error: String)] =
      [
        (
          ["apns-push-type: liveactivty"], update, .payloadPushTypeHeader, .error, "InvalidPushType"
        ),
        (
          ["apns-topic: com.example.app.push-type.liveactivity"], update, .payloadPushTypeHeader,
          .error, "liveactivity"
        ),
        (
          ["apns-topic: com.example.app"], #"{"aps": {"alert": "Hi"}}"#, .payloadPushTypeHeader,
          .warning, "watchOS"
        ),
        (
          ["apns-push-type: liveactivity", "apns-priority: 11"], update, .payloadPriority, .error,
          "BadPriority"
        ),
        (
          ["apns-push-type: background", "apns-topic: com.example.app", "apns-priority: 10"],
          #"{"aps": {"content-available": 1}}"#, .payloadPriority, .error, "5"
        ),
        (
          ["apns-push-type: background", "apns-topic: com.example.app"],
          #"{"aps": {"content-available": 1}}"#, .payloadPriority, .warning, "at 10"
        ),
        (["apns-push-type: liveactivity"], update, .payloadTopic, .error, "MissingTopic"),
        (
          ["apns-push-type: alert"], #"{"aps": {"alert": "Hi"}}"#, .payloadTopic, .warning,
          "MissingTopic"
        ),
        (
          ["apns-push-type: liveactivity", "apns-topic: com.example.app"], update, .payloadTopic,
          .error, "TopicDisallowed"
        ),
        (
          ["apns-push-type: alert", "apns-topic: com.example.other"], #"{"aps": {"alert": "Hi"}}"#,
          .payloadTopic, .error, "DeviceTokenNotForTopic"
        ),
        (
          ["apns-push-type: alert", "apns-topic: com.example.app.push-type.liveactivity"],
          #"{"aps": {"alert": "Hi"}}"#, .payloadTopic, .error, "TopicDisallowed"
        ),
        (
          ["apns-push-type: alert", "apns-expiration: -1"], #"{"aps": {"alert": "Hi"}}"#,
          .payloadRequestHeader, .error, "BadExpirationDate"
        ),
        (
          ["apns-push-type: alert", "apns-collapse-id: " + String(repeating: "é", count: 33)],
          #"{"aps": {"alert": "Hi"}}"#, .payloadRequestHeader, .error, "66 bytes"
        ),
        (
          ["apns-push-type: alert", "apns-id: 123e4567-e89b-12d3-a456"],
          #"{"aps": {"alert": "Hi"}}"#, .payloadRequestHeader, .error, "BadMessageId"
        ),
        (
          ["apns-push-type: alert", "apns-prority: 10"], #"{"aps": {"alert": "Hi"}}"#,
          .payloadRequestHeader, .warning, "apns-priority"
        ),
        (
          ["apns-push-type: alert", "apns-topic: com.example.app", "apns-topic: com.example.app"],
          #"{"aps": {"alert": "Hi"}}"#, .payloadRequest, .error, "DuplicateHeaders"
        ),
      ]
    for (headers, body, id, severity, error) in cases {
      let found = try checkRequest(request(headers, body: body)).filter { $0.id == id }
      #expect(
        found.contains { $0.severity == severity && $0.message.contains(error) },
        "\(headers): \(found.map { "\($0.severity): \($0.message)" })")
    }
  }

  /// A well-formed request draws nothing, and templates (`{{…}}`, `$…`) are not checked.
  @Test func goodRequestsAndTemplatesAreClean() throws {
    #expect(try checkRequest(request(activityHeaders)).isEmpty)
    let templated = request(
      [
        "apns-push-type: liveactivity", "apns-topic: {{bundle}}.push-type.liveactivity",
        "apns-priority: $PRIORITY", "apns-expiration: {{expiry}}",
      ], line: "POST https://{{host}}/3/device/{{token}} HTTP/2")
    #expect(try checkRequest(templated).isEmpty)
    let broadcast = request(
      [
        "apns-push-type: liveactivity", "apns-channel-id: dHN0LXNyY2gtY2hubA==", "apns-priority: 5",
      ],
      line: "POST /4/broadcasts/apps/com.example.app")
    #expect(try checkRequest(broadcast).isEmpty)
  }

  /// A broadcast names its channel and goes to the spec's app, and a Live Activity's payload
  /// is never sent as anything else.
  @Test func broadcastsAreChecked() throws {
    let other = try checkRequest(
      request(
        ["apns-push-type: liveactivity"], line: "POST /4/broadcasts/apps/com.example.other"))
    #expect(
      other.map(\.id).sorted { $0.rawValue < $1.rawValue } == [
        .payloadRequest, .payloadRequestHeader,
      ])
    #expect(other.contains { $0.message.contains("MissingChannelId") })
  }

  /// Without `app.bundleIdentifier` the suffix is still checked, with a note that says how to
  /// check the whole topic.
  @Test func suffixAloneWithoutBundleIdentifier() throws {
    let bare = try checkRequest(
      request(["apns-push-type: liveactivity", "apns-topic: com.x.app"]), spec: anonymousSpec
    ).filter { $0.id == .payloadTopic }
    #expect(bare.count == 1)
    #expect(
      bare.first?.fixIts.first?.edits.first?.replacement == "com.x.app.push-type.liveactivity")
    #expect(bare.first?.notes.contains { $0.message.contains("bundleIdentifier") } == true)
    let suffixed = try checkRequest(
      request(
        ["apns-push-type: alert", "apns-topic: com.x.app.voip"], body: #"{"aps": {"alert": "A"}}"#),
      spec: anonymousSpec
    ).filter { $0.id == .payloadTopic }
    #expect(suffixed.first?.fixIts.first?.edits.first?.replacement == "com.x.app")
    let right = try checkRequest(
      request(["apns-push-type: voip", "apns-topic: com.x.app.voip"], body: #"{"aps": {}}"#),
      spec: anonymousSpec)
    #expect(!right.contains { $0.id == .payloadTopic })
  }

  /// Every fix-it of a header finding clears it: after the edit, the id is not reported there.
  @Test func fixItsClearWhatTheyReport() throws {
    let broken = [
      request([
        "apns-push-type: Liveactivity", "apns-topic: com.example.app.push-type.liveactivity",
      ]),
      request(["apns-push-type: alert", "apns-topic: com.example.app.push-type.liveactivity"]),
      request(["apns-push-type: liveactivity", "apns-topic: com.example.app"]),
      request(["apns-push-type: liveactivity", "apns-topic: com.example.app.voip"]),
      request(
        ["apns-push-type: background", "apns-topic: com.example.app", "apns-priority: 10"],
        body: #"{"aps": {"content-available": 1}}"#),
      request(activityHeaders, line: "PUT /3/device/0a1b2c"),
    ]
    for text in broken {
      let found = try checkRequest(text).filter { !$0.fixIts.isEmpty }
      #expect(!found.isEmpty, "no fix-it for:\n\(text)")
      for diagnostic in found {
        let fixed = applying(diagnostic.fixIts[0], to: text)
        let again = try checkRequest(fixed)
        #expect(
          !again.contains { $0.id == diagnostic.id && $0.range.start == diagnostic.range.start },
          "\(diagnostic.message) stays after its fix-it:\n\(fixed)")
      }
    }
  }

  /// The header decides the push type: the same 4,500-byte body fits a VoIP request and not
  /// an alert's, and a location query needs no `aps`.
  @Test func headerDecidesThePushType() throws {
    let body = #"{"aps": {}, "caller": ""# + String(repeating: "x", count: 4500) + #""}"#
    let voip = try checkRequest(
      request(["apns-push-type: voip", "apns-topic: com.example.app.voip"], body: body))
    #expect(!voip.contains { $0.id == .payloadTooLarge })
    let alert = try checkRequest(
      request(["apns-push-type: alert", "apns-topic: com.example.app"], body: body), pushType: .voip
    )
    #expect(alert.contains { $0.id == .payloadTooLarge && $0.range.start.line == 5 })
    let location = try checkRequest(
      request(
        ["apns-push-type: location", "apns-topic: com.example.app.location-query"], body: "{}"))
    #expect(location.isEmpty, "\(location.map(\.message))")
    let mdm = try checkRequest(
      request(
        ["apns-push-type: mdm", "apns-topic: com.apple.mgmt.External.1"], body: #"{"mdm": "x"}"#))
    #expect(mdm.isEmpty, "\(mdm.map(\.message))")
  }

  /// Each payload of the corpus, put behind a head that sets nothing, draws the diagnostics it
  /// draws as a `.json` file, moved down by the head's lines.
  @Test func bodiesAreCheckedAsPayloadFiles() throws {
    let set = try PayloadCorpusTests.set()
    let requestIDs = Set(PayloadChecker.requestRecordIDs)
    for url in try PayloadCorpusTests.payloads() where url.pathExtension == "json" {
      let bytes = Array(try Data(contentsOf: url))
      var asPayload = DiagnosticsEngine()
      PayloadChecker.check(bytes, path: "p.json", against: set, into: &asPayload)
      var asRequest = DiagnosticsEngine()
      let head = Array("POST /3/device/0a\nx-note: none\n\n".utf8)
      PayloadChecker.check(head + bytes, path: "p.http", against: set, into: &asRequest)
      let fromBody = asRequest.sorted.filter { !requestIDs.contains($0.id) }
      #expect(fromBody.map(\.id) == asPayload.sorted.map(\.id), "\(url.lastPathComponent)")
      #expect(fromBody.map(\.message) == asPayload.sorted.map(\.message))
      #expect(
        fromBody.map { $0.range.start.line } == asPayload.sorted.map { $0.range.start.line + 3 })
      #expect(fromBody.map { $0.range.start.column } == asPayload.sorted.map(\.range.start.column))
    }
  }

  /// The request's push type comes first: `--push-type alert` does not turn a `liveactivity`
  /// request into an alert, and without the header `--push-type` decides.
  @Test func headerComesBeforeTheOption() throws {
    let sent = try checkRequest(request(activityHeaders), pushType: .alert)
    #expect(sent.isEmpty, "\(sent.map(\.message))")
    let unsent = try checkRequest(
      request(["apns-topic: com.example.app.push-type.liveactivity"]), pushType: .liveactivity)
    #expect(unsent.contains { $0.id == .payloadPushTypeHeader && $0.severity == .error })
    #expect(!unsent.contains { $0.id == .payloadTopic })
  }
}
