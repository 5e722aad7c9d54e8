// Checks libyaml errors, empty streams, multiple documents, scalar styles and tags.

import HeraldYAML
import Testing

/// Reading errors and stream-level rules.
@Suite struct SyntaxTests {
  /// A YAML syntax error is one `.syntax` problem with libyaml's text and a "while ..." note.
  @Test func syntaxErrorWithContext() throws {
    let result = parse("key: [a, b\nnext: 1\n")
    #expect(result.root == nil)
    let problem = try #require(result.problems.first)
    #expect(result.problems.count == 1)
    #expect(problem.kind == .syntax)
    #expect(problem.message == "did not find expected ',' or ']'")
    #expect(problem.range.start == mark(2, 5))
    #expect(problem.notes.map(\.message) == ["while parsing a flow sequence"])
    #expect(problem.notes.first?.range.start == mark(1, 6))
  }

  /// A block mapping error names the block mapping in its note; messages start lowercase.
  @Test func blockMappingError() throws {
    let result = parse("a: 1\n b: 2\n")
    let problem = try #require(result.problems.first)
    #expect(problem.kind == .syntax)
    #expect(problem.message == "mapping values are not allowed in this context")
    #expect(problem.range.start == mark(2, 3))
    let other = parse("a:\n  b: 1\n c: 2\n")
    #expect(other.problems.first?.message == "did not find expected key")
    #expect(other.problems.first?.notes.first?.message == "while parsing a block mapping")
    #expect(other.problems.first?.range.start == mark(3, 2))
    #expect(other.problems.first?.notes.first?.range.start == mark(1, 1))
  }

  /// A tab used for indentation is a syntax error at the tab.
  @Test func tabIndentation() throws {
    let result = parse("a:\n\tb: 1\n")
    #expect(result.root == nil)
    #expect(kinds(result) == [.syntax])
    #expect(result.problems.first?.range.start == mark(2, 1))
  }

  /// Invalid UTF-8 is a syntax error located at the bad byte.
  @Test func invalidUTF8() throws {
    let bytes = Array("a: 1\nb: \"x".utf8) + [0xFF] + Array("\"\n".utf8)
    let result = YAMLParser.parse(bytes)
    #expect(result.root == nil)
    #expect(kinds(result) == [.syntax])
    #expect(result.problems.first?.message == "invalid leading UTF-8 octet")
    #expect(result.problems.first?.range.start == mark(2, 6))
  }

  /// Reader errors after a BOM and multi-byte characters point at the bad character's start,
  /// even when libyaml's offset is that of a bad trailing byte.
  @Test func invalidUTF8AfterBOM() throws {
    let bytes = [0xEF, 0xBB, 0xBF] + Array("a: 1\r\nb: é".utf8) + [0xC3, 0x28]
    let result = YAMLParser.parse(bytes)
    #expect(kinds(result) == [.syntax])
    #expect(result.problems.first?.range.start == mark(2, 5))
  }

  /// A NUL byte is a syntax error at its position.
  @Test func nulByte() throws {
    let bytes = Array("a: 1\nbc: x".utf8) + [0] + Array("y\n".utf8)
    let result = YAMLParser.parse(bytes)
    #expect(result.root == nil)
    #expect(kinds(result) == [.syntax])
    #expect(result.problems.first?.message == "control characters are not allowed")
    #expect(result.problems.first?.range.start == mark(2, 6))
  }

  /// Empty input, blank lines and comments hold no document: no root, no problem.
  @Test(arguments: ["", "   \n\n", "# only\n# comments\n", "\n# trailing"])
  func noDocument(text: String) {
    let result = parse(text)
    #expect(result.root == nil)
    #expect(result.problems.isEmpty)
  }

  /// An explicit empty document has an empty scalar root.
  @Test func emptyDocument() {
    let result = parse("--- # nothing\n")
    #expect(result.problems.isEmpty)
    #expect(result.root?.scalar == "")
  }

  /// A second document is reported at its start; the first root is kept.
  @Test func multipleDocuments() throws {
    let result = parse("a: 1\n---\nb: 2\n")
    #expect(kinds(result) == [.multipleDocuments])
    #expect(result.problems.first?.range.start == mark(2, 1))
    #expect(result.root?.keys == ["a"])
    let ended = parse("a: 1\n...\n# done\n")
    #expect(ended.problems.isEmpty)
    #expect(ended.root?.keys == ["a"])
  }

  /// Scalar styles come from the source; text is resolved but never converted.
  @Test func scalarStyles() throws {
    let text = "p: plain\ns: 'it''s'\nd: \"tab\\there\"\nl: |\n  line\nf: >\n  one\n  two\nn: 012\n"
    let root = try #require(parse(text).root)
    #expect(root["p"]?.style == .plain)
    #expect(root["s"]?.style == .singleQuoted)
    #expect(root["s"]?.scalar == "it's")
    #expect(root["d"]?.style == .doubleQuoted)
    #expect(root["d"]?.scalar == "tab\there")
    #expect(root["l"]?.style == .literal)
    #expect(root["l"]?.scalar == "line\n")
    #expect(root["f"]?.style == .folded)
    #expect(root["f"]?.scalar == "one two\n")
    #expect(root["n"]?.scalar == "012")
  }

  /// Tags are kept as libyaml resolves them; untagged nodes have none.
  @Test func tags() throws {
    let root = try #require(parse("a: !!str 1\nb: !custom {x: 1}\nc: ! 2\nd: 3\n").root)
    #expect(root["a"]?.tag == "tag:yaml.org,2002:str")
    #expect(root["b"]?.tag == "!custom")
    #expect(root["c"]?.tag == "!")
    #expect(root["d"]?.tag == nil)
  }

  /// Scalar text keeps exactly libyaml's bytes, including escaped NUL and non-ASCII text.
  @Test func scalarBytes() throws {
    let root = try #require(parse("a: \"x\\0y\"\nb: 日本語\n").root)
    #expect(root["a"]?.scalar == "x\u{0}y")
    #expect(root["a"]?.scalar?.utf8.count == 3)
    #expect(root["b"]?.scalar == "日本語")
  }
}
