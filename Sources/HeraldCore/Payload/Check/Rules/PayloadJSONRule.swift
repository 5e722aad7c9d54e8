// Rule `payload-json`: a payload file must be strict JSON (RFC 8259) without repeated keys.

/// The record of the JSON reader's problems, which `PayloadChecker` reports before any rule runs:
/// a syntax error stops the check of that file, a repeated key does not.
enum PayloadJSONRule {}

extension RuleID {
  /// `payload-json`, described by `PayloadJSONRule.description`.
  public static let payloadJSON = RuleID("payload-json")
}

extension PayloadJSONRule {
  /// The record of `payload-json`.
  static let description = RuleDescription(
    id: .payloadJSON, severity: .error,
    summary: "A payload file is not strict JSON, repeats a key, or nests deeper than 64 levels.",
    examples: .payloads(
      spec: PayloadExamples.spec,
      triggering: #"{"aps": {"alert": "Hi",↓}}"#,
      nonTriggering: #"{"aps": {"alert": "Hi"}}"#))
}
