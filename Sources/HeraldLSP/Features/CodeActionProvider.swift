// Quick fixes: each fix-it of a diagnostic at the requested range, as one code action whose
// WorkspaceEdit holds all of the fix-it's edits.

import HeraldCore

/// Answers `textDocument/codeAction`.
enum CodeActionProvider {
  /// The quick fixes for diagnostics of `path` that meet `range`.
  static func actions(
    path: String, range: LSPRange, converter: DiagnosticConverter
  ) -> [JSON] {
    let analysis = converter.analysis
    var actions: [JSON] = []
    for diagnostic in analysis.diagnostics[path] ?? [] where !diagnostic.fixIts.isEmpty {
      let place = converter.range(diagnostic.range)
      guard place.start <= range.end, range.start <= place.end else { continue }
      for fix in diagnostic.fixIts {
        guard let changes = changes(fix, in: analysis), let file = analysis.file(fix.range.file)
        else { continue }
        actions.append([
          "title": .string(title(fix, in: file)), "kind": "quickfix",
          "diagnostics": [converter.json(diagnostic)],
          "isPreferred": .bool(diagnostic.fixIts.count == 1),
          "edit": ["changes": .object(changes)],
        ])
      }
    }
    return actions
  }

  /// The edits of `fix` as a WorkspaceEdit's `changes`: the TextEdits of each file's document,
  /// in order, all against the document as it is (the protocol applies them together and
  /// they never overlap). Nil when an edit is in a file not open in the set: half a fix is
  /// never offered.
  static func changes(_ fix: FixIt, in analysis: SpecAnalysis) -> [String: JSON]? {
    var changes: [String: [JSON]] = [:]
    for edit in fix.edits {
      guard let file = analysis.file(edit.range.file) else { return nil }
      changes[file.uri, default: []].append([
        "range": file.lines.lspRange(of: edit.range).json, "newText": .string(edit.replacement),
      ])
    }
    return changes.mapValues { .array($0) }
  }

  /// What the fix does, in one line: `Replace 'x' with 'y'`, `Insert 'y'` or `Remove 'x'`; a
  /// fix with a summary says it (`Move 'x' to 'diagnostics: { ignore: }'`).
  static func title(_ fix: FixIt, in file: AnalyzedFile) -> String {
    if let summary = fix.summary { return summary.prefix(1).uppercased() + summary.dropFirst() }
    let more = fix.edits.count - 1
    return editTitle(fix, in: file)
      + (more > 0 ? " (and \(more) more edit\(more == 1 ? "" : "s"))" : "")
  }

  /// The title of a fix's first edit.
  static func editTitle(_ fix: FixIt, in file: AnalyzedFile) -> String {
    let start = file.lines.offset(of: fix.range.start)
    let end = max(start, file.lines.offset(of: fix.range.end))
    let original = String(decoding: file.lines.bytes[start..<end], as: UTF8.self)
    let new = oneLine(fix.replacement)
    if original.isEmpty { return "Insert '\(new)'" }
    if fix.replacement.isEmpty { return "Remove '\(oneLine(original))'" }
    return "Replace '\(oneLine(original))' with '\(new)'"
  }

  /// Text shown on one line: line breaks and other hidden characters as visible escapes.
  static func oneLine(_ text: String) -> String {
    let trimmed = text.drop { $0 == "\n" || $0 == " " }
    return TerminalEscaping.visible(String(trimmed))
  }
}
