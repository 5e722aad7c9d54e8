// Herald's words for indentation mistakes: a key not lined up with its list item or mapping,
// a key indented under a value, a list item among keys, a line that ends a block scalar.

import HeraldYAML

extension SyntaxHints {
  /// Explains the libyaml errors that wrong indentation (or a stray token after a value) causes.
  static func explainIndentation(_ report: Report) -> SyntaxExplanation? {
    switch report.problem {
    case "did not find expected '-' indicator": keyInList(report)
    case "mapping values are not allowed in this context": keyInValue(report)
    case "did not find expected key": strayInMapping(report)
    default: nil
    }
  }

  /// A key where libyaml expected the next `- ` item of a block list: the key is indented less
  /// than the keys of the item above it.
  static func keyInList(_ report: Report) -> SyntaxExplanation? {
    let source = report.source
    guard let (line, _) = source.locate(report.mark), let contextMark = report.contextMark,
      let (listLine, dash) = source.locate(contextMark), source.byte(dash) == UInt8(ascii: "-")
    else { return nil }
    var keyOffset = dash + 1
    while keyOffset < listLine.end, source.bytes[keyOffset] == UInt8(ascii: " ") { keyOffset += 1 }
    let keyColumn =
      keyOffset < listLine.end
      ? source.column(of: keyOffset, in: listLine) : contextMark.column + 2
    let start = source.contentStart(line)
    return SyntaxExplanation(
      message:
        "this line is not lined up with the keys of the list item on line \(listLine.number)"
        + " (column \(keyColumn)); indent it to column \(keyColumn), or start a new item with '- '",
      mark: source.mark(start, in: line))
  }

  /// A `:` libyaml did not expect: either the value before it holds `: `, or the key on this
  /// line is indented more than the key above, so it reads as more of that key's plain value.
  static func keyInValue(_ report: Report) -> SyntaxExplanation? {
    let source = report.source
    guard let (line, colon) = source.locate(report.mark), source.byte(colon) == UInt8(ascii: ":")
    else { return nil }
    if let (keyOffset, name) = source.key(of: line),
      let first = source.colonOfKey(in: line, from: keyOffset), first < colon
    {
      var valueStart = first + 1
      while valueStart < line.end, source.bytes[valueStart] == UInt8(ascii: " ") {
        valueStart += 1
      }
      return SyntaxExplanation(
        message: "the value of '\(name)' contains ': ', which YAML reads as the start of a key;"
          + " put the whole value in quotes" + quotedExample(source, line, from: valueStart),
        mark: source.mark(valueStart, in: line))
    }
    let start = source.contentStart(line)
    guard let above = source.contentLinesBefore(line).first,
      let (aboveKey, aboveName) = source.key(of: above)
    else { return nil }
    let aboveColumn = source.column(of: aboveKey, in: above)
    guard source.column(of: start, in: line) > aboveColumn else { return nil }
    return SyntaxExplanation(
      message: "this key is indented more than '\(aboveName)' on line \(above.number), so YAML"
        + " reads it as more of that key's value; line it up with '\(aboveName)' at column"
        + " \(aboveColumn)",
      mark: source.mark(start, in: line))
  }

  /// `, as in "text"` for a short value without quotes, backslashes or comments; else "".
  static func quotedExample(_ source: SyntaxSource, _ line: SyntaxSource.Line, from start: Int)
    -> String
  {
    var end = line.end
    while end > start, source.bytes[end - 1] == UInt8(ascii: " ") { end -= 1 }
    guard end > start, end - start <= 40,
      !source.bytes[start..<end].contains(where: { "\"\\#'".utf8.contains($0) })
    else { return "" }
    return ", as in \"\(source.text(from: start, to: end))\""
  }

  /// A token where libyaml expected the next key of a block mapping.
  static func strayInMapping(_ report: Report) -> SyntaxExplanation? {
    let source = report.source
    guard let (line, offset) = source.locate(report.mark), offset < line.end else { return nil }
    let start = source.contentStart(line)
    let character = source.bytes[offset]
    if offset > start { return afterValue(report, line, offset) }
    if character == UInt8(ascii: "-") { return listItemAmongKeys(report, line, offset) }
    return blockScalarEnded(source, line, start) ?? keyOffLevel(source, line, start)
  }

  /// A `- ` item where libyaml expected a key: its `-` is not lined up with its list's items.
  static func listItemAmongKeys(_ report: Report, _ line: SyntaxSource.Line, _ offset: Int)
    -> SyntaxExplanation?
  {
    let source = report.source
    let column = source.column(of: offset, in: line)
    for above in source.contentLinesBefore(line) {
      let start = source.contentStart(above)
      guard source.byte(start) == UInt8(ascii: "-") else { continue }
      let dashColumn = source.column(of: start, in: above)
      guard dashColumn != column else { break }
      return SyntaxExplanation(
        message: "this list item is not lined up with the item on line \(above.number); indent"
          + " its '-' to column \(dashColumn)",
        mark: report.mark)
    }
    let mapping = report.contextMark.map { " on line \($0.line)" } ?? ""
    return SyntaxExplanation(
      message: "a list item cannot stand among the keys of the mapping\(mapping); indent it"
        + " under the key whose list it belongs to",
      mark: report.mark)
  }

  /// A line indented less than the block scalar (`|`, `>`) above it, which ends the scalar.
  static func blockScalarEnded(_ source: SyntaxSource, _ line: SyntaxSource.Line, _ start: Int)
    -> SyntaxExplanation?
  {
    var scalarLines: [SyntaxSource.Line] = []
    for above in source.contentLinesBefore(line) {
      guard let (keyOffset, name) = source.key(of: above) else {
        scalarLines.append(above)
        continue
      }
      guard let first = scalarLines.last,
        let colon = source.colonOfKey(in: above, from: keyOffset)
      else { return nil }
      var value = colon + 1
      while value < above.end, source.bytes[value] == UInt8(ascii: " ") { value += 1 }
      guard value < above.end,
        source.bytes[value] == UInt8(ascii: "|") || source.bytes[value] == UInt8(ascii: ">")
      else { return nil }
      let firstColumn = source.contentColumn(first)
      guard source.column(of: start, in: line) < firstColumn else { return nil }
      return SyntaxExplanation(
        message: "this line is indented less than the text of '\(name)' (a block scalar from"
          + " line \(above.number)), which ends the text there; indent it to column"
          + " \(firstColumn) like the text's first line",
        mark: source.mark(start, in: line))
    }
    return nil
  }

  /// A key whose column lines up with no key above it.
  static func keyOffLevel(_ source: SyntaxSource, _ line: SyntaxSource.Line, _ start: Int)
    -> SyntaxExplanation?
  {
    let column = source.column(of: start, in: line)
    var levels: [(column: Int, name: String, line: Int)] = []
    var limit = Int.max
    for above in source.contentLinesBefore(line) {
      guard let (keyOffset, name) = source.key(of: above) else { continue }
      let keyColumn = source.column(of: keyOffset, in: above)
      guard source.contentColumn(above) < limit else { continue }
      limit = source.contentColumn(above)
      if keyColumn != column, !levels.contains(where: { $0.column == keyColumn }) {
        levels.append((keyColumn, name, above.number))
      }
      if limit <= 1 || levels.count == 3 { break }
    }
    guard !levels.isEmpty else { return nil }
    let choices = levels.map { "column \($0.column) (like '\($0.name)' on line \($0.line))" }
    return SyntaxExplanation(
      message: "this line is indented to column \(column), which lines up with no key above it;"
        + " indent it to " + choices.joined(separator: " or "),
      mark: source.mark(start, in: line))
  }
}
