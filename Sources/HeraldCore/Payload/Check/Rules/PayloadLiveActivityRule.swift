// Rules `payload-activity-event`, `payload-activity-timestamp`, `payload-activity-content-state`,
// `payload-activity-attributes` and `payload-activity-dismissal-date`: a Live Activity push
// (`--push-type liveactivity`, or `aps.event` / `aps.content-state`) is one ActivityKit applies
// (issue 40). APNs answers 200 to most of what these find; the device then drops the push.

/// Checks a Live Activity push against the set's `liveActivities`.
struct PayloadLiveActivityRule: PayloadRule {
  /// The records of the ids this rule owns, declared below; the registry collects them.
  var records: [RuleDescription] {
    [Self.event, Self.timestamp, Self.contentState, Self.attributes, Self.dismissalDate]
  }

  /// The values `event` takes.
  static let events = ["start", "update", "end"]

  /// Checks the push.
  func check(_ payload: PayloadContext, _ diagnostics: inout DiagnosticsEngine) {
    guard payload.isLiveActivityPush else { return }
    let apsRange = payload.aps.keyRange
    let event = payload.aps("event")
    let name = event?.value.string
    if event == nil {
      diagnostics.report(
        Self.event,
        "a Live Activity push needs 'event' in 'aps' (start, update or end); without it ActivityKit does not apply the push",
        at: apsRange)
    } else if let name, !Self.events.contains(name) {
      // Another type is `payload-aps-value`'s.
      let hint = Suggestion.didYouMean(name, in: Self.events)
      diagnostics.report(
        Self.event,
        "'aps.event' is '\(name)'\(hint); ActivityKit applies only start, update and end, and drops the push",
        at: event!.value.range,
        fixIts: Suggestion.closest(to: name, in: Self.events).map {
          [FixIt(range: event!.value.range, replacement: JSONEscaping.quoted($0))]
        } ?? [])
    }
    let timestamp = payload.aps("timestamp")
    if timestamp == nil {
      diagnostics.report(
        Self.timestamp,
        "a Live Activity push needs 'timestamp' in 'aps' (seconds since 1970); ActivityKit orders updates by it and drops a push without one",
        at: apsRange)
    }
    if let stale = payload.aps("stale-date"), let staleDate = stale.value.number,
      let time = timestamp?.value.number, staleDate <= time
    {
      diagnostics.report(
        Self.timestamp,
        "'aps.stale-date' (\(stale.value.number.map(Self.seconds) ?? "")) is not after 'aps.timestamp' (\(Self.seconds(time))): the activity is stale the moment the update arrives; send a later stale date",
        at: stale.value.range,
        notes: [DiagnosticNote("the timestamp is here", at: timestamp!.value.range)])
    }
    if let dismissal = payload.aps("dismissal-date"), name != "end", name != nil {
      diagnostics.report(
        Self.dismissalDate,
        "'aps.dismissal-date' belongs to an end event; ActivityKit ignores it on '\(name!)', so the activity is not dismissed then",
        at: dismissal.keyRange)
    }
    let activities = LiveActivityContract.all(payload.set)
    let chosen = checkAttributes(payload, event: name, activities, &diagnostics)
    checkContentState(payload, event: name, activities, chosen: chosen, &diagnostics)
  }

  /// Seconds as messages write them.
  static func seconds(_ value: Double) -> String {
    value == value.rounded() && abs(value) < 1e15 ? String(Int64(value)) : String(value)
  }

