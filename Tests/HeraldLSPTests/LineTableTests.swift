// Positions converted between Herald's (scalar columns, libyaml's line breaks) and the
// protocol's (UTF-16 units, LF/CR LF/CR only), through byte offsets.

import HeraldCore
import Testing

@testable import HeraldLSP

/// Tests of `LineTable` and `TextDocument` edits.
struct LineTableTests {
  /// Astral characters count two UTF-16 units and one Herald column.
  @Test func astralCharacters() {
    let table = LineTable(Array("a: \"🎧é\"\nb: 🎧x".utf8))
    let x = SourcePosition(line: 2, column: 5)  // b, :, space, 🎧, x
    let offset = table.offset(of: x)
    #expect(table.bytes[offset] == UInt8(ascii: "x"))
    #expect(table.lspPosition(atOffset: offset) == LSPPosition(line: 1, character: 5))
    #expect(table.heraldPosition(at: LSPPosition(line: 1, character: 5)) == x)
    // A character inside the surrogate pair goes to the start of the emoji.
    #expect(
      table.heraldPosition(at: LSPPosition(line: 1, character: 4))
        == SourcePosition(line: 2, column: 4))
  }

  /// CR LF and a lone CR end one line each, for both conventions.
  @Test func crlfAndCR() {
    let table = LineTable(Array("a\r\nb\rc\nd".utf8))
    for (line, name) in ["a", "b", "c", "d"].enumerated() {
      let offset = table.offset(of: SourcePosition(line: line + 1, column: 1))
      #expect(table.bytes[offset] == Character(name).asciiValue!)
      #expect(table.lspPosition(atOffset: offset) == LSPPosition(line: line, character: 0))
    }
    #expect(table.lspLineCount == 4)
  }

  /// NEL, LS and PS break Herald's lines (as libyaml's) but not the protocol's.
  @Test func unicodeLineBreaks() {
    let table = LineTable(Array("a\u{2028}b\u{85}c\nd".utf8))
    let c = table.offset(of: SourcePosition(line: 3, column: 1))
    #expect(table.bytes[c] == UInt8(ascii: "c"))
    #expect(table.lspPosition(atOffset: c) == LSPPosition(line: 0, character: 4))
    let d = table.offset(of: SourcePosition(line: 4, column: 1))
    #expect(table.lspPosition(atOffset: d) == LSPPosition(line: 1, character: 0))
  }

  /// A byte order mark is not part of Herald's first line but is a character of the client's.
  @Test func byteOrderMark() {
    let table = LineTable([0xEF, 0xBB, 0xBF] + Array("ab".utf8))
    let b = table.offset(of: SourcePosition(line: 1, column: 2))
    #expect(table.bytes[b] == UInt8(ascii: "b"))
    #expect(table.lspPosition(atOffset: b) == LSPPosition(line: 0, character: 2))
  }

  /// Positions past a line's end or the text's end are clamped, never out of bounds.
  @Test func clamping() {
    let table = LineTable(Array("ab\ncd".utf8))
    #expect(table.offset(of: LSPPosition(line: 0, character: 99)) == 2)
    #expect(table.offset(of: LSPPosition(line: 9, character: 0)) == 5)
    #expect(table.offset(of: SourcePosition(line: 9, column: 9)) == 5)
    #expect(LineTable([]).lspPosition(atOffset: 3) == LSPPosition(line: 0, character: 0))
  }

  /// Ranged edits in UTF-16 positions apply to the right bytes, across lines and emoji.
  @Test func rangedEdits() throws {
    var document = TextDocument(uri: "file:///x.yml", version: 1, text: "🎧 a\r\nbc\n")
    try document.apply(
      [
        "range": ["start": ["line": 0, "character": 3], "end": ["line": 1, "character": 1]],
        "text": "Z",
      ])
    #expect(document.text == "🎧 Zc\n")
    try document.apply(["text": "whole"])
    #expect(document.text == "whole")
    #expect(throws: RPCError.self) {
      try document.apply(["range": ["start": ["line": 0]], "text": "x"])
    }
  }
}
