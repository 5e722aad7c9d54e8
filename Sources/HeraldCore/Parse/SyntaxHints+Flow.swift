// Herald's words for mistakes in `[ … ]` lists and `{ … }` mappings: an unclosed or mismatched
// bracket, a missing comma.

import HeraldYAML

extension SyntaxHints {
  /// Explains the libyaml errors about flow collections.
  static func explainFlow(_ report: Report) -> SyntaxExplanation? {
    switch (report.problem, report.context) {
    case ("did not find expected ',' or ']'", "while parsing a flow sequence"):
      return flowEntry(report, open: "[", close: "]", what: "list")
    case ("did not find expected ',' or '}'", "while parsing a flow mapping"):
      return flowEntry(report, open: "{", close: "}", what: "mapping")
    case ("did not find expected node content", "while parsing a flow node"):
      return flowAtEnd(report)
    default:
      return nil
    }
  }

  /// Something other than `,` or the closing bracket after an entry of a flow collection.
  static func flowEntry(_ report: Report, open: Character, close: Character, what: String)
    -> SyntaxExplanation?
  {
    let source = report.source
    guard let contextMark = report.contextMark,
      let (_, openOffset) = source.locate(contextMark),
      source.byte(openOffset) == open.asciiValue,
      let (line, offset) = source.locate(report.mark)
    else { return nil }
    let at = "line \(contextMark.line), column \(contextMark.column)"
    guard let character = source.byte(offset) else {
      // The file ends inside the collection.
      return SyntaxExplanation(
        message: "this '\(open)' is never closed; end the \(what) with '\(close)'",
        mark: contextMark)
    }
    if character == UInt8(ascii: "]") || character == UInt8(ascii: "}") {
      return SyntaxExplanation(
        message: "this '\(UnicodeScalar(character))' does not match the '\(open)' at \(at);"
          + " close the \(what) with '\(close)'",
        mark: report.mark)
    }
    // A line after the opener's, indented no deeper than the opener's line, starts the next key
    // or item: the bracket was never closed. Entries that go on over lines are indented deeper.
    if report.mark.line > contextMark.line, let openLine = source.line(contextMark.line),
      source.contentColumn(line) <= source.contentColumn(openLine)
    {
      return SyntaxExplanation(
        message: "this '\(open)' is never closed; end the \(what) with '\(close)'",
        mark: contextMark)
    }
    if character == UInt8(ascii: ":") {
      var wordStart = offset
      let lowest = max(line.start, offset - 256)
      while wordStart > lowest, !" ,[{".utf8.contains(source.bytes[wordStart - 1]) {
        wordStart -= 1
      }
      if wordStart < offset {
        let word = source.text(from: wordStart, to: offset)
        return SyntaxExplanation(
          message: "a ',' is missing before '\(word)'; separate the entries of the \(what) with"
            + " commas",
          mark: source.mark(wordStart, in: line))
      }
    }
    return SyntaxExplanation(
      message: "expected ',' or '\(close)' here; separate the entries of the \(what) that starts"
        + " at \(at) with commas, and close it with '\(close)'",
      mark: report.mark)
  }

  /// The file ends inside a flow collection.
  static func flowAtEnd(_ report: Report) -> SyntaxExplanation? {
    let source = report.source
    guard let (_, offset) = source.locate(report.mark), source.isBlank(from: offset) else {
      return nil
    }
    guard let opener = unclosedBracket(source), let line = source.line(opener.line) else {
      return SyntaxExplanation(
        message: "the file ends inside a '[ … ]' list or '{ … }' mapping; close it",
        mark: report.mark)
    }
    let character = source.bytes[opener.offset]
    let (close, what) = character == UInt8(ascii: "[") ? ("]", "list") : ("}", "mapping")
    return SyntaxExplanation(
      message: "this '\(UnicodeScalar(character))' is never closed; end the \(what) with"
        + " '\(close)'",
      mark: source.mark(opener.offset, in: line))
  }

  /// The innermost `[` or `{` still open at the end of the file, with its line, found in one pass
  /// that skips comments and quoted scalars; brackets inside plain text do not open a collection.
  /// Lines are counted at every break libyaml knows.
  static func unclosedBracket(_ source: SyntaxSource) -> (offset: Int, line: Int)? {
    let bytes = source.bytes
    var open: [(offset: Int, line: Int)] = []
    var line = 1
    var quote: UInt8?
    var previous: UInt8 = 0x0A  // the last byte that is not a space; LF after any line break
    // A leading byte order mark is no token: the first line starts after it.
    let first = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
    var index = first
    while index < bytes.count {
      let breakLength = source.breakLength(at: index)
      if breakLength > 0 {
        line += 1
        if quote == nil { previous = 0x0A }
        index += breakLength
        continue
      }
      let byte = bytes[index]
      defer { index += 1 }
      if let current = quote {
        if byte == UInt8(ascii: "\\"), current == UInt8(ascii: "\""),
          source.breakLength(at: index + 1) == 0
        {
          index += 1
        } else if byte == current {
          quote = nil
          previous = byte
        }
        continue
      }
      let startsToken = "\n:-,[{?".utf8.contains(previous)
      switch byte {
      case UInt8(ascii: " "):
        continue
      case UInt8(ascii: "#")
      where index == first || bytes[index - 1] == 0x20 || source.breakLength(endingAt: index) > 0:
        while index + 1 < bytes.count, source.breakLength(at: index + 1) == 0 { index += 1 }
        continue
      case UInt8(ascii: "\""), UInt8(ascii: "'"):
        if startsToken { quote = byte }
      case UInt8(ascii: "["), UInt8(ascii: "{"):
        if startsToken || !open.isEmpty {
          // Only the innermost brackets matter; a hostile file cannot grow the stack unbounded.
          if open.count == 1024 { open.removeFirst(512) }
          open.append((index, line))
        }
      case UInt8(ascii: "]"), UInt8(ascii: "}"):
        if !open.isEmpty { open.removeLast() }
      default:
        break
      }
      previous = byte
    }
    return open.last
  }
}
