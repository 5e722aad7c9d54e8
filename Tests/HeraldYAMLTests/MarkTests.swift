// Checks that nodes carry 1-based start and end marks for block and flow styles, BOM and CRLF.

import HeraldYAML
import Testing

/// Locations of composed nodes.
@Suite struct MarkTests {
  /// A document mixing block and flow collections.
  static let mixed = "a: 1\nb: [x, y]\nc:\n  - p\n  - q\nd: {e: f}\n"

  /// Scalars start at their first character and end just past their last.
  @Test func scalarMarks() throws {
    let root = try #require(parse(Self.mixed).root)
    #expect(root.pairs[0].key.range == span((1, 1), (1, 2)))
    #expect(root["a"]?.range == span((1, 4), (1, 5)))
    #expect(root["b"]?.items[1].range == span((2, 8), (2, 9)))
    #expect(root["c"]?.items[0].range == span((4, 5), (4, 6)))
    #expect(root["d"]?["e"]?.range == span((6, 8), (6, 9)))
  }

  /// Flow collections end just past their closing bracket.
  @Test func flowCollectionMarks() throws {
    let root = try #require(parse(Self.mixed).root)
    #expect(root["b"]?.range == span((2, 4), (2, 10)))
    #expect(root["d"]?.range == span((6, 4), (6, 10)))
  }

  /// Block collections end where libyaml's block end event ends (the next token).
  @Test func blockCollectionMarks() throws {
    let root = try #require(parse(Self.mixed).root)
    #expect(root.range == span((1, 1), (7, 1)))
    #expect(root["c"]?.range == span((4, 3), (6, 1)))
  }

  /// Quoted and block scalars span their quotes and indicators.
  @Test func quotedAndBlockScalarMarks() throws {
    let root = try #require(parse("q: \"hi there\"\nl: |\n  one\n  two\nz: 0\n").root)
    #expect(root["q"]?.range == span((1, 4), (1, 14)))
    #expect(root["l"]?.range == span((2, 4), (5, 1)))
    #expect(root["l"]?.scalar == "one\ntwo\n")
  }

  /// Columns count characters, not bytes.
  @Test func columnsCountCharacters() throws {
    let root = try #require(parse("é: ü\nß: [ä, x]\n").root)
    #expect(root["é"]?.range == span((1, 4), (1, 5)))
    #expect(root["ß"]?.items[1].range == span((2, 8), (2, 9)))
  }

  /// A UTF-8 byte order mark is skipped and does not shift columns.
  @Test func byteOrderMark() throws {
    let result = YAMLParser.parse([0xEF, 0xBB, 0xBF] + Array("a: 1\nb: [x]\n".utf8))
    let root = try #require(result.root)
    #expect(result.problems.isEmpty)
    #expect(root.pairs[0].key.range == span((1, 1), (1, 2)))
    #expect(root["a"]?.range == span((1, 4), (1, 5)))
    #expect(root["b"]?.items[0].range == span((2, 5), (2, 6)))
  }

  /// CRLF line ends count as one line break and do not leak into values.
  @Test func crlfLineEnds() throws {
    let result = YAMLParser.parse(
      [0xEF, 0xBB, 0xBF] + Array("a: 1\r\nb:\r\n  - x\r\n  - yy\r\n".utf8))
    let root = try #require(result.root)
    #expect(root["a"]?.scalar == "1")
    #expect(root["a"]?.range == span((1, 4), (1, 5)))
    #expect(root["b"]?.range.start == mark(3, 3))
    #expect(root["b"]?.items[1].scalar == "yy")
    #expect(root["b"]?.items[1].range == span((4, 5), (4, 7)))
  }

  /// Anchored and tagged nodes start at their anchor or tag.
  @Test func propertiesStartTheNode() throws {
    let root = try #require(parse("a: &x [1]\nb: !!str 2\n").root)
    #expect(root["a"]?.range == span((1, 4), (1, 10)))
    #expect(root["b"]?.range == span((2, 4), (2, 11)))
  }
}
