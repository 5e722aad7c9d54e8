// The session's life: initialize, shutdown and exit, a client that goes away, and input that
// is not the protocol. The server must answer with JSON-RPC errors or stop cleanly, never crash
// or hang.

import Foundation
import Testing

@testable import TestSupport

/// End-to-end tests of the session and of bad input.
struct LSPLifecycleTests {
  /// `initialize` lists the features; `shutdown` then `exit` ends with status 0.
  @Test func initializeShutdownExit() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let client = try LSPClient()
    let capabilities = try client.initialize(root: folder.url)
    for feature in [
      "hoverProvider", "definitionProvider", "referencesProvider", "documentSymbolProvider",
    ] {
      #expect(capabilities[feature] as? Bool == true, "\(feature)")
    }
    #expect(json(capabilities, "renameProvider", "prepareProvider") as? Bool == true)
    #expect(json(capabilities, "textDocumentSync", "change") as? Int == 2)
    #expect(json(capabilities, "codeActionProvider", "codeActionKinds", 0) as? String == "quickfix")
    #expect(capabilities["documentFormattingProvider"] == nil)
    let shutdown = try client.response("shutdown", NSNull())
    #expect(shutdown.keys.contains("result") && shutdown["error"] == nil)
    let late = try client.response("textDocument/hover", LSPClient.at(folder.url, 0, 0))
    #expect(json(late, "error", "code") as? Int == -32_600)
    client.notify("exit", NSNull())
    #expect(try client.waitForExit() == 0)
  }

  /// A client that goes away (its end of standard input closes) ends the server.
  @Test func clientDisappears() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let client = try LSPClient()
    try client.initialize(root: folder.url)
    client.closeInput()
    #expect(try client.waitForExit() == 1)
  }

  /// A client process that is gone (its id names no process) ends the server even while its
  /// pipe stays open.
  @Test func clientProcessGone() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let finished = Process()
    finished.executableURL = URL(fileURLWithPath: "/bin/sh")
    finished.arguments = ["-c", "exit 0"]
    try finished.run()
    finished.waitUntilExit()
    let client = try LSPClient()
    _ = try client.request(
      "initialize",
      [
        "processId": Int(finished.processIdentifier), "rootUri": folder.url.absoluteString,
        "capabilities": [:],
      ])
    #expect(try client.waitForExit() == 1)
    #expect(client.standardError.contains("the client process"))
  }

  /// Requests before `initialize` get the protocol's error; unknown methods get "method not
  /// found"; unknown notifications are ignored.
  @Test func protocolErrors() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let client = try LSPClient()
    let early = try client.response("textDocument/hover", LSPClient.at(folder.url, 0, 0))
    #expect(json(early, "error", "code") as? Int == -32_002)
    try client.initialize(root: folder.url)
    client.notify("$/somethingNew", ["x": 1])
    let unknown = try client.response("workspace/somethingNew", [:])
    #expect(json(unknown, "error", "code") as? Int == -32_601)
    let again = try client.response("initialize", [:])
    #expect(json(again, "error", "code") as? Int == -32_600)
    let missing = try client.response("textDocument/hover", ["textDocument": [:]])
    #expect(json(missing, "error", "code") as? Int == -32_602)
  }

  /// A body that is not JSON, or JSON that is not a request, gets an error answer and the
  /// server goes on serving.
  @Test func malformedBodiesAreAnswered() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let client = try LSPClient()
    try client.initialize(root: folder.url)
    for body in [
      #"{"jsonrpc": "2.0", "id": 7, "method": "#, "[1, 2]", #"{"id": 8, "method": "x"}"#, "\u{1}",
    ] {
      client.sendRaw(Data("Content-Length: \(body.utf8.count)\r\n\r\n\(body)".utf8))
    }
    let symbols = try client.response(
      "textDocument/documentSymbol", ["textDocument": ["uri": folder.url.absoluteString]])
    #expect(symbols["error"] == nil)
    _ = try client.request("shutdown", NSNull())
    client.notify("exit", NSNull())
    #expect(try client.waitForExit() == 0)
  }

  /// A header block the server cannot frame, or a Content-Length above its limit, ends the
  /// session at once with a message on standard error, without reading the huge body.
  @Test(arguments: [
    "Content-Length: 99999999999999\r\n\r\n", "Content-Type: text/plain\r\n\r\n{}",
    "Content-Length: twelve\r\n\r\n", String(repeating: "X", count: 20_000),
  ])
  func unframeableInputEndsTheSession(_ input: String) throws {
    let client = try LSPClient()
    client.sendRaw(Data(input.utf8))
    #expect(try client.waitForExit() == 1)
    #expect(client.standardError.contains("herald lsp: stopping"))
  }

  /// `herald lsp` takes no arguments: anything else is a usage error (exit 2); its help is there.
  @Test func commandLine() throws {
    let run = try Herald.run(["lsp", "Specs"])
    #expect(run.status == 2)
    #expect(run.stderr.contains("herald lsp: error"))
    let help = try Herald.run(["help", "lsp"])
    #expect(help.status == 0)
    #expect(help.stdout.hasPrefix("usage: herald lsp"))
    let overview = try Herald.run(["--help"])
    #expect(overview.stdout.contains("\n  lsp "))
  }
}
