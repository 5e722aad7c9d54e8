// Rule `payload-lenient-value`: a lenient key's value is malformed. The generated decoding
// gives nil there and reports the problem in `decodingProblems`, so the notification still
// decodes; `check-payload` warns.

extension PayloadContractRule {
  /// Reports a problem inside a lenient key's value as a warning.
  func reportLenient(_ problem: PayloadValueProblem, _ diagnostics: inout DiagnosticsEngine) {
    diagnostics.report(
      Self.lenientValue,
      "\(problem.message); the key is lenient, so the app decodes it as nil and reports the problem in 'decodingProblems'",
      at: problem.range)
  }

  /// The record of `payload-lenient-value`.
  static let lenientValue = RuleDescription(
    id: .payloadLenientValue, severity: .warning,
    summary:
      "A payload's value of a `lenient` key is malformed: the app decodes it as nil and goes on.",
    examples: .payloads(
      spec: """
        version: 1
        categories:
          - id: ride
            actions: [{ id: accept, title: Accept }]
            payload:
              seats: { type: integer, optional: true, lenient: true }
        """,
      triggering: #"{"aps": {"alert": "Hi", "category": "ride"}, "seats": ↓"two"}"#,
      nonTriggering: #"{"aps": {"alert": "Hi", "category": "ride"}, "seats": 2}"#))
}

extension RuleID {
  /// `payload-lenient-value`, described by `PayloadContractRule.lenientValue`.
  public static let payloadLenientValue = RuleID("payload-lenient-value")
}
