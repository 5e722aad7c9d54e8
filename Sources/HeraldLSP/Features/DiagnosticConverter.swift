// Herald's diagnostics as the protocol's: severities, the rule id as the code with a link to
// its section of docs/diagnostics.md, notes as related information.

import HeraldCore

/// Converts diagnostics for `textDocument/publishDiagnostics`.
struct DiagnosticConverter {
  /// Where each rule's documentation is; `#<id>` is appended. Nil: no link.
  let documentation: String?
  /// The analysis the diagnostics come from, for the line tables of every file they point into.
  let analysis: SpecAnalysis

  /// The protocol diagnostic.
  func json(_ diagnostic: Diagnostic) -> JSON {
    var entry: [String: JSON] = [
      "range": range(diagnostic.range).json,
      "severity": .int(Self.severity(diagnostic.severity)),
      "code": .string(diagnostic.id.rawValue),
      "source": "herald",
      "message": .string(diagnostic.message),
    ]
    if let documentation {
      entry["codeDescription"] = ["href": .string(documentation + "#" + diagnostic.id.rawValue)]
    }
    let related: [JSON] = diagnostic.notes.compactMap { note in
      guard let noteRange = note.range, let file = analysis.file(noteRange.file) else { return nil }
      return [
        "location": ["uri": .string(file.uri), "range": file.lines.lspRange(of: noteRange).json],
        "message": .string(note.message),
      ]
    }
    if !related.isEmpty { entry["relatedInformation"] = .array(related) }
    return .object(entry)
  }

  /// The protocol range of a Herald range (an empty range at the start when its file is gone).
  func range(_ range: SourceRange) -> LSPRange {
    guard let file = analysis.file(range.file) else {
      return LSPRange(
        start: LSPPosition(line: 0, character: 0), end: LSPPosition(line: 0, character: 0))
    }
    return file.lines.lspRange(of: range)
  }

  /// Error 1, warning 2, note 3 (the protocol's Information).
  static func severity(_ severity: Severity) -> Int {
    switch severity {
    case .error: 1
    case .warning: 2
    case .note: 3
    }
  }
}
