// A document's lines as the protocol counts them, read from its bytes on demand: completion
// looks at a handful of lines near the cursor, so a 10 MB document is never split whole.

/// The lines of a UTF-8 text, broken at LF, CR LF and CR; a line is decoded only when asked for.
struct DocumentLines {
  /// The text.
  let bytes: [UInt8]
  /// Where each line starts.
  private let starts: [Int]

  /// Indexes the line starts of a text.
  init(_ bytes: [UInt8]) {
    self.bytes = bytes
    var starts = [0]
    var index = 0
    while index < bytes.count {
      let byte = bytes[index]
      index += 1
      if byte == 13, index < bytes.count, bytes[index] == 10 { index += 1 }
      if byte == 10 || byte == 13 { starts.append(index) }
    }
    self.starts = starts
  }

  /// The number of lines (an empty last line counts).
  var count: Int { starts.count }

  /// Where line `index`'s content ends, before its line break.
  private func end(_ index: Int) -> Int {
    var end = index + 1 < starts.count ? starts[index + 1] : bytes.count
    while end > starts[index], bytes[end - 1] == 10 || bytes[end - 1] == 13 { end -= 1 }
    return end
  }

  /// The text of a line, without its break.
  subscript(index: Int) -> Substring {
    String(decoding: bytes[starts[index]..<end(index)], as: UTF8.self)[...]
  }

  /// The number of spaces a line starts with.
  func indentation(_ index: Int) -> Int {
    let end = end(index)
    var position = starts[index]
    while position < end, bytes[position] == UInt8(ascii: " ") { position += 1 }
    return position - starts[index]
  }

  /// Whether a line holds nothing but spaces, or a comment or a document marker after them.
  func isBlankOrComment(_ index: Int) -> Bool {
    let position = starts[index] + indentation(index)
    guard position < end(index) else { return true }
    if bytes[position] == UInt8(ascii: "#") { return true }
    return bytes[position...].starts(with: Array("---".utf8))
  }
}
