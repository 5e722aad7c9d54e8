// Checks mapping order, duplicate keys and complex keys.

import HeraldYAML
import Testing

/// Mapping composition rules.
@Suite struct MappingTests {
  /// Pairs keep their source order, not a sorted or hashed one.
  @Test func orderIsKept() throws {
    let root = try #require(parse("zeta: 1\nalpha: 2\nmid: 3\n{b: 1, a: 2}: 0\n").root)
    #expect(root.keys.prefix(3) == ["zeta", "alpha", "mid"])
    let flow = try #require(parse("{b: 1, a: 2, c: 3}").root)
    #expect(flow.keys == ["b", "a", "c"])
  }

  /// A duplicate is reported at the second key with a note at the first; the first pair wins and
  /// parsing goes on.
  @Test func duplicateKey() throws {
    let result = parse("title: A\nbody: B\ntitle: C\nsound: D\n")
    let root = try #require(result.root)
    #expect(root.keys == ["title", "body", "sound"])
    #expect(root["title"]?.scalar == "A")
    let problem = try #require(result.problems.first)
    #expect(result.problems.count == 1)
    #expect(problem.kind == .duplicateKey)
    #expect(problem.message == "duplicate key 'title' in this mapping")
    #expect(problem.range == span((3, 1), (3, 6)))
    #expect(problem.notes.count == 1)
    #expect(problem.notes.first?.message == "'title' is first defined here")
    #expect(problem.notes.first?.range == span((1, 1), (1, 6)))
  }

  /// Quoted and plain spellings of one text are the same key; a nested mapping is checked alone.
  @Test func duplicateKeyAcrossStylesAndNesting() throws {
    let result = parse("a: {x: 1, 'x': 2}\nb: {x: 3}\n")
    let root = try #require(result.root)
    #expect(kinds(result) == [.duplicateKey])
    #expect(result.problems.first?.range == span((1, 11), (1, 14)))
    #expect(root["a"]?.keys == ["x"])
    #expect(root["b"]?["x"]?.scalar == "3")
  }

  /// Large mappings (past the scan threshold) still find duplicates, each one reported.
  @Test func duplicateKeysInLargeMapping() throws {
    var text = ""
    for index in 0..<100 { text += "k\(index): \(index)\n" }
    text += "k7: again\nk99: again\nk100: new\n"
    let result = parse(text)
    let root = try #require(result.root)
    #expect(kinds(result) == [.duplicateKey, .duplicateKey])
    #expect(result.problems.map(\.range.start.line) == [101, 102])
    #expect(result.problems[0].notes.first?.range.start == mark(8, 1))
    #expect(root.pairs.count == 101)
    #expect(root["k7"]?.scalar == "7")
    #expect(root["k100"]?.scalar == "new")
  }

  /// A collection key is a complex key: reported, dropped with its value, and parsing goes on.
  @Test func complexKey() throws {
    let result = parse("? [a, b]\n: 1\nc: 2\n")
    let root = try #require(result.root)
    #expect(kinds(result) == [.complexKey])
    #expect(result.problems.first?.range == span((1, 3), (1, 9)))
    #expect(root.keys == ["c"])
  }

  /// A flow mapping used as a key is complex too.
  @Test func flowMappingKey() throws {
    let result = parse("{a: 1}: x\nb: y\n")
    #expect(kinds(result) == [.complexKey])
    #expect(result.root?.keys == ["b"])
  }

  /// An empty key is an empty scalar, a valid key.
  @Test func emptyKey() throws {
    let result = parse("?\n: v\n")
    #expect(result.problems.isEmpty)
    #expect(result.root?.pairs.first?.key.scalar == "")
    #expect(result.root?.pairs.first?.value.scalar == "v")
  }

  /// Sizes and heights match those recomputed from the content, at every node.
  @Test func sizeAndHeight() throws {
    let root = try #require(parse("a: [1, {b: [2, 3]}]\nc: &x {d: 1}\ne: *x\nf: []\n").root)
    /// Checks `node` and its whole subtree.
    func check(_ node: YAMLNode) {
      #expect(node.size == node.recountedSize)
      #expect(node.height == node.recomputedHeight)
      for item in node.items { check(item) }
      for pair in node.pairs {
        check(pair.key)
        check(pair.value)
      }
    }
    check(root)
    #expect(root.size == 19)
    #expect(root.height == 5)
    #expect(root["f"]?.height == 1)
  }
}
