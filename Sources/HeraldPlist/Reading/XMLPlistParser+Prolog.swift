// The prolog of an XML property list: the XML declaration and its encoding, comments,
// processing instructions and the document type declaration.

extension XMLPlistParser {
  /// Skips the XML declaration (checking its encoding), comments, processing instructions and
  /// the document type declaration.
  mutating func prolog() throws(PlistReadProblem) {
    if cursor.looks(at: "<?xml"), let after = cursor.peek(5), XMLPlistCursor.isWhitespace(after) {
      try declaration()
    }
    while true {
      try cursor.skipMisc()
      guard cursor.looks(at: "<!DOCTYPE") else { return }
      try cursor.skipDoctype()
    }
  }

  /// Skips `<?xml version="1.0" encoding="UTF-8"?>`. A declared encoding other than UTF-8 or
  /// ASCII fails when the file holds a byte above 0x7F (in pure ASCII every such encoding
  /// reads the same).
  mutating func declaration() throws(PlistReadProblem) {
    let start = cursor.index
    try cursor.skip(past: "?>", unterminated: "the XML declaration")
    guard let (encoding, offset) = Self.encoding(in: cursor.bytes[start..<cursor.index]) else {
      return
    }
    let name = String(decoding: encoding, as: UTF8.self)
    let key = name.lowercased().filter { $0.isASCII && ($0.isLetter || $0.isNumber) }
    guard !["utf8", "usascii", "ascii"].contains(key), cursor.bytes.contains(where: { $0 >= 0x80 })
    else { return }
    throw cursor.failure(
      "the file declares the encoding '\(name)'; save it as UTF-8 and declare encoding=\"UTF-8\"",
      at: offset)
  }

  /// The value of `encoding="…"` in the XML declaration `text`, and its offset; nil when there
  /// is none (CoreFoundation then reads UTF-8 too).
  static func encoding(in text: ArraySlice<UInt8>) -> (ArraySlice<UInt8>, Int)? {
    let name = Array("encoding".utf8)
    guard var index = text.indices.first(where: { text[$0...].starts(with: name) }) else {
      return nil
    }
    index += name.count
    func skipSpace() {
      while index < text.endIndex, XMLPlistCursor.isWhitespace(text[index]) { index += 1 }
    }
    skipSpace()
    guard index < text.endIndex, text[index] == UInt8(ascii: "=") else { return nil }
    index += 1
    skipSpace()
    guard index < text.endIndex,
      text[index] == UInt8(ascii: "\"") || text[index] == UInt8(ascii: "'")
    else { return nil }
    let quote = text[index]
    let start = index + 1
    guard let end = text[start...].firstIndex(of: quote) else { return nil }
    return (text[start..<end], start)
  }
}
