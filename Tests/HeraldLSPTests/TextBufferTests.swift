// The chunked text of open documents against the plain way: every random edit (CR LF, lone CR,
// emoji, positions past the line's end and inside surrogate pairs) gives the bytes a copy of
// the whole text would, and the chunks keep their bounds.

import HeraldCore
import Testing

@testable import HeraldLSP

/// Tests of `TextBuffer`.
struct TextBufferTests {
  /// The pieces random texts are made of: line breaks of all three kinds, and characters of
  /// one to four UTF-8 bytes.
  static let pieces = ["a", "b", " ", "\n", "\r", "\r\n", "é", "€", "🎧", "key: value\n"]

  /// A random text of about `count` pieces.
  static func text(_ count: Int, _ dice: inout RobustnessTests.Dice) -> String {
    (0..<count).map { _ in pieces[dice.next(pieces.count)] }.joined()
  }

  /// A random position: a line up to two past the last, a character up to four past the
  /// line's end (inside surrogate pairs too).
  static func position(in bytes: [UInt8], _ dice: inout RobustnessTests.Dice) -> LSPPosition {
    let lines = DocumentLines(bytes)
    let line = dice.next(lines.count + 2)
    let width = line < lines.count ? lines[line].utf16.count : 0
    return LSPPosition(line: line, character: dice.next(width + 5))
  }

  /// Positions convert to the offsets `LineTable` gives, and random edits to the bytes a
  /// splice of the whole text gives, with chunks of 4, 7 and 64 bytes, so that edits start,
  /// end and delete across chunk boundaries.
  @Test func randomEditsMatchTheWholeText() {
    var dice = RobustnessTests.Dice(state: 23)
    for chunkSize in [4, 7, 64] {
      for round in 0..<30 {
        var expected = Array(Self.text(dice.next(200), &dice).utf8)
        var buffer = TextBuffer(expected, chunkSize: chunkSize, seed: UInt64(round))
        for _ in 0..<60 {
          let table = LineTable(expected)
          let start = Self.position(in: expected, &dice)
          var end = Self.position(in: expected, &dice)
          if end < start { end = start }
          #expect(buffer.offset(of: start) == table.offset(of: start), "\(start)")
          let insert = Array(Self.text(dice.next(3) * dice.next(40), &dice).utf8)
          let lower = table.offset(of: start)
          let upper = max(lower, table.offset(of: end))
          expected.replaceSubrange(lower..<upper, with: insert)
          buffer.replace(from: start, to: end, with: insert)
          #expect(buffer.bytes == expected)
          #expect(buffer.count == expected.count)
          #expect(buffer.lineCount == DocumentLines(expected).count)
          Self.expectChunkBounds(buffer, expected, chunkSize: chunkSize)
        }
      }
    }
  }

  /// Every chunk holds one to two chunk sizes (a few bytes more where a character or CR LF
  /// would be cut), unless it is the only one, and no chunk starts inside a character or
  /// between CR and LF.
  static func expectChunkBounds(_ buffer: TextBuffer, _ bytes: [UInt8], chunkSize: Int) {
    let sizes = buffer.chunkSizes
    #expect(sizes.reduce(0, +) == bytes.count)
    if sizes.count > 1 {
      #expect(sizes.allSatisfy { $0 >= chunkSize - 3 && $0 <= 2 * chunkSize + 3 }, "\(sizes)")
    }
    var start = 0
    for size in sizes.dropLast() {
      start += size
      #expect(bytes[start] & 0xC0 != 0x80)
      #expect(!(bytes[start - 1] == 13 && bytes[start] == 10))
    }
  }

  /// Deleting everything, then typing into the empty text, works; so does replacing the whole
  /// text.
  @Test func emptyAndWhole() {
    var buffer = TextBuffer(Array("ab\ncd".utf8), chunkSize: 4, seed: 1)
    buffer.replace(
      from: LSPPosition(line: 0, character: 0), to: LSPPosition(line: 5, character: 0), with: [])
    #expect(buffer.bytes.isEmpty && buffer.chunkCount == 0 && buffer.lineCount == 1)
    buffer.replace(
      from: LSPPosition(line: 3, character: 9), to: LSPPosition(line: 3, character: 9),
      with: Array("x\r\ny".utf8))
    #expect(buffer.bytes == Array("x\r\ny".utf8))
    #expect(buffer.offset(of: LSPPosition(line: 1, character: 0)) == 3)
    buffer.replaceAll(with: Array("whole".utf8))
    #expect(buffer.bytes == Array("whole".utf8))
  }

  /// A copy keeps its text when the original is edited, and the other way round.
  @Test func copiesAreIndependent() {
    let text = Array(Self.textLines(200).utf8)
    var original = TextBuffer(text, chunkSize: 16, seed: 2)
    var copy = original
    original.replace(
      from: LSPPosition(line: 3, character: 1), to: LSPPosition(line: 9, character: 0),
      with: Array("X".utf8))
    #expect(copy.bytes == text)
    copy.replaceAll(with: [])
    // From line 3, character 1 (offset 22) to line 9 (offset 63): 41 bytes become 1.
    #expect(original.bytes.count == text.count - 40)
    #expect(original.bytes[21...23] == [UInt8(ascii: "k"), UInt8(ascii: "X"), UInt8(ascii: "k")])
    #expect(copy.bytes.isEmpty)
  }

  /// `count` lines of the same length.
  static func textLines(_ count: Int) -> String {
    String(repeating: "key: v\n", count: count)
  }
}
