// Positions in a text three ways: Herald's (line, column in Unicode scalars, lines broken as
// libyaml breaks them), the protocol's (line, UTF-16 code units, lines broken at LF, CR LF and
// CR only), and the UTF-8 byte offset both convert through.

import HeraldCore

/// A zero-based protocol position: a line and a UTF-16 code unit offset within it.
public struct LSPPosition: Sendable, Hashable, Comparable {
  /// The zero-based line.
  public var line: Int
  /// The zero-based offset in UTF-16 code units.
  public var character: Int

  /// Creates a position.
  public init(line: Int, character: Int) {
    self.line = line
    self.character = character
  }

  /// Reads `{ "line": …, "character": … }`.
  init?(_ json: JSON?) {
    guard let line = json?["line"]?.integer, let character = json?["character"]?.integer, line >= 0,
      character >= 0
    else { return nil }
    self.init(line: line, character: character)
  }

  /// The position as JSON.
  var json: JSON { ["line": .int(line), "character": .int(character)] }

  public static func < (lhs: LSPPosition, rhs: LSPPosition) -> Bool {
    (lhs.line, lhs.character) < (rhs.line, rhs.character)
  }
}

/// A protocol range: a start and an exclusive end.
public struct LSPRange: Sendable, Hashable {
  /// Where it starts.
  public var start: LSPPosition
  /// Where it ends (exclusive).
  public var end: LSPPosition

  /// Creates a range.
  public init(start: LSPPosition, end: LSPPosition) {
    self.start = start
    self.end = end
  }

  /// Reads `{ "start": …, "end": … }`.
  init?(_ json: JSON?) {
    guard let start = LSPPosition(json?["start"]), let end = LSPPosition(json?["end"]) else {
      return nil
    }
    self.init(start: start, end: end)
  }

  /// The range as JSON.
  var json: JSON { ["start": start.json, "end": end.json] }
}

/// The line starts of one text under both conventions, to convert positions in O(log lines).
/// Offsets are stored as `UInt32`: a spec file is at most 64 MiB by default (4 GiB at most).
public struct LineTable: Sendable {
  /// The text, UTF-8.
  public let bytes: [UInt8]
  /// The byte offset of each Herald line (libyaml's breaks; a leading byte order mark is not
  /// part of line 1, as libyaml skips it).
  private let heraldStarts: [UInt32]
  /// The byte offset of each protocol line.
  private let lspStarts: [UInt32]

  /// Indexes a text.
  public init(_ bytes: [UInt8]) {
    self.bytes = bytes
    var herald: [UInt32] = [bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0]
    var lsp: [UInt32] = [0]
    var index = 0
    while index < bytes.count {
      let byte = bytes[index]
      if byte == 10 || byte == 13 {
        let length = byte == 13 && index + 1 < bytes.count && bytes[index + 1] == 10 ? 2 : 1
        index += length
        herald.append(UInt32(index))
        lsp.append(UInt32(index))
        continue
      }
      if let length = Self.unicodeBreakLength(bytes, at: index) {
        index += length
        herald.append(UInt32(index))
        continue
      }
      index += 1
    }
    heraldStarts = herald
    lspStarts = lsp
  }

  /// The length of NEL (C2 85), LS (E2 80 A8) or PS (E2 80 A9) at `index`, which libyaml
  /// counts as line breaks and the protocol does not.
  private static func unicodeBreakLength(_ bytes: [UInt8], at index: Int) -> Int? {
    let byte = bytes[index]
    if byte == 0xC2, index + 1 < bytes.count, bytes[index + 1] == 0x85 { return 2 }
    if byte == 0xE2, index + 2 < bytes.count, bytes[index + 1] == 0x80,
      bytes[index + 2] == 0xA8 || bytes[index + 2] == 0xA9
    {
      return 3
    }
    return nil
  }

  /// The number of protocol lines.
  public var lspLineCount: Int { lspStarts.count }

  /// Whether the byte at `index` ends a protocol line's content.
  private func isLSPBreak(_ index: Int) -> Bool { bytes[index] == 10 || bytes[index] == 13 }

