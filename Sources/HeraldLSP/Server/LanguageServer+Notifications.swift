// The notifications the server acts on: documents opening, changing, saving and closing, and
// files changing on disk.

extension LanguageServer {
  /// Handles a notification; unknown ones (and `$/` ones such as `$/cancelRequest`, whose
  /// requests are always answered before the next message is read) are ignored, as the
  /// protocol asks.
  func notify(_ method: String, _ params: JSON) {
    switch method {
    case "initialized":
      if watchesFiles {
        // Spec files created, changed or deleted on disk (a checkout, another editor) come back
        // as `workspace/didChangeWatchedFiles`; the client's answer needs no handling.
        transport.send([
          "jsonrpc": "2.0", "id": "herald-watch", "method": "client/registerCapability",
          "params": [
            "registrations": [
              [
                "id": "herald-spec-files", "method": "workspace/didChangeWatchedFiles",
                "registerOptions": ["watchers": [["globPattern": "**/*.{yml,yaml}"]]],
              ]
            ]
          ],
        ])
      }
      rediscover()
      refresh()
    case "textDocument/didOpen":
      guard let item = params["textDocument"], let uri = item["uri"]?.string,
        let text = item["text"]?.string
      else { return log("herald lsp: didOpen without a document") }
      let document = TextDocument(uri: uri, version: item["version"]?.integer ?? 0, text: text)
      documents[uri] = document
      // A new spec file the last discovery did not see joins the set.
      if discovery.includes(document.path), !diskFiles.contains(document.path) {
        discoveryStale = true
      }
      markStale()
    case "textDocument/didChange":
      guard let uri = params["textDocument"]?["uri"]?.string, documents[uri] != nil,
        let changes = params["contentChanges"]?.array
      else { return log("herald lsp: didChange for a document that is not open") }
      var parsed: [TextChange] = []
      do {
        for change in changes { parsed.append(try TextChange(change)) }
      } catch {
        return log("herald lsp: didChange: \(error.message)")
      }
      // Taken out of the dictionary while edited, so that its text is not shared and each
      // edit changes it in place.
      var document = documents.removeValue(forKey: uri)!
      for change in parsed { document.apply(change) }
      document.version = params["textDocument"]?["version"]?.integer ?? document.version + 1
      documents[uri] = document
      markStale()
    case "textDocument/didClose":
      guard let uri = params["textDocument"]?["uri"]?.string else { return }
      documents[uri] = nil
      markStale()
    case "textDocument/didSave", "workspace/didChangeWatchedFiles":
      discoveryStale = true
      markStale()
    case "workspace/didChangeWorkspaceFolders":
      let event = params["event"]
      let added = (event?["added"]?.array ?? []).compactMap { $0["uri"]?.string }
        .compactMap(DocumentURI.path)
      let removed = Set(
        (event?["removed"]?.array ?? []).compactMap { $0["uri"]?.string }.compactMap(
          DocumentURI.path))
      discovery.workspaceFolders =
        discovery.workspaceFolders.filter { !removed.contains($0) } + added
      discoveryStale = true
      markStale()
    default:
      return
    }
  }

  /// Finds the spec files on disk again.
  func rediscover() {
    diskFiles = discovery.files()
    discoveryStale = false
    discoveries += 1
  }
}
