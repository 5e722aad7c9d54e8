// Hover, document symbols and quick fixes, as an editor shows them.

import Foundation
import Testing

@testable import TestSupport

/// End-to-end tests of hover, `documentSymbol` and `codeAction`.
struct LSPDocumentTests {
  /// Hover on a category: its actions with their Swift names, options, the extension that
  /// serves it and its machine, with spec text escaped for Markdown.
  @Test func hoverOnACategory() throws {
    let (folder, categories, _) = try LSPFixtures.workspace()
    defer { folder.remove() }
    let client = try LSPClient()
    try client.initialize(root: folder.url)
    let at = LSPFixtures.position(of: "podcast", in: LSPFixtures.categories)
    let hover = try client.request(
      "textDocument/hover", LSPClient.at(categories, at.line, at.character))
    #expect(json(hover, "contents", "kind") as? String == "markdown")
    let text = try #require(json(hover, "contents", "value") as? String)
    #expect(text.contains("**category** `podcast`"))
    #expect(text.contains("Swift: type `Notifications.Podcast`, case `.podcast`"))
    #expect(text.contains("| `later` | Later | foreground | `.later` |"))
    #expect(text.contains("Served by: `PodcastUI`"))
    #expect(text.contains("Machine: 2 states"))
    #expect(text.contains("| `playLater` (start) | `play`, `later` | `play` → `playing`;"))
    #expect(text.contains("`later` → closes (dismissAndForwardAction)"))
    // The title's `<b>|</b>` is text, not HTML or a table cell break.
    #expect(text.contains("Play &lt;b&gt;&#124;&lt;/b&gt; 🎧"))
    #expect(!text.contains("<b>"))
  }

  /// Hover on an action (here at a use, in a scenario): its options and where each tap leads.
  @Test func hoverOnAnAction() throws {
    let (folder, categories, _) = try LSPFixtures.workspace()
    defer { folder.remove() }
    let client = try LSPClient()
    try client.initialize(root: folder.url)
    let at = LSPFixtures.position(of: "taps: [play, pause]", in: LSPFixtures.categories, offset: 14)
    let hover = try client.request(
      "textDocument/hover", LSPClient.at(categories, at.line, at.character))
    let text = try #require(json(hover, "contents", "value") as? String)
    #expect(text.contains("**alternate** `pause` of category `podcast`"))
    #expect(text.contains("Swift: case `.pause`"))
    #expect(text.contains("| `playing` | `playLater` |"))
    #expect(json(hover, "range", "start", "character") as? Int == at.character - 1)
  }

  /// Hover on a state name: what it shows and where its taps lead.
  @Test func hoverOnAState() throws {
    let (folder, categories, _) = try LSPFixtures.workspace()
    defer { folder.remove() }
    let client = try LSPClient()
    try client.initialize(root: folder.url)
    let at = LSPFixtures.position(of: "playing", in: LSPFixtures.categories)
    let hover = try client.request(
      "textDocument/hover", LSPClient.at(categories, at.line, at.character))
    let text = try #require(json(hover, "contents", "value") as? String)
    #expect(text.contains("**state** `playing` of category `podcast`"))
    #expect(text.contains("Shows: `pause`, `later`"))
    #expect(text.contains("`pause` → `playLater`; `later` → closes (dismissAndForwardAction)"))
  }

