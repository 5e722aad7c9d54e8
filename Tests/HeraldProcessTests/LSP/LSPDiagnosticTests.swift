// Diagnostics as the user types: on open and on change, for the whole set (files that are not
// open too), cleared once fixed, with exact UTF-16 positions and a broken document handled.

import Foundation
import Testing

@testable import TestSupport

/// End-to-end tests of `textDocument/publishDiagnostics`.
struct LSPDiagnosticTests {
  /// The codes of a diagnostics list.
  static func codes(_ diagnostics: [[String: Any]]) -> [String] {
    diagnostics.compactMap { $0["code"] as? String }
  }

  /// An unknown `becomes` target is reported on open with its rule id, a link to its section
  /// of docs/diagnostics.md and its exact range; the fix clears it.
  @Test func reportedOnOpenClearedOnFix() throws {
    let (folder, categories, _) = try LSPFixtures.workspace()
    defer { folder.remove() }
    let client = try LSPClient()
    try client.initialize(root: folder.url)
    let broken = LSPFixtures.categories.replacingOccurrences(
      of: "becomes: pause }", with: "becomes: paus }")
    client.open(categories, broken)
    let found = try client.diagnostics(categories) { !$0.isEmpty }
    let diagnostic = try #require(found.first { $0["code"] as? String == "ontap-unknown-action" })
    #expect(json(diagnostic, "severity") as? Int == 1)
    #expect(json(diagnostic, "source") as? String == "herald")
    // The link is the checkout's own docs file: herald has no public address to point at.
    let docs = Herald.packageRoot.appending(path: "docs/diagnostics.md").standardizedFileURL
    #expect(
      json(diagnostic, "codeDescription", "href") as? String
        == "file://\(docs.path(percentEncoded: true))#ontap-unknown-action")
    let at = LSPFixtures.position(of: "paus }", in: broken)
    #expect(json(diagnostic, "range", "start", "line") as? Int == at.line)
    #expect(json(diagnostic, "range", "start", "character") as? Int == at.character)
    #expect(json(diagnostic, "range", "end", "character") as? Int == at.character + 4)
    client.change(categories, LSPFixtures.categories, version: 2)
    try client.diagnostics(categories, "cleared diagnostics") { $0.isEmpty }
  }

  /// A herald copied out of its checkout has no docs beside it, so its diagnostics carry no
  /// link at all (never a made-up address); the client can name one, or turn links off.
  @Test func documentationLinkOnlyWhereTheDocsAre() throws {
    let (folder, categories, _) = try LSPFixtures.workspace()
    defer { folder.remove() }
    let copyFolder = try TemporaryFolder()
    defer { copyFolder.remove() }
    let copy = copyFolder.url.appending(path: "herald")
    try FileManager.default.copyItem(at: Herald.executable, to: copy)
    let broken = LSPFixtures.categories.replacingOccurrences(
      of: "becomes: pause }", with: "becomes: paus }")
    for (options, expected) in [
      ([:], nil),
      (
        ["diagnosticsDocumentation": "https://docs.example/d.md"],
        "https://docs.example/d.md#ontap-unknown-action"
      ),
    ] as [([String: Any], String?)] {
      let client = try LSPClient(executable: copy)
      try client.initialize(root: folder.url, options: options)
      client.open(categories, broken)
      let found = try client.diagnostics(categories) { !$0.isEmpty }
      let diagnostic = try #require(found.first { $0["code"] as? String == "ontap-unknown-action" })
      #expect(json(diagnostic, "codeDescription", "href") as? String == expected)
      client.closeInput()
    }
    let client = try LSPClient()
    try client.initialize(root: folder.url, options: ["diagnosticsDocumentation": ""])
    client.open(categories, broken)
    let found = try client.diagnostics(categories) { !$0.isEmpty }
    let diagnostic = try #require(found.first { $0["code"] as? String == "ontap-unknown-action" })
    #expect(json(diagnostic, "codeDescription") == nil)
    client.closeInput()
  }

  /// Edits in quick succession are coalesced: twenty changes sent within the debounce delay
  /// give one analysis, of the last text.
  @Test func changesAreDebounced() throws {
    let (folder, categories, _) = try LSPFixtures.workspace()
    defer { folder.remove() }
    let client = try LSPClient()
    try client.initialize(root: folder.url, options: ["debounceMilliseconds": 3_000])
    client.open(categories, LSPFixtures.categories)
    for version in 2...21 {
      let text = LSPFixtures.categories.replacingOccurrences(
        of: "becomes: pause }", with: "becomes: pause\(version) }")
      client.change(categories, text, version: version)
    }
    let found = try client.diagnostics(categories) { !$0.isEmpty }
    #expect((found.first?["message"] as? String)?.contains("'pause21'") == true)
    #expect(client.publishedDiagnostics(categories).count == 1)
  }

  /// Diagnostics of the whole set: renaming the category in the open file makes the extension
  /// in the other, unopened file serve an unknown category; that file gets the diagnostic, and
  /// loses it when the edit is undone. Typing the edit in pieces (ranged changes) works too.
  @Test func filesThatAreNotOpenGetDiagnostics() throws {
    let (folder, categories, extensions) = try LSPFixtures.workspace()
    defer { folder.remove() }
    let client = try LSPClient()
    try client.initialize(root: folder.url)
    client.open(categories, LSPFixtures.categories)
    let at = LSPFixtures.position(of: "podcast", in: LSPFixtures.categories)
    client.edit(
      categories, from: (at.line, at.character + 3), to: (at.line, at.character + 7), with: "",
      version: 2)
    client.edit(
      categories, from: (at.line, at.character + 3), to: (at.line, at.character + 3), with: "k",
      version: 3)
    let found = try client.diagnostics(extensions) { !$0.isEmpty }
    #expect(Self.codes(found).contains("extension-unknown-category"))
    let symbols = try client.request(
      "textDocument/documentSymbol", ["textDocument": ["uri": categories.absoluteString]])
    #expect(json(symbols, 0, "name") as? String == "podk")
    client.change(categories, LSPFixtures.categories, version: 4)
    try client.diagnostics(extensions, "cleared diagnostics") { $0.isEmpty }
  }

  /// A note pointing into another file becomes related information with that file's URI.
  @Test func notesBecomeRelatedInformation() throws {
    let (folder, categories, extensions) = try LSPFixtures.workspace()
    defer { folder.remove() }
    let client = try LSPClient()
    try client.initialize(root: folder.url)
    let doubled = LSPFixtures.extensions + "categories:\n  - id: podcast\n"
    client.open(extensions, doubled)
    let found = try client.diagnostics(extensions) {
      Self.codes($0).contains("duplicate-category")
    }
    let duplicate = try #require(found.first { $0["code"] as? String == "duplicate-category" })
    #expect(
      json(duplicate, "relatedInformation", 0, "location", "uri") as? String
        == categories.absoluteString)
    let first = LSPFixtures.position(of: "podcast", in: LSPFixtures.categories)
    #expect(
      json(duplicate, "relatedInformation", 0, "location", "range", "start", "line") as? Int
        == first.line)
  }

  /// Positions are UTF-16 code units: an emoji (two units) and CR LF line ends before a problem
  /// shift it exactly as the client counts.
  @Test func positionsCountUTF16AndCRLF() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let url = folder.url.appending(path: "emoji.herald.yml")
    let text =
      "version: 1\r\ncategories:\r\n  - id: c\r\n    actions:\r\n      - { id: a, title: \"🎧é🎧\", optons: [x] }\r\n"
    try folder.write("emoji.herald.yml", text: text)
    let client = try LSPClient()
    try client.initialize(root: folder.url)
    client.open(url, text)
    let found = try client.diagnostics(url) { Self.codes($0).contains("unknown-key") }
    let diagnostic = try #require(found.first { $0["code"] as? String == "unknown-key" })
    let at = LSPFixtures.position(of: "optons", in: text)
    #expect(at.line == 4 && at.character == 33)  // 31 characters, 33 UTF-16 units
    #expect(json(diagnostic, "range", "start", "line") as? Int == 4)
    #expect(json(diagnostic, "range", "start", "character") as? Int == 33)
    #expect(json(diagnostic, "range", "end", "character") as? Int == 39)
  }

  /// A document whose YAML is broken gets a syntax diagnostic; the server keeps answering
  /// (hover, completion, symbols) and recovers when the text is fixed.
  @Test func brokenDocument() throws {
    let (folder, categories, _) = try LSPFixtures.workspace()
    defer { folder.remove() }
    let client = try LSPClient()
    try client.initialize(root: folder.url)
    let broken = LSPFixtures.categories.replacingOccurrences(
      of: "onTap: { becomes: pause }", with: "onTap: { becomes: [pause }\n\t- \"")
    client.open(categories, broken)
    let found = try client.diagnostics(categories) { Self.codes($0).contains("yaml-syntax") }
    #expect(!found.isEmpty)
    let at = LSPFixtures.position(of: "podcast", in: broken)
    _ = try client.request("textDocument/hover", LSPClient.at(categories, at.line, at.character))
    let completion = try client.request(
      "textDocument/completion", LSPClient.at(categories, at.line + 2, 8))
    #expect(json(completion, "items") != nil)
    _ = try client.request(
      "textDocument/documentSymbol", ["textDocument": ["uri": categories.absoluteString]])
    client.change(categories, LSPFixtures.categories, version: 2)
    try client.diagnostics(categories, "cleared diagnostics") { $0.isEmpty }
    client.notify("exit", [:])
    #expect(try client.waitForExit() == 1)
  }
}
