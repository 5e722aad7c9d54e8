// Marks at the end of a file without a final line break stay on its last line.

import HeraldYAML
import Testing

/// libyaml puts the end of a stream that lacks a final line break at the start of the line after
/// the last one; Herald moves it just past the last character of the last line.
@Suite struct StreamEndTests {
  /// The file of the fuzz regression `stream-end-past-last-line`, as bytes.
  static let cut = Array("version: 1\nx".utf8)

  /// The syntax error at the end of the stream is at 2:2, not 3:1; its note stays where it was.
  @Test func syntaxErrorAtStreamEnd() throws {
    let problem = try #require(YAMLParser.parse(Self.cut).problems.first)
    #expect(problem.kind == .syntax)
    #expect(problem.range == span((2, 2), (2, 2)))
    #expect(problem.notes.map(\.range) == [span((2, 1), (2, 1))])
  }

  /// An unclosed flow sequence ends just past its bracket.
  @Test func unclosedFlowAtStreamEnd() throws {
    let problem = try #require(parse("version: 1\ncategories: [").problems.first)
    #expect(problem.range == span((2, 14), (2, 14)))
  }

  /// Block collections that the end of the stream closes end on the last line, and so does an
  /// empty value there.
  @Test func collectionsClosedAtStreamEnd() throws {
    let root = try #require(parse("a:\n  - p\nb: ü").root)
    #expect(root.range == span((1, 1), (3, 5)))
    #expect(root["b"]?.range == span((3, 4), (3, 5)))
    let empty = try #require(parse("a: 1\nb:").root)
    #expect(empty.range.end == mark(2, 3))
    #expect(empty["b"]?.range == span((2, 3), (2, 3)))
  }

  /// With a final line break nothing moves: the end is the start of the empty last line.
  @Test func finalLineBreakKeepsLibYAMLsMark() throws {
    #expect(parse("a:\n  - p\nb: 1\n").root?.range == span((1, 1), (4, 1)))
    #expect(parse("a: 1\r\nb: [\r\n").problems.first?.range == span((3, 1), (3, 1)))
  }

  /// The UTF-8 byte order mark is not a character of the last line, and NEL, LS, PS and CR LF
  /// break lines as libyaml reads them.
  @Test func byteOrderMarkAndBreaks() throws {
    let bom = YAMLParser.parse([0xEF, 0xBB, 0xBF] + Array("a: [".utf8))
    #expect(bom.problems.first?.range == span((1, 5), (1, 5)))
    for lineBreak in ["\r\n", "\r", "\u{85}", "\u{2028}", "\u{2029}"] {
      let problem = parse("a: 1" + lineBreak + "xé").problems.first
      #expect(problem?.range == span((2, 3), (2, 3)), "\(lineBreak.unicodeScalars.map(\.value))")
    }
  }

  /// A file that starts with a UTF-16 or UTF-32 byte order mark is refused at its first byte,
  /// in either byte order, before libyaml decodes it: a spec file is UTF-8.
  @Test func otherEncodingsAreRefusedAtTheirFirstByte() throws {
    let files = [
      (Self.utf16("a: 1\r\nx", bigEndian: false), "UTF-16"),
      (Self.utf16("a: 1\nxé", bigEndian: true), "UTF-16"),
      ([0xFF, 0xFE, 0x00, 0x00, 0x61, 0x00, 0x00, 0x00], "UTF-32"),
      ([0x00, 0x00, 0xFE, 0xFF, 0x00, 0x00, 0x00, 0x61], "UTF-32"),
    ]
    for (bytes, name) in files {
      let result = YAMLParser.parse(bytes)
      #expect(result.root == nil)
      let problem = try #require(result.problems.first)
      #expect(result.problems.count == 1)
      #expect(problem.kind == .syntax)
      #expect(problem.range == span((1, 1), (1, 1)))
      #expect(problem.message.contains("this file is \(name)"))
      #expect(problem.message.hasSuffix("save it as UTF-8"))
    }
  }

  /// `text` as UTF-16 bytes in one byte order, after its byte order mark.
  static func utf16(_ text: String, bigEndian: Bool) -> [UInt8] {
    var bytes: [UInt8] = bigEndian ? [0xFE, 0xFF] : [0xFF, 0xFE]
    for unit in text.utf16 {
      let (high, low) = (UInt8(unit >> 8), UInt8(unit & 0xFF))
      bytes += bigEndian ? [high, low] : [low, high]
    }
    return bytes
  }
}
