// The records of ids that are published but that no spec can trigger.

extension RuleID {
  /// `io-error`, described by `ReservedRules.ioError`.
  public static let ioError = RuleID("io-error")
}

/// Ids reserved for the command line. They are listed (in SARIF and the docs) so that tools can
/// rely on them, but the checks of a spec set never report them.
enum ReservedRules {
  /// Every reserved record, listed after the reported ones.
  static let records = [ioError]

  /// The record of `io-error`: I/O failures end the run with exit code 3 and a plain message
  /// before any spec is checked, so the id has no severity and no example spec.
  static let ioError = RuleDescription(
    id: .ioError, severities: [], summary: "A file could not be read or written.", scopes: [],
    examples: .noSpec(
      reason: "the command line reports unreadable files and paths before any spec is checked"))
}
