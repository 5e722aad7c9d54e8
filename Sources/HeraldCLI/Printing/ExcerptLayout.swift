// Lays out one source excerpt: the line with a gutter, and a caret line underlining a range.

import HeraldCore

/// One source line and the caret line under it:
///
///     12 |     sound: yes please
///        |            ^~~~~~~~~~
///
/// The line is spec text, so every scalar that `TerminalEscaping` hides is shown as `\u{…}`
/// (the caret line widens with it), except tabs, which become spaces up to the next tab stop so
/// that the line keeps its shape. Columns count Unicode scalars, as libyaml and `SourcePosition`
/// do; the caret line counts terminal columns (`TerminalColumns`), so it stays under wide
/// characters. A line longer than `window` scalars is clipped around the range, with `…` where
/// text was left out.
struct ExcerptLayout {
  /// Spaces between tab stops.
  static let tabWidth = 4
  /// The most scalars of a line shown.
  static let window = 100
  /// Scalars shown before the range's start when a line is clipped.
  static let lead = 30

  /// The line, without its line break.
  let line: SourceLine
  /// The line's 1-based number.
  let number: Int
  /// The 1-based column the range starts at.
  let start: Int
  /// The 1-based column just past the range on this line; `nil` when the range goes on to a
  /// later line, so that the rest of the line is underlined.
  let end: Int?
  /// How wide the line-number column is.
  let gutter: Int

  /// The two lines, each ending in a line break; `color` is the caret's SGR code, or nil.
  func rendered(caretColor color: String?) -> String {
    // Clip the left only when the range would otherwise start near the window's right edge.
    var first = start > Self.window - Self.lead ? start - Self.lead : 1
    var scalars = line.scalars(from: first, limit: Self.window + 1)
    if scalars.isEmpty, first > 1 {  // the range starts far past the line's end
      first = max(1, line.text.unicodeScalars.count + 1 - Self.lead)
      scalars = line.scalars(from: first, limit: Self.window + 1)
    }
    let clippedLeft = first > 1
    var cells: [(text: String, width: Int)] = []
    var display = clippedLeft ? 1 : 0
    var index = scalars.startIndex
    while index != scalars.endIndex, cells.count < Self.window {
      let cell = Self.cell(scalars[index], at: display)
      cells.append(cell)
      display += cell.width
      scalars.formIndex(after: &index)
    }
    let clippedRight = index != scalars.endIndex
    let last = first + cells.count  // the column just past the last cell shown
    let from = min(max(start, first), last)
    let to = max(from, min(end ?? last, last))
    let before = cells[..<(from - first)].reduce(clippedLeft ? 1 : 0) { $0 + $1.width }
    var underline = cells[(from - first)..<(to - first)].reduce(0) { $0 + $1.width }
    if end == nil, to == last, clippedRight { underline += 1 }
    let caret =
      String(repeating: " ", count: before) + "^"
      + String(repeating: "~", count: max(0, underline - 1))
    let shown =
      (clippedLeft ? "…" : "") + cells.map(\.text).joined() + (clippedRight ? "…" : "")
    let numbered =
      String(repeating: " ", count: max(0, gutter - String(number).count)) + "\(number)"
    let blank = String(repeating: " ", count: gutter)
    return Self.row(numbered, shown) + Self.row(blank, Self.colored(caret, color))
  }

  /// ` 12 | text`, without a trailing space when the text is empty.
  static func row(_ gutter: String, _ text: String) -> String {
    text.isEmpty ? " \(gutter) |\n" : " \(gutter) | \(text)\n"
  }

  /// `text` in the SGR colour `code`, or as it is without one.
  static func colored(_ text: String, _ code: String?) -> String {
    guard let code else { return text }
    return "\u{1B}[\(code)m\(text)\u{1B}[0m"
  }

  /// How one scalar prints at display column `display` (0-based): a tab as spaces up to the next
  /// tab stop, a hidden scalar as its visible escape, any other as itself.
  static func cell(_ scalar: Unicode.Scalar, at display: Int) -> (text: String, width: Int) {
    if scalar == "\t" {
      let width = tabWidth - display % tabWidth
      return (String(repeating: " ", count: width), width)
    }
    if TerminalEscaping.isHidden(scalar) {
      let escaped = VisibleEscapes.escape(scalar)
      return (escaped, escaped.count)
    }
    return (String(scalar), TerminalColumns.width(scalar))
  }
}

extension ExcerptLayout {
  /// A layout of a line given as text, for tests.
  init(text: String, number: Int, start: Int, end: Int?, gutter: Int) {
    self.init(line: SourceLine(text), number: number, start: start, end: end, gutter: gutter)
  }
}
