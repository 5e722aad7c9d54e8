// The diagnostic model: what every rule reports and every printer prints.

/// How serious a diagnostic is.
public enum Severity: String, Sendable, Hashable, Comparable {
  /// A located explanation attached to another diagnostic, or a standalone hint.
  case note
  /// Something probably wrong that does not stop generation (unless warnings are errors).
  case warning
  /// Something wrong that stops generation.
  case error

  /// Orders severities from note to error.
  public static func < (lhs: Severity, rhs: Severity) -> Bool {
    let order: [Severity] = [.note, .warning, .error]
    return order.firstIndex(of: lhs)! < order.firstIndex(of: rhs)!
  }
}

/// A located explanation printed after its diagnostic as `path:line:col: note: …`.
public struct DiagnosticNote: Sendable, Hashable {
  /// The note's text.
  public let message: String
  /// Where it points; `nil` prints the note without a location.
  public let range: SourceRange?

  /// Creates a note.
  public init(_ message: String, at range: SourceRange?) {
    self.message = message
    self.range = range
  }
}

/// A suggested edit: replace the text in `range` by `replacement`.
public struct FixIt: Sendable, Hashable {
  /// The text to replace.
  public let range: SourceRange
  /// The new text.
  public let replacement: String

  /// Creates a fix-it.
  public init(range: SourceRange, replacement: String) {
    self.range = range
    self.replacement = replacement
  }
}

/// A declaration a diagnostic is about, by the places whose `ignore` lists cover it: its
/// category (or extension) and, for an action's string, the action.
public struct DiagnosticConcern: Sendable, Hashable {
  /// The category or extension.
  public let outer: SourceRange
  /// The action or alternate, when the diagnostic is about one.
  public let inner: SourceRange?

  /// Creates a concern.
  public init(outer: SourceRange, inner: SourceRange?) {
    self.outer = outer
    self.inner = inner
  }
}

/// One problem found in a spec set.
public struct Diagnostic: Sendable, Hashable {
  /// The stable id of the rule that fired; its record is in `RuleRegistry.all`.
  public let id: RuleID
  /// How serious it is.
  public var severity: Severity
  /// A lowercase message that says what is wrong and what to do.
  public let message: String
  /// Where the problem is.
  public let range: SourceRange
  /// Further located explanations.
  public let notes: [DiagnosticNote]
  /// Suggested edits.
  public let fixIts: [FixIt]
  /// The declarations the diagnostic is about, when its place does not say: a string shared
  /// through a YAML alias is written in one category but shown by several. An `ignore` entry
  /// then silences it only when one covers every declaration. Empty: the place decides.
  public let concerns: [DiagnosticConcern]

  /// Creates a diagnostic whose place decides which `ignore` entries cover it.
  public init(
    id: RuleID, severity: Severity, message: String, range: SourceRange,
    notes: [DiagnosticNote] = [], fixIts: [FixIt] = []
  ) {
    self.init(
      id: id, severity: severity, message: message, range: range, notes: notes, fixIts: fixIts,
      concerns: [])
  }

  /// Creates a diagnostic about `concerns`.
  public init(
    id: RuleID, severity: Severity, message: String, range: SourceRange,
    notes: [DiagnosticNote], fixIts: [FixIt], concerns: [DiagnosticConcern]
  ) {
    self.id = id
    self.severity = severity
    self.message = message
    self.range = range
    self.notes = notes
    self.fixIts = fixIts
    self.concerns = concerns
  }
}
