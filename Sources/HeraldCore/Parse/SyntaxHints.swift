// Plainer wording for libyaml errors whose usual cause is easy to name, such as a tab.

import HeraldYAML

/// Rewrites selected libyaml messages after looking at the offending character.
enum SyntaxHints {
  /// The message to show for a syntax problem: a tab at the problem's position gets a hint.
  static func message(for problem: YAMLProblem, in bytes: [UInt8]) -> String {
    guard problem.kind == .syntax,
      character(at: problem.range.start, in: bytes) == UInt8(ascii: "\t")
    else { return problem.message }
    return "a tab character cannot indent YAML; indent with spaces (libyaml: \(problem.message))"
  }

  /// The first byte of the character at a 1-based line and column (columns count characters).
  static func character(at mark: YAMLMark, in bytes: [UInt8]) -> UInt8? {
    var line = 1
    var index = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
    while line < mark.line, index < bytes.count {
      if bytes[index] == 0x0A { line += 1 }
      index += 1
    }
    var column = 1
    while column < mark.column, index < bytes.count, bytes[index] != 0x0A {
      index += 1
      while index < bytes.count, bytes[index] & 0xC0 == 0x80 { index += 1 }
      column += 1
    }
    return index < bytes.count ? bytes[index] : nil
  }
}
