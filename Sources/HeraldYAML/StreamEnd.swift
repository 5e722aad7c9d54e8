// Where a file without a final line break ends, so that no mark points past its last line.

/// The end of a source whose last line has no line break, in libyaml's 0-based lines and columns.
///
/// At the end of such a stream libyaml moves its mark to the start of the line after the last
/// one, a line that is not in the file, and puts the stream's end there: the end of every
/// collection still open, an empty value at the end, and a syntax error found there. `clamp`
/// puts that mark just after the last character of the last line instead, where an editor can go.
struct StreamEnd {
  /// The 0-based index of the last line, or `nil` when the source is empty or ends with a line
  /// break, where libyaml's marks never leave the text.
  let lastLine: Int?
  /// The characters on the last line: libyaml's 0-based column just past its end.
  let lastColumn: Int

  /// Measures UTF-8 `source` as libyaml reads it (the parser refuses other encodings first). A
  /// source that ends with a line break, the usual case, costs a look at its last bytes.
  init(_ source: UnsafeBufferPointer<UInt8>) {
    guard !source.isEmpty, !Self.endsWithBreak(source) else {
      (lastLine, lastColumn) = (nil, 0)
      return
    }
    var counter = LineCounter()
    let hasBOM = source.starts(with: [0xEF, 0xBB, 0xBF])
    counter.count(source.dropFirst(hasBOM ? 3 : 0), as: UTF8.self)
    (lastLine, lastColumn) = (counter.line, counter.column)
  }

  /// `mark` as a 1-based `YAMLMark`; libyaml's mark on the line after the last one becomes the
  /// position just past the last line's last character.
  @inline(__always)
  func clamp(line: Int, column: Int) -> YAMLMark {
    if let lastLine, line == lastLine &+ 1, column == 0 {
      return YAMLMark(zeroBasedLine: lastLine, column: lastColumn)
    }
    return YAMLMark(zeroBasedLine: line, column: column)
  }

  /// Whether the last character of `source` is a line break (LF, CR, NEL, LS or PS).
  static func endsWithBreak(_ source: UnsafeBufferPointer<UInt8>) -> Bool {
    let count = source.count
    let last = source[count - 1]
    if last == 0x0A || last == 0x0D { return true }
    if count >= 2, source[count - 2] == 0xC2, last == 0x85 { return true }
    return count >= 3 && source[count - 3] == 0xE2 && source[count - 2] == 0x80
      && (last == 0xA8 || last == 0xA9)
  }
}

/// Counts lines and the characters of the last one the way libyaml does: CR LF is one break, and
/// so are CR, LF, NEL, LS and PS alone.
struct LineCounter {
  /// The 0-based index of the current line.
  var line = 0
  /// The characters read on the current line.
  var column = 0

  /// Whether a scalar value is a line break.
  @inline(__always)
  static func isBreak(_ value: UInt32) -> Bool {
    value == 0x0A || value == 0x0D || value == 0x85 || value == 0x2028 || value == 0x2029
  }

  /// Reads `units` in `codec` (an undecodable unit counts as one character).
  mutating func count<C: UnicodeCodec>(_ units: some Sequence<C.CodeUnit>, as codec: C.Type) {
    var iterator = units.makeIterator()
    var decoder = C()
    var afterCR = false
    while true {
      let value: UInt32
      switch decoder.decode(&iterator) {
      case .scalarValue(let scalar): value = scalar.value
      case .error: value = 0xFFFD
      case .emptyInput: return
      }
      if value == 0x0A && afterCR {
        // The LF of a CR LF: the CR already ended the line.
      } else if Self.isBreak(value) {
        line += 1
        column = 0
      } else {
        column += 1
      }
      afterCR = value == 0x0D
    }
  }
}
