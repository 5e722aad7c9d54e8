// The stable id a diagnostic is reported under; each id's constant sits next to its record.

/// A stable diagnostic id such as `duplicate-category`. Tools, docs and `# herald` users refer to
/// ids by their spelling, so the spelling never changes once published.
///
/// Ids are not an enum: each one is declared as a `RuleID` constant beside the code that reports
/// it and its `RuleDescription`, so adding a rule touches no central list of cases. The set of all
/// ids is `RuleRegistry.all`.
public struct RuleID: RawRepresentable, Hashable, Comparable, Sendable, CustomStringConvertible {
  /// The id as printed, for example `duplicate-category`.
  public let rawValue: String

  /// Wraps a spelling; only records and tests create ids.
  public init(rawValue: String) {
    self.rawValue = rawValue
  }

  /// Wraps a spelling, for the constants beside each rule.
  public init(_ rawValue: String) {
    self.rawValue = rawValue
  }

  /// The spelling: interpolation prints `duplicate-category`, as messages and tests expect.
  public var description: String { rawValue }

  /// Orders by spelling, the tie-breaker of the printed order (path, line, column, id).
  public static func < (lhs: RuleID, rhs: RuleID) -> Bool {
    lhs.rawValue < rhs.rawValue
  }
}
