// Completion as an editor asks for it while the user types: keys, closed vocabularies and ids,
// including ids declared in another file.

import Foundation
import Testing

@testable import TestSupport

/// End-to-end tests of `textDocument/completion`.
struct LSPCompletionTests {
  /// The labels of a completion answer.
  static func labels(_ result: Any?) -> [String] {
    ((json(result, "items") as? [Any]) ?? []).compactMap { json($0, "label") as? String }
  }

  /// Opens a file with `old` replaced by `new`, and completes where `new` has its `‸`.
  static func complete(
    replacing old: String, with new: String, in client: LSPClient, _ url: URL,
    text: String = LSPFixtures.categories
  ) throws -> Any? {
    let marked = text.replacingOccurrences(of: old, with: new)
    client.open(url, marked.replacingOccurrences(of: "‸", with: ""))
    let at = LSPFixtures.position(of: "‸", in: marked)
    return try client.request("textDocument/completion", LSPClient.at(url, at.line, at.character))
  }

  /// `becomes:` offers the ids of the category's actions and alternates, and the item replaces
  /// the typed prefix.
  @Test func becomesOffersTheCategorysActions() throws {
    let (folder, categories, _) = try LSPFixtures.workspace()
    defer { folder.remove() }
    let client = try LSPClient()
    try client.initialize(root: folder.url)
    let result = try Self.complete(
      replacing: "onTap: { becomes: pause }", with: "onTap: { becomes: pa‸", in: client, categories)
    #expect(Set(Self.labels(result)) == ["play", "later", "pause"])
    let item = try #require((json(result, "items") as? [Any])?.first)
    let start = LSPFixtures.position(of: "becomes: pa", in: LSPFixtures.categories, offset: 9)
    #expect(json(item, "textEdit", "range", "start", "character") as? Int == start.character)
    #expect(json(item, "textEdit", "range", "end", "character") as? Int == start.character + 2)
  }

  /// An extension's `categories` offers the category ids of the other file.
  @Test func extensionCategoriesComeFromOtherFiles() throws {
    let (folder, _, extensions) = try LSPFixtures.workspace()
    defer { folder.remove() }
    let client = try LSPClient()
    try client.initialize(root: folder.url)
    let block = try Self.complete(
      replacing: "categories: [podcast]", with: "categories: ‸", in: client, extensions,
      text: LSPFixtures.extensions)
    #expect(Self.labels(block) == ["podcast"])
    let flow = try Self.complete(
      replacing: "categories: [podcast]", with: "categories: [po‸", in: client, extensions,
      text: LSPFixtures.extensions)
    #expect(Self.labels(flow) == ["podcast"])
  }

  /// Scenario taps, `states` lists and `remove` lists expect action ids too.
  @Test func idListsOfferActions() throws {
    let (folder, categories, _) = try LSPFixtures.workspace()
    defer { folder.remove() }
    let client = try LSPClient()
    try client.initialize(root: folder.url)
    for (old, new) in [
      ("taps: [play, pause]", "taps: [play, ‸"), ("playing: [pause, later]", "playing: [pause, l‸"),
      ("onTap: { becomes: play }", "onTap: { remove: [‸"),
    ] {
      let result = try Self.complete(replacing: old, with: new, in: client, categories)
      #expect(Set(Self.labels(result)) == ["play", "later", "pause"], "\(new)")
    }
  }