  /// Checks `attributes-type` and `attributes`: only on start, where they name a declared
  /// activity that allows push-to-start and carry its attributes. Returns the activity a start
  /// names.
  func checkAttributes(
    _ payload: PayloadContext, event: String?, _ activities: [LiveActivityContract],
    _ diagnostics: inout DiagnosticsEngine
  ) -> LiveActivityContract? {
    let type = payload.aps("attributes-type")
    let attributes = payload.aps("attributes")
    guard event == "start" else {
      for member in [type, attributes].compactMap({ $0 }) where event != nil {
        diagnostics.report(
          Self.attributes,
          "'aps.\(member.key)' belongs to a start event; on '\(event!)' ActivityKit ignores it (the activity keeps the attributes it started with)",
          at: member.keyRange)
      }
      return nil
    }
    guard let type else {
      diagnostics.report(
        Self.attributes,
        "a start event needs 'attributes-type', the name of the ActivityAttributes type to start\(Self.typeList(activities)); without it the system starts no activity",
        at: payload.aps.keyRange)
      return nil
    }
    guard let typeName = type.value.string else { return nil }
    guard let activity = activities.first(where: { $0.typeName == typeName }) else {
      guard !activities.isEmpty else { return nil }
      let names = activities.map(\.typeName)
      diagnostics.report(
        Self.attributes,
        "'aps.attributes-type' is '\(typeName)', which is no generated ActivityAttributes type\(Self.typeList(activities)), so the system starts no activity\(Suggestion.didYouMean(typeName, in: names))",
        at: type.value.range,
        fixIts: Suggestion.closest(to: typeName, in: names).map {
          [FixIt(range: type.value.range, replacement: JSONEscaping.quoted($0))]
        } ?? [])
      return nil
    }
    if !activity.pushToStart {
      diagnostics.report(
        Self.attributes, as: .warning,
        "live activity '\(activity.id)' does not say 'pushToStart: true', so the app may not ask for a push-to-start token and this start reaches no device",
        at: type.value.range)
    }
    guard let attributes else {
      diagnostics.report(
        Self.attributes,
        "a start event needs 'attributes', the static data of '\(activity.typeName)'; without it the attributes do not decode and no activity starts",
        at: payload.aps.keyRange)
      return activity
    }
    let checker = ActivityValueCheck(dates: activity.dates)
    for problem in checker.check(attributes.value, activity.attributes, path: "aps.attributes")
    where problem.severity == .error {
      diagnostics.report(
        Self.attributes,
        "\(problem.message); '\(activity.typeName)' does not decode from it, so no activity starts",
        at: problem.range)
    }
    return activity
  }

  /// Checks `content-state` against the activity's contract: the one a start names, the only
  /// one declared, or any that it matches (said in a note).
  func checkContentState(
    _ payload: PayloadContext, event: String?, _ activities: [LiveActivityContract],
    chosen: LiveActivityContract?, _ diagnostics: inout DiagnosticsEngine
  ) {
    guard let state = payload.aps("content-state") else {
      if event == "start" || event == "update" {
        diagnostics.report(
          Self.contentState,
          "a\(event == "update" ? "n" : "") \(event!) event needs 'content-state', the activity's ContentState; without it ActivityKit drops the push",
          at: payload.aps.keyRange)
      }
      return
    }
    guard state.value.members != nil else { return }
    let candidates = chosen.map { [$0] } ?? activities
    guard !candidates.isEmpty else {
      if activities.isEmpty {
        diagnostics.report(
          Self.contentState, as: .note,
          "the spec set declares no 'liveActivities', so 'aps.content-state' is not checked",
          at: state.keyRange)
      }
      return
    }
    let checked = candidates.map { activity in
      (
        activity,
        ActivityValueCheck(dates: activity.dates).check(
          state.value, activity.contentState, path: "aps.content-state")
      )
    }
    if candidates.count > 1 {
      let matching = checked.filter { !$0.1.contains { $0.severity == .error } }
      guard let first = matching.first else {
        let names = candidates.map { "'\($0.id)'" }.joined(separator: ", ")
        let notes = checked.compactMap { activity, problems in
          problems.first { $0.severity == .error }.map {
            DiagnosticNote("as '\(activity.id)': \($0.message)", at: $0.range)
          }
        }
        diagnostics.report(
          Self.contentState,
          "'aps.content-state' is the ContentState of no declared activity (\(names)); ActivityKit fails to decode it and the activity keeps its old content (APNs still answers 200)",
          at: state.keyRange, notes: notes)
        return
      }
      diagnostics.report(
        Self.contentState, as: .note,
        "'aps.content-state' is checked as live activity '\(first.0.id)' ('\(first.0.typeName).ContentState'), the first declared activity it decodes as",
        at: state.keyRange)
      report(first.1, activity: first.0, &diagnostics)
      return
    }
    report(checked[0].1, activity: checked[0].0, &diagnostics)
  }

