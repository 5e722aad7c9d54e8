// The text form of diagnostics: the `path:line:col: severity: message [id]` line that editors
// parse, then the source excerpt with a caret, a `help:` line per fix-it, then the notes.

import HeraldCore

extension DiagnosticPrinter {
  /// The SGR code of each severity, for the label and the caret.
  static func colorCode(_ severity: Severity) -> String {
    switch severity {
    case .error: "1;31"
    case .warning: "1;35"
    case .note: "1;36"
    }
  }

  /// The text form: each diagnostic's line, excerpt and help lines, then each note's line and
  /// excerpt. Without a source only the located lines are printed.
  func text(_ diagnostics: [Diagnostic]) -> String {
    var output = ""
    for diagnostic in diagnostics {
      let ranges = [diagnostic.range] + diagnostic.notes.compactMap(\.range)
      let gutter = String(ranges.map(\.start.line).max() ?? 1).count
      output += line(
        diagnostic.range, diagnostic.severity, diagnostic.message + " [\(diagnostic.id)]")
      output += excerpt(diagnostic.range, diagnostic.severity, gutter: gutter)
      if source != nil {
        for fix in diagnostic.fixIts { output += help(fix, of: diagnostic, gutter: gutter) }
      }
      for note in diagnostic.notes {
        output += line(note.range ?? diagnostic.range, .note, note.message)
        if let range = note.range { output += excerpt(range, .note, gutter: gutter) }
      }
    }
    WorkMeter.add(output.utf8.count)
    return output
  }

  /// One `path:line:col: severity: message` line. The path and message may hold spec text, so
  /// they go through `TerminalEscaping.visible`: no escape sequence reaches the terminal and no
  /// line break can forge another diagnostic. The colour codes are added afterwards.
  func line(_ range: SourceRange, _ severity: Severity, _ message: String) -> String {
    let file = TerminalEscaping.visible(range.file)
    let message = TerminalEscaping.visible(message)
    let place = "\(file):\(range.start.line):\(range.start.column):"
    guard color else { return "\(place) \(severity.rawValue): \(message)\n" }
    let code = Self.colorCode(severity)
    return "\u{1B}[1m\(place)\u{1B}[0m \u{1B}[\(code)m\(severity.rawValue):\u{1B}[0m \(message)\n"
  }

  /// The source line of `range` and a caret line under the range; nothing without a source or
  /// when the line is not there (a diagnostic about a file that was not read).
  func excerpt(_ range: SourceRange, _ severity: Severity, gutter: Int) -> String {
    guard let line = source?.line(range.start.line, of: range.fileID) else { return "" }
    let layout = ExcerptLayout(
      line: line, number: range.start.line, start: range.start.column,
      end: range.end.line == range.start.line ? range.end.column : nil, gutter: gutter)
    return layout.rendered(caretColor: color ? Self.colorCode(severity) : nil)
  }

  /// `   = help: replace 'yes please' with 'true'`, under the excerpt's gutter; one line per
  /// fix-it, its edits all worded there.
  func help(_ fix: FixIt, of diagnostic: Diagnostic, gutter: Int) -> String {
    let wording = TerminalEscaping.visible(
      FixItHelp.text(
        fix, original: original, place: { place($0, besides: diagnostic.range) }))
    let label = color ? "\u{1B}[1;32mhelp:\u{1B}[0m" : "help:"
    return " \(String(repeating: " ", count: gutter)) = \(label) \(wording)\n"
  }

  /// The text a one-line range covers, when the source holds its line.
  func original(_ range: SourceRange) -> String? {
    guard range.start.line == range.end.line,
      let line = source?.line(range.start.line, of: range.fileID)
    else { return nil }
    let length = max(0, range.end.column - range.start.column)
    return String(line.scalars(from: range.start.column, limit: length))
  }

  /// `line:col` (or `path:line:col` in another file) when `range` starts elsewhere than
  /// `anchor`, nil when at the same place.
  func place(_ range: SourceRange, besides anchor: SourceRange) -> String? {
    guard range.start != anchor.start || range.fileID != anchor.fileID else { return nil }
    let position = "\(range.start.line):\(range.start.column)"
    return range.fileID == anchor.fileID ? position : "\(range.file):\(position)"
  }
}
