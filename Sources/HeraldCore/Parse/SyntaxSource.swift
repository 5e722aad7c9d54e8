// Bounded, byte-level access to the lines of a file that libyaml rejected, for `SyntaxHints`.

import HeraldYAML

/// The lines of a spec file, read only around the place libyaml stopped.
///
/// Every lookup is bounded: finding a line scans forward once (linear in the file), and looking
/// back reads at most `lookBackLines` lines, so hostile input cannot make a hint slow; every index
/// is checked, so it cannot read out of bounds either. Lines break where libyaml breaks them: at
/// LF, CR LF, CR, NEL (U+0085), LS (U+2028) and PS (U+2029), so every line number and column a
/// hint gives is libyaml's (the parser has refused any encoding but UTF-8 before).
struct SyntaxSource {
  /// One line: its number and the byte range of its text, without the line break.
  struct Line {
    /// The 1-based line number.
    let number: Int
    /// The offset of the first byte.
    let start: Int
    /// The offset just past the last byte before the line break.
    let end: Int
  }

  /// How many lines a hint looks back at most.
  static let lookBackLines = 200
  /// How many bytes of one line a hint reads at most.
  static let lineBytes = 4096

  /// The file's bytes.
  let bytes: [UInt8]

  /// The line numbered `number`, if the file has it.
  func line(_ number: Int) -> Line? {
    guard number >= 1 else { return nil }
    var index = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
    var current = 1
    while current < number {
      guard index < bytes.count else { return nil }
      let length = breakLength(at: index)
      if length > 0 {
        current += 1
        index += length
      } else {
        index += 1
      }
    }
    return Line(number: number, start: index, end: lineEnd(from: index))
  }

  /// The line before `line`, if any.
  func previous(_ line: Line) -> Line? {
    guard line.number > 1, line.start > 0 else { return nil }
    let end = line.start - breakLength(endingAt: line.start)
    var start = end
    while start > 0, breakLength(endingAt: start) == 0 { start -= 1 }
    // libyaml does not count a leading byte order mark as a character.
    if start == 0, end >= 3, bytes.starts(with: [0xEF, 0xBB, 0xBF]) { start = 3 }
    return Line(number: line.number - 1, start: start, end: end)
  }

  /// The byte length of the line break that starts at `offset` (CR LF, CR, LF, NEL, LS or PS),
  /// or 0 when none does.
  func breakLength(at offset: Int) -> Int {
    guard offset >= 0, offset < bytes.count else { return 0 }
    let left = bytes.count - offset
    switch bytes[offset] {
    case 0x0A: return 1
    case 0x0D: return left >= 2 && bytes[offset + 1] == 0x0A ? 2 : 1
    case 0xC2: return left >= 2 && bytes[offset + 1] == 0x85 ? 2 : 0
    case 0xE2:
      guard left >= 3, bytes[offset + 1] == 0x80 else { return 0 }
      return bytes[offset + 2] == 0xA8 || bytes[offset + 2] == 0xA9 ? 3 : 0
    default: return 0
    }
  }

  /// The byte length of the line break that ends just before `offset`, or 0 when none does: the
  /// same breaks as `breakLength(at:)`, read backwards (a CR LF is one break).
  func breakLength(endingAt offset: Int) -> Int {
    guard offset > 0, offset <= bytes.count else { return 0 }
    let last = bytes[offset - 1]
    switch last {
    case 0x0A: return offset >= 2 && bytes[offset - 2] == 0x0D ? 2 : 1
    case 0x0D: return 1
    case 0x85: return offset >= 2 && bytes[offset - 2] == 0xC2 ? 2 : 0
    case 0xA8, 0xA9:
      return offset >= 3 && bytes[offset - 3] == 0xE2 && bytes[offset - 2] == 0x80 ? 3 : 0
    default: return 0
    }
  }

  /// The lines before `line` that hold more than spaces and a comment, nearest first, at most
  /// `lookBackLines` of them looked at.
  func contentLinesBefore(_ line: Line) -> [Line] {
    var result: [Line] = []
    var cursor = line
    for _ in 0..<Self.lookBackLines {
      guard let before = previous(cursor) else { break }
      if hasContent(before) { result.append(before) }
      cursor = before
    }
    return result
  }

  /// The offset where a line starting at `start` ends (its break, or the end of the file).
  private func lineEnd(from start: Int) -> Int {
    var index = start
    while index < bytes.count, breakLength(at: index) == 0 { index += 1 }
    return index
  }

