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
  /// Where the id's diagnostics can be located; `ignore` lists accept the id only where it can
  /// fire (RuleScopeTests checks every record against its examples).
  public let scopes: RuleScopes
  /// Specs that show the id firing and staying silent, run by the example tests.
  public let examples: RuleExamples

  /// Creates a record.
  public init(
    id: RuleID, severities: [Severity], summary: String, scopes: RuleScopes,
    examples: RuleExamples
  ) {
    self.id = id
    self.severities = severities
    self.summary = summary
    self.scopes = scopes
    self.examples = examples
  }

  /// Creates the record of an id reported with one severity.
  public init(
    id: RuleID, severity: Severity, summary: String, scopes: RuleScopes, examples: RuleExamples
  ) {
    self.init(
      id: id, severities: [severity], summary: summary, scopes: scopes, examples: examples)
  }

  /// Creates the record of an id about payload files (`herald check-payload`), which fires in
  /// payload files only; any other record without places has none, which RuleScopeTests refuses.
  public init(id: RuleID, severities: [Severity], summary: String, examples: RuleExamples) {
    let payload: Bool
    switch examples {
    case .payloads, .requests: payload = true
    case .specs, .noSpec: payload = false
    }
    self.init(
      id: id, severities: severities, summary: summary, scopes: payload ? .payload : [],
      examples: examples)
  }

  /// Creates the record of an id about payload files reported with one severity.
  public init(id: RuleID, severity: Severity, summary: String, examples: RuleExamples) {
    self.init(id: id, severities: [severity], summary: summary, examples: examples)
  }

  /// Whether an `ignore` entry may silence the id: it has a severity other than error, and it
  /// is not `invalid-ignore`, which says that an entry is wrong and so stays visible.
  public var isSilenceable: Bool {
    id != .invalidIgnore && severities.contains { $0 != .error }
  }
}
