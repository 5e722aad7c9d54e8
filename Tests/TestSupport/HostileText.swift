// Seeded hostile strings for the escaping properties: every control, line break and syntax
// character of every sink, alone and mixed.

/// The strings each escaping property runs over.
enum HostileText {
  /// The pieces strings are made of: every C0 and C1 control and DEL, CRLF, the Unicode line
  /// breaks, bidirectional overrides, noncharacters, the replacement character and BOM, the
  /// syntax characters of every sink, escape look-alikes, emoji and combining marks.
  static let pieces: [String] = {
    let controls = (0x00...0x1F).map { String(UnicodeScalar(UInt8($0))) }
    let c1 = (0x7F...0x9F).map { String(Character(Unicode.Scalar($0)!)) }
    let others = [
      "\r\n", "\u{2028}", "\u{2029}", "\u{202E}", "\u{200F}", "\u{2066}", "\u{FFFD}", "\u{FEFF}",
      "\u{FFFE}", "\u{FFFF}", "\"", "'", "\\", "%", ":", ",", ";", "-->", "--", "-", "*/", "/*",
      "]]>", "<![CDATA[", "#", "|", "<", ">", "&", "`", "[", "]", "{", "}", "*", "_", "~", "=",
      "::", "::warning file=README.md,line=1::injected", "%0A", "%25", "\\u{41}", "\\u", "\\n",
      "#58;", "#quot;", "&amp;", "&#0;", "<script>", "// ", "/// ", "func injected() {}",
      "\u{1B}]0;owned\u{07}", "\u{1B}[2J", "👍🏽", "👨‍👩‍👧", "e\u{301}", "\u{301}", "\u{20DD}",
      "a", "Z", "0", " ", "  ", "é", "日本", "\u{10FFFF}", "\u{E000}",
    ]
    return controls + c1 + others
  }()

  /// Every piece alone, then `count` seeded mixes of up to 24 pieces.
  static func strings(seed: UInt64 = 1, count: Int = 300) -> [String] {
    var generator = SplitMix64(state: seed)
    var result = pieces
    for _ in 0..<count {
      let length = Int(generator.next() % 25)
      result.append(
        (0..<length).map { _ in pieces[Int(generator.next() % UInt64(pieces.count))] }.joined())
    }
    return result
  }

  /// The strings as scalar arrays, for comparisons that `String`'s canonical equivalence would
  /// blur (`e` + U+0301 equals `é`).
  static func scalars(_ text: String) -> [Unicode.Scalar] { Array(text.unicodeScalars) }

  /// `text` with each scalar as `U+XXXX`, for failure messages.
  static func describe(_ text: String) -> String {
    text.unicodeScalars.map { "U+" + String($0.value, radix: 16, uppercase: true) }
      .joined(separator: " ")
  }
}
