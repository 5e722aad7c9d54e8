// The text of `<data>`: standard base64 with `=` padding, white space allowed anywhere.

/// Decodes base64 as Apple writes it in XML property lists, strictly: no other characters,
/// padding only at the end, whole four-character groups.
enum PlistBase64 {
  /// The value of a base64 character, or nil.
  static func sextet(_ byte: UInt8) -> UInt32? {
    switch byte {
    case UInt8(ascii: "A")...UInt8(ascii: "Z"): UInt32(byte - UInt8(ascii: "A"))
    case UInt8(ascii: "a")...UInt8(ascii: "z"): UInt32(byte - UInt8(ascii: "a")) + 26
    case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt32(byte - UInt8(ascii: "0")) + 52
    case UInt8(ascii: "+"): 62
    case UInt8(ascii: "/"): 63
    default: nil
    }
  }

  /// The bytes of base64 `text`, a slice whose indices are byte offsets into the file (for
  /// the location of a bad character).
  static func decode(_ text: ArraySlice<UInt8>) throws(PlistReadProblem) -> [UInt8] {
    var output: [UInt8] = []
    output.reserveCapacity(text.count / 4 * 3)
    var group: UInt32 = 0
    var count = 0
    var padding = 0
    for index in text.indices where !XMLPlistCursor.isWhitespace(text[index]) {
      let byte = text[index]
      if byte == UInt8(ascii: "=") {
        guard count >= 2 || padding > 0, count > 0 else {
          throw .text(offset: index, message: "misplaced '=' in base64 <data>")
        }
        padding += 1
        group <<= 6
      } else if let value = sextet(byte) {
        guard padding == 0 else {
          throw .text(offset: index, message: "base64 <data> goes on after its '=' padding")
        }
        group = group << 6 | value
      } else {
        let length = byte < 0x80 ? 1 : byte >= 0xF0 ? 4 : byte >= 0xE0 ? 3 : 2
        let shown = String(
          decoding: text[index..<min(index + length, text.endIndex)], as: UTF8.self)
        throw .text(offset: index, message: "'\(shown)' is not a base64 character in <data>")
      }
      count += 1
      if count == 4 {
        let decoded = [UInt8(group >> 16 & 0xFF), UInt8(group >> 8 & 0xFF), UInt8(group & 0xFF)]
        output += decoded.prefix(3 - padding)
        (group, count) = (0, 0)
      }
    }
    guard count == 0 else {
      throw .text(
        offset: text.endIndex,
        message: "base64 <data> ends inside a group of four characters; is it cut short?")
    }
    return output
  }
}
