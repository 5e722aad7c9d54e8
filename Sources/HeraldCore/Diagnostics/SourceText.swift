// A spec file's bytes indexed by line, to turn positions into byte offsets and back, and to
// apply a fix-it's edits in one pass.

/// The bytes of one file with the offset of every line, broken as libyaml breaks lines (LF,
/// CR LF, CR, NEL, U+2028, U+2029; a leading byte order mark is not part of line 1). Columns
/// count Unicode characters, as positions do.
struct SourceText {
  /// The text, UTF-8.
  let bytes: [UInt8]
  /// The byte offset of each line's first byte; the last one may be `bytes.count`.
  let lineStarts: [Int]

  /// Indexes `bytes`.
  init(_ bytes: [UInt8]) {
    self.bytes = bytes
    var starts = [bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0]
    var index = starts[0]
    while index < bytes.count {
      if let length = Self.breakLength(bytes, at: index) {
        index += length
        starts.append(index)
      } else {
        index += 1
      }
    }
    lineStarts = starts
  }

  /// The length of the line break at `index`, or nil when none starts there.
  static func breakLength(_ bytes: [UInt8], at index: Int) -> Int? {
    switch bytes[index] {
    case 10: return 1
    case 13: return index + 1 < bytes.count && bytes[index + 1] == 10 ? 2 : 1
    case 0xC2 where index + 1 < bytes.count && bytes[index + 1] == 0x85: return 2
    case 0xE2
    where index + 2 < bytes.count && bytes[index + 1] == 0x80
      && (bytes[index + 2] == 0xA8 || bytes[index + 2] == 0xA9):
      return 3
    default: return nil
    }
  }

  /// The line break new lines get: the file's first one when it is CR LF or CR, else LF.
  var lineBreak: String {
    guard lineStarts.count > 1 else { return "\n" }
    let end = lineStarts[1]
    if end >= 2, bytes[end - 2] == 13, bytes[end - 1] == 10 { return "\r\n" }
    return bytes[end - 1] == 13 ? "\r" : "\n"
  }

  /// The offset just past the content of `line` (before its break), or nil past the last line.
  func contentEnd(ofLine line: Int) -> Int? {
    guard line >= 1, line <= lineStarts.count else { return nil }
    var index = lineStarts[line - 1]
    while index < bytes.count, Self.breakLength(bytes, at: index) == nil { index += 1 }
    return index
  }

  /// The byte offset of `position`, or nil when the text has no such place. A column may be one
  /// past the line's last character (the end of a range that ends the line).
  func offset(of position: SourcePosition) -> Int? {
    guard let end = contentEnd(ofLine: position.line), position.column >= 1 else { return nil }
    var index = lineStarts[position.line - 1]
    for _ in 1..<position.column {
      guard index < end else { return nil }
      index += Self.scalarLength(bytes[index])
    }
    return min(index, end)
  }

  /// The position of byte `offset`, which starts a character or a line's end.
  func position(ofOffset offset: Int) -> SourcePosition {
    var low = 0
    var high = lineStarts.count - 1
    while low < high {
      let middle = (low + high + 1) / 2
      if lineStarts[middle] <= offset { low = middle } else { high = middle - 1 }
    }
    var column = 1
    var index = lineStarts[low]
    while index < offset {
      index += Self.scalarLength(bytes[index])
      column += 1
    }
    return SourcePosition(line: low + 1, column: column)
  }

  /// The length of the UTF-8 sequence `lead` starts (1 for a stray byte).
  static func scalarLength(_ lead: UInt8) -> Int {
    switch lead {
    case 0xF0...0xF7: 4
    case 0xE0...0xEF: 3
    case 0xC0...0xDF: 2
    default: 1
    }
  }

  /// The text from `start` to `end`.
  func text(_ start: Int, _ end: Int) -> Substring {
    String(decoding: bytes[start..<end], as: UTF8.self)[...]
  }
}

extension FixIt {
  /// The text of `file` (its path as in the ranges) with this fix's edits of that file made, all
  /// against the text as given, in one pass; nil when an edit does not fit the text.
  public func applied(to text: String, in file: String) -> String? {
    let source = SourceText(Array(text.utf8))
    var result: [UInt8] = []
    var cursor = 0
    for edit in edits where edit.range.file == file {
      guard let start = source.offset(of: edit.range.start),
        let end = source.offset(of: edit.range.end), cursor <= start, start <= end
      else { return nil }
      result += source.bytes[cursor..<start]
      result += Array(edit.replacement.utf8)
      cursor = end
    }
    result += source.bytes[cursor...]
    return String(decoding: result, as: UTF8.self)
  }
}

extension Substring {
  /// The text without `character` at its end, however many.
  func trimmingSuffix(_ character: Character) -> Substring {
    var result = self
    while result.last == character { result.removeLast() }
    return result
  }
}