  /// Reports the problems of a content state checked as `activity`.
  func report(
    _ problems: [ActivityValueCheck.Problem], activity: LiveActivityContract,
    _ diagnostics: inout DiagnosticsEngine
  ) {
    for problem in problems {
      let consequence =
        problem.severity == .error
        ? "; '\(activity.typeName).ContentState' does not decode from it, so ActivityKit drops the update (APNs still answers 200)"
        : ""
      diagnostics.report(
        Self.contentState, as: problem.severity, problem.message + consequence,
        at: problem.range, fixIts: problem.fixIts)
    }
  }

  /// ` (DeliveryAttributes or PickupAttributes)`, or nothing without activities.
  static func typeList(_ activities: [LiveActivityContract]) -> String {
    activities.isEmpty
      ? "" : " (" + activities.map(\.typeName).joined(separator: " or ") + ")"
  }
}

/// The checker of an activity's attributes and content state: what the generated Codable
/// decodes with a default `JSONDecoder`, dates in the activity's `dates` form.
struct ActivityValueCheck {
  /// The activity's date wire form.
  let dates: ActivityDateWireForm

  /// One problem at a key path.
  struct Problem {
    /// What is wrong, naming the key path.
    let message: String
    /// Where.
    let range: SourceRange
    /// `.error` when decoding fails, `.warning` when it decodes into something not meant.
    let severity: Severity
    /// A replacement value, if one is known.
    var fixIts: [FixIt] = []
  }

  /// The problems of an object checked against fields.
  func check(_ node: JSONNode, _ fields: [PayloadField], path: String) -> [Problem] {
    guard let members = node.members else {
      return [Problem(message: "'\(path)' must be an object", range: node.range, severity: .error)]
    }
    var problems: [Problem] = []
    let declared = Set(fields.map(\.key))
    for field in fields {
      let keyPath = path + "." + field.key
      guard let member = members.first(where: { $0.key == field.key }),
        member.value.value.isNotNull
      else {
        if !field.isOptional {
          problems.append(
            Problem(
              message: "'\(keyPath)' is missing (\(describe(field.type)))", range: node.range,
              severity: .error))
        }
        continue
      }
      problems += value(member.value, field.type, field: field, path: keyPath)
    }
    for member in members where !declared.contains(member.key) {
      let hint = Suggestion.didYouMean(member.key, in: fields.map(\.key))
      problems.append(
        Problem(
          message:
            "'\(path).\(member.key)' is not a declared key\(hint); the generated type ignores it",
          range: member.keyRange, severity: .warning))
    }
    return problems
  }

  /// How messages name a type: a date in the activity's wire form.
  func describe(_ type: PayloadType) -> String {
    switch type {
    case .date:
      switch dates {
      case .secondsSince2001: "a date: a number of seconds since 2001"
      case .secondsSince1970: "a date: a number of seconds since 1970"
      case .iso8601: "a date: an RFC 3339 date-time string"
      }
    case .array(let element): "an array whose elements are each " + describe(element)
    default: type.described
    }
  }

