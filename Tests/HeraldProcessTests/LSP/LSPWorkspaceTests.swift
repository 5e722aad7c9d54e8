// Which files form the workspace's spec set: `*.herald.yml` anywhere, any YAML file of the
// spec folders the client names, files created on disk later; other YAML files are left alone.

import Foundation
import Testing

@testable import TestSupport

/// End-to-end tests of spec file discovery.
struct LSPWorkspaceTests {
  /// A folder named in `specFolders` holds specs under any YAML name: its file gets diagnostics
  /// without being opened. A YAML file outside it is not a spec: no diagnostics, no completion.
  @Test func specFoldersAndOtherYAML() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    try folder.write(
      "Notifications/inbox.yml", text: "version: 1\ncategories:\n  - id: inbox\n    optons: []\n")
    try folder.write(".github/ci.yml", text: "on: push\n")
    try folder.write("compose.yml", text: "services:\n  \n")
    let client = try LSPClient()
    try client.initialize(root: folder.url, options: ["specFolders": ["Notifications"]])
    let inbox = folder.url.appending(path: "Notifications/inbox.yml")
    let found = try client.diagnostics(inbox) { !$0.isEmpty }
    #expect(found.compactMap { $0["code"] as? String } == ["unknown-key"])
    let compose = folder.url.appending(path: "compose.yml")
    client.open(compose, "services:\n  \n")
    let completion = try client.request("textDocument/completion", LSPClient.at(compose, 1, 2))
    #expect((json(completion, "items") as? [Any])?.isEmpty == true)
    let hover = try client.request("textDocument/hover", LSPClient.at(compose, 0, 2))
    #expect(hover == nil || hover is NSNull)
  }

  /// With a client that can watch files, the server asks it to; a spec file created on disk
  /// then joins the set when the client reports it.
  @Test func filesCreatedOnDiskJoinTheSet() throws {
    let (folder, _, _) = try LSPFixtures.workspace()
    defer { folder.remove() }
    let client = try LSPClient()
    try client.initialize(
      root: folder.url,
      capabilities: ["workspace": ["didChangeWatchedFiles": ["dynamicRegistration": true]]])
    let registration = try client.serverRequest("client/registerCapability")
    #expect(
      json(registration, "params", "registrations", 0, "method") as? String
        == "workspace/didChangeWatchedFiles")
    client.send(["jsonrpc": "2.0", "id": registration["id"]!, "result": NSNull()])
    let created = try folder.write(
      "More/more.herald.yml",
      text:
        "version: 1\nextensions:\n  - { target: MoreUI, categories: [podcas], principalClass: C, initialContentSizeRatio: 1 }\n"
    )
    client.notify(
      "workspace/didChangeWatchedFiles",
      ["changes": [["uri": URL(fileURLWithPath: created).absoluteString, "type": 1]]])
    let found = try client.diagnostics(URL(fileURLWithPath: created)) { !$0.isEmpty }
    #expect(found.compactMap { $0["code"] as? String }.contains("extension-unknown-category"))
  }
}
