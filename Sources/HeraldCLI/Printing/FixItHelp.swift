// The one-line wording of a fix-it, as the text and GitHub forms print it after `help:`.

import HeraldCore

/// Says what a fix-it does: `insert '…'`, `remove '…'` or `replace '…' with '…'`. The texts
/// are spec text and are not escaped here; each printer escapes the whole line for its sink.
enum FixItHelp {
  /// The wording of `fix`; `original` is the text the fix replaces when the source is at hand
  /// (nil leaves it out), `place` a location to name, when it differs from the diagnostic's.
  static func text(_ fix: FixIt, original: String?, place: String?) -> String {
    let at = place.map { " at \($0)" } ?? ""
    let replacement = fix.replacement
    if fix.range.start == fix.range.end {
      // A key added on a line of its own: the new line, and whether it goes after or before the
      // insertion point's line (indentation after the break is part of the next line).
      let lines = replacement.split(separator: "\n").filter { !$0.allSatisfy(\.isWhitespace) }
      if lines.count == 1, replacement.contains("\n") {
        let line = lines[0].drop { $0 == " " }
        return "insert the line '\(line)'" + (replacement.hasPrefix("\n") ? " after" : " before")
          + " line \(fix.range.start.line)"
      }
      return "insert '\(replacement)'\(at)"
    }
    let old = original.map { " '\($0)'" } ?? ""
    if replacement.isEmpty { return "remove\(old)\(at)" }
    return "replace\(old)\(at) with '\(replacement)'"
  }
}
