// Collects diagnostics from every stage and answers whether generation may go on.

/// The collector that parse and validation stages report into. It is a value: pass it `inout`.
public struct DiagnosticsEngine: Sendable {
  /// Every diagnostic reported so far, in report order.
  public private(set) var diagnostics: [Diagnostic] = []
  /// The diagnostics an `ignore` entry silenced, in report order: printers leave them out of
  /// the text form and count them in JSON and SARIF.
  public private(set) var silenced: [SilencedDiagnostic] = []

  /// Creates an empty engine.
  public init() {}

  /// Records a diagnostic.
  public mutating func report(_ diagnostic: Diagnostic) {
    diagnostics.append(diagnostic)
  }

  /// Records a diagnostic under `record`'s id with the record's severity (its most usual one,
  /// for a record that names several), so that a call site cannot spell a second severity.
  public mutating func report(
    _ record: RuleDescription, _ message: String, at range: SourceRange,
    notes: [DiagnosticNote] = [], fixIts: [FixIt] = [], concerns: [DiagnosticConcern] = []
  ) {
    report(
      record, as: record.severities.first ?? .error, message, at: range, notes: notes,
      fixIts: fixIts, concerns: concerns)
  }

  /// Records a diagnostic under `record`'s id with `severity`, one of those the record names.
  public mutating func report(
    _ record: RuleDescription, as severity: Severity, _ message: String, at range: SourceRange,
    notes: [DiagnosticNote] = [], fixIts: [FixIt] = [], concerns: [DiagnosticConcern] = []
  ) {
    assert(
      record.severities.contains(severity),
      "'\(record.id)' is reported as \(severity.rawValue); its record says \(record.severities)")
    report(
      .init(
        id: record.id, severity: severity, message: message, range: range, notes: notes,
        fixIts: fixIts, concerns: concerns))
  }

  /// Adds every diagnostic of another engine.
  public mutating func merge(_ other: DiagnosticsEngine) {
    diagnostics.append(contentsOf: other.diagnostics)
    silenced.append(contentsOf: other.silenced)
  }

  /// Moves every diagnostic `entry` finds an entry for from `diagnostics` to `silenced`.
  public mutating func silence(_ entry: (Diagnostic) -> SourceRange?) {
    var kept: [Diagnostic] = []
    kept.reserveCapacity(diagnostics.count)
    for diagnostic in diagnostics {
      if let range = entry(diagnostic) {
        silenced.append(SilencedDiagnostic(diagnostic: diagnostic, entry: range))
      } else {
        kept.append(diagnostic)
      }
    }
    diagnostics = kept
  }

  /// The silenced diagnostics in the printed order (`sorted`'s), duplicates removed.
  public var sortedSilenced: [SilencedDiagnostic] {
    var seen = Set<Diagnostic>()
    let unique = silenced.filter { seen.insert($0.diagnostic).inserted }
    let order = Dictionary(
      DiagnosticsEngine(unique.map(\.diagnostic)).sorted.enumerated().map { ($1, $0) },
      uniquingKeysWith: { first, _ in first })
    return unique.sorted { order[$0.diagnostic]! < order[$1.diagnostic]! }
  }

  /// An engine holding `diagnostics`, for sorting them.
  init(_ diagnostics: [Diagnostic]) {
    self.diagnostics = diagnostics
  }

  /// Whether any error was reported.
  public var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }

  /// Whether any warning was reported.
  public var hasWarnings: Bool { diagnostics.contains { $0.severity == .warning } }

  /// Turns every warning into an error (`--warnings-as-errors`).
  public mutating func promoteWarnings() {
    for index in diagnostics.indices where diagnostics[index].severity == .warning {
      diagnostics[index].severity = .error
    }
  }

  /// The diagnostics in a stable order: by file, position, then id; duplicates removed.
  public var sorted: [Diagnostic] {
    var seen = Set<Diagnostic>()
    let unique = diagnostics.filter { seen.insert($0).inserted }
    return unique.enumerated().sorted { lhs, rhs in
      let (a, b) = (lhs.element, rhs.element)
      if a.range.fileID != b.range.fileID { return a.range.file < b.range.file }
      if a.range.start != b.range.start { return a.range.start < b.range.start }
      if a.id != b.id { return a.id < b.id }
      return lhs.offset < rhs.offset
    }.map(\.element)
  }
}

/// A diagnostic an `ignore` entry silenced, with the entry.
public struct SilencedDiagnostic: Sendable, Hashable {
  /// The diagnostic as it would have been printed.
  public let diagnostic: Diagnostic
  /// The `ignore` entry that silenced it.
  public let entry: SourceRange
}
