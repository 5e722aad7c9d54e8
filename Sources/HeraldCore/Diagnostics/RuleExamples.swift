// The example specs of a rule record, which tests run so that every record stays true.

/// How a record shows its id: a spec that triggers it and a close spec that does not, or why no
/// spec can.
public enum RuleExamples: Sendable {
  /// `triggering` reports the id at least once; `nonTriggering`, a near miss, never does.
  case specs(triggering: RuleExample, nonTriggering: RuleExample)
  /// No spec triggers the id (for example one the command line reports about files); the reason
  /// says where it comes from instead.
  case noSpec(reason: String)
  /// An id about APNs payload files (`herald check-payload`): `triggering` reports it when
  /// checked against `spec`, `nonTriggering` never does.
  case payloads(spec: RuleExample, triggering: String, nonTriggering: String)
}

/// A spec set checked as one: usually one file, several for rules between files.
public struct RuleExample: Sendable, ExpressibleByStringLiteral {
  /// The text of each file, in order; they are checked as `spec1.yml`, `spec2.yml`, ….
  public let files: [String]

  /// A set of several files.
  public init(files: [String]) {
    self.files = files
  }

  /// A set of one file.
  public init(_ text: String) {
    self.files = [text]
  }

  /// A literal is a set of one file.
  public init(stringLiteral text: String) {
    self.files = [text]
  }
}
