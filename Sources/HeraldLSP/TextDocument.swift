// A document the client has open: its unsaved text, which wins over the file on disk.

/// One open document.
public struct TextDocument: Sendable {
  /// The client's URI for it.
  public let uri: String
  /// The path diagnostics use: the file's path for a `file:` URI, the URI itself otherwise.
  public let path: String
  /// The client's version number of the text.
  public var version: Int
  /// The text, UTF-8.
  public private(set) var bytes: [UInt8]

  /// A document as `didOpen` gives it.
  public init(uri: String, version: Int, text: String) {
    self.uri = uri
    self.path = DocumentURI.path(uri) ?? uri
    self.version = version
    self.bytes = Array(text.utf8)
  }

  /// Applies one entry of `didChange`'s `contentChanges`: the whole text, or a range of the
  /// current text (UTF-16 positions) replaced by new text.
  public mutating func apply(_ change: JSON) throws(RPCError) {
    guard let text = change["text"]?.string else {
      throw .invalidParams("a content change needs its 'text'")
    }
    guard let rangeJSON = change["range"] else {
      bytes = Array(text.utf8)
      return
    }
    guard let range = LSPRange(rangeJSON), range.start <= range.end else {
      throw .invalidParams("a content change has a malformed 'range'")
    }
    let table = LineTable(bytes)
    let start = table.offset(of: range.start)
    let end = max(start, table.offset(of: range.end))
    bytes.replaceSubrange(start..<end, with: Array(text.utf8))
  }

  /// The text as a string.
  public var text: String { String(decoding: bytes, as: UTF8.self) }
}
