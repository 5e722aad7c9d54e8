// The requests the server answers.

import HeraldCore

extension LanguageServer {
  /// Answers one request, or throws the error to answer with.
  func answer(_ method: String, _ params: JSON) throws(RPCError) -> JSON {
    switch phase {
    case .starting:
      guard method == "initialize" else {
        throw RPCError(RPCError.serverNotInitialized, "the server is not initialized yet")
      }
      return initialize(params)
    case .shuttingDown:
      throw RPCError(RPCError.invalidRequest, "the server is shutting down")
    case .running:
      break
    }
    switch method {
    case "initialize":
      throw RPCError(RPCError.invalidRequest, "the server is already initialized")
    case "shutdown":
      phase = .shuttingDown
      return .null
    case "textDocument/completion":
      let (document, position) = try documentPosition(params)
      // Other YAML files (a CI workflow, a compose file) get no spec keys.
      guard discovery.includes(document.path) || analysis?.file(document.path) != nil else {
        return ["isIncomplete": false, "items": []]
      }
      return CompletionProvider.complete(
        text: document.bytes, at: position, set: analysis?.set, current: { self.current().set })
    case "textDocument/hover":
      guard let (occurrence, range, analysis) = try occurrence(params),
        let text = HoverProvider.markdown(for: occurrence, in: analysis.set)
      else { return .null }
      return ["contents": ["kind": "markdown", "value": .string(text)], "range": range.json]
    case "textDocument/definition":
      guard let (symbol, _, analysis) = try symbol(params) else { return .null }
      return .array(NavigationProvider.definition(of: symbol, in: analysis))
    case "textDocument/references":
      guard let (symbol, _, analysis) = try symbol(params) else { return .null }
      let include = params["context"]?["includeDeclaration"]?.bool ?? true
      return .array(
        NavigationProvider.references(of: symbol, includeDeclaration: include, in: analysis))
    case "textDocument/prepareRename":
      guard let (symbol, range, _) = try symbol(params), symbol.isRenamable else { return .null }
      return ["range": range.json, "placeholder": .string(symbol.name)]
    case "textDocument/rename":
      guard let name = params["newName"]?.string else {
        throw .invalidParams("rename needs 'newName'")
      }
      guard let (symbol, _, analysis) = try symbol(params) else {
        throw RPCError(
          RPCError.requestFailed, "there is no category, action, state or payload type name here")
      }
      return try NavigationProvider.rename(symbol, to: name, in: analysis)
    case "textDocument/documentSymbol":
      let (path, _) = try documentPath(params)
      guard let file = current().file(path) else { return [] }
      return .array(DocumentSymbolProvider.symbols(in: file))
    case "textDocument/codeAction":
      let (path, _) = try documentPath(params)
      guard let range = LSPRange(params["range"]) else {
        throw .invalidParams("codeAction needs a 'range'")
      }
      let analysis = current()
      let converter = DiagnosticConverter(documentation: documentation, analysis: analysis)
      return .array(CodeActionProvider.actions(path: path, range: range, converter: converter))
    default:
      throw RPCError(RPCError.methodNotFound, "herald lsp does not handle '\(method)'")
    }
  }