  /// The problems of one value of `type`.
  func value(_ node: JSONNode, _ type: PayloadType, field: PayloadField, path: String)
    -> [Problem]
  {
    func wrong(_ expected: String) -> [Problem] {
      [
        Problem(
          message: "'\(path)' must be \(expected), not \(node.kindName)", range: node.range,
          severity: .error)
      ]
    }
    switch type {
    case .string:
      guard let text = node.string else { return wrong("a string") }
      if let values = field.enumValues,
        !values.contains(where: { $0.unicodeScalars.elementsEqual(text.unicodeScalars) })
      {
        return [
          Problem(
            message:
              "'\(path)' is '\(text)'\(Suggestion.closest(to: text, in: values).map { " (did you mean '\($0)'?)" } ?? ""), none of \(values.joined(separator: ", "))",
            range: node.range, severity: .error,
            fixIts: Suggestion.closest(to: text, in: values).map {
              [FixIt(range: node.range, replacement: JSONEscaping.quoted($0))]
            } ?? [])
        ]
      }
      return []
    case .integer:
      guard let number = node.number else { return wrong("an integer") }
      return number == number.rounded() && abs(number) <= Double(PayloadWire.maximumInteger)
        ? [] : wrong("an integer")
    case .number:
      return node.number == nil ? wrong("a number") : []
    case .boolean:
      if case .bool = node.value { return [] }
      return wrong("true or false")
    case .url:
      // As a category payload's `url`: an absolute URL that Foundation's `URL` reads as
      // written; an empty string or one with a space does not decode at all.
      guard let text = node.string else { return wrong("a URL string") }
      guard PayloadWire.isAbsoluteURL(text) else {
        return [
          Problem(
            message:
              "'\(path)' must be an absolute URL such as 'https://example.com/a', not '\(text)'",
            range: node.range, severity: .error)
        ]
      }
      return []
    case .date:
      return date(node, path: path)
    case .array(let element):
      guard case .array(let items) = node.value else { return wrong("an array") }
      return items.enumerated().flatMap { index, item in
        value(item, element, field: field, path: "\(path)[\(index)]")
      }
    case .named, .map, .json:
      // `live-activity-field` refuses these in the spec.
      return []
    }
  }

  /// The problems of a date in the activity's wire form. Seconds since 2001 that read as a
  /// Unix timestamp (a date after 2040) are a warning with the same instant as its fix-it.
  func date(_ node: JSONNode, path: String) -> [Problem] {
    switch dates {
    case .iso8601:
      guard let text = node.string, PayloadWire.parseDate(text) != nil else {
        return [
          Problem(
            message:
              "'\(path)' must be an RFC 3339 date-time string (dates: iso8601), not \(node.string.map { "'\($0)'" } ?? node.kindName)",
            range: node.range, severity: .error)
        ]
      }
      return []
    case .secondsSince1970, .secondsSince2001:
      guard let seconds = node.number else {
        let form =
          dates == .secondsSince2001
          ? "since 2001 (what a default JSONDecoder reads)" : "since 1970"
        return [
          Problem(
            message: "'\(path)' must be a number of seconds \(form), not \(node.kindName)",
            range: node.range, severity: .error)
        ]
      }
      guard dates == .secondsSince2001, seconds > Self.unixLooking else { return [] }
      let since2001 = seconds - ActivityDateWireForm.secondsFrom1970To2001
      let text = PayloadLiveActivityRule.seconds(since2001)
      return [
        Problem(
          message:
            "'\(path)' is \(PayloadLiveActivityRule.seconds(seconds)) seconds since 2001, a date after 2040: a Unix timestamp sent as it lands about 31 years late; the same instant since 2001 is \(text)",
          range: node.range, severity: .warning,
          fixIts: [FixIt(range: node.range, replacement: text)])
      ]
    }
  }

  /// Seconds since 2001 beyond which a date is after 2040-01-01: what a Unix timestamp of
  /// today reads as (1.2e9 since 2001 is 2039).
  static let unixLooking = 1_230_768_000.0
}

extension JSONNode.Value {
  /// Whether the value is not `null`.
  var isNotNull: Bool {
    if case .null = self { return false }
    return true
  }
}

extension RuleID {
  /// `payload-activity-event`, described by `PayloadLiveActivityRule.event`.
  public static let payloadActivityEvent = RuleID("payload-activity-event")
  /// `payload-activity-timestamp`, described by `PayloadLiveActivityRule.timestamp`.
  public static let payloadActivityTimestamp = RuleID("payload-activity-timestamp")
  /// `payload-activity-content-state`, described by `PayloadLiveActivityRule.contentState`.
  public static let payloadActivityContentState = RuleID("payload-activity-content-state")
  /// `payload-activity-attributes`, described by `PayloadLiveActivityRule.attributes`.
  public static let payloadActivityAttributes = RuleID("payload-activity-attributes")
  /// `payload-activity-dismissal-date`, described by `PayloadLiveActivityRule.dismissalDate`.
  public static let payloadActivityDismissalDate = RuleID("payload-activity-dismissal-date")
}

