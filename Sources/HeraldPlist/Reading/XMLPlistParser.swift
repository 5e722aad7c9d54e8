// Parses an XML property list (Apple's plist 1.0 format) into `PlistValue`s: the document
// around the root, and the arrays and dictionaries that nest values.

/// A recursive-descent parser over UTF-8 bytes, every failure located by line and column.
struct XMLPlistParser {
  /// The deepest nesting of arrays and dictionaries accepted (CoreFoundation's limit).
  static let maxDepth = 512

  /// The position in the bytes.
  var cursor: XMLPlistCursor

  /// A parser of `bytes` from byte `start` (after a byte-order mark).
  init(_ bytes: [UInt8], from start: Int) {
    cursor = XMLPlistCursor(bytes: bytes, index: start)
  }

  // MARK: - Document

  /// The root value: an optional XML declaration, comments, processing instructions and
  /// `<!DOCTYPE>`, then `<plist>` holding one value (or, as CoreFoundation allows, a bare
  /// value), then only white space, comments and processing instructions.
  mutating func document() throws(PlistReadProblem) -> PlistValue {
    try XMLPlistText.checkUTF8(cursor.bytes, from: cursor.index)
    try prolog()
    guard cursor.peek() == UInt8(ascii: "<") else {
      throw cursor.failure("expected the <plist> element, found \(cursor.found())")
    }
    let tag = try cursor.startTag()
    let root =
      tag.name == "plist" ? try plistContent(tag) : try value(tag, keyPath: [], depth: 0)
    try cursor.skipMisc()
    guard cursor.isAtEnd else {
      throw cursor.failure("unexpected \(cursor.found()) after the root element")
    }
    return root
  }

  /// The one value inside `<plist>`, and its end tag.
  mutating func plistContent(_ plist: XMLPlistTag) throws(PlistReadProblem) -> PlistValue {
    guard let tag = try nextElement(in: plist) else {
      throw cursor.failure("the <plist> element is empty; it must hold one value", at: plist.offset)
    }
    let root = try value(tag, keyPath: [], depth: 0)
    if let extra = try nextElement(in: plist) {
      throw cursor.failure(
        "<plist> holds one value, but a second one, \(extra.spelled), follows", at: extra.offset)
    }
    return root
  }

  // MARK: - Containers

  /// The next element's start tag inside `container`, or nil after reading its end tag;
  /// text other than white space fails.
  mutating func nextElement(in container: XMLPlistTag) throws(PlistReadProblem) -> XMLPlistTag? {
    guard !container.isEmpty else { return nil }
    try cursor.skipMisc()
    if cursor.looks(at: "</") {
      try cursor.endTag(closing: container)
      return nil
    }
    let place = "the \(container.spelled) at \(cursor.position(of: container.offset))"
    if cursor.isAtEnd { throw cursor.failure("\(place) is not closed with '</\(container.name)>'") }
    guard cursor.peek() == UInt8(ascii: "<"), !cursor.looks(at: "<!") else {
      throw cursor.failure("unexpected \(cursor.found()) in \(place); only elements belong there")
    }
    return try cursor.startTag()
  }

  /// The members of `<dict>`: `<key>` and value pairs; a repeated key keeps its last value.
  mutating func dictionary(_ tag: XMLPlistTag, keyPath: [String], depth: Int)
    throws(PlistReadProblem) -> [String: PlistValue]
  {
    try checkDepth(depth, at: tag)
    var members: [String: PlistValue] = [:]
    while let keyTag = try nextElement(in: tag) {
      guard keyTag.name == "key" else {
        throw cursor.failure(
          "expected a <key> in the <dict> at \(cursor.position(of: tag.offset)), found "
            + keyTag.spelled, at: keyTag.offset)
      }
      let key = try text(of: keyTag)
      guard let valueTag = try nextElement(in: tag) else {
        throw cursor.failure("the key '\(key)' has no value", at: keyTag.offset)
      }
      members[key] = try value(valueTag, keyPath: keyPath + [key], depth: depth + 1)
    }
    return members
  }

  /// The items of `<array>`.
  mutating func array(_ tag: XMLPlistTag, keyPath: [String], depth: Int)
    throws(PlistReadProblem) -> [PlistValue]
  {
    try checkDepth(depth, at: tag)
    var items: [PlistValue] = []
    while let itemTag = try nextElement(in: tag) {
      items.append(try value(itemTag, keyPath: keyPath + ["\(items.count)"], depth: depth + 1))
    }
    return items
  }

  /// Fails when a container at `depth` would nest deeper than `maxDepth`.
  func checkDepth(_ depth: Int, at tag: XMLPlistTag) throws(PlistReadProblem) {
    guard depth < Self.maxDepth else {
      throw cursor.failure(
        "arrays and dictionaries are nested more than \(Self.maxDepth) deep", at: tag.offset)
    }
  }
}
