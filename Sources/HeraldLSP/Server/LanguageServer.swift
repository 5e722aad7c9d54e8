// The server: its state over a session and the run loop that reads messages, coalesces edits
// and publishes diagnostics once the client pauses.

import HeraldCore

/// A Herald language server over one transport. Single-threaded: the run loop reads a message,
/// handles it and queues its answer before reading the next; the transport writes the queue
/// while the loop waits, so a client that is slow to read never blocks it. Edits only mark the
/// set stale (saves and file events also mark the folders for a new walk); it is analysed
/// again once no message arrives for `debounce` milliseconds, so a burst of keystrokes or saves
/// costs one validation and one walk. Requests that answer from positions (hover, definition,
/// …) analyse first when the set is stale, so they always see the text the client sees.
public final class LanguageServer {
  /// How long the client must pause before the set is analysed again, in milliseconds.
  public static let defaultDebounce = 200
  /// The session's phases.
  enum Phase {
    /// Before `initialize`: only `initialize` and `exit` are accepted.
    case starting
    /// Serving.
    case running
    /// After `shutdown`: only `exit` is accepted.
    case shuttingDown
  }

  /// The connection.
  let transport: Transport
  /// The session phase.
  var phase = Phase.starting
  /// Where the spec files are found.
  var discovery = SpecDiscovery(workspaceFolders: [], specFolders: [])
  /// The spec files found on disk at the last discovery.
  var diskFiles: [String] = []
  /// Whether files may have appeared or gone since the last discovery: the folders are walked
  /// again with the next analysis, so a burst of saves costs one walk.
  var discoveryStale = false
  /// The discoveries made so far (the tests count them).
  var discoveries = 0
  /// The documents the client has open, by URI.
  var documents: [String: TextDocument] = [:]
  /// Parse results kept between analyses.
  var cache = ParseCache()
  /// The last analysis; nil before the first one.
  var analysis: SpecAnalysis?
  /// Whether something changed since the last analysis.
  var isStale = true
  /// When the stale set is due for analysis (monotonic milliseconds).
  var analysisDue: Int?
  /// The URIs that have diagnostics published, to clear the ones that no longer have any.
  var published: Set<String> = []
  /// The debounce delay in milliseconds.
  var debounce = LanguageServer.defaultDebounce
  /// Where rule documentation links point: the `docs/diagnostics.md` of the checkout herald
  /// was built in, the client's `diagnosticsDocumentation`, or nil for no link. Herald has no
  /// public home to link to, so without either a diagnostic carries no link rather than a
  /// made-up one.
  var documentation: String?
  /// How often the client's process is checked, in milliseconds, when `initialize` named it.
  static let clientCheck = 1_000
  /// The client's process id (`initialize`'s `processId`): the server exits when it is gone,
  /// even if the pipe stays open (a crashed editor whose child processes hold it).
  var clientProcess: Int32?
  /// Whether the client can watch files for the server (`didChangeWatchedFiles`).
  var watchesFiles = false
  /// The largest spec file read from disk (`--max-file-size`'s default).
  let maxFileSize = 64 << 20

  /// Herald's version, for `serverInfo`.
  let version: String

  /// A server on a transport, linking rule ids to `documentation` (`#<id>` appended) unless the
  /// client names another place.
  public init(transport: Transport, version: String, documentation: String? = nil) {
    self.transport = transport
    self.version = version
    self.documentation = documentation
  }

  /// Serves until `exit` or the end of input, and returns the exit code: 0 after `shutdown`
  /// then `exit`, 1 when the client exits or goes away without `shutdown`, or when the input
  /// cannot be read as messages.
  public func run() -> Int32 {
    let code = serve()
    transport.finish()
    return code
  }

  /// The run loop of `run`.
  private func serve() -> Int32 {
    while true {
      var timeout = analysisDue.map { max(0, $0 - Clock.milliseconds()) }
      if clientProcess != nil { timeout = min(timeout ?? Self.clientCheck, Self.clientCheck) }
      let event: TransportEvent
      do {
        event = try transport.next(timeout: timeout)
      } catch {
        log("herald lsp: stopping: the input holds \(error)")
        return 1
      }
      switch event {
      case .timeout:
        if let pid = clientProcess, !ClientProcess.isAlive(pid) {
          log("herald lsp: stopping: the client process \(pid) is gone")
          return phase == .shuttingDown ? 0 : 1
        }
        if let due = analysisDue, Clock.milliseconds() >= due { refresh() }
      case .closed:
        return phase == .shuttingDown ? 0 : 1
      case .message(let body):
        if let code = handle(body) { return code }
      }
      if transport.outputFailed { return phase == .shuttingDown ? 0 : 1 }
    }
  }

