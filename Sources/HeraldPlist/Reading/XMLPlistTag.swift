// Start and end tags of an XML property list: names, the empty-element form `<true/>`, and
// attributes, which are skipped.

/// A start tag as read.
struct XMLPlistTag {
  /// The element name (`dict`).
  let name: String
  /// The byte offset of its `<`.
  let offset: Int
  /// Whether it is an empty element (`<string/>`), with no content and no end tag.
  let isEmpty: Bool

  /// `<name>`, for messages.
  var spelled: String { "<\(name)>" }
}

extension XMLPlistCursor {
  /// `'text'` at `offset` (the current position by default), or `the end of the file`.
  func found(at offset: Int? = nil) -> String {
    let text = excerpt(at: offset)
    return text.isEmpty ? "the end of the file" : "'\(text)'"
  }

  /// `line L, column C` of a byte offset, to point at an earlier construct in a message.
  func position(of offset: Int) -> PlistTextPosition {
    PlistTextPosition(of: offset, in: bytes)
  }

  /// Reads a name: the bytes up to white space, `/`, `>` or `<` (any other byte belongs to it,
  /// so `<key?>` names an unknown element, as in CoreFoundation).
  mutating func name() -> String {
    let start = index
    while let byte = peek(), !Self.isWhitespace(byte), byte != UInt8(ascii: "/"),
      byte != UInt8(ascii: ">"), byte != UInt8(ascii: "<")
    {
      index += 1
    }
    return String(decoding: bytes[start..<index], as: UTF8.self)
  }

  /// Reads a start tag at its `<`. Like CoreFoundation, everything between the name and the
  /// `>` is skipped: attributes (`<plist version="1.0">`) mean nothing in a property list.
  mutating func startTag() throws(PlistReadProblem) -> XMLPlistTag {
    let offset = index
    index += 1
    let name = self.name()
    guard !name.isEmpty else {
      throw failure("expected an element, found \(found(at: offset))", at: offset)
    }
    while let byte = peek(), byte != UInt8(ascii: ">") { index += 1 }
    guard !isAtEnd else {
      throw failure("the <\(name)> tag is not closed with '>'", at: offset)
    }
    index += 1
    let isEmpty = bytes[index - 2] == UInt8(ascii: "/")
    return XMLPlistTag(name: name, offset: offset, isEmpty: isEmpty)
  }

  /// Reads `</name>`, which must close `tag`.
  mutating func endTag(closing tag: XMLPlistTag) throws(PlistReadProblem) {
    let offset = index
    if looks(at: "</") {
      index += 2
      let name = self.name()
      skipWhitespace()
      if name == tag.name, peek() == UInt8(ascii: ">") {
        index += 1
        return
      }
    }
    throw failure(
      "expected '</\(tag.name)>' to close the \(tag.spelled) at \(position(of: tag.offset)), "
        + "found \(found(at: offset))", at: offset)
  }
}
