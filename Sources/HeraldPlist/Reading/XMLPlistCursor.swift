// A position in XML property-list bytes and the markup it skips: white space, comments,
// processing instructions and the document type declaration.

/// Reads XML bytes forward; every step checks bounds and fails with a located message.
struct XMLPlistCursor {
  /// The whole file.
  let bytes: [UInt8]
  /// The next byte to read.
  var index: Int

  /// Whether every byte has been read.
  var isAtEnd: Bool { index >= bytes.count }

  /// The byte `ahead` bytes after the current one, or nil past the end.
  func peek(_ ahead: Int = 0) -> UInt8? {
    index + ahead < bytes.count ? bytes[index + ahead] : nil
  }

  /// Whether the bytes at the current position are `text`.
  func looks(at text: String) -> Bool {
    var position = index
    for byte in text.utf8 {
      guard position < bytes.count, bytes[position] == byte else { return false }
      position += 1
    }
    return true
  }

  /// A failure at `offset` (the current position by default).
  func failure(_ message: String, at offset: Int? = nil) -> PlistReadProblem {
    .text(offset: offset ?? index, message: message)
  }

  /// The text from `offset` to quote in a message.
  func excerpt(at offset: Int? = nil) -> String {
    PlistTextPosition.excerpt(of: bytes, at: offset ?? index)
  }

  /// Whether `byte` is XML white space (space, tab, LF, CR).
  static func isWhitespace(_ byte: UInt8) -> Bool {
    byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
  }

  /// Skips white space.
  mutating func skipWhitespace() {
    while let byte = peek(), Self.isWhitespace(byte) { index += 1 }
  }

  /// Moves past the next `terminator`; fails, at `opening` (the current position by
  /// default), when there is none.
  mutating func skip(past terminator: String, unterminated what: String, opening: Int? = nil)
    throws(PlistReadProblem)
  {
    let start = opening ?? index
    while !isAtEnd {
      if looks(at: terminator) {
        index += terminator.utf8.count
        return
      }
      index += 1
    }
    throw failure("\(what) is not closed with '\(terminator)'", at: start)
  }

  /// Skips white space, comments and processing instructions: what may stand between
  /// elements and around the root.
  mutating func skipMisc() throws(PlistReadProblem) {
    while true {
      skipWhitespace()
      if looks(at: "<!--") {
        try skip(past: "-->", unterminated: "this comment")
      } else if looks(at: "<?") {
        try skip(past: "?>", unterminated: "this processing instruction")
      } else {
        return
      }
    }
  }

  /// Skips `<!DOCTYPE …>` up to the first `>` outside an internal subset in `[…]` (quotes are
  /// not special, as in CoreFoundation).
  mutating func skipDoctype() throws(PlistReadProblem) {
    let start = index
    var inSubset = false
    index += "<!DOCTYPE".utf8.count
    while let byte = peek() {
      index += 1
      switch byte {
      case UInt8(ascii: "["): inSubset = true
      case UInt8(ascii: "]"): inSubset = false
      case UInt8(ascii: ">") where !inSubset: return
      default: break
      }
    }
    throw failure("this <!DOCTYPE is not closed with '>'", at: start)
  }
}
