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

/// A suggested fix: one or more edits applied together, each replacing the text in its range.
///
/// A diagnostic's `fixIts` are alternatives (apply one of them); the `edits` of one fix-it belong
/// together (apply all of them, or none). Every edit's range is a place in the text as it was
/// read, before any edit; the edits are sorted by file and position and never overlap, so they
/// are applied in one pass (`applied(to:in:)`). Most fix-its are a single edit.
public struct FixIt: Sendable, Hashable {
  /// One replacement: the text in `range` becomes `replacement`.
  public struct Edit: Sendable, Hashable {
    /// The text to replace (empty for an insertion).
    public let range: SourceRange
    /// The new text (empty for a removal).
    public let replacement: String

    /// Creates an edit.
    public init(range: SourceRange, replacement: String) {
      self.range = range
      self.replacement = replacement
    }
  }

  /// The edits, sorted by file and start, none overlapping another; never empty.
  public let edits: [Edit]
  /// What the fix does as a whole, when its edits alone do not say it (`move 'x' to …`);
  /// printers word a fix without one from its edits.
  public let summary: String?

  /// Creates a fix-it of one edit.
  public init(range: SourceRange, replacement: String) {
    edits = [Edit(range: range, replacement: replacement)]
    summary = nil
  }

  /// Creates a fix-it of several edits applied together, described by `summary`. The edits are
  /// sorted here; nil when there are none or two of them overlap (two insertions at one place
  /// count as overlapping: their order would be a guess).
  public init?(_ summary: String?, edits: [Edit]) {
    let sorted = edits.sorted { lhs, rhs in
      if lhs.range.fileID != rhs.range.fileID { return lhs.range.file < rhs.range.file }
      return (lhs.range.start, lhs.range.end) < (rhs.range.start, rhs.range.end)
    }
    guard !sorted.isEmpty else { return nil }
    for (previous, next) in zip(sorted, sorted.dropFirst())
    where previous.range.fileID == next.range.fileID {
      let insertions =
        previous.range.start == previous.range.end && next.range.start == next.range.end
      guard previous.range.end <= next.range.start, !(insertions && previous.range == next.range)
      else { return nil }
    }
    self.edits = sorted
    self.summary = summary
  }

  /// The first edit's range: the whole fix's for a fix-it of one edit.
  public var range: SourceRange { edits[0].range }
  /// The first edit's new text: the whole fix's for a fix-it of one edit.
  public var replacement: String { edits[0].replacement }
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
