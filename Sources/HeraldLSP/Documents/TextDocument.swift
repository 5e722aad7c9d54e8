// A document the client has open: its unsaved text, which wins over the file on disk.

/// One open document.
public struct TextDocument {
  /// The client's URI for it.
  public let uri: String
  /// The path diagnostics use: the file's path for a `file:` URI, the URI itself otherwise.
  public let path: String
  /// The client's version number of the text.
  public var version: Int
  /// The text, which takes each edit at the cost of the edit.
  public private(set) var buffer: TextBuffer

  /// A document as `didOpen` gives it.
  public init(uri: String, version: Int, text: String) {
    self.uri = uri
    self.path = DocumentURI.path(uri) ?? uri
    self.version = version
    self.buffer = TextBuffer(Array(text.utf8))
  }

  /// Applies one entry of `didChange`'s `contentChanges`.
  public mutating func apply(_ change: JSON) throws(RPCError) {
    apply(try TextChange(change))
  }

  /// Applies one change.
  public mutating func apply(_ change: TextChange) {
    if let range = change.range {
      buffer.replace(from: range.start, to: range.end, with: change.text)
    } else {
      buffer.replaceAll(with: change.text)
    }
  }

  /// The text, UTF-8: made once after a batch of edits, when the analysis or a request
  /// reads it.
  public var bytes: [UInt8] { buffer.bytes }

  /// The text as a string.
  public var text: String { String(decoding: bytes, as: UTF8.self) }
}

/// One entry of `didChange`'s `contentChanges`: the whole text, or a range of the current text
/// (UTF-16 positions) replaced by new text. A batch is read whole before any of it applies, so
/// a malformed entry leaves the document as it was.
public struct TextChange: Sendable, Hashable {
  /// The range replaced; nil for the whole text.
  public var range: LSPRange?
  /// The new text, UTF-8.
  public var text: [UInt8]

  /// A change of `range` (the whole text when nil) to `text`.
  public init(range: LSPRange?, text: [UInt8]) {
    self.range = range
    self.text = text
  }

  /// Reads a change.
  public init(_ json: JSON) throws(RPCError) {
    guard let text = json["text"]?.string else {
      throw .invalidParams("a content change needs its 'text'")
    }
    self.text = Array(text.utf8)
    guard let rangeJSON = json["range"] else { return }
    guard let range = LSPRange(rangeJSON), range.start <= range.end else {
      throw .invalidParams("a content change has a malformed 'range'")
    }
    self.range = range
  }
}
