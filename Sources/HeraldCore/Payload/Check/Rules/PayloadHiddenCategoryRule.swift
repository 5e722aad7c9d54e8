// Rule `payload-unregistered-category`: `aps.category` names a category the app does not
// register everywhere.

/// Warns when the named category exists but is not registered (`register: false`) or is
/// unavailable on some platform of the set: there the notification shows without its actions.
struct PayloadHiddenCategoryRule: PayloadRule {
  /// The records of the ids this rule owns.
  var records: [RuleDescription] { [Self.description] }

  /// Checks the category's registration.
  func check(_ payload: PayloadContext, _ diagnostics: inout DiagnosticsEngine) {
    guard let (member, id) = payload.category,
      let category = payload.spec.category(id)
    else { return }
    if let register = category.register, !register.value {
      diagnostics.report(
        Self.description,
        "category '\(id)' has 'register: false', so the app does not register it and the notification shows without its actions",
        at: member.value.range,
        notes: [DiagnosticNote("'register: false' is here", at: register.range)])
      return
    }
    let unavailable = category.availability.unavailable.filter {
      payload.set.targets($0.value)
    }
    guard let first = unavailable.first else { return }
    let names = unavailable.map(\.value.rawValue).joined(separator: ", ")
    diagnostics.report(
      Self.description,
      "category '\(id)' is unavailable on \(names), so there the notification shows without its actions",
      at: member.value.range,
      notes: [DiagnosticNote("'unavailable' is here", at: first.range)])
  }
}

extension RuleID {
  /// `payload-unregistered-category`, described by `PayloadHiddenCategoryRule.description`.
  public static let payloadUnregisteredCategory = RuleID("payload-unregistered-category")
}

extension PayloadHiddenCategoryRule {
  /// The record of `payload-unregistered-category`.
  static let description = RuleDescription(
    id: .payloadUnregisteredCategory, severity: .warning,
    summary:
      "A payload names a category with `register: false` or unavailable on a platform of the set.",
    examples: .payloads(
      spec: PayloadExamples.spec,
      triggering: #"{"aps": {"alert": "Hi", "category": ↓"hidden"}}"#,
      nonTriggering: #"{"aps": {"alert": "Hi", "category": "chat"}}"#))
}
