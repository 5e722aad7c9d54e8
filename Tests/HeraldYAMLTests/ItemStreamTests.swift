// Streaming the items of a top-level sequence: what is consumed, what stays, and the arena after.

import Testing

@testable import HeraldYAML

/// `YAMLItemStream` hands over exactly the safe items and leaves a consistent document behind.
@Suite struct ItemStreamTests {
  /// What a stream saw: each consumed item as its outline.
  final class Seen {
    /// One line per item: its `id` scalar (or `-`), its range and its tags.
    var items: [String] = []
    /// Whether to use items up.
    let accept: Bool

    /// Creates a recorder.
    init(accept: Bool = true) { self.accept = accept }

    /// The stream that records into this.
    func stream(_ key: String = "categories") -> YAMLItemStream {
      YAMLItemStream(key: key) { [self] node in
        let id = node["id"].flatMap(\.scalar) ?? "-"
        let tags = node.pairs.compactMap { $0.value.tag }.joined(separator: ",")
        items.append("\(id) \(node.range.start.line) \(tags)")
        return accept
      }
    }
  }

  /// Parses `text` with a stream, in turn or through the pipe.
  static func parse(_ text: String, _ seen: Seen, key: String = "categories", piped: Bool = false)
    -> YAMLParseResult
  {
    YAMLParser.parse(
      Array(text.utf8), budget: .spec, stream: seen.stream(key), pipelineFrom: piped ? 0 : .max)
  }

  /// Mapping items are consumed in order and leave stand-ins at their place.
  @Test func mappingItemsBecomeStandIns() throws {
    let text =
      "version: 1\ncategories:\n  - id: a\n    x: 1\n  - id: b\n  - { id: c }\nafter: [1]\n"
    let seen = Seen()
    let result = Self.parse(text, seen)
    #expect(result.problems.isEmpty)
    #expect(seen.items == ["a 3 ", "b 5 ", "c 6 "])
    let root = try #require(result.root)
    let items = try #require(root["categories"]).items
    #expect(items.map(\.isStreamed) == [true, true, true])
    #expect(items.map(\.range.start.line) == [3, 5, 6])
    #expect(root["after"]?.items.map(\.scalar) == ["1"])
    #expect(root.keys == ["version", "categories", "after"])
  }

  /// Items that could be named later, aliases, scalars and refused items stay whole.
  @Test func unsafeItemsStay() throws {
    let text = """
      base: &n shared
      categories:
        - id: *n
        - &whole { id: anchored }
        - id: inner
          deep: &d { k: v }
        - plain
        - *whole
        - id: last
      again: *d

      """
    let seen = Seen()
    let result = Self.parse(text, seen)
    #expect(result.problems.isEmpty)
    #expect(seen.items == ["shared 3 ", "last 9 "])
    let items = try #require(result.root?["categories"]).items
    #expect(items.map(\.isStreamed) == [true, false, false, false, false, true])
    #expect(items[1]["id"]?.scalar == "anchored")
    #expect(items[2]["deep"]?["k"]?.scalar == "v")
    #expect(items[4].isSameNode(as: items[1]))
    #expect(result.root?["again"]?["k"]?.scalar == "v")

    let refusing = Seen(accept: false)
    let kept = Self.parse(text, refusing)
    #expect(refusing.items == seen.items)
    #expect(try #require(kept.root?["categories"]).items.allSatisfy { !$0.isStreamed })
  }

  /// Only the root key's first sequence streams: not a nested key, an anchored sequence, or a
  /// duplicate key's dropped value.
  @Test func onlyTheRootKeyStreams() throws {
    let seen = Seen()
    let nested = Self.parse("other:\n  categories:\n    - id: a\n", seen)
    #expect(seen.items.isEmpty)
    #expect(nested.root?["other"]?["categories"]?.items.first?["id"]?.scalar == "a")

    let anchored = Self.parse("categories: &all\n  - id: a\ncopy: *all\n", seen)
    #expect(seen.items.isEmpty)
    #expect(anchored.root?["copy"]?.items.first?["id"]?.scalar == "a")

    let duplicate = Self.parse("categories:\n  - id: a\ncategories:\n  - id: b\n", seen)
    #expect(seen.items == ["a 2 "])
    #expect(duplicate.problems.map(\.kind) == [.duplicateKey])
  }

  /// Tags inside a streamed item are readable while it is consumed, and tags after it still
  /// belong to the right nodes once the arena has rewound.
  @Test func tagsSurviveTheRewind() throws {
    let text = "categories:\n  - id: a\n    t: !x 1\n  - id: b\n    t: !y 2\nlast: !z 3\n"
    let seen = Seen()
    let result = Self.parse(text, seen)
    #expect(seen.items == ["a 2 !x", "b 4 !y"])
    #expect(result.root?["last"]?.tag == "!z")
  }

  /// The arena keeps stand-ins, not the items' nodes.
  @Test func arenaStaysSmall() throws {
    var text = "categories:\n"
    for index in 0..<2000 { text += "  - id: c\(index)\n    actions: [{ id: a, title: T }]\n" }
    let seen = Seen()
    let streamed = try #require(Self.parse(text, seen).root)
    let whole = try #require(YAMLParser.parse(Array(text.utf8)).root)
    #expect(seen.items.count == 2000)
    #expect(streamed.document.nodeCount == 2000 + 3)
    #expect(whole.document.nodeCount > 5 * 2000)
  }

  /// The pipe and the plain loop stream the same items, also when a syntax error stops early.
  @Test func pipedAndSerialAgree() throws {
    var text = "categories:\n"
    for index in 0..<300 { text += "  - id: c\(index)\n    n: !t \(index)\n" }
    for tail in ["", "  - [unclosed\n", "---\nx: 1\n"] {
      let serial = Seen()
      let piped = Seen()
      let one = Self.parse(text + tail, serial)
      let two = Self.parse(text + tail, piped, piped: true)
      #expect(serial.items == piped.items)
      #expect(one.problems == two.problems)
      #expect((one.root == nil) == (two.root == nil))
    }
  }
}
