// Checks the allocation-free node accessors against `content`, and the arena's sharing.

import HeraldYAML
import Testing

/// The fast accessors: kind, style, count, item/key/value, items/pairs, scalar bytes, nulls.
@Suite struct AccessorTests {
  /// A document with every kind of node.
  static let mixed = "s: text\nq: 'x'\nl: [1, 2]\nm: {a: 1}\n"

  /// Kinds, styles and counts read straight from the document.
  @Test func kindStyleAndCount() throws {
    let root = try #require(parse(Self.mixed).root)
    #expect(root.kind == .mapping && root.count == 4 && root.style == nil)
    #expect(root.key(0).scalarEquals("s") && root.value(0).style == .plain)
    #expect(root.value(1).kind == .scalar && root.value(1).style == .singleQuoted)
    let list = root.value(2)
    #expect(list.kind == .sequence && list.count == 2 && list.style == nil)
    #expect(list.item(1).scalar == "2" && list.item(1).count == 0)
    #expect(root.value(3).kind == .mapping && root.value(3).count == 1)
    #expect(root.document.nodeCount == 13)
  }

  /// `items`, `pairs`, `item(_:)`, `key(_:)` and `value(_:)` give the nodes `content` gives.
  @Test func accessorsMatchContent() throws {
    let root = try #require(parse(Self.mixed + "n: [[], {}, {b: [c]}]\n").root)
    /// Compares the two views of `node` and its subtree.
    func check(_ node: YAMLNode) {
      switch node.content {
      case .scalar(let text, let style):
        #expect(node.kind == .scalar && node.scalar == text && node.style == style)
        #expect(node.items.isEmpty && node.pairs.isEmpty && node.count == 0)
      case .sequence(let items):
        #expect(node.kind == .sequence && node.count == items.count && node.pairs.isEmpty)
        for (index, item) in items.enumerated() {
          #expect(node.item(index).isSameNode(as: item) && node.items[index].isSameNode(as: item))
          check(item)
        }
      case .mapping(let pairs):
        #expect(node.kind == .mapping && node.count == pairs.count && node.items.isEmpty)
        for (index, pair) in pairs.enumerated() {
          #expect(node.key(index).isSameNode(as: pair.key))
          #expect(node.value(index).isSameNode(as: pair.value))
          #expect(node.pairs[index].value.isSameNode(as: pair.value))
          check(pair.key)
          check(pair.value)
        }
      }
    }
    check(root)
  }

  /// Scalar bytes are libyaml's UTF-8; a collection has none.
  @Test func scalarBytes() throws {
    let root = try #require(parse("a: 日本語\nb: [x]\nc: \"x\\0y\"\n").root)
    #expect(root.value(0).withScalarBytes { Array($0) } == Array("日本語".utf8))
    #expect(root.value(1).withScalarBytes { $0.count } == 0)
    #expect(root.value(2).withScalarBytes { Array($0) } == [0x78, 0, 0x79])
  }

  /// `scalarEquals` compares bytes exactly: no prefix, no collection, no Unicode equivalence.
  @Test func scalarEquals() throws {
    let root = try #require(parse("a: abc\nb: [abc]\nc: é\nd: ''\n").root)
    #expect(root.value(0).scalarEquals("abc"))
    #expect(!root.value(0).scalarEquals("ab") && !root.value(0).scalarEquals("abcd"))
    #expect(!root.value(1).scalarEquals("abc") && !root.value(1).scalarEquals(""))
    #expect(root.value(2).scalarEquals("\u{E9}") && !root.value(2).scalarEquals("e\u{301}"))
    #expect(root.value(3).scalarEquals(""))
  }

  /// Plain empty, `~`, `null`, `Null` and `NULL` are null; quoted or other spellings are not.
  @Test func plainNulls() throws {
    let nulls = parse("- \n- ~\n- null\n- Null\n- NULL\n").root
    #expect(nulls?.items.map(\.isPlainNull) == [true, true, true, true, true])
    let others = "- nUll\n- NULl\n- 'null'\n- \"~\"\n- ''\n- nil\n- nulls\n- []\n- {}\n"
    #expect(parse(others).root?.items.contains { $0.isPlainNull } == false)
  }

  /// Keys that look alike but differ in bytes are different keys (YAML compares content).
  @Test func keysCompareBytes() throws {
    let result = parse("\u{E9}: 1\ne\u{301}: 2\n")
    #expect(result.problems.isEmpty)
    #expect(result.root?.count == 2)
  }

  /// Merged pairs are the source mapping's own nodes, and precedence holds in big mappings.
  @Test func mergedPairsAreShared() throws {
    var text = "x: &x {"
    text += (0..<40).map { "k\($0): base" }.joined(separator: ", ") + "}\nz:\n"
    for index in stride(from: 0, to: 40, by: 2) { text += "  k\(index): own\n" }
    text += "  <<: *x\n"
    let result = parse(text)
    let root = try #require(result.root)
    let x = root.value(0)
    let z = root.value(1)
    #expect(result.problems.isEmpty)
    #expect(z.count == 40)
    // Explicit keys first, then the merged pairs not overridden, in the source mapping's order.
    let evens = stride(from: 0, to: 40, by: 2).map { "k\($0)" }
    let odds = stride(from: 1, to: 40, by: 2).map { "k\($0)" }
    #expect(z.keys == evens + odds)
    #expect(
      z.pairs.map(\.value.scalar) == Array(repeating: "own", count: 20)
        + Array(repeating: "base", count: 20))
    #expect(z.key(20).isSameNode(as: x.key(1)) && z.value(20).isSameNode(as: x.value(1)))
  }

  /// Tags live in a side table: each tagged node finds its own, untagged ones none.
  @Test func manyTags() throws {
    let text = (0..<50).map { $0 % 3 == 0 ? "- !t\($0) v" : "- v" }.joined(separator: "\n")
    let root = try #require(parse("!seq\n" + text + "\n").root)
    #expect(root.tag == "!seq")
    #expect(root.items.map(\.tag) == (0..<50).map { $0 % 3 == 0 ? "!t\($0)" : nil })
  }
}
