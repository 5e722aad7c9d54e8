// What every rule publishes: the records of the ids it reports, from which its ids follow.

/// A rule's records. The ids a rule reports are those of its records, so a rule names each id
/// once, in the record it reports through. `RuleRegistry.all` collects `records` from the
/// validator's and the payload checker's lists, so a rule is published by being run.
protocol RecordedRule: Sendable {
  /// The records of the ids the rule owns, declared in its own file.
  var records: [RuleDescription] { get }
  /// The records of ids the rule also reports that another stage owns (the decoder's
  /// `invalid-value`, `SwiftNameRule`'s `swift-name`).
  var sharedRecords: [RuleDescription] { get }
}

extension RecordedRule {
  /// No shared records.
  var sharedRecords: [RuleDescription] { [] }

  /// The ids the rule reports: its own records' and its shared records'.
  var ids: [RuleID] { (records + sharedRecords).map(\.id) }
}
