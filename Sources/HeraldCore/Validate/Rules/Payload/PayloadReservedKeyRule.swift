// Rules `payload-reserved-key` and `payload-start-state-key`: a category's custom keys leave
// `aps` to APNs, and its start-state key keeps the type the content extension reads.

/// Checks a category's top-level payload keys against `aps` and its `startState` key.
struct PayloadReservedKeyRule: ValidationRule {
  /// The records of the ids this rule owns, declared below; the registry collects them.
  var records: [RuleDescription] { [Self.reservedKey, Self.startStateKey] }

  /// Reports `aps` and a start-state key declared as anything but a `string` without `enum`.
  func check(_ context: ValidationContext, _ diagnostics: inout DiagnosticsEngine) {
    for category in context.set.categories {
      guard let payload = category.payload?.value else { continue }
      let startKey = category.startState?.value.userInfoKey.value
      for field in payload {
        if field.key.value == MachineStartStateRule.apnsKey {
          diagnostics.report(
            Self.reservedKey,
            "'aps' cannot be a custom payload key: APNs reserves it for its own dictionary; use another key",
            at: field.key.range)
        } else if field.key.value == startKey, !PayloadContract.isStartStateCompatible(field) {
          let what =
            field.enumValues != nil ? "an 'enum'" : "the type '\(field.type?.value.spelling ?? "")'"
          let fixIts =
            field.enumValues == nil
            ? field.type.map { [FixIt(range: $0.range, replacement: "string")] } ?? [] : []
          diagnostics.report(
            Self.startStateKey,
            "'\(field.key.value)' is this category's start-state key, a string naming one of its 'states'; declare it as string without 'enum' (not \(what)), or remove it (it is part of the payload anyway)",
            at: field.type?.range ?? field.key.range, fixIts: fixIts)
        }
      }
    }
    for push in context.set.pushes {
      for field in push.payload?.value ?? [] where field.key.value == MachineStartStateRule.apnsKey
      {
        diagnostics.report(
          Self.reservedKey,
          "'aps' cannot be a custom payload key: APNs reserves it for its own dictionary; use another key",
          at: field.key.range)
      }
    }
  }
}

extension RuleID {
  /// `payload-reserved-key`, described by `PayloadReservedKeyRule.reservedKey`.
  public static let payloadReservedKey = RuleID("payload-reserved-key")
  /// `payload-start-state-key`, described by `PayloadReservedKeyRule.startStateKey`.
  public static let payloadStartStateKey = RuleID("payload-start-state-key")
}

extension PayloadReservedKeyRule {
  /// The record of `payload-reserved-key`.
  static let reservedKey = RuleDescription(
    id: .payloadReservedKey, severity: .error,
    summary: "A category's payload declares `aps`, the key APNs reserves.",
    scopes: .category,
    examples: .specs(
      triggering: "version: 1\ncategories:\n  - id: c\n    payload: { ↓aps: string }\n",
      nonTriggering: "version: 1\ncategories:\n  - id: c\n    payload: { apsId: string }\n"))

  /// The record of `payload-start-state-key`.
  static let startStateKey = RuleDescription(
    id: .payloadStartStateKey, severity: .error,
    summary: "A category's payload declares its start-state key as other than a plain string.",
    scopes: .category,
    examples: .specs(
      triggering: #"""
        version: 1
        categories:
          - id: c
            actions:
              - { id: a, title: A, onTap: { becomes: b } }
            alternates:
              - { id: b, title: B, onTap: { becomes: a } }
            states: { showingA: [a], showingB: [b] }
            startState: { userInfoKey: state }
            payload: { state: ↓integer }
        extensions:
          - { target: UI, categories: [c], principalClass: V, initialContentSizeRatio: 0.5 }
        """#,
      nonTriggering: #"""
        version: 1
        categories:
          - id: c
            actions:
              - { id: a, title: A, onTap: { becomes: b } }
            alternates:
              - { id: b, title: B, onTap: { becomes: a } }
            states: { showingA: [a], showingB: [b] }
            startState: { userInfoKey: state }
            payload: { state: { type: string, example: showingB } }
        extensions:
          - { target: UI, categories: [c], principalClass: V, initialContentSizeRatio: 0.5 }
        """#))
}
