// One record per diagnostic id: what the docs table, the SARIF rule list and the example tests
// are made from.

/// Everything Herald publishes about one diagnostic id, kept beside the code that reports it (as
/// SwiftLint's `RuleDescription` is). The registry, the SARIF `rules`, the table in
/// docs/diagnostics.md and the example tests are all derived from these records, so a new rule
/// is described once.
public struct RuleDescription: Sendable {
  /// The stable id.
  public let id: RuleID
  /// The severities the id is reported with, most usual first; empty for an id that is reserved
  /// and never reported as a diagnostic.
  public let severities: [Severity]
  /// What the id reports, as one sentence; SARIF's `shortDescription` and the docs table show it.
  public let summary: String
  /// Specs that show the id firing and staying silent, run by the example tests.
  public let examples: RuleExamples

  /// Creates a record.
  public init(
    id: RuleID, severities: [Severity], summary: String, examples: RuleExamples
  ) {
    self.id = id
    self.severities = severities
    self.summary = summary
    self.examples = examples
  }

  /// Creates the record of an id reported with one severity.
  public init(id: RuleID, severity: Severity, summary: String, examples: RuleExamples) {
    self.init(id: id, severities: [severity], summary: summary, examples: examples)
  }
}
