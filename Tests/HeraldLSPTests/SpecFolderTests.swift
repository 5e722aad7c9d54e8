// `initializationOptions.specFolders` are resolved against the workspace folder however its URI
// ends.

import Foundation
import HeraldCore
import Testing

@testable import HeraldLSP

/// Where the server looks for specs after `initialize`.
@Suite struct SpecFolderTests {
  /// A relative spec folder joins the root with one slash, with or without a slash at the end of
  /// the root's URI, so the files under it are recognised as specs.
  @Test(arguments: ["file:///work/app", "file:///work/app/"])
  func relativeSpecFolderJoinsTheRoot(_ root: String) {
    let output = open("/dev/null", O_WRONLY)
    defer { _ = close(output) }
    let server = LanguageServer(
      transport: Transport(input: open("/dev/null", O_RDONLY), output: output), version: "test")
    let message: JSON = [
      "jsonrpc": "2.0", "id": 1, "method": "initialize",
      "params": [
        "rootUri": .string(root), "capabilities": [:],
        "initializationOptions": ["specFolders": ["Notifications"]],
      ],
    ]
    _ = server.handle(Array(message.serialized.utf8))
    #expect(server.discovery.specFolders == ["/work/app/Notifications"])
    #expect(server.discovery.includes("/work/app/Notifications/inbox.yml"))
  }
}