  /// Whether the byte at `index` ends a Herald line's content.
  private func isHeraldBreak(_ index: Int) -> Bool {
    isLSPBreak(index) || Self.unicodeBreakLength(bytes, at: index) != nil
  }

  /// The length of the UTF-8 sequence that starts with `byte` (1 for a stray byte, which a
  /// reader shows as one U+FFFD).
  static func sequenceLength(_ byte: UInt8) -> Int {
    switch byte {
    case 0xC0...0xDF: 2
    case 0xE0...0xEF: 3
    case 0xF0...0xF7: 4
    default: 1
    }
  }

  /// The length of the character at `index`: its whole sequence when the continuation bytes
  /// are there, else 1. A file on disk may hold invalid UTF-8; a truncated sequence must not
  /// swallow the line break after it.
  func characterLength(at index: Int) -> Int {
    let length = Self.sequenceLength(bytes[index])
    guard length > 1, index + length <= bytes.count else { return 1 }
    for next in index + 1..<index + length where bytes[next] & 0xC0 != 0x80 { return 1 }
    return length
  }

  // MARK: Herald positions

  /// The byte offset of a Herald position; columns past the line's end stop at it.
  public func offset(of position: SourcePosition) -> Int {
    let line = min(max(position.line, 1), heraldStarts.count) - 1
    var index = Int(heraldStarts[line])
    var column = 1
    while column < position.column, index < bytes.count, !isHeraldBreak(index) {
      index += characterLength(at: index)
      column += 1
    }
    return index
  }

  /// The Herald position of a byte offset.
  public func heraldPosition(atOffset offset: Int) -> SourcePosition {
    let line = Self.lastStart(in: heraldStarts, atOrBefore: offset)
    var index = Int(heraldStarts[line])
    var column = 1
    while index < offset, index < bytes.count {
      let length = characterLength(at: index)
      guard index + length <= offset else { break }  // inside a character: its start
      index += length
      column += 1
    }
    return SourcePosition(line: line + 1, column: column)
  }

  // MARK: Protocol positions

  /// The protocol position of a byte offset.
  public func lspPosition(atOffset offset: Int) -> LSPPosition {
    let offset = min(max(offset, 0), bytes.count)
    let line = Self.lastStart(in: lspStarts, atOrBefore: offset)
    var index = Int(lspStarts[line])
    var units = 0
    while index < offset {
      let length = characterLength(at: index)
      guard index + length <= offset else { break }  // inside a character: its start
      units += length == 4 ? 2 : 1
      index += length
    }
    return LSPPosition(line: line, character: units)
  }

  /// The byte offset of a protocol position. A line past the end gives the end of the text; a
  /// character past the line's end gives the line's end (as the protocol asks), and one inside
  /// a surrogate pair gives the start of that character.
  public func offset(of position: LSPPosition) -> Int {
    guard position.line < lspStarts.count else { return bytes.count }
    var index = Int(lspStarts[position.line])
    var units = 0
    while index < bytes.count, !isLSPBreak(index) {
      let length = characterLength(at: index)
      let width = length == 4 ? 2 : 1
      guard units + width <= position.character else { break }
      units += width
      index += length
    }
    return index
  }

  /// The protocol range of a Herald range.
  public func lspRange(of range: SourceRange) -> LSPRange {
    LSPRange(
      start: lspPosition(atOffset: offset(of: range.start)),
      end: lspPosition(atOffset: offset(of: range.end)))
  }

  /// The Herald position at a protocol position.
  public func heraldPosition(at position: LSPPosition) -> SourcePosition {
    heraldPosition(atOffset: offset(of: position))
  }

  /// The index of the last line start at or before `offset`.
  private static func lastStart(in starts: [UInt32], atOrBefore offset: Int) -> Int {
    var low = 0
    var high = starts.count - 1
    while low < high {
      let middle = (low + high + 1) / 2
      if Int(starts[middle]) <= offset { low = middle } else { high = middle - 1 }
    }
    return low
  }
}
