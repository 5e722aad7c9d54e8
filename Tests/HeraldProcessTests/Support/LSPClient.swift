// A language client for the end-to-end tests: it starts `herald lsp` as an editor would, frames
// messages itself and reads them with Foundation's JSON reader, independent of the server's.

import Foundation

@testable import TestSupport

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// What went wrong talking to the server.
struct LSPClientError: Error, CustomStringConvertible {
  let description: String
}

/// A JSON value from `JSONSerialization`, read by a path of keys (objects) and indices (arrays).
func json(_ value: Any?, _ path: Any...) -> Any? {
  var current = value
  for step in path {
    if let key = step as? String {
      current = (current as? [String: Any])?[key]
    } else if let index = step as? Int, let array = current as? [Any], index < array.count {
      current = array[index]
    } else {
      return nil
    }
  }
  return current
}

/// One `herald lsp` process and the messages it sent.
final class LSPClient: @unchecked Sendable {
  /// How long a test waits for an answer before failing: a guard against hangs, not a limit
  /// on speed.
  static let patience: TimeInterval = 60

  /// The server process.
  let process = Process()
  /// The server's standard input.
  private let input: FileHandle
  /// Guards `received`, `ended` and `errorText`.
  private let condition = NSCondition()
  /// Every message the server sent, in order.
  private var received: [[String: Any]] = []
  /// Whether the server's output ended.
  private var ended = false
  /// What the server wrote on standard error.
  private var errorText = Data()
  /// Signalled when the process exits.
  private let exited = DispatchSemaphore(value: 0)
  /// Signalled when the server's standard error ends.
  private let errorEnded = DispatchSemaphore(value: 0)
  /// The last request id used.
  private var lastID = 0
  /// Whether the reader stopped taking the server's output, as a busy client does.
  private var paused = false

  /// Starts `herald lsp` (the built one, or `executable`) in `directory`; call `initialize` next.
  init(directory: URL = Herald.packageRoot, executable: URL = Herald.executable) throws {
    signal(SIGPIPE, SIG_IGN)
    let stdin = Pipe()
    let stdout = Pipe()
    let stderr = Pipe()
    process.executableURL = executable
    process.arguments = ["lsp"]
    process.currentDirectoryURL = directory
    process.standardInput = stdin
    process.standardOutput = stdout
    process.standardError = stderr
    process.terminationHandler = { [exited] _ in exited.signal() }
    try process.run()
    input = stdin.fileHandleForWriting
    let outputHandle = stdout.fileHandleForReading
    let errorHandle = stderr.fileHandleForReading
    Thread.detachNewThread { [self] in readMessages(outputHandle) }
    Thread.detachNewThread { [self] in
      while case let data = errorHandle.availableData, !data.isEmpty {
        condition.lock()
        errorText.append(data)
        condition.unlock()
      }
      errorEnded.signal()
    }
  }

  /// Initializes with a workspace folder and options, then sends `initialized`; returns the
  /// server's capabilities.
  @discardableResult
  func initialize(
    root: URL, options: [String: Any] = [:], capabilities: [String: Any] = [:]
  ) throws -> [String: Any] {
    let result = try request(
      "initialize",
      [
        "processId": NSNull(), "rootUri": root.absoluteString,
        "workspaceFolders": [["uri": root.absoluteString, "name": "root"]],
        "capabilities": capabilities, "initializationOptions": options,
      ])
    notify("initialized", [:])
    return (json(result, "capabilities") as? [String: Any]) ?? [:]
  }

  // MARK: Sending

  /// Writes raw bytes to the server.
  func sendRaw(_ bytes: Data) {
    try? input.write(contentsOf: bytes)
  }

  /// Sends one message, framed.
  func send(_ message: [String: Any]) {
    let body = try! JSONSerialization.data(withJSONObject: message)
    sendRaw(Data("Content-Length: \(body.count)\r\n\r\n".utf8) + body)
  }

  /// Sends a notification.
  func notify(_ method: String, _ params: Any) {
    send(["jsonrpc": "2.0", "method": method, "params": params])
  }

  /// Sends a request and returns the whole response.
  func response(_ method: String, _ params: Any) throws -> [String: Any] {
    let id = sendRequest(method, params)
    return try waitFor("the response to \(method)") { ($0["id"] as? Int) == id }
  }

  /// Sends a request without waiting for its answer; returns its id.
  func sendRequest(_ method: String, _ params: Any) -> Int {
    condition.lock()
    lastID += 1
    let id = lastID
    condition.unlock()
    send(["jsonrpc": "2.0", "id": id, "method": method, "params": params])
    return id
  }

  /// Waits for the response to the request with this id.
  func responseTo(_ id: Int) throws -> [String: Any] {
    try waitFor("the response to request \(id)") { ($0["id"] as? Int) == id }
  }

  /// Stops taking the server's output: the pipe fills and the server's writes stall.
  func pauseReading() {
    condition.lock()
    paused = true
    condition.unlock()
  }

  /// Takes the server's output again.
  func resumeReading() {
    condition.lock()
    paused = false
    condition.broadcast()
    condition.unlock()
  }

  /// Sends a request and returns its result; an error response throws.
  func request(_ method: String, _ params: Any) throws -> Any? {
    let answer = try response(method, params)
    if let error = answer["error"] {
      throw LSPClientError(description: "\(method) failed: \(error)")
    }
    return answer["result"]
  }

  /// Closes the server's standard input, as a client that goes away does.
  func closeInput() {
    try? input.close()
  }

  // MARK: Documents