  /// Whether nothing but spaces and line breaks follows `offset`.
  func isBlank(from offset: Int) -> Bool {
    var index = max(0, offset)
    while index < bytes.count {
      let length = breakLength(at: index)
      guard length > 0 || bytes[index] == UInt8(ascii: " ") else { return false }
      index += max(length, 1)
    }
    return true
  }

  /// The byte at `offset`, or nil outside the file.
  func byte(_ offset: Int) -> UInt8? {
    offset >= 0 && offset < bytes.count ? bytes[offset] : nil
  }

  /// The offset of the first byte of a line that is not a space.
  func contentStart(_ line: Line) -> Int {
    var index = line.start
    while index < line.end, bytes[index] == UInt8(ascii: " ") { index += 1 }
    return index
  }

  /// Whether a line holds something other than spaces and a comment.
  func hasContent(_ line: Line) -> Bool {
    let start = contentStart(line)
    return start < line.end && bytes[start] != UInt8(ascii: "#")
  }

  /// The 1-based column of `offset` in `line`, counting characters as libyaml does.
  func column(of offset: Int, in line: Line) -> Int {
    var column = 1
    var index = line.start
    let stop = min(offset, line.end, line.start + Self.lineBytes)
    while index < stop {
      if bytes[index] & 0xC0 != 0x80 { column += 1 }
      index += 1
    }
    return column
  }

  /// The offset of the character at a 1-based column of `line`, or the line's end.
  func offset(ofColumn column: Int, in line: Line) -> Int {
    var index = line.start
    var current = 1
    let stop = min(line.end, line.start + Self.lineBytes)
    while current < column, index < stop {
      index += 1
      while index < stop, bytes[index] & 0xC0 == 0x80 { index += 1 }
      current += 1
    }
    return index
  }

  /// The offset of the character at a mark, with its line, if the file has that line.
  func locate(_ mark: YAMLMark) -> (line: Line, offset: Int)? {
    guard let line = line(mark.line) else { return nil }
    return (line, offset(ofColumn: mark.column, in: line))
  }

  /// The text of a byte range, decoded leniently and cut to `limit` characters.
  func text(from start: Int, to end: Int, limit: Int = 40) -> String {
    let lower = max(0, min(start, bytes.count))
    let upper = max(lower, min(end, bytes.count, lower + limit * 4))
    let decoded = String(decoding: bytes[lower..<upper], as: UTF8.self)
    return decoded.count > limit ? String(decoded.prefix(limit)) + "…" : decoded
  }

  /// The key a line starts with (after any `- ` list indicators): its offset and text, or nil
  /// when the line has no plain `key:` followed by a space or its end.
  func key(of line: Line) -> (offset: Int, name: String)? {
    var start = contentStart(line)
    while start + 1 < line.end, bytes[start] == UInt8(ascii: "-"),
      bytes[start + 1] == UInt8(ascii: " ")
    {
      start += 2
      while start < line.end, bytes[start] == UInt8(ascii: " ") { start += 1 }
    }
    guard let colon = colonOfKey(in: line, from: start) else { return nil }
    var nameEnd = colon
    while nameEnd > start, bytes[nameEnd - 1] == UInt8(ascii: " ") { nameEnd -= 1 }
    guard nameEnd > start else { return nil }
    return (start, text(from: start, to: nameEnd))
  }

  /// The offset of the first `:` after `start` that ends a plain key (followed by a space or the
  /// line's end), before any ` #` comment.
  func colonOfKey(in line: Line, from start: Int) -> Int? {
    var index = start
    let stop = min(line.end, start + Self.lineBytes)
    while index < stop {
      let byte = bytes[index]
      if byte == UInt8(ascii: "#"), index > line.start, bytes[index - 1] == UInt8(ascii: " ") {
        return nil
      }
      if byte == UInt8(ascii: ":"), index + 1 >= line.end || bytes[index + 1] == UInt8(ascii: " ") {
        return index
      }
      index += 1
    }
    return nil
  }

  /// The column of the first content of a line (its indentation plus one).
  func contentColumn(_ line: Line) -> Int {
    column(of: contentStart(line), in: line)
  }

  /// A mark at `offset` of `line`.
  func mark(_ offset: Int, in line: Line) -> YAMLMark {
    YAMLMark(line: line.number, column: column(of: offset, in: line))
  }
}
