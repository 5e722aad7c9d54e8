// A client that stops reading the server's output for a while, as a busy editor does: the
// server must keep reading its messages (no deadlock of two full pipes), keep only the newest
// diagnostics of a document, and answer every request once the client reads again.

import Foundation
import Testing

@testable import TestSupport

/// End-to-end tests of the server's outgoing queue.
struct LSPBackpressureTests {
  /// A spec of `count` categories whose every action names a missing alternate: one error
  /// per category, so that each analysis publishes a list far larger than a pipe holds.
  static func spec(_ count: Int) -> String {
    var text = "version: 1\ncategories:\n"
    for index in 0..<count {
      text += """
          - id: c\(index)
            actions:
              - id: a\(index)
                title: Go
                onTap: { becomes: missing\(index) }

        """
    }
    return text
  }

  /// While the client reads nothing, it sends 10 edits of 40 KB (ten times what the pipe to
  /// the server holds), each followed by a request that makes the server analyse and publish
  /// about 150 KB of diagnostics: its writes all go through (the server kept reading), and
  /// once it reads again every request is answered, and it gets a few diagnostics lists, the
  /// last one for the last version, not ten.
  @Test func clientThatStopsReading() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let client = try LSPClient()
    try client.initialize(root: folder.url, options: ["debounceMilliseconds": 0])
    let url = folder.url.appending(path: "big.herald.yml")
    let text = Self.spec(200)
    client.open(url, text)
    let first = try client.diagnostics(url) { !$0.isEmpty }
    #expect(first.count >= 200)
    let padding = "#" + String(repeating: " ", count: 20_000) + "\n"
    client.pauseReading()
    let sent = DispatchSemaphore(value: 0)
    let ids = LockedIDs()
    Thread.detachNewThread {
      for version in 2...11 {
        client.change(url, text + padding + "# edit \(version)\n", version: version)
        ids.append(
          client.sendRequest(
            "textDocument/documentSymbol", ["textDocument": ["uri": url.absoluteString]]))
      }
      sent.signal()
    }
    let finished = sent.wait(timeout: .now() + LSPClient.patience) == .success
    #expect(finished, "the server stopped reading while the client did not read")
    client.resumeReading()
    guard finished else { return }
    for id in ids.all {
      let answer = try client.responseTo(id)
      #expect(answer["error"] == nil && answer["result"] is [Any], "\(id)")
    }
    // The last request made the server publish before it answered, so the list is here.
    let versions = client.publishedVersions(url)
    #expect(versions.last == 11, "\(versions)")
    #expect(versions.count < 6, "\(versions)")
    _ = try client.response("shutdown", NSNull())
    client.notify("exit", NSNull())
    #expect(try client.waitForExit() == 0)
  }
}

/// Request ids written by one thread and read by another.
final class LockedIDs: @unchecked Sendable {
  private let lock = NSLock()
  private var ids: [Int] = []

  func append(_ id: Int) {
    lock.lock()
    ids.append(id)
    lock.unlock()
  }

  var all: [Int] {
    lock.lock()
    defer { lock.unlock() }
    return ids
  }
}
