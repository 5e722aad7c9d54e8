// The cursor's place in a spec read from text alone, in block and flow style, while the text
// does not parse.

import Testing

@testable import HeraldLSP

/// Tests of `CursorContext`.
struct CursorContextTests {
  /// The context at the `‸` of a text.
  static func context(_ marked: String) -> CursorContext? {
    let lines = marked.split(separator: "\n", omittingEmptySubsequences: false)
    let line = lines.firstIndex { $0.contains("‸") }!
    let character = lines[line].prefix { $0 != "‸" }.utf16.count
    let text = marked.replacingAll("‸", with: "")
    return CursorContext.at(
      line: line, character: character,
      in: DocumentLines(Array(text.utf8)))
  }

  /// A key being typed inside an action of a block list.
  @Test func blockKey() throws {
    let context = try #require(
      Self.context("version: 1\ncategories:\n  - id: c\n    actions:\n      - id: a\n        ti‸\n")
    )
    #expect(context.path == [.key("categories"), .item, .key("actions"), .item])
    #expect(context.slot == .key)
    #expect(context.prefix == "ti")
    #expect(context.prefixStart == 8)
    #expect(context.categoryLine == 2)
  }

  /// The keys a mapping already has, block or flow, above and below the cursor, are known, so
  /// completion does not offer a duplicate key.
  @Test func siblingKeys() throws {
    let block = try #require(
      Self.context(
        "categories:\n  - id: c\n    actions:\n      - id: a\n        onTap:\n          remove: [a]\n        ti‸\n        options: []\n  - id: d\n"
      ))
    #expect(block.siblingKeys == ["id", "onTap", "options"])
    let flow = try #require(Self.context("categories:\n  - { id: c, options: [], ‸"))
    #expect(flow.siblingKeys == ["id", "options"])
    #expect(flow.path == [.key("categories"), .item])
  }

  /// A value inside nested flow mappings on a list item's line.
  @Test func flowValue() throws {
    let context = try #require(
      Self.context("categories:\n  - id: c\n    actions:\n      - { id: a, onTap: { becomes: \"b‸"))
    #expect(context.path == [.key("categories"), .item, .key("actions"), .item, .key("onTap")])
    #expect(context.slot == .value("becomes"))
    #expect(context.prefix == "b")
  }

  /// An item of a flow list, after other items.
  @Test func flowListItem() throws {
    let context = try #require(Self.context("extensions:\n  - target: T\n    categories: [a, b‸"))
    #expect(context.path == [.key("extensions"), .item, .key("categories")])
    #expect(context.slot == .item)
    #expect(context.prefix == "b")
  }

  /// An item of a block list of scalars, and a fresh item of a list of objects.
  @Test func blockListItems() throws {
    let scalar = try #require(Self.context("categories:\n  - id: c\n    options:\n      - cu‸"))
    #expect(scalar.path == [.key("categories"), .item, .key("options")])
    #expect(scalar.slot == .item)
    let object = try #require(Self.context("categories:\n  - ‸"))
    #expect(object.path == [.key("categories")])
    #expect(object.slot == .item)
  }

  /// Comments, blank lines and deeper lines between the cursor and its parents are skipped;
  /// inside a comment nothing is completed.
  @Test func skipsCommentsAndSiblings() throws {
    let context = try #require(
      Self.context("categories:\n  # c\n  - id: c\n    actions:\n\n      - { id: a }\n    sc‸"))
    #expect(context.path == [.key("categories"), .item])
    #expect(context.slot == .key)
    #expect(Self.context("version: 1 # a ‸") == nil)
  }

  /// The category id is found on the item's line or below it, in block and flow style.
  @Test func categoryIDs() {
    let lines = DocumentLines(
      Array("categories:\n  - swiftName: X\n    id: \"chat\"\n  - { id: mail, actions: [] }".utf8))
    #expect(CompletionProvider.categoryID(at: 1, in: lines) == "chat")
    #expect(CompletionProvider.categoryID(at: 3, in: lines) == "mail")
  }

  /// Every place that names an action of the category, and an extension's categories, expects
  /// an id; other values do not.
  @Test func placesThatExpectIDs() throws {
    let category = "categories:\n  - id: c\n    actions:\n      - id: a\n"
    let actionPlaces = [
      "        onTap: { becomes: ‸", "        onTap: { replace: { ‸",
      "        onTap: { replace: { a: ‸",
      "        onTap:\n          remove: [‸", "        onTap:\n          append:\n            - ‸",
      "        onTap: { set: [a, ‸", "    scenarios:\n      - { name: s, taps: [‸",
      "    scenarios:\n      - name: s\n        expect:\n          - ‸", "    states:\n      s: [‸",
    ]
    for place in actionPlaces {
      let context = try #require(Self.context(category + place), "\(place)")
      #expect(CompletionProvider.expected(context) == .actionID, "\(place)")
    }
    for place in [
      "extensions:\n  - target: T\n    categories: ‸", "extensions:\n  - { categories: [a, ‸",
    ] {
      let context = try #require(Self.context(place))
      #expect(CompletionProvider.expected(context) == .categoryID, "\(place)")
    }
    for place in ["        title: ‸", "        onTap: { response: ‸", "    intentIdentifiers: [‸"] {
      let context = try #require(Self.context(category + place))
      #expect(CompletionProvider.expected(context) == nil, "\(place)")
    }
  }

  /// The labels `complete` offers for a marked document.
  static func labels(_ marked: String) -> [String] {
    let lines = marked.split(separator: "\n", omittingEmptySubsequences: false)
    let line = lines.firstIndex { $0.contains("‸") }!
    let character = lines[line].prefix { $0 != "‸" }.utf16.count
    let result = CompletionProvider.complete(
      text: Array(marked.replacingAll("‸", with: "").utf8),
      at: LSPPosition(line: line, character: character), set: nil)
    return (result["items"]?.array ?? []).compactMap { $0["label"]?.string }
  }

  /// An `ignore` list completes the rule ids that can be silenced where it is: warnings and
  /// notes that fire there, never error-only ids nor `invalid-ignore`.
  @Test func ignoreCompletesRuleIDs() {
    let category = "categories:\n  - id: c\n"
    let inCategory = Self.labels(category + "    ignore: [‸")
    #expect(inCategory.contains("banner-actions"))
    #expect(inCategory.contains("machine-unreachable-alternate"))
    #expect(!inCategory.contains("duplicate-action"))
    #expect(!inCategory.contains("invalid-ignore"))
    #expect(!inCategory.contains("media-button-frame"))
    let inAction = Self.labels(
      category + "    actions:\n      - id: a\n        ignore:\n          - ‸")
    #expect(inAction.contains("banner-actions"))
    #expect(!inAction.contains("machine-unreachable-alternate"))
    let inAlternate = Self.labels(category + "    alternates:\n      - { id: z, ignore: [‸")
    #expect(inAlternate.contains("machine-unreachable-alternate"))
    #expect(!inAlternate.contains("banner-actions"))
    let setWide = Self.labels("diagnostics:\n  ignore: [banner-actions, ‸")
    #expect(setWide.contains("localization-unused") && setWide.contains("duplicate-value"))
    #expect(!setWide.contains("payload-kind"))
    #expect(Self.labels("extensions:\n  - target: T\n    ignore: [‸").contains("duplicate-value"))
    #expect(Self.labels(category + "    intentIdentifiers: [‸").isEmpty)
  }
}
