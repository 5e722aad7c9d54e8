// The source excerpt under a text diagnostic: the caret lands under the range for every kind of
// line (tabs, wide characters, controls, very long lines).

import HeraldCore
import Testing

@testable import HeraldCLI

/// Lays out excerpts and compares them with the expected two lines.
@Suite struct ExcerptLayoutTests {
  /// The excerpt of `text` (line 7) with the range `start..<end` (nil: to the end of the line).
  static func layout(_ text: String, _ start: Int, _ end: Int?, gutter: Int = 1) -> String {
    ExcerptLayout(text: text, number: 7, start: start, end: end, gutter: gutter)
      .rendered(caretColor: nil)
  }

  /// A one-character range is a lone caret.
  @Test func singleCharacter() {
    #expect(Self.layout("key: x", 6, 7) == " 7 | key: x\n   |      ^\n")
  }

  /// A longer range is a caret and tildes.
  @Test func multipleCharacters() {
    #expect(Self.layout("key: value", 6, 11) == " 7 | key: value\n   |      ^~~~~\n")
  }

  /// An empty range (an insertion point) is a lone caret.
  @Test func emptyRange() {
    #expect(Self.layout("key: value", 4, 4) == " 7 | key: value\n   |    ^\n")
  }

  /// A range that goes past the line's end, or on to a later line, stops at the line's end; one
  /// that starts after the end points just past it.
  @Test func rangePastLineEnd() {
    #expect(Self.layout("ab", 1, 9) == " 7 | ab\n   | ^~\n")
    #expect(Self.layout("ab", 2, nil) == " 7 | ab\n   |  ^\n")
    #expect(Self.layout("ab", 5, 6) == " 7 | ab\n   |   ^\n")
  }

  /// An empty line prints no trailing space after the gutter.
  @Test func emptyLine() {
    #expect(Self.layout("", 1, 1) == " 7 |\n   | ^\n")
  }

  /// Tabs become spaces up to the next stop of 4, in the line and under it.
  @Test func tabsAlign() {
    #expect(Self.layout("\tk:\tv", 5, 6) == " 7 |     k:  v\n   |         ^\n")
  }

  /// Wide characters and emoji take two columns, so the caret moves past them by two.
  @Test func wideCharacters() {
    #expect(Self.layout("t: 日本 x", 5, 6) == " 7 | t: 日本 x\n   |      ^~\n")
    #expect(Self.layout("t: 🔔 x", 6, 7) == " 7 | t: 🔔 x\n   |       ^\n")
  }

  /// A control character shows as its escape and the caret under it covers the escape; nothing
  /// below 0x20 is printed.
  @Test func controlsStayEscaped() {
    let printed = Self.layout("id: \u{1B}]0;x\u{7}", 5, 6)
    #expect(printed == " 7 | id: \\u{1B}]0;x\\u{7}\n   |     ^~~~~~\n")
    #expect(!printed.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" })
    #expect(Self.layout("a\u{202E}b\u{85}", 1, 5).contains("a\\u{202E}b\\u{85}"))
  }

  /// A very long line is clipped around the range, with `…` on each side that was left out.
  @Test func longLineIsClipped() {
    let line = String(repeating: "a", count: 500) + "KEY" + String(repeating: "b", count: 500)
    let printed = Self.layout(line, 501, 504)
    let rows = printed.split(separator: "\n")
    #expect(rows[0].hasPrefix(" 7 | …" + String(repeating: "a", count: 30) + "KEY"))
    #expect(rows[0].hasSuffix("b…"))
    #expect(rows[0].count == " 7 | ".count + ExcerptLayout.window + 2)
    #expect(rows[1] == "   | " + String(repeating: " ", count: 31) + "^~~")
  }

  /// The gutter is as wide as asked, so lines of one diagnostic line up.
  @Test func gutterWidth() {
    #expect(Self.layout("x", 1, 2, gutter: 3) == "   7 | x\n     | ^\n")
  }

  /// With a colour the caret is wrapped in it and the text is not.
  @Test func caretColour() {
    let printed = ExcerptLayout(text: "x", number: 7, start: 1, end: 2, gutter: 1)
      .rendered(caretColor: "1;31")
    #expect(printed == " 7 | x\n   | \u{1B}[1;31m^\u{1B}[0m\n")
  }
}
