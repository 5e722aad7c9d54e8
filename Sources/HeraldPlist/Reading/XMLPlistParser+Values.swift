// The value elements of an XML property list: one function per element, dispatched by name.

extension XMLPlistParser {
  /// The elements a value can be, for messages.
  static let valueElements =
    "<dict>, <array>, <string>, <integer>, <real>, <true/>, <false/>, <date> or <data>"

  /// The value whose start tag `tag` has just been read, through its end tag; `keyPath`
  /// locates it for unsupported values, `depth` counts the containers around it.
  mutating func value(_ tag: XMLPlistTag, keyPath: [String], depth: Int)
    throws(PlistReadProblem) -> PlistValue
  {
    switch tag.name {
    case "dict": return .dictionary(try dictionary(tag, keyPath: keyPath, depth: depth))
    case "array": return .array(try array(tag, keyPath: keyPath, depth: depth))
    case "string": return .string(try text(of: tag))
    case "true", "false": return .bool(try boolean(tag))
    case "integer":
      return .integer(try PlistNumberSyntax.integer(try content(of: tag), keyPath: keyPath))
    case "real":
      return .real(try PlistNumberSyntax.real(try content(of: tag)))
    case "date":
      return .date(try PlistDateSyntax.seconds(try content(of: tag), keyPath: keyPath))
    case "data":
      guard !tag.isEmpty else { return .data([]) }
      return .data(try PlistBase64.decode(try content(of: tag, blankAllowed: true)))
    case "key":
      throw cursor.failure(
        "a <key> belongs in a <dict>; expected \(Self.valueElements)", at: tag.offset)
    case "plist":
      throw cursor.failure("<plist> can only be the outermost element", at: tag.offset)
    default:
      throw cursor.failure(
        "unknown element \(tag.spelled); expected \(Self.valueElements)", at: tag.offset)
    }
  }

  /// The text of `<string>` or `<key>` (empty for `<string/>`): character data, entity and
  /// character references, CDATA sections; comments and processing instructions are skipped.
  mutating func text(of tag: XMLPlistTag) throws(PlistReadProblem) -> String {
    guard !tag.isEmpty else { return "" }
    let text = try XMLPlistText.read(&cursor, in: tag)
    try cursor.endTag(closing: tag)
    return text
  }

  /// `<true/>` or `<true></true>`: only white space may stand between the tags.
  mutating func boolean(_ tag: XMLPlistTag) throws(PlistReadProblem) -> Bool {
    if !tag.isEmpty {
      cursor.skipWhitespace()
      try cursor.endTag(closing: tag)
    }
    return tag.name == "true"
  }

  /// The raw bytes between the start tag `tag` and its end tag (a slice indexed by byte
  /// offsets), for `<integer>`, `<real>`, `<date>` and `<data>`, which hold no markup; fails
  /// when empty or, unless `blankAllowed` (empty data is written `<data>` newline `</data>`),
  /// blank.
  mutating func content(of tag: XMLPlistTag, blankAllowed: Bool = false)
    throws(PlistReadProblem) -> ArraySlice<UInt8>
  {
    guard !tag.isEmpty else {
      throw cursor.failure("\(tag.spelled) is empty; give its value", at: tag.offset)
    }
    let start = cursor.index
    while let byte = cursor.peek(), byte != UInt8(ascii: "<") { cursor.index += 1 }
    let text = cursor.bytes[start..<cursor.index]
    guard blankAllowed || text.contains(where: { !XMLPlistCursor.isWhitespace($0) }) else {
      throw cursor.failure("\(tag.spelled) is empty; give its value", at: tag.offset)
    }
    try cursor.endTag(closing: tag)
    return text
  }
}
