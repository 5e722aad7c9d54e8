// Character data in an XML property list: the text of `<string>` and `<key>` with its
// references and CDATA sections, and the UTF-8 check of the whole file.

/// Reads text content and checks encodings.
enum XMLPlistText {
  /// The predefined entities and the characters they stand for.
  static let entities: [String: UInt8] = [
    "lt": UInt8(ascii: "<"), "gt": UInt8(ascii: ">"), "amp": UInt8(ascii: "&"),
    "quot": UInt8(ascii: "\""), "apos": UInt8(ascii: "'"),
  ]

  /// Fails at the first byte, from `start`, that is not part of valid UTF-8.
  static func checkUTF8(_ bytes: [UInt8], from start: Int) throws(PlistReadProblem) {
    var parser = Unicode.UTF8.ForwardParser()
    var iterator = bytes[start...].makeIterator()
    var offset = start
    while true {
      switch parser.parseScalar(from: &iterator) {
      case .valid(let scalar): offset += scalar.count
      case .emptyInput: return
      case .error:
        let hex = String(bytes[offset], radix: 16, uppercase: true)
        throw .text(
          offset: offset, message: "invalid UTF-8 (byte 0x\(hex)); save the file as UTF-8")
      }
    }
  }

  /// The text content of `tag` up to its end tag, which is left for the caller to read.
  static func read(_ cursor: inout XMLPlistCursor, in tag: XMLPlistTag) throws(PlistReadProblem)
    -> String
  {
    var output: [UInt8] = []
    var run = cursor.index
    while true {
      guard let byte = cursor.peek() else {
        throw cursor.failure(
          "the \(tag.spelled) at \(cursor.position(of: tag.offset)) is not closed with "
            + "'</\(tag.name)>'")
      }
      guard byte == UInt8(ascii: "&") || byte == UInt8(ascii: "<") else {
        cursor.index += 1
        continue
      }
      output += cursor.bytes[run..<cursor.index]
      if cursor.looks(at: "</") { break }
      try markup(&cursor, in: tag, into: &output)
      run = cursor.index
    }
    return String(decoding: output, as: UTF8.self)
  }

  /// Reads the reference, CDATA section, comment or processing instruction at `&` or `<`,
  /// appending the characters it stands for.
  static func markup(
    _ cursor: inout XMLPlistCursor, in tag: XMLPlistTag, into output: inout [UInt8]
  )
    throws(PlistReadProblem)
  {
    let start = cursor.index
    if cursor.peek() == UInt8(ascii: "&") {
      try reference(&cursor, into: &output)
    } else if cursor.looks(at: "<![CDATA[") {
      cursor.index += 9
      let content = cursor.index
      try cursor.skip(past: "]]>", unterminated: "this CDATA section", opening: start)
      output += cursor.bytes[content..<cursor.index - 3]
    } else if cursor.looks(at: "<!--") {
      try cursor.skip(past: "-->", unterminated: "this comment")
    } else if cursor.looks(at: "<?") {
      try cursor.skip(past: "?>", unterminated: "this processing instruction")
    } else {
      throw cursor.failure(
        "unexpected \(cursor.found()) inside \(tag.spelled); write '<' as '&lt;'")
    }
  }

  /// Reads `&name;`, `&#NN;` or `&#xNN;` at `&`, appending the character's UTF-8.
  static func reference(_ cursor: inout XMLPlistCursor, into output: inout [UInt8])
    throws(PlistReadProblem)
  {
    let start = cursor.index
    var end = start + 1
    while end < cursor.bytes.count, end - start <= 12, cursor.bytes[end] != UInt8(ascii: ";") {
      end += 1
    }
    guard end < cursor.bytes.count, cursor.bytes[end] == UInt8(ascii: ";") else {
      throw cursor.failure("'&' starts no reference; write '&' as '&amp;'")
    }
    let name = String(decoding: cursor.bytes[start + 1..<end], as: UTF8.self)
    if let byte = entities[name] {
      output.append(byte)
    } else if let scalar = characterReference(name) {
      Unicode.UTF8.encode(scalar) { output.append($0) }
    } else {
      throw cursor.failure(
        "unknown reference '&\(name);'; use &lt; &gt; &amp; &quot; &apos; or &#NN; / &#xNN;")
    }
    cursor.index = end + 1
  }

  /// The character of `#NN` (decimal) or `#xNN` (hexadecimal), or nil.
  static func characterReference(_ name: String) -> Unicode.Scalar? {
    let hex = name.hasPrefix("#x")
    guard hex || name.hasPrefix("#") else { return nil }
    let digits = name.dropFirst(hex ? 2 : 1)
    guard !digits.isEmpty, digits.count <= 8,
      digits.allSatisfy({ hex ? $0.isHexDigit : ("0"..."9").contains($0) }),
      let value = UInt32(digits, radix: hex ? 16 : 10)
    else { return nil }
    return Unicode.Scalar(value)
  }
}
