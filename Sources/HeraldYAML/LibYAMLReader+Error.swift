// Turns libyaml's error state into one located `.syntax` problem.

import CYaml

extension LibYAMLReader {
  /// Describes the error that made `next()` fail as one `.syntax` problem, with a "while ..."
  /// note at the context mark when libyaml gives a context.
  func syntaxProblem(source: UnsafeBufferPointer<UInt8>) -> YAMLProblem {
    let state = parser.pointee
    let mark: YAMLMark
    let fallback: String
    switch state.error {
    case YAML_READER_ERROR:
      // Reader errors carry a byte offset and no mark.
      let offset = Int(state.problem_offset)
      mark = SourceLocator.mark(atByteOffset: offset, in: source)
      fallback = "the text cannot be decoded"
    case YAML_SCANNER_ERROR, YAML_PARSER_ERROR, YAML_COMPOSER_ERROR:
      mark = self.mark(state.problem_mark)
      fallback = "the text is not valid YAML"
    case YAML_MEMORY_ERROR:
      mark = self.mark(state.mark)
      fallback = "libyaml ran out of memory while reading this file"
    case YAML_NO_ERROR:
      mark = self.mark(state.mark)
      fallback = "libyaml stopped reading without reporting why"
    default:
      mark = self.mark(state.mark)
      fallback = "libyaml failed with error code \(state.error.rawValue)"
    }
    let message = state.problem.map { Self.lowercasingFirst(String(cString: $0)) } ?? fallback
    var notes: [YAMLNote] = []
    if let context = state.context {
      let text = Self.lowercasingFirst(String(cString: context))
      let contextMark = self.mark(state.context_mark)
      notes.append(
        YAMLNote(
          message: text.hasPrefix("while ") ? text : "while " + text,
          range: YAMLRange(start: contextMark, end: contextMark)))
    }
    return YAMLProblem(
      kind: .syntax, message: message, range: YAMLRange(start: mark, end: mark), notes: notes)
  }

  /// Returns `text` with its first character lowercased ("Did not find" → "did not find").
  static func lowercasingFirst(_ text: String) -> String {
    guard let first = text.first else { return text }
    return first.lowercased() + text.dropFirst()
  }
}

/// Finds the line and column of a byte offset, the way libyaml counts them, for reader errors.
enum SourceLocator {
  /// The 1-based mark of the character at `offset` in UTF-8 `source` (a leading BOM is not
  /// counted; the parser refuses other encodings before libyaml reads them).
  static func mark(atByteOffset offset: Int, in source: UnsafeBufferPointer<UInt8>) -> YAMLMark {
    let hasBOM = source.count >= 3 && source[0] == 0xEF && source[1] == 0xBB && source[2] == 0xBF
    let end = min(max(offset, 0), source.count)
    var index = hasBOM ? 3 : 0
    var line = 1
    var column = 1
    while index < end {
      let breakLength = lineBreakLength(in: source, at: index)
      if breakLength > 0 {
        line += 1
        column = 1
        index += breakLength
        continue
      }
      // Stop on the character that contains `offset`: libyaml reports a bad trailing byte by
      // its own offset, but the character starts at its leading byte.
      let length = sequenceLength(source[index])
      if index + length > end { break }
      column += 1
      index += length
    }
    return YAMLMark(line: line, column: column)
  }

  /// The length of the UTF-8 sequence that `lead` starts (1 for ASCII and stray bytes).
  private static func sequenceLength(_ lead: UInt8) -> Int {
    switch lead {
    case 0xC0...0xDF: return 2
    case 0xE0...0xEF: return 3
    case 0xF0...0xF7: return 4
    default: return 1
    }
  }

  /// The byte length of the line break at `index` (CR LF, CR, LF, NEL, LS or PS), or 0.
  private static func lineBreakLength(in source: UnsafeBufferPointer<UInt8>, at index: Int) -> Int {
    let byte = source[index]
    let left = source.count - index
    switch byte {
    case 0x0A: return 1
    case 0x0D: return left >= 2 && source[index + 1] == 0x0A ? 2 : 1
    case 0xC2: return left >= 2 && source[index + 1] == 0x85 ? 2 : 0
    case 0xE2:
      guard left >= 3, source[index + 1] == 0x80 else { return 0 }
      return source[index + 2] == 0xA8 || source[index + 2] == 0xA9 ? 3 : 0
    default: return 0
    }
  }
}
