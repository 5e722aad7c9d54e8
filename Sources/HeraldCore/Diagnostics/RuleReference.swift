// The "All ids at a glance" table of docs/diagnostics.md, made from the rule records.

/// Renders the records as the Markdown table docs/diagnostics.md shows, so that the doc cannot
/// drift from the code: a test compares the two and prints this table when they differ.
public enum RuleReference {
  /// The table: one row per record, sorted by id, each id linking to its section of the doc,
  /// with the places it can fire in (where an `ignore` entry may name it).
  public static func table(_ records: [RuleDescription] = RuleRegistry.all) -> String {
    let rows = records.sorted { $0.id < $1.id }.map { record in
      let id = record.id.rawValue
      let places = record.scopes.isEmpty ? "—" : record.scopes.names.joined(separator: ", ")
      return "| [`\(id)`](#\(id)) | \(severity(record)) | \(places) | \(record.summary) |\n"
    }
    return "| Id | Severity | Fires in | Summary |\n|---|---|---|---|\n" + rows.joined()
  }

  /// `error`, `error or warning`, or `—` for an id that is never reported with a severity.
  static func severity(_ record: RuleDescription) -> String {
    record.severities.isEmpty ? "—" : record.severities.map(\.rawValue).joined(separator: " or ")
  }
}
