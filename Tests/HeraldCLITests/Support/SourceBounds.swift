// Checks that diagnostics point inside the files they name: line and column within the text.

import HeraldCore

/// The line lengths of a set of input files, to check diagnostic positions against.
struct SourceBounds {
  /// Per path: the length of each line in Unicode code points (as libyaml counts columns).
  let lines: [String: [Int]]

  /// Measures `inputs`; invalid UTF-8 is read with replacement characters. Lines end at LF,
  /// CR LF, CR, NEL, LS and PS, as in YAML.
  init(_ inputs: [InputFile]) {
    var lines: [String: [Int]] = [:]
    for input in inputs {
      var lengths = [0]
      var previous: Unicode.Scalar?
      for scalar in String(decoding: input.bytes, as: UTF8.self).unicodeScalars {
        defer { previous = scalar }
        if scalar == "\n" && previous == "\r" { continue }
        if ["\n", "\r", "\u{85}", "\u{2028}", "\u{2029}"].contains(scalar) {
          lengths.append(0)
        } else {
          lengths[lengths.count - 1] += 1
        }
      }
      lines[input.path] = lengths
    }
    self.lines = lines
  }

  /// Whether a position lies in the file: line ≥ 1 and within the text, column ≥ 1 and at most
  /// one past the end of its line. (A file that ends in a line break has an empty last line.)
  func contains(_ position: SourcePosition, in file: String) -> Bool {
    guard let lengths = lines[file], position.line >= 1 else { return false }
    guard position.line <= lengths.count else { return false }
    return position.column >= 1 && position.column <= lengths[position.line - 1] + 1
  }

  /// Descriptions of the diagnostics (and notes) whose range does not lie in its file.
  func misplaced(_ diagnostics: [Diagnostic]) -> [String] {
    var problems: [String] = []
    /// Records `range` when it does not lie in its file.
    func check(_ range: SourceRange, _ what: String) {
      if !contains(range.start, in: range.file) || !contains(range.end, in: range.file)
        || range.end < range.start
      {
        problems.append(
          "\(what) at \(range.file):\(range.start.line):\(range.start.column)-"
            + "\(range.end.line):\(range.end.column)")
      }
    }
    for diagnostic in diagnostics {
      check(diagnostic.range, "[\(diagnostic.id)] \(diagnostic.message)")
      for note in diagnostic.notes { note.range.map { check($0, "note '\(note.message)'") } }
    }
    return problems
  }
}
