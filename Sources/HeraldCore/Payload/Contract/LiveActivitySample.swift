// The sample Live Activity pushes (`Payloads/Activities/<id>-start|update|end.apns`, with
// `--payloads`): what a server sends to start, update and end an activity, dates in the
// activity's wire form (issue 40).

extension LiveActivityContract {
  /// The events a sample is written for: start only for an activity that allows push-to-start.
  public var sampleEvents: [String] {
    (pushToStart ? ["start"] : []) + ["update", "end"]
  }

  /// The sample's `timestamp`: 2026-01-01T12:00:00Z, the instant of the payload placeholders'
  /// dates, in seconds since 1970.
  public static let sampleTimestamp: Int64 = 1_767_268_800

  /// The sample push of one event, naming the spec file and, when known, the app.
  public func samplePayload(event: String, bundleIdentifier: String?) -> String {
    var aps: [String: JSONValue] = [
      "event": .string(event),
      "timestamp": .int(Int(Self.sampleTimestamp)),
    ]
    if event != "end" || !contentState.isEmpty {
      aps["content-state"] = .object(sampleMembers(contentState))
    }
    if let staleAfter, event != "end" {
      aps["stale-date"] = .int(Int(Self.sampleTimestamp) + staleAfter)
    }
    switch event {
    case "start":
      aps["attributes-type"] = .string(typeName)
      aps["attributes"] = .object(sampleMembers(attributes))
      aps["alert"] = .object([
        "title": .string(id), "body": .string("The '\(id)' Live Activity started."),
      ])
    case "end":
      aps["dismissal-date"] = .int(Int(Self.sampleTimestamp) + 3600)
    default: break
    }
    var payload: [String: JSONValue] = [
      "_generator": .string(FileHeader.json(sources: [source])),
      "aps": .object(aps),
    ]
    if let bundleIdentifier { payload[APNs.simulatorTargetKey] = .string(bundleIdentifier) }
    return JSONValue.ordered(payload.keys.sorted().map { JSONMember($0, payload[$0]!) })
      .rendered()
  }

  /// Each field's example or a placeholder of its type, dates in the wire form.
  func sampleMembers(_ fields: [PayloadField]) -> [String: JSONValue] {
    var members: [String: JSONValue] = [:]
    for field in fields where members[field.key] == nil {
      var visiting: Set<String> = []
      let value =
        field.example.map { JSONValue($0) }
        ?? PayloadContract.placeholder(
          field.type, enumValues: field.enumValues, types: nil, visiting: &visiting)
      members[field.key] = wire(value, field.type)
    }
    return members
  }

  /// A sample value with its dates (RFC 3339, as examples and placeholders write them) in the
  /// activity's wire form.
  func wire(_ value: JSONValue, _ type: PayloadType) -> JSONValue {
    switch (type, value) {
    case (.date, .string(let text)):
      guard dates != .iso8601, let milliseconds = PayloadWire.parseDate(text) else { return value }
      let since1970 = Double(milliseconds) / 1000
      let seconds =
        dates == .secondsSince1970
        ? since1970 : since1970 - ActivityDateWireForm.secondsFrom1970To2001
      return seconds == seconds.rounded() ? .int(Int(seconds)) : .double(seconds)
    case (.array(let element), .array(let items)):
      return .array(items.map { wire($0, element) })
    default:
      return value
    }
  }
}