  /// On a new line of an action, the action's keys, each with its summary, inserted as `key: `.
  @Test func keysOfTheObjectAtTheCursor() throws {
    let (folder, categories, _) = try LSPFixtures.workspace()
    defer { folder.remove() }
    let client = try LSPClient()
    try client.initialize(root: folder.url)
    let result = try Self.complete(
      replacing: "        options: [foreground]\n",
      with: "        options: [foreground]\n        ic‸",
      in: client, categories)
    let labels = Self.labels(result)
    #expect(labels.contains("icon") && labels.contains("onTap") && labels.contains("textInput"))
    #expect(!labels.contains("alternates"))
    // The action already has these: a second one would be a duplicate key.
    #expect(!labels.contains("id") && !labels.contains("title") && !labels.contains("options"))
    let icon = try #require(
      (json(result, "items") as? [Any])?.first { json($0, "label") as? String == "icon" })
    #expect(json(icon, "textEdit", "newText") as? String == "icon: ")
    #expect((json(icon, "detail") as? String)?.contains("SF Symbol") == true)
    let top = try Self.complete(
      replacing: "version: 1\n", with: "version: 1\npl‸\n", in: client, categories)
    #expect(Set(Self.labels(top)).isSuperset(of: ["platforms", "swift", "localization"]))
    #expect(!Self.labels(top).contains("version") && !Self.labels(top).contains("categories"))
  }

  /// Closed vocabularies: category and action options, foreground presentation, the media
  /// button's type and Booleans.
  @Test func enumValues() throws {
    let (folder, categories, extensions) = try LSPFixtures.workspace()
    defer { folder.remove() }
    let client = try LSPClient()
    try client.initialize(root: folder.url)
    let actionOptions = try Self.complete(
      replacing: "options: [foreground]", with: "options: [‸", in: client, categories)
    #expect(Self.labels(actionOptions) == ["authenticationRequired", "destructive", "foreground"])
    let presentation = try Self.complete(
      replacing: "    states:\n", with: "    foregroundPresentation: [banner, ‸\n    states:\n",
      in: client, categories)
    #expect(Self.labels(presentation) == ["badge", "sound", "list", "banner"])
    let categoryOptions = try Self.complete(
      replacing: "    states:\n", with: "    options:\n      - ‸\n    states:\n", in: client,
      categories)
    #expect(Self.labels(categoryOptions).contains("customDismissAction"))
    let media = try Self.complete(
      replacing: "initialContentSizeRatio: 0.5",
      with: "initialContentSizeRatio: 0.5\n    mediaPlayPauseButton:\n      type: ‸", in: client,
      extensions, text: LSPFixtures.extensions)
    #expect(Self.labels(media) == ["none", "default", "overlay"])
    let boolean = try Self.complete(
      replacing: "initialContentSizeRatio: 0.5",
      with: "initialContentSizeRatio: 0.5\n    defaultContentHidden: ‸", in: client, extensions,
      text: LSPFixtures.extensions)
    #expect(Self.labels(boolean) == ["true", "false"])
  }
}

/// `app:` completion follows the text as it is now, not the last analysis.
struct LSPAppArgumentCompletionTests {
  /// A spec whose `note` title uses the app argument `userName`, with `‸` where `app:` is typed.
  static func spec(titleOfNote: String) -> String {
    """
    version: 1
    categories:
      - id: reminder
        actions:
          - id: note
            title: \(titleOfNote)
          - id: later
            title: { default: "Later, %@", arguments: [{ app: ‸ }] }
    """
  }

  /// The issue's case: the only use of `userName` is deleted, and `app:` is completed at once
  /// (before the debounced analysis): the name is no longer offered. With the use in place it is.
  @Test func deletedLastUseIsNotOffered() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let url = folder.url.appending(path: "notifications.herald.yml")
    let used = Self.spec(titleOfNote: #"{ default: "Note as %@", arguments: [{ app: userName }] }"#)
    try folder.write("notifications.herald.yml", text: used.replacingOccurrences(of: "‸", with: ""))
    let client = try LSPClient()
    try client.initialize(root: folder.url)
    client.open(url, used.replacingOccurrences(of: "‸", with: ""))
    let at = LSPFixtures.position(of: "‸", in: used)
    let before = try client.request(
      "textDocument/completion", LSPClient.at(url, at.line, at.character))
    #expect(LSPCompletionTests.labels(before) == ["userName"])
    let removed = Self.spec(titleOfNote: "Note")
    client.change(url, removed.replacingOccurrences(of: "‸", with: ""), version: 2)
    let after = try client.request(
      "textDocument/completion", LSPClient.at(url, at.line, at.character))
    #expect(LSPCompletionTests.labels(after) == [], "\(LSPCompletionTests.labels(after))")
  }
}
