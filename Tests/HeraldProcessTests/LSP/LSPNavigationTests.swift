// Go to definition, find references and rename across the files of a workspace, as an editor
// asks for them.

import Foundation
import Testing

@testable import TestSupport

/// End-to-end tests of definition, references and rename.
struct LSPNavigationTests {
  /// From the extension's `categories: [podcast]`, definition lands on the category's id in the
  /// other file.
  @Test func definitionCrossesFiles() throws {
    let (folder, categories, extensions) = try LSPFixtures.workspace()
    defer { folder.remove() }
    let client = try LSPClient()
    try client.initialize(root: folder.url)
    let at = LSPFixtures.position(of: "podcast", in: LSPFixtures.extensions, offset: 2)
    let result = try client.request(
      "textDocument/definition", LSPClient.at(extensions, at.line, at.character))
    let locations = try #require(result as? [[String: Any]])
    #expect(locations.count == 1)
    #expect(json(locations, 0, "uri") as? String == categories.absoluteString)
    let declared = LSPFixtures.position(of: "podcast", in: LSPFixtures.categories)
    #expect(json(locations, 0, "range", "start", "line") as? Int == declared.line)
    #expect(json(locations, 0, "range", "start", "character") as? Int == declared.character)
    #expect(json(locations, 0, "range", "end", "character") as? Int == declared.character + 7)
  }

  /// References of an action: its declaration, the `becomes` that names it, the `states` list
  /// and the scenario tap; without the declaration when the client asks so.
  @Test func referencesOfAnAction() throws {
    let (folder, categories, _) = try LSPFixtures.workspace()
    defer { folder.remove() }
    let client = try LSPClient()
    try client.initialize(root: folder.url)
    let at = LSPFixtures.position(of: "id: pause", in: LSPFixtures.categories, offset: 5)
    var params = LSPClient.at(categories, at.line, at.character)
    params["context"] = ["includeDeclaration": true]
    let all = try #require(try client.request("textDocument/references", params) as? [Any])
    #expect(all.count == 4)
    params["context"] = ["includeDeclaration": false]
    let uses = try #require(try client.request("textDocument/references", params) as? [Any])
    #expect(uses.count == 3)
    let lines = Set(uses.compactMap { json($0, "range", "start", "line") as? Int })
    #expect(lines == [6, 15, 18])
  }

  /// Renaming a category edits its id and the extension in the other file in one workspace
  /// edit; the files on disk stay as they were.
  @Test func renameCategoryAcrossFiles() throws {
    let (folder, categories, extensions) = try LSPFixtures.workspace()
    defer { folder.remove() }
    let client = try LSPClient()
    try client.initialize(root: folder.url)
    let at = LSPFixtures.position(of: "podcast", in: LSPFixtures.categories, offset: 3)
    let prepared = try client.request(
      "textDocument/prepareRename", LSPClient.at(categories, at.line, at.character))
    #expect(json(prepared, "placeholder") as? String == "podcast")
    var params = LSPClient.at(categories, at.line, at.character)
    params["newName"] = "show"
    let edit = try client.request("textDocument/rename", params)
    let changes = try #require(json(edit, "changes") as? [String: [[String: Any]]])
    #expect(Set(changes.keys) == [categories.absoluteString, extensions.absoluteString])
    let renamedCategories = LSPFixtures.apply(
      changes[categories.absoluteString]!, to: LSPFixtures.categories)
    let renamedExtensions = LSPFixtures.apply(
      changes[extensions.absoluteString]!, to: LSPFixtures.extensions)
    #expect(renamedCategories.contains("  - id: show\n"))
    #expect(!renamedCategories.contains("podcast"))
    #expect(renamedExtensions.contains("categories: [show]"))
    #expect(try String(contentsOf: categories, encoding: .utf8) == LSPFixtures.categories)
    #expect(try String(contentsOf: extensions, encoding: .utf8) == LSPFixtures.extensions)
  }

  /// Renaming an action edits every use in its category, and a name YAML would misread is
  /// quoted.
  @Test func renameActionQuotesWhenNeeded() throws {
    let (folder, categories, _) = try LSPFixtures.workspace()
    defer { folder.remove() }
    let client = try LSPClient()
    try client.initialize(root: folder.url)
    let at = LSPFixtures.position(of: "becomes: pause", in: LSPFixtures.categories, offset: 10)
    var params = LSPClient.at(categories, at.line, at.character)
    params["newName"] = "hold: on"
    let edit = try client.request("textDocument/rename", params)
    let edits = try #require(json(edit, "changes", categories.absoluteString) as? [[String: Any]])
    #expect(edits.count == 4)
    let renamed = LSPFixtures.apply(edits, to: LSPFixtures.categories)
    #expect(renamed.contains(#"- id: "hold: on""#))
    #expect(renamed.contains(#"onTap: { becomes: "hold: on" }"#))
    #expect(renamed.contains(#"playing: ["hold: on", later]"#))
    #expect(renamed.contains(#"taps: [play, "hold: on"]"#))
  }

  /// A state name must stay a valid Swift case name; the rename is refused with the reason.
  @Test func renameStateRefusesAnInvalidName() throws {
    let (folder, categories, _) = try LSPFixtures.workspace()
    defer { folder.remove() }
    let client = try LSPClient()
    try client.initialize(root: folder.url)
    let at = LSPFixtures.position(of: "playing", in: LSPFixtures.categories)
    var params = LSPClient.at(categories, at.line, at.character)
    params["newName"] = "now_playing"
    let refused = try client.response("textDocument/rename", params)
    #expect(json(refused, "error", "code") as? Int == -32_803)
    #expect((json(refused, "error", "message") as? String)?.contains("'nowPlaying'") == true)
    params["newName"] = "nowPlaying"
    let edit = try client.request("textDocument/rename", params)
    let edits = try #require(json(edit, "changes", categories.absoluteString) as? [[String: Any]])
    #expect(edits.count == 1)
    #expect(json(edits, 0, "newText") as? String == "nowPlaying")
  }
}