extension PayloadLiveActivityRule {
  /// The spec the records' examples are checked against.
  static let exampleSpec: RuleExample = """
    version: 1
    liveActivities:
      - id: delivery
        pushToStart: true
        attributes: { order: string }
        contentState:
          status: { type: string, enum: [preparing, delivered] }
          eta: date
    """

  /// The record of `payload-activity-event`.
  static let event = RuleDescription(
    id: .payloadActivityEvent, severity: .error,
    summary: "A Live Activity push has no `event`, or one other than start, update and end.",
    examples: .payloads(
      spec: exampleSpec,
      triggering:
        #"{"aps": {"event": ↓"updat", "timestamp": 1765000000, "content-state": {"status": "preparing", "eta": 786692800}}}"#,
      nonTriggering:
        #"{"aps": {"event": "update", "timestamp": 1765000000, "content-state": {"status": "preparing", "eta": 786692800}}}"#
    ))

  /// The record of `payload-activity-timestamp`.
  static let timestamp = RuleDescription(
    id: .payloadActivityTimestamp, severity: .error,
    summary: "A Live Activity push has no `timestamp`, or a `stale-date` not after it.",
    examples: .payloads(
      spec: exampleSpec,
      triggering:
        #"{"aps": {"event": "update", "timestamp": 1765000000, "stale-date": ↓1764999000, "content-state": {"status": "preparing", "eta": 786692800}}}"#,
      nonTriggering:
        #"{"aps": {"event": "update", "timestamp": 1765000000, "stale-date": 1765000900, "content-state": {"status": "preparing", "eta": 786692800}}}"#
    ))

  /// The record of `payload-activity-content-state`.
  static let contentState = RuleDescription(
    id: .payloadActivityContentState, severities: [.error, .warning, .note],
    summary:
      "A Live Activity push's `content-state` is missing or does not decode as the activity's `ContentState`.",
    examples: .payloads(
      spec: exampleSpec,
      triggering:
        #"{"aps": {"event": "update", "timestamp": 1765000000, "content-state": {"status": "preparing", "eta": ↓"2025-12-06T05:46:40Z"}}}"#,
      nonTriggering:
        #"{"aps": {"event": "update", "timestamp": 1765000000, "content-state": {"status": "preparing", "eta": 786692800}}}"#
    ))

  /// The record of `payload-activity-attributes`.
  static let attributes = RuleDescription(
    id: .payloadActivityAttributes, severities: [.error, .warning],
    summary:
      "`attributes-type` or `attributes` is on an event other than start, or a start's do not name and decode as a declared activity.",
    examples: .payloads(
      spec: exampleSpec,
      triggering:
        #"{"aps": {"event": "start", "timestamp": 1765000000, "attributes-type": ↓"Delivery", "attributes": {"order": "A1"}, "content-state": {"status": "preparing", "eta": 786692800}}}"#,
      nonTriggering:
        #"{"aps": {"event": "start", "timestamp": 1765000000, "attributes-type": "DeliveryAttributes", "attributes": {"order": "A1"}, "content-state": {"status": "preparing", "eta": 786692800}}}"#
    ))

  /// The record of `payload-activity-dismissal-date`.
  static let dismissalDate = RuleDescription(
    id: .payloadActivityDismissalDate, severity: .error,
    summary: "A Live Activity push other than an end event has a `dismissal-date`.",
    examples: .payloads(
      spec: exampleSpec,
      triggering:
        #"{"aps": {"event": "update", "timestamp": 1765000000, ↓"dismissal-date": 1765003600, "content-state": {"status": "preparing", "eta": 786692800}}}"#,
      nonTriggering:
        #"{"aps": {"event": "end", "timestamp": 1765000000, "dismissal-date": 1765003600, "content-state": {"status": "delivered", "eta": 786692800}}}"#
    ))
}