  /// Handles one message body; returns an exit code when the session ends.
  func handle(_ body: [UInt8]) -> Int32? {
    let value: JSON
    do {
      value = try JSON.parse(body)
    } catch {
      respond(RPCMessage.error(RPCError(RPCError.parseError, error.message), id: .null))
      return nil
    }
    let message: RPCMessage
    do {
      message = try RPCMessage.classify(value)
    } catch {
      respond(RPCMessage.error(error.error, id: error.id))
      return nil
    }
    switch message {
    case .response:
      return nil
    case .notification(let method, let params):
      if method == "exit" { return phase == .shuttingDown ? 0 : 1 }
      guard phase == .running else { return nil }
      notify(method, params)
      return nil
    case .request(let id, let method, let params):
      do {
        respond(RPCMessage.result(try answer(method, params), id: id))
      } catch {
        respond(RPCMessage.error(error, id: id))
      }
      return nil
    }
  }

  /// Sends a result or an error.
  func respond(_ response: JSON) {
    transport.send(response)
  }

  /// Writes a line on standard error, where clients show server logs.
  func log(_ text: String) {
    FileDescriptorLog.line(text + "\n")
  }

  /// Marks the set stale; it is analysed once the client pauses.
  func markStale() {
    isStale = true
    analysisDue = Clock.milliseconds() + debounce
  }

  /// Analyses a stale set now and publishes the diagnostics.
  func refresh() {
    analysisDue = nil
    guard isStale || analysis == nil, phase == .running else { return }
    isStale = false
    if discoveryStale { rediscover() }
    analysis = nil  // released first: the old and the new trees of a large set never coexist
    let result = SpecAnalysis.analyze(sources(), cache: &cache)
    analysis = result
    publish(result)
  }

  /// The current analysis, refreshed first when stale.
  func current() -> SpecAnalysis {
    refresh()
    if let analysis { return analysis }
    var scratch = ParseCache()  // not running: an empty set, and the real cache untouched
    return SpecAnalysis.analyze([], cache: &scratch)
  }

  /// Where each file of the set is read from: open documents win over the disk, whose copy is
  /// then not read at all.
  func sources() -> [SpecSource] {
    var byPath: [String: SpecSource] = [:]
    let disk = Set(diskFiles)
    for document in documents.values
    where disk.contains(document.path) || discovery.includes(document.path) {
      byPath[document.path] = SpecSource(
        path: document.path, uri: document.uri, bytes: document.bytes)
    }
    for path in diskFiles where byPath[path] == nil {
      guard let bytes = SpecDiscovery.readFile(path, limit: maxFileSize) else { continue }
      byPath[path] = SpecSource(path: path, uri: DocumentURI.uri(path), bytes: bytes)
    }
    return byPath.keys.sorted().map { byPath[$0]! }
  }

  /// Publishes every file's diagnostics, and empty lists for files that had some before.
  func publish(_ result: SpecAnalysis) {
    let converter = DiagnosticConverter(documentation: documentation, analysis: result)
    var now: Set<String> = []
    for file in result.files {
      let diagnostics = result.diagnostics[file.path] ?? []
      guard !diagnostics.isEmpty || published.contains(file.uri) else { continue }
      if !diagnostics.isEmpty { now.insert(file.uri) }
      sendDiagnostics(file.uri, diagnostics.map(converter.json))
    }
    for uri in published.subtracting(now) where !result.files.contains(where: { $0.uri == uri }) {
      sendDiagnostics(uri, [])
    }
    published = now
  }

  /// Sends one file's diagnostics.
  func sendDiagnostics(_ uri: String, _ diagnostics: [JSON]) {
    var params: [String: JSON] = ["uri": .string(uri), "diagnostics": .array(diagnostics)]
    if let document = documents[uri] { params["version"] = .int(document.version) }
    transport.send(
      RPCMessage.notification("textDocument/publishDiagnostics", .object(params)), replacing: uri)
  }
}
