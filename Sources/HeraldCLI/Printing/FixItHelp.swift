// The one-line wording of a fix-it, as the text and GitHub forms print it after `help:`.

import HeraldCore

/// Says what a fix-it does: `insert '…'`, `remove '…'`, `remove line N` or `replace '…' with
/// '…'`; a fix-it of several edits is its summary, then each edit's wording
/// (`move 'x' to …: remove line 5, and insert the line '…' before line 2`). The texts are spec
/// text and are not escaped here; each printer escapes the whole line for its sink.
enum FixItHelp {
  /// The wording of `fix`; `original` gives the text an edit replaces when the source is at
  /// hand (nil leaves it out), `place` a location to name, when it differs from the
  /// diagnostic's.
  static func text(
    _ fix: FixIt, original: (SourceRange) -> String?, place: (SourceRange) -> String?
  ) -> String {
    let edits = fix.edits.map { text($0, original: original($0.range), place: place($0.range)) }
      .joined(separator: ", and ")
    return fix.summary.map { "\($0): \(edits)" } ?? edits
  }

  /// The wording of a fix-it of one edit, with that edit's original text and place.
  static func text(_ fix: FixIt, original: String?, place: String?) -> String {
    text(fix, original: { _ in original }, place: { _ in place })
  }

  /// The wording of one edit.
  static func text(_ edit: FixIt.Edit, original: String?, place: String?) -> String {
    let at = place.map { " at \($0)" } ?? ""
    let replacement = edit.replacement
    let range = edit.range
    if range.start == range.end {
      // A key added on a line of its own: the new line, and whether it goes after or before the
      // insertion point's line (indentation after the break is part of the next line).
      let lines = replacement.split(whereSeparator: \.isNewline).filter {
        !$0.allSatisfy(\.isWhitespace)
      }
      if lines.count == 1, replacement.contains(where: \.isNewline) {
        let line = lines[0].drop { $0 == " " }
        let after = replacement.first?.isNewline == true
        return "insert the line '\(line)'" + (after ? " after" : " before")
          + " line \(range.start.line)"
      }
      return "insert '\(replacement)'\(at)"
    }
    if replacement.isEmpty, range.start.column == 1, range.end.column == 1,
      range.end.line > range.start.line
    {
      // Whole lines, their breaks included.
      let last = range.end.line - 1
      return last == range.start.line
        ? "remove line \(last)" : "remove lines \(range.start.line)-\(last)"
    }
    let old = original.map { " '\($0)'" } ?? ""
    if replacement.isEmpty { return "remove\(old)\(at)" }
    return "replace\(old)\(at) with '\(replacement)'"
  }
}
