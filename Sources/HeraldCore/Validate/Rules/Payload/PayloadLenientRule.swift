// Rule `payload-lenient`: `lenient: true` only on an optional key (a malformed value decodes
// as nil, which a required key cannot be), and no key of an object with a lenient key takes
// the property name `decodingProblems`, where the generated struct reports the problems.

/// Checks `lenient` on every payload field.
struct PayloadLenientRule: ValidationRule {
  /// The records of the ids this rule owns, declared below; the registry collects them.
  var records: [RuleDescription] { [Self.description] }

  /// The property that holds a struct's lenient problems.
  static let problemsProperty = "decodingProblems"

  /// Reports a lenient required key, with a fix-it adding `optional: true`, and a key whose
  /// property would be `decodingProblems` beside a lenient key.
  func check(_ context: ValidationContext, _ diagnostics: inout DiagnosticsEngine) {
    context.forEachPayloadFieldList { list in
      var hasLenient = false
      for field in list.fields {
        guard let lenient = field.lenient, lenient.value else { continue }
        guard field.isOptional else {
          let fixIts: [FixIt] =
            field.optional == nil
            ? [
              FixIt.newKey(
                "optional", "true", after: lenient.range, anchorKey: "lenient", in: field.range)
            ] : [FixIt(range: field.optional!.range, replacement: "true")]
          diagnostics.report(
            Self.description,
            "'\(field.key.value)' is lenient but required: a malformed value decodes as nil, so the key must be 'optional: true'",
            at: lenient.range, fixIts: fixIts)
          continue
        }
        hasLenient = true
      }
      guard hasLenient else { return }
      for field in list.fields where PayloadNames.propertyName(field) == Self.problemsProperty {
        diagnostics.report(
          Self.description,
          "'\(field.key.value)' would be the Swift property '\(Self.problemsProperty)', which holds the problems of the lenient keys beside it; give it another 'swiftName'",
          at: field.swiftName?.range ?? field.key.range)
      }
    }
  }
}

extension RuleID {
  /// `payload-lenient`, described by `PayloadLenientRule.description`.
  public static let payloadLenient = RuleID("payload-lenient")
}

extension PayloadLenientRule {
  /// The record of `payload-lenient`.
  static let description = RuleDescription(
    id: .payloadLenient, severity: .error,
    summary:
      "A `lenient` payload key that is not optional, or a key named like the `decodingProblems` property beside a lenient key.",
    scopes: [.file, .category],
    examples: .specs(
      triggering: #"""
        version: 1
        categories:
          - id: ride
            payload:
              seats: { type: integer, lenient: ↓true }
        """#,
      nonTriggering: #"""
        version: 1
        categories:
          - id: ride
            payload:
              seats: { type: integer, optional: true, lenient: true }
        """#))
}