  /// Opens a document with its text.
  func open(_ url: URL, _ text: String, version: Int = 1) {
    notify(
      "textDocument/didOpen",
      [
        "textDocument": [
          "uri": url.absoluteString, "languageId": "yaml", "version": version, "text": text,
        ]
      ])
  }

  /// Replaces the whole text of an open document.
  func change(_ url: URL, _ text: String, version: Int) {
    notify(
      "textDocument/didChange",
      [
        "textDocument": ["uri": url.absoluteString, "version": version],
        "contentChanges": [["text": text]],
      ])
  }

  /// Replaces a range (UTF-16 positions) of an open document.
  func edit(
    _ url: URL, from start: (Int, Int), to end: (Int, Int), with text: String, version: Int
  ) {
    notify(
      "textDocument/didChange",
      [
        "textDocument": ["uri": url.absoluteString, "version": version],
        "contentChanges": [
          [
            "range": [
              "start": ["line": start.0, "character": start.1],
              "end": ["line": end.0, "character": end.1],
            ],
            "text": text,
          ]
        ],
      ])
  }

  /// The parameters of a request at a position of a document.
  static func at(_ url: URL, _ line: Int, _ character: Int) -> [String: Any] {
    [
      "textDocument": ["uri": url.absoluteString],
      "position": ["line": line, "character": character],
    ]
  }

  // MARK: Receiving

  /// Waits until the latest diagnostics published for `url` satisfy `accept`, and returns them.
  @discardableResult
  func diagnostics(
    _ url: URL, _ what: String = "diagnostics", where accept: ([[String: Any]]) -> Bool
  ) throws -> [[String: Any]] {
    var latest: [[String: Any]] = []
    _ = try waitFor("\(what) for \(url.lastPathComponent)") { _ in
      let published = self.received.last {
        ($0["method"] as? String) == "textDocument/publishDiagnostics"
          && (json($0, "params", "uri") as? String) == url.absoluteString
      }
      guard let published else { return false }
      latest = (json(published, "params", "diagnostics") as? [[String: Any]]) ?? []
      return accept(latest)
    }
    return latest
  }

  /// The diagnostics published for `url` so far, one list per notification, in order.
  func publishedDiagnostics(_ url: URL) -> [[[String: Any]]] {
    condition.lock()
    defer { condition.unlock() }
    return received.filter {
      ($0["method"] as? String) == "textDocument/publishDiagnostics"
        && (json($0, "params", "uri") as? String) == url.absoluteString
    }.map { (json($0, "params", "diagnostics") as? [[String: Any]]) ?? [] }
  }

  /// The versions of the diagnostics published for `url` so far, in order.
  func publishedVersions(_ url: URL) -> [Int?] {
    condition.lock()
    defer { condition.unlock() }
    return received.filter {
      ($0["method"] as? String) == "textDocument/publishDiagnostics"
        && (json($0, "params", "uri") as? String) == url.absoluteString
    }.map { json($0, "params", "version") as? Int }
  }

  /// Waits for a request from the server with this method, and returns it.
  func serverRequest(_ method: String) throws -> [String: Any] {
    try waitFor("a \(method) request") { ($0["method"] as? String) == method && $0["id"] != nil }
  }

  /// Waits for the process to exit (and its standard error to end) and returns its status.
  func waitForExit() throws -> Int32 {
    guard exited.wait(timeout: .now() + Self.patience) == .success else {
      process.terminate()
      throw LSPClientError(description: "herald lsp did not exit")
    }
    _ = errorEnded.wait(timeout: .now() + Self.patience)
    return process.terminationStatus
  }

  /// What the server wrote on standard error so far.
  var standardError: String {
    condition.lock()
    defer { condition.unlock() }
    return String(decoding: errorText, as: UTF8.self)
  }

  /// Waits until some received message satisfies `accept` (it may look at all of them through
  /// `received`), and returns it.
  private func waitFor(
    _ what: String, _ accept: ([String: Any]) -> Bool
  ) throws -> [String: Any] {
    let deadline = Date().addingTimeInterval(Self.patience)
    condition.lock()
    defer { condition.unlock() }
    while true {
      if let found = received.first(where: accept) { return found }
      if ended {
        throw LSPClientError(
          description:
            "herald lsp ended before \(what); stderr: \(String(decoding: errorText, as: UTF8.self))"
        )
      }
      guard condition.wait(until: deadline) else {
        throw LSPClientError(description: "no \(what) within \(Int(Self.patience)) s")
      }
    }
  }

  /// Reads framed messages until the output ends.
  private func readMessages(_ handle: FileHandle) {
    var buffer = Data()
    while true {
      condition.lock()
      while paused { condition.wait() }
      condition.unlock()
      let chunk = handle.availableData
      if chunk.isEmpty { break }
      buffer.append(chunk)
      while let separator = buffer.range(of: Data("\r\n\r\n".utf8)) {
        let header = String(decoding: buffer[..<separator.lowerBound], as: UTF8.self)
        guard
          let line = header.split(separator: "\r\n").first(where: {
            $0.lowercased().hasPrefix("content-length:")
          }), let length = Int(line.split(separator: ":")[1].trimmingCharacters(in: .whitespaces))
        else { break }
        let start = separator.upperBound
        guard buffer.count - (start - buffer.startIndex) >= length else { break }
        let body = buffer[start..<(start + length)]
        let message = (try? JSONSerialization.jsonObject(with: body)) as? [String: Any]
        buffer = Data(buffer[(start + length)...])
        condition.lock()
        received.append(message ?? ["unreadable": String(decoding: body, as: UTF8.self)])
        condition.broadcast()
        condition.unlock()
      }
    }
    condition.lock()
    ended = true
    condition.broadcast()
    condition.unlock()
  }
}
