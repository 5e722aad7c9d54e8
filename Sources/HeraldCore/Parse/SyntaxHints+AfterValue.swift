// Herald's words for text after a complete value on its line: after a closing quote (an
// apostrophe in single quotes, a quote left open on an earlier line) or a closing bracket.

import HeraldYAML

extension SyntaxHints {
  /// Something after a complete value on the same line: a closing bracket with no opener, or
  /// text after a closing quote.
  static func afterValue(_ report: Report, _ line: SyntaxSource.Line, _ offset: Int)
    -> SyntaxExplanation?
  {
    let source = report.source
    let character = source.bytes[offset]
    if character == UInt8(ascii: "]") || character == UInt8(ascii: "}") {
      let opener = character == UInt8(ascii: "]") ? "[" : "{"
      return SyntaxExplanation(
        message: "this '\(UnicodeScalar(character))' closes nothing, as no '\(opener)' is open"
          + " here; remove it",
        mark: report.mark)
    }
    var before = offset
    let start = source.contentStart(line)
    while before > start, source.bytes[before - 1] == UInt8(ascii: " ") { before -= 1 }
    guard before > start else { return nil }
    let quote = source.bytes[before - 1]
    if quote == UInt8(ascii: "]") || quote == UInt8(ascii: "}") {
      return bracketedText(source, line, report.mark)
    }
    // Only a quote delimits a quoted value: any other byte here is plain text, not a closer.
    guard quote == UInt8(ascii: "'") || quote == UInt8(ascii: "\"") else { return nil }
    if let opener = openedEarlier(source, line, quote: quote, closer: before - 1) {
      let shown = UnicodeScalar(quote)
      return SyntaxExplanation(
        message: "the \(shown) that starts this value is never closed on its line, so YAML reads"
          + " on to the \(shown) on line \(line.number); end the value with \(shown)",
        mark: opener)
    }
    let advice =
      quote == UInt8(ascii: "'")
      ? "inside single quotes write an apostrophe twice (''), or quote the value with \""
      : "put the whole value in quotes, writing \\\" for a quote inside it"
    return SyntaxExplanation(
      message: "text follows the closing \(UnicodeScalar(quote)) of a quoted value; \(advice)",
      mark: report.mark)
  }

  /// Text after a value that starts with `[` or `{` (`title: [Urgent] Reply`): YAML reads the
  /// brackets as a list or mapping, so the value must be quoted.
  static func bracketedText(_ source: SyntaxSource, _ line: SyntaxSource.Line, _ mark: YAMLMark)
    -> SyntaxExplanation
  {
    var at = mark
    if let (keyOffset, name) = source.key(of: line),
      let colon = source.colonOfKey(in: line, from: keyOffset)
    {
      var value = colon + 1
      while value < line.end, source.bytes[value] == UInt8(ascii: " ") { value += 1 }
      if let first = source.byte(value), first == UInt8(ascii: "[") || first == UInt8(ascii: "{") {
        at = source.mark(value, in: line)
        return SyntaxExplanation(
          message:
            "the value of '\(name)' starts with '\(UnicodeScalar(first))', so YAML reads it as a"
            + " \(first == UInt8(ascii: "[") ? "list" : "mapping") and not as text; put the whole"
            + " value in quotes" + quotedExample(source, line, from: value),
          mark: at)
      }
    }
    return SyntaxExplanation(
      message: "text follows a closing bracket; if the value is text, put it in quotes", mark: at)
  }

  /// Where the quoted scalar that the quote at `closer` ends was opened, when that is on an
  /// earlier line: the quote is the only unpaired one on its line, and the nearest line above
  /// with an unpaired quote of the same kind holds the opener (its last such quote). `quote` is
  /// `'` or `"`, never another byte, so the hint only names a real delimiter.
  static func openedEarlier(
    _ source: SyntaxSource, _ line: SyntaxSource.Line, quote: UInt8, closer: Int
  ) -> YAMLMark? {
    func quotes(_ line: SyntaxSource.Line, upTo end: Int) -> (count: Int, last: Int?) {
      var count = 0
      var last: Int?
      for index in line.start..<min(end, line.start + SyntaxSource.lineBytes)
      where source.bytes[index] == quote {
        count += 1
        last = index
      }
      return (count, last)
    }
    guard quotes(line, upTo: closer + 1).count % 2 == 1 else { return nil }
    for above in source.contentLinesBefore(line) {
      let (count, last) = quotes(above, upTo: above.end)
      guard count % 2 == 1, let last else { continue }
      return source.mark(last, in: above)
    }
    return nil
  }
}
