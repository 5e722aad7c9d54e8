// Rule `payload-unknown-category`: `aps.category` must name a category of the spec set.

/// Looks `aps.category` up in the set. A category the app never registered gets no actions: the
/// system shows the notification plain, so a misspelt id fails silently on the device.
struct PayloadCategoryRule: PayloadRule {
  /// The records of the ids this rule owns.
  var records: [RuleDescription] { [Self.description] }

  /// Checks the category's name.
  func check(_ payload: PayloadContext, _ diagnostics: inout DiagnosticsEngine) {
    guard let (member, id) = payload.category else { return }
    guard payload.spec.category(id) == nil else { return }
    // A push kind bound to this category, or to categories the app defines at run time, takes
    // it: the app knows it without registering it.
    if case .push(let kind) = payload.match, kind.binding.bindsCategory { return }
    let (suggestion, limitNotes) = payload.spec.suggest(id)
    let hint = Suggestion.didYouMean(suggestion)
    diagnostics.report(
      Self.description,
      "no category '\(id)' in the spec set, so the notification shows without actions\(hint)",
      at: member.value.range,
      notes: limitNotes
        + (suggestion.flatMap(payload.spec.category).map {
          [DiagnosticNote("'\($0.id.value)' is declared here", at: $0.id.range)]
        } ?? []),
      fixIts: suggestion.map {
        [FixIt(range: member.value.range, replacement: JSONEscaping.quoted($0))]
      } ?? [])
  }
}

extension RuleID {
  /// `payload-unknown-category`, described by `PayloadCategoryRule.description`.
  public static let payloadUnknownCategory = RuleID("payload-unknown-category")
}

extension PayloadCategoryRule {
  /// The record of `payload-unknown-category`.
  static let description = RuleDescription(
    id: .payloadUnknownCategory, severity: .error,
    summary: "A payload's `aps.category` names no category of the spec set.",
    examples: .payloads(
      spec: PayloadExamples.spec,
      triggering: #"{"aps": {"alert": "Hi", "category": ↓"caht"}}"#,
      nonTriggering: #"{"aps": {"alert": "Hi", "category": "chat"}}"#))
}
