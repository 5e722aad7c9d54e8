// Herald's words for mistakes inside one key or value: a missing `:` or space after it, an
// unclosed quote, a bad escape, and characters that YAML gives a meaning at a value's start.

import HeraldYAML

extension SyntaxHints {
  /// Explains the libyaml errors about one key or scalar.
  static func explainScalar(_ report: Report) -> SyntaxExplanation? {
    switch (report.problem, report.context) {
    case ("could not find expected ':'", "while scanning a simple key"):
      return missingColon(report)
    case ("found unexpected end of stream", "while scanning a quoted scalar"):
      return unclosedQuote(report)
    case ("found unknown escape character", "while parsing a quoted scalar"),
      ("did not find expected hexdecimal number", "while parsing a quoted scalar"):
      return badEscape(report)
    case ("block sequence entries are not allowed in this context", _):
      return SyntaxExplanation(
        message: "a list cannot start on the same line as its key; move the '- ' item to the"
          + " next line and indent it",
        mark: report.mark)
    case ("mapping keys are not allowed in this context", _):
      return SyntaxExplanation(
        message: "'? ' starts a complex key in YAML; if this is text, put it in quotes",
        mark: report.mark)
    case ("did not find expected alphabetic or numeric character", "while scanning an alias"),
      ("did not find expected alphabetic or numeric character", "while scanning an anchor"):
      let sigil =
        report.context == "while scanning an alias" ? "'*' starts an alias" : "'&' starts an anchor"
      return SyntaxExplanation(
        message: "\(sigil), which needs a name right after it; if this is text, put it in quotes",
        mark: report.contextMark ?? report.mark)
    case ("did not find expected comment or line break", "while scanning a block scalar"):
      return SyntaxExplanation(
        message: "'|' and '>' start a block scalar, whose text goes on the lines below; move the"
          + " text to the next line and indent it, or put the value in quotes",
        mark: report.contextMark ?? report.mark)
    default:
      return nil
    }
  }

  /// A line that libyaml began to read as a key but that has no `: ` after it.
  static func missingColon(_ report: Report) -> SyntaxExplanation? {
    let source = report.source
    guard let contextMark = report.contextMark, let (line, start) = source.locate(contextMark),
      start < line.end
    else { return nil }
    var index = start
    while index < line.end, source.bytes[index] != UInt8(ascii: " "),
      source.bytes[index] != UInt8(ascii: ":")
    {
      index += 1
    }
    let word = source.text(from: start, to: index)
    let mark = source.mark(start, in: line)
    if index < line.end, source.bytes[index] == UInt8(ascii: ":") {
      return SyntaxExplanation(
        message: "a ':' after a key needs a space after it; write '\(word): …'", mark: mark)
    }
    if index < line.end, source.hasContent(line) {
      return SyntaxExplanation(
        message: "a ':' is missing after '\(word)'; write '\(word): …'", mark: mark)
    }
    return SyntaxExplanation(
      message: "'\(word)' is neither a key (no ':' follows it) nor a list item; if it is the value"
        + " of the key above, indent it more than that key",
      mark: mark)
  }

  /// A quote that is never closed: libyaml reads to the end of the file.
  static func unclosedQuote(_ report: Report) -> SyntaxExplanation? {
    let source = report.source
    guard let contextMark = report.contextMark, let (_, start) = source.locate(contextMark),
      let quote = source.byte(start), quote == UInt8(ascii: "\"") || quote == UInt8(ascii: "'")
    else { return nil }
    let shown = String(UnicodeScalar(quote))
    return SyntaxExplanation(
      message: "the \(shown) that starts this value is never closed; end the value with \(shown)",
      mark: contextMark)
  }

  /// A backslash inside double quotes that does not start a valid escape.
  static func badEscape(_ report: Report) -> SyntaxExplanation? {
    let source = report.source
    guard let (line, offset) = source.locate(report.mark) else { return nil }
    var backslash = min(offset, line.end)
    let lowest = max(line.start, backslash - 16)
    while backslash > lowest, source.byte(backslash) != UInt8(ascii: "\\") { backslash -= 1 }
    guard source.byte(backslash) == UInt8(ascii: "\\") else { return nil }
    return SyntaxExplanation(
      message: "'\\' starts an escape inside double quotes; write '\\\\' for a backslash, or put"
        + " the value in single quotes",
      mark: source.mark(backslash, in: line))
  }
}
