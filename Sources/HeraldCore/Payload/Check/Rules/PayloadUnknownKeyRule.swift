// Rule `payload-unknown-key`: `aps` holds only the keys Apple documents.

/// Warns about a key in `aps` that Apple does not document: the system ignores it, so it is
/// usually a misspelling (`thread_id`) or custom data that belongs outside `aps`.
struct PayloadUnknownKeyRule: PayloadRule {
  /// The records of the ids this rule owns.
  var records: [RuleDescription] { [Self.description] }

  /// The documented `aps` keys: notifications, then Live Activities (docs/payloads.md).
  static let known = [
    "alert", "badge", "sound", "thread-id", "category", "content-available", "mutable-content",
    "target-content-id", "interruption-level", "relevance-score", "filter-criteria",
    "timestamp", "event", "content-state", "stale-date", "dismissal-date", "attributes-type",
    "attributes",
  ]

  /// Checks every key of `aps`.
  func check(_ payload: PayloadContext, _ diagnostics: inout DiagnosticsEngine) {
    for member in payload.apsMembers where !Self.known.contains(member.key) {
      let suggestion = Suggestion.closestByDistance(to: member.key, in: Self.known)
      let hint =
        suggestion.map { "; did you mean '\($0)'?" }
        ?? "; custom data belongs next to 'aps', not inside it"
      diagnostics.report(
        Self.description,
        "unknown key '\(member.key)' in 'aps', which the system ignores\(hint)",
        at: member.keyRange,
        fixIts: suggestion.map {
          [FixIt(range: member.keyRange, replacement: JSONEscaping.quoted($0))]
        } ?? [])
    }
  }
}

extension RuleID {
  /// `payload-unknown-key`, described by `PayloadUnknownKeyRule.description`.
  public static let payloadUnknownKey = RuleID("payload-unknown-key")
}

extension PayloadUnknownKeyRule {
  /// The record of `payload-unknown-key`.
  static let description = RuleDescription(
    id: .payloadUnknownKey, severity: .warning,
    summary: "A payload's `aps` holds a key Apple does not document.",
    examples: .payloads(
      spec: PayloadExamples.spec,
      triggering: #"{"aps": {"alert": "Hi", ↓"thread_id": "t1"}}"#,
      nonTriggering: #"{"aps": {"alert": "Hi", "thread-id": "t1"}}"#))
}
