// Rule `payload-shape`: a payload is a JSON object holding an `aps` object.

/// Checks the top level: APNs takes an object, and reads the notification from its `aps`
/// dictionary. It runs from `PayloadChecker` before the other rules, which need `aps`.
struct PayloadShapeRule: PayloadRule {
  /// The records of the ids this rule owns.
  var records: [RuleDescription] { [Self.description] }

  /// Nothing more to check once `aps(of:)` has found the `aps` object.
  func check(_ payload: PayloadContext, _ diagnostics: inout DiagnosticsEngine) {}

  /// The `aps` member of `root`, or nil after reporting why there is none.
  static func aps(of root: JSONNode, _ diagnostics: inout DiagnosticsEngine) -> JSONNodeMember? {
    guard root.members != nil else {
      diagnostics.report(
        Self.description,
        "a payload is a JSON object, not \(root.kindName); put the notification in {\"aps\": {...}}",
        at: root.range)
      return nil
    }
    guard let aps = root["aps"] else {
      let hint = Suggestion.didYouMean("aps", in: root.members?.map(\.key) ?? [])
      diagnostics.report(
        Self.description,
        "the payload has no 'aps' object, where APNs reads the notification\(hint)",
        at: root.range)
      return nil
    }
    guard aps.value.members != nil else {
      diagnostics.report(
        Self.description, "'aps' must be an object, not \(aps.value.kindName)",
        at: aps.value.range)
      return nil
    }
    return aps
  }
}

extension RuleID {
  /// `payload-shape`, described by `PayloadShapeRule.description`.
  public static let payloadShape = RuleID("payload-shape")
}

extension PayloadShapeRule {
  /// The record of `payload-shape`.
  static let description = RuleDescription(
    id: .payloadShape, severity: .error,
    summary: "A payload is not a JSON object with an `aps` object.",
    examples: .payloads(
      spec: PayloadExamples.spec,
      triggering: #"↓{"alert": "Hi"}"#,
      nonTriggering: #"{"aps": {"alert": "Hi"}}"#))
}
