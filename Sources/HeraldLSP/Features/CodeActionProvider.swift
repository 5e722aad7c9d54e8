// Quick fixes: each fix-it of a diagnostic at the requested range, as one code action.

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
        guard let file = analysis.file(fix.range.file) else { continue }
        let edit: JSON = [
          "range": file.lines.lspRange(of: fix.range).json, "newText": .string(fix.replacement),
        ]
        actions.append([
          "title": .string(title(fix, in: file)), "kind": "quickfix",
          "diagnostics": [converter.json(diagnostic)],
          "isPreferred": .bool(diagnostic.fixIts.count == 1),
          "edit": ["changes": .object([file.uri: [edit]])],
        ])
      }
    }
    return actions
  }

  /// What the fix does, in one line: `Replace 'x' with 'y'`, `Insert 'y'` or `Remove 'x'`.
  static func title(_ fix: FixIt, in file: AnalyzedFile) -> String {
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
