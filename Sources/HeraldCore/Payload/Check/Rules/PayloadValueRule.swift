// Rule `payload-aps-value`: the `aps` keys Apple documents have the types and ranges it gives.

/// Checks the value of each documented `aps` key (see docs/payloads.md for the sources): a
/// value of the wrong type is ignored or rejected by the system, so the notification does not
/// look or behave as intended.
struct PayloadValueRule: PayloadRule {
  /// The records of the ids this rule owns.
  var records: [RuleDescription] { [Self.description] }

  /// The values `interruption-level` takes.
  static let interruptionLevels = ["passive", "active", "time-sensitive", "critical"]
  /// The keys of an `alert` object.
  static let alertKeys = [
    "title", "subtitle", "body", "launch-image", "title-loc-key", "title-loc-args",
    "subtitle-loc-key", "subtitle-loc-args", "loc-key", "loc-args",
  ]
  /// The keys of a `sound` object.
  static let soundKeys = ["critical", "name", "volume"]

  /// Checks every documented key present.
  func check(_ payload: PayloadContext, _ diagnostics: inout DiagnosticsEngine) {
    for member in payload.apsMembers {
      let value = member.value
      let problem: String? =
        switch member.key {
        case "alert": alert(value, &diagnostics)
        case "badge": badge(value)
        case "sound": sound(value, &diagnostics)
        case "thread-id", "category", "target-content-id", "filter-criteria", "event",
          "attributes-type":
          value.string == nil ? "must be a string, not \(value.kindName)" : nil
        case "content-available", "mutable-content": flag(value)
        case "interruption-level": interruptionLevel(value)
        case "relevance-score": payload.isLiveActivity ? number(value) : unitNumber(value)
        case "timestamp", "stale-date", "dismissal-date":
          value.number == nil ? "must be a number (seconds since 1970), not \(value.kindName)" : nil
        case "content-state", "attributes":
          value.members == nil ? "must be an object, not \(value.kindName)" : nil
        default: nil
        }
      if let problem {
        diagnostics.report(
          Self.description, "'aps.\(member.key)' \(problem)", at: value.range)
      }
    }
  }

  /// `alert`: a string, or an object of strings and string arrays.
  func alert(_ value: JSONNode, _ diagnostics: inout DiagnosticsEngine) -> String? {
    if value.string != nil { return nil }
    guard let members = value.members else {
      return "must be a string or an object, not \(value.kindName)"
    }
    for member in members {
      if member.key.hasSuffix("-args") {
        let isList: Bool
        if case .array(let items) = member.value.value {
          isList = items.allSatisfy { $0.string != nil }
        } else {
          isList = false
        }
        if !isList {
          diagnostics.report(
            Self.description, "'aps.alert.\(member.key)' must be an array of strings",
            at: member.value.range)
        }
      } else if Self.alertKeys.contains(member.key), member.value.string == nil {
        diagnostics.report(
          Self.description,
          "'aps.alert.\(member.key)' must be a string, not \(member.value.kindName)",
          at: member.value.range)
      }
    }
    return nil
  }

  /// `badge`: a whole number, 0 removing the badge.
  func badge(_ value: JSONNode) -> String? {
    guard let number = value.number, number >= 0, number == number.rounded(),
      number <= Double(Int32.max)
    else {
      return "must be a whole number, 0 or more (0 removes the badge), not \(describe(value))"
    }
    return nil
  }

  /// `sound`: a file name, or an object for critical alerts.
  func sound(_ value: JSONNode, _ diagnostics: inout DiagnosticsEngine) -> String? {
    if value.string != nil { return nil }
    guard let members = value.members else {
      return "must be a sound file name (or \"default\") or an object, not \(value.kindName)"
    }
    for member in members {
      let problem: String? =
        switch member.key {
        case "name": member.value.string == nil ? "must be a string" : nil
        case "critical": flag(member.value)
        case "volume": unitNumber(member.value)
        default: nil
        }
      if let problem {
        diagnostics.report(
          Self.description, "'aps.sound.\(member.key)' \(problem)",
          at: member.value.range)
      }
    }
    return nil
  }

  /// `content-available`, `mutable-content`, `sound.critical`: the number 1 (0 means absent).
  func flag(_ value: JSONNode) -> String? {
    guard let number = value.number, number == 1 || number == 0 else {
      return "must be the number 1 (or be left out), not \(describe(value))"
    }
    return nil
  }

  /// `relevance-score`, `sound.volume`: a number from 0 to 1.
  func unitNumber(_ value: JSONNode) -> String? {
    guard let number = value.number, number >= 0, number <= 1 else {
      return "must be a number from 0 to 1, not \(describe(value))"
    }
    return nil
  }

  /// A Live Activity's `relevance-score`: any number (it ranks the app's activities).
  func number(_ value: JSONNode) -> String? {
    value.number == nil ? "must be a number, not \(describe(value))" : nil
  }

  /// `interruption-level`: one of four strings.
  func interruptionLevel(_ value: JSONNode) -> String? {
    guard let level = value.string else {
      return "must be a string (passive, active, time-sensitive or critical), not \(value.kindName)"
    }
    guard !Self.interruptionLevels.contains(level) else { return nil }
    return "must be passive, active, time-sensitive or critical, not '\(level)'"
      + Suggestion.didYouMean(level, in: Self.interruptionLevels)
  }

  /// A value for messages: a number or string as written, otherwise its kind.
  func describe(_ value: JSONNode) -> String {
    switch value.value {
    case .number(_, let text): text
    case .string(let text): "the string '\(text)'"
    default: value.kindName
    }
  }
}

extension RuleID {
  /// `payload-aps-value`, described by `PayloadValueRule.description`.
  public static let payloadApsValue = RuleID("payload-aps-value")
}

extension PayloadValueRule {
  /// The record of `payload-aps-value`.
  static let description = RuleDescription(
    id: .payloadApsValue, severity: .error,
    summary: "A documented `aps` key has a value of the wrong type or out of its range.",
    examples: .payloads(
      spec: PayloadExamples.spec,
      triggering: #"{"aps": {"alert": "Hi", "relevance-score": ↓2}}"#,
      nonTriggering: #"{"aps": {"alert": "Hi", "relevance-score": 0.5}}"#))
}
