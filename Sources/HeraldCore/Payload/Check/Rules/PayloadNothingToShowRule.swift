// Rule `payload-nothing-to-show`: a category served by a content extension needs an alert.

/// Notes a payload whose category a content extension serves but which has no `alert`: the
/// system shows no banner, so the user can never expand it and the extension never runs.
struct PayloadNothingToShowRule: PayloadRule {
  /// The records of the ids this rule owns.
  var records: [RuleDescription] { [Self.description] }

  /// Checks a served category's payload for an alert.
  func check(_ payload: PayloadContext, _ diagnostics: inout DiagnosticsEngine) {
    guard payload.aps("alert") == nil, let (member, id) = payload.category,
      let target = payload.served[id]
    else { return }
    diagnostics.report(
      Self.description,
      "content extension '\(target)' serves category '\(id)', but this payload has no 'alert', so nothing is shown and the extension never runs",
      at: member.value.range)
  }
}

extension RuleID {
  /// `payload-nothing-to-show`, described by `PayloadNothingToShowRule.description`.
  public static let payloadNothingToShow = RuleID("payload-nothing-to-show")
}

extension PayloadNothingToShowRule {
  /// The record of `payload-nothing-to-show`.
  static let description = RuleDescription(
    id: .payloadNothingToShow, severity: .note,
    summary: "A payload names a category a content extension serves but has no alert to show.",
    examples: .payloads(
      spec: PayloadExamples.spec,
      triggering: #"{"aps": {"content-available": 1, "category": ↓"podcast"}}"#,
      nonTriggering: #"{"aps": {"alert": "New episode", "category": "podcast"}}"#))
}
