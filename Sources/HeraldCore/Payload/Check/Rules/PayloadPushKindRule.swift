// Rules `payload-push-kind` and `payload-no-push-kind`: which push kind a payload without a
// category contract is, or why it is none.

/// Says which push kind a payload was taken as (a note, so that a payload held to the wrong
/// contract is visible), and warns when a set with push kinds recognizes none in a payload that
/// no category contract takes: the app's generated `Payload` then reports it as `other`.
struct PayloadPushKindRule: PayloadRule {
  /// The records of the ids this rule owns.
  var records: [RuleDescription] { [Self.matched, Self.unmatched] }

  /// Reports the kind, or the closest miss.
  func check(_ payload: PayloadContext, _ diagnostics: inout DiagnosticsEngine) {
    // A Live Activity push is `PayloadLiveActivityRule`'s.
    guard !payload.isLiveActivityPush else { return }
    let kinds = payload.spec.contracts.pushes
    guard !kinds.isEmpty else { return }
    switch payload.match {
    case .category: return
    case .push(let kind):
      let undeclared =
        kind.binding == .undeclaredCategory
        ? "; the spec does not declare category '\(payload.category?.id ?? "")', which the app defines at run time"
        : ""
      diagnostics.report(
        Self.matched,
        "push kind '\(kind.id)' (\(kind.binding.described))\(undeclared)",
        at: payload.root.range,
        notes: [DiagnosticNote("declared here", at: kind.declaration.id.range)])
    case .none:
      // A category the set declares without a contract is the category's business.
      if let id = payload.category?.id, payload.spec.category(id) != nil { return }
      unmatched(kinds, payload, &diagnostics)
    }
  }

  /// Reports that no kind matched, naming the first kind whose keys are present with another
  /// value (with the closest value as the fix-it), or else what the kinds look for.
  func unmatched(
    _ kinds: [PushKind], _ payload: PayloadContext, _ diagnostics: inout DiagnosticsEngine
  ) {
    let members = payload.root.members ?? []
    for kind in kinds {
      guard case .keys(let conditions) = kind.binding else { continue }
      for condition in conditions where !condition.matches(members) {
        guard let member = members.first(where: { PushCondition.sameKey($0.key, condition.key) })
        else { break }
        let strings = condition.values.compactMap { value -> String? in
          if case .string(let text) = value { return text }
          return nil
        }
        let suggestion = member.value.string.flatMap { Suggestion.closest(to: $0, in: strings) }
        diagnostics.report(
          Self.unmatched,
          "no push kind matches this payload, so the app decodes it as none: push kind '\(kind.id)' needs \(condition.key) to be \(condition.values.map(\.json).joined(separator: " or ")), found \(Self.describe(member.value))\(Suggestion.didYouMean(suggestion))",
          at: member.value.range,
          notes: [DiagnosticNote("declared here", at: kind.declaration.id.range)],
          fixIts: suggestion.map {
            [FixIt(range: member.value.range, replacement: JSONEscaping.quoted($0))]
          } ?? [])
        return
      }
    }
    let wanted = kinds.prefix(3).map { "'\($0.id)' (\($0.binding.described))" }
    diagnostics.report(
      Self.unmatched,
      "no push kind matches this payload, and no category contract takes it, so the app decodes it as none; the kinds look for "
        + wanted.joined(separator: ", ") + (kinds.count > 3 ? ", …" : ""),
      at: payload.root.range)
  }
}

extension PayloadPushKindRule {
  /// A payload's value for messages: a string quoted, a number as written, else its kind.
  static func describe(_ node: JSONNode) -> String {
    switch node.value {
    case .string(let text): JSONEscaping.quoted(text)
    case .number(_, let text): text
    case .bool(let flag): flag ? "true" : "false"
    default: node.kindName
    }
  }
}

extension RuleID {
  /// `payload-push-kind`, described by `PayloadPushKindRule.matched`.
  public static let payloadPushKind = RuleID("payload-push-kind")
  /// `payload-no-push-kind`, described by `PayloadPushKindRule.unmatched`.
  public static let payloadNoPushKind = RuleID("payload-no-push-kind")
}

extension PayloadPushKindRule {
  /// The record of `payload-push-kind`.
  static let matched = RuleDescription(
    id: .payloadPushKind, severity: .note,
    summary: "The push kind a payload without a category contract is taken as.",
    examples: .payloads(
      spec: PayloadExamples.pushSpec,
      triggering: #"↓{"aps": {"content-available": 1}, "type": "clear", "ids": ["m1"]}"#,
      nonTriggering: #"{"aps": {"alert": "Hi", "category": "chat"}}"#))

  /// The record of `payload-no-push-kind`.
  static let unmatched = RuleDescription(
    id: .payloadNoPushKind, severity: .warning,
    summary: "A payload that no category contract takes is none of the set's push kinds.",
    examples: .payloads(
      spec: PayloadExamples.pushSpec,
      triggering: #"{"aps": {"content-available": 1}, "type": ↓"clera", "ids": ["m1"]}"#,
      nonTriggering: #"{"aps": {"content-available": 1}, "type": "clear", "ids": ["m1"]}"#))
}
