// The minified size of a JSON text counted in one pass without reading it into a tree, for
// payloads too large to be worth reading.

/// Counts what a JSON encoder would write for a text: its bytes without the whitespace between
/// tokens (space, tab, LF, CR outside strings). Strings and escapes count as written. On a text
/// that is not JSON the count is the same lexical estimate. Constant memory, one pass.
enum MinifiedSize {
  /// The bytes of `bytes` that minifying keeps.
  static func of(_ bytes: [UInt8]) -> Int {
    var whitespace = 0
    var inString = false
    var escaped = false
    for byte in bytes {
      if inString {
        if escaped {
          escaped = false
        } else if byte == UInt8(ascii: "\\") {
          escaped = true
        } else if byte == UInt8(ascii: "\"") {
          inString = false
        }
      } else if byte == UInt8(ascii: "\"") {
        inString = true
      } else if byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D {
        whitespace += 1
      }
    }
    WorkMeter.add(bytes.count)
    return bytes.count - whitespace
  }
}