  /// Answers `initialize`: takes the workspace folders and options, and lists what the server
  /// can do.
  func initialize(_ params: JSON) -> JSON {
    var folders = (params["workspaceFolders"]?.array ?? []).compactMap { $0["uri"]?.string }
      .compactMap(DocumentURI.path)
    if folders.isEmpty, let root = params["rootUri"]?.string.flatMap(DocumentURI.path) {
      folders = [root]
    }
    if folders.isEmpty, let root = params["rootPath"]?.string, root.hasPrefix("/") {
      folders = [root]
    }
    if let pid = params["processId"]?.integer, pid > 0, pid <= Int(Int32.max) {
      clientProcess = Int32(pid)
    }
    let options = params["initializationOptions"]
    let specFolders = (options?["specFolders"]?.array ?? []).compactMap(\.string).map { folder in
      folder.hasPrefix("/") || folders.isEmpty
        ? folder : Self.withoutTrailingSlash(folders[0]) + "/" + folder
    }
    discovery = SpecDiscovery(
      workspaceFolders: folders.map(Self.withoutTrailingSlash),
      specFolders: specFolders.map(Self.withoutTrailingSlash))
    if let milliseconds = options?["debounceMilliseconds"]?.integer,
      (0...10_000).contains(milliseconds)
    {
      debounce = milliseconds
    }
    if let link = options?["diagnosticsDocumentation"]?.string {
      documentation = link.isEmpty ? nil : link
    }
    watchesFiles =
      params["capabilities"]?["workspace"]?["didChangeWatchedFiles"]?["dynamicRegistration"]?.bool
      ?? false
    phase = .running
    return [
      "capabilities": [
        "positionEncoding": "utf-16",
        "textDocumentSync": ["openClose": true, "change": 2, "save": ["includeText": false]],
        "completionProvider": ["triggerCharacters": [":", " ", "-", "[", ",", "{"]],
        "hoverProvider": true, "definitionProvider": true, "referencesProvider": true,
        "renameProvider": ["prepareProvider": true], "documentSymbolProvider": true,
        "codeActionProvider": ["codeActionKinds": ["quickfix"]],
        "workspace": ["workspaceFolders": ["supported": true, "changeNotifications": true]],
      ],
      "serverInfo": ["name": "herald", "version": .string(version)],
    ]
  }

  /// A path without a trailing slash (the root keeps its own).
  static func withoutTrailingSlash(_ path: String) -> String {
    var path = path
    while path.count > 1, path.hasSuffix("/") { path.removeLast() }
    return path
  }

  /// The path and position a `TextDocumentPositionParams` names.
  func documentPath(_ params: JSON) throws(RPCError) -> (String, String) {
    guard let uri = params["textDocument"]?["uri"]?.string else {
      throw .invalidParams("the request needs 'textDocument.uri'")
    }
    return (DocumentURI.path(uri) ?? uri, uri)
  }

  /// The open document (or the file of the set) and position a request names.
  func documentPosition(_ params: JSON) throws(RPCError) -> (TextDocument, LSPPosition) {
    let (path, uri) = try documentPath(params)
    guard let position = LSPPosition(params["position"]) else {
      throw .invalidParams("the request needs a 'position'")
    }
    if let document = documents[uri] { return (document, position) }
    if let file = analysis?.file(path) {
      return (
        TextDocument(uri: uri, version: 0, text: String(decoding: file.lines.bytes, as: UTF8.self)),
        position
      )
    }
    throw .invalidParams("'\(uri)' is neither open nor a spec file of the workspace")
  }

  /// The name at a request's position, the protocol range it is written at, and the analysis
  /// it was found in; nil when the position is on no name.
  func symbol(_ params: JSON) throws(RPCError) -> (SpecSymbol, LSPRange, SpecAnalysis)? {
    guard let (occurrence, range, analysis) = try occurrence(params) else { return nil }
    return (occurrence.symbol, range, analysis)
  }

  /// The occurrence at a request's position, its protocol range and the analysis it was found
  /// in; nil when the position is on no name.
  func occurrence(_ params: JSON) throws(RPCError) -> (SymbolOccurrence, LSPRange, SpecAnalysis)? {
    let (path, _) = try documentPath(params)
    guard let position = LSPPosition(params["position"]) else {
      throw .invalidParams("the request needs a 'position'")
    }
    let analysis = current()
    guard let file = analysis.file(path), let spec = file.spec else { return nil }
    let at = file.lines.heraldPosition(at: position)
    guard let occurrence = SpecSymbols.occurrence(at: at, in: spec) else { return nil }
    return (occurrence, file.lines.lspRange(of: occurrence.range), analysis)
  }
}
