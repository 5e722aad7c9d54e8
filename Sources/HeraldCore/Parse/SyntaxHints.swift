// Herald's words for the commonest libyaml errors: what is wrong, where a human would fix it,
// and how; libyaml's own words stay as a note.

import HeraldYAML

/// Herald's explanation of a libyaml error.
struct SyntaxExplanation {
  /// What is wrong and what to do, in Herald's words.
  let message: String
  /// The place a human would fix, which may be before the place libyaml noticed.
  let mark: YAMLMark
}

/// Explains libyaml errors whose usual cause can be read from the bytes around libyaml's marks.
///
/// libyaml's messages are matched by their text, which libyaml has kept stable for years; an
/// error whose text or surroundings do not match a known cause keeps libyaml's message.
enum SyntaxHints {
  /// What libyaml reported, with the source around it.
  struct Report {
    /// libyaml's message.
    let problem: String
    /// Where libyaml stopped.
    let mark: YAMLMark
    /// libyaml's "while …" context, if any.
    let context: String?
    /// Where the context starts (the collection, scalar or key being read), if any.
    let contextMark: YAMLMark?
    /// The file.
    let source: SyntaxSource
  }

  /// Herald's explanation of a syntax problem, or nil to keep libyaml's message.
  static func explain(_ problem: YAMLProblem, in bytes: [UInt8]) -> SyntaxExplanation? {
    guard problem.kind == .syntax else { return nil }
    let context = problem.notes.first { $0.message.hasPrefix("while ") }
    let report = Report(
      problem: problem.message, mark: problem.range.start, context: context?.message,
      contextMark: context?.range.start, source: SyntaxSource(bytes: bytes))
    return explainCharacter(report) ?? explainIndentation(report) ?? explainScalar(report)
      ?? explainFlow(report)
  }

  /// A tab where indentation belongs, a character that cannot start a plain value, or bytes that
  /// are not UTF-8.
  static func explainCharacter(_ report: Report) -> SyntaxExplanation? {
    let source = report.source
    let character = source.locate(report.mark).flatMap { source.byte($0.offset) }
    if character == UInt8(ascii: "\t") {
      return SyntaxExplanation(
        message: "a tab character cannot indent YAML; indent with spaces", mark: report.mark)
    }
    switch report.problem {
    case "found character that cannot start any token":
      guard let character, "@`%".utf8.contains(character) else { return nil }
      let shown = String(UnicodeScalar(character))
      return SyntaxExplanation(
        message:
          "a plain value cannot start with '\(shown)', which YAML reserves; put the value in quotes",
        mark: report.mark)
    case "invalid leading UTF-8 octet", "invalid trailing UTF-8 octet",
      "incomplete UTF-8 octet sequence", "invalid Unicode character":
      return SyntaxExplanation(
        message: "the file is not valid UTF-8 here; save it as UTF-8", mark: report.mark)
    case "control characters are not allowed" where character == 0:
      // NUL bytes between ASCII letters are what UTF-16 or UTF-32 text without its byte order
      // mark looks like when read as UTF-8.
      return SyntaxExplanation(
        message: "a NUL character cannot appear in YAML; if the file is UTF-16 or UTF-32, save it"
          + " as UTF-8",
        mark: report.mark)
    case "control characters are not allowed":
      return SyntaxExplanation(
        message: "a control character cannot appear in YAML; remove it", mark: report.mark)
    default:
      return nil
    }
  }
}