  /// Document symbols: each category with its actions, alternates and states; each extension.
  @Test func documentSymbols() throws {
    let (folder, categories, extensions) = try LSPFixtures.workspace()
    defer { folder.remove() }
    let client = try LSPClient()
    try client.initialize(root: folder.url)
    let symbols = try #require(
      try client.request(
        "textDocument/documentSymbol", ["textDocument": ["uri": categories.absoluteString]])
        as? [Any])
    #expect(symbols.count == 1)
    #expect(json(symbols, 0, "name") as? String == "podcast")
    let children = (json(symbols, 0, "children") as? [Any]) ?? []
    #expect(
      children.compactMap { json($0, "name") as? String } == ["play", "later", "pause", "playing"])
    #expect(
      children.compactMap { json($0, "detail") as? String } == [
        "action", "action", "alternate", "state",
      ])
    let other = try #require(
      try client.request(
        "textDocument/documentSymbol", ["textDocument": ["uri": extensions.absoluteString]])
        as? [Any])
    #expect(other.compactMap { json($0, "name") as? String } == ["PodcastUI"])
  }

  /// A fix-it becomes a quick fix whose edit repairs the key.
  @Test func quickFixFromAFixIt() throws {
    let (folder, categories, _) = try LSPFixtures.workspace()
    defer { folder.remove() }
    let client = try LSPClient()
    try client.initialize(root: folder.url)
    let broken = LSPFixtures.categories.replacingOccurrences(
      of: "options: [foreground]", with: "optons: [foreground]")
    client.open(categories, broken)
    let diagnostics = try client.diagnostics(categories) { list in
      list.contains { $0["code"] as? String == "unknown-key" }
    }
    let diagnostic = try #require(diagnostics.first { $0["code"] as? String == "unknown-key" })
    let actions = try #require(
      try client.request(
        "textDocument/codeAction",
        [
          "textDocument": ["uri": categories.absoluteString], "range": diagnostic["range"]!,
          "context": ["diagnostics": [diagnostic]],
        ]) as? [Any])
    #expect(actions.count == 1)
    #expect(json(actions, 0, "title") as? String == "Replace 'optons' with 'options'")
    #expect(json(actions, 0, "kind") as? String == "quickfix")
    let edits = try #require(
      json(actions, 0, "edit", "changes", categories.absoluteString) as? [[String: Any]])
    #expect(LSPFixtures.apply(edits, to: broken) == LSPFixtures.categories)
  }

  /// A fix-it of several edits is one quick fix whose WorkspaceEdit holds every edit: moving an
  /// `ignore` entry to `diagnostics: { ignore: }` takes it out of its list and adds the block,
  /// two TextEdits in one document that, applied together, leave no `invalid-ignore`.
  @Test func quickFixOfSeveralEdits() throws {
    let (folder, categories, _) = try LSPFixtures.workspace()
    defer { folder.remove() }
    let client = try LSPClient()
    try client.initialize(root: folder.url)
    let broken = LSPFixtures.categories.replacingOccurrences(
      of: "  - id: podcast\n", with: "  - id: podcast\n    ignore: [payload-unused-type]\n")
    client.open(categories, broken)
    let diagnostics = try client.diagnostics(categories) { list in
      list.contains { $0["code"] as? String == "invalid-ignore" }
    }
    let diagnostic = try #require(diagnostics.first { $0["code"] as? String == "invalid-ignore" })
    let actions = try #require(
      try client.request(
        "textDocument/codeAction",
        [
          "textDocument": ["uri": categories.absoluteString], "range": diagnostic["range"]!,
          "context": ["diagnostics": [diagnostic]],
        ]) as? [Any])
    #expect(actions.count == 1)
    #expect(
      json(actions, 0, "title") as? String
        == "Move 'payload-unused-type' to 'diagnostics: { ignore: }'")
    #expect(json(actions, 0, "isPreferred") as? Bool == true)
    let changes = try #require(json(actions, 0, "edit", "changes") as? [String: Any])
    #expect(Array(changes.keys) == [categories.absoluteString])
    let edits = try #require(changes[categories.absoluteString] as? [[String: Any]])
    #expect(edits.count == 2)
    let fixed = LSPFixtures.apply(edits, to: broken)
    #expect(
      fixed
        == LSPFixtures.categories
        .replacingOccurrences(
          of: "version: 1\n", with: "version: 1\ndiagnostics: { ignore: [payload-unused-type] }\n"
        )
        .replacingOccurrences(of: "  - id: podcast\n", with: "  - id: podcast\n    ignore: []\n"))
    client.change(categories, fixed, version: 2)
    let after = try client.diagnostics(categories) { list in
      !list.contains { $0["code"] as? String == "invalid-ignore" }
    }
    #expect(!after.contains { $0["code"] as? String == "invalid-ignore" })
  }

  /// When the set-wide block is in another file, the one quick fix edits both documents.
  @Test func quickFixAcrossFiles() throws {
    let (folder, categories, extensions) = try LSPFixtures.workspace()
    defer { folder.remove() }
    let withBlock = LSPFixtures.extensions.replacingOccurrences(
      of: "version: 1\n", with: "version: 1\ndiagnostics: { ignore: [banner-actions] }\n")
    _ = try folder.write("Specs/extensions.herald.yml", text: withBlock)
    let client = try LSPClient()
    try client.initialize(root: folder.url)
    let broken = LSPFixtures.categories.replacingOccurrences(
      of: "  - id: podcast\n", with: "  - id: podcast\n    ignore: [payload-unused-type]\n")
    client.open(categories, broken)
    let diagnostics = try client.diagnostics(categories) { list in
      list.contains { $0["code"] as? String == "invalid-ignore" }
    }
    let diagnostic = try #require(diagnostics.first { $0["code"] as? String == "invalid-ignore" })
    let actions = try #require(
      try client.request(
        "textDocument/codeAction",
        [
          "textDocument": ["uri": categories.absoluteString], "range": diagnostic["range"]!,
          "context": ["diagnostics": [diagnostic]],
        ]) as? [Any])
    #expect(actions.count == 1)
    let changes = try #require(json(actions, 0, "edit", "changes") as? [String: Any])
    let own = try #require(changes[categories.absoluteString] as? [[String: Any]])
    let other = try #require(changes[extensions.absoluteString] as? [[String: Any]])
    #expect(
      LSPFixtures.apply(own, to: broken)
        == LSPFixtures.categories.replacingOccurrences(
          of: "  - id: podcast\n", with: "  - id: podcast\n    ignore: []\n"))
    #expect(
      LSPFixtures.apply(other, to: withBlock)
        == withBlock.replacingOccurrences(
          of: "[banner-actions]", with: "[banner-actions, payload-unused-type]"))
  }
}
