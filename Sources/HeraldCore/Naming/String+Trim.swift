// Small string helpers that keep HeraldCore free of Foundation.

extension String {
  /// The string without leading and trailing white space.
  var trimmed: String {
    let start = firstIndex { !$0.isWhitespace } ?? endIndex
    let end = lastIndex { !$0.isWhitespace }.map { index(after: $0) } ?? start
    return String(self[start..<max(start, end)])
  }

  /// Whether the string is empty or only white space (ASCII checked first, cheaply).
  var isBlank: Bool {
    if utf8.allSatisfy({ $0 == 0x20 || (0x09...0x0D).contains($0) }) { return true }
    guard let first = utf8.first, first >= 0x80 || first == 0x20 || (0x09...0x0D).contains(first)
    else { return false }
    return trimmed.isEmpty
  }

  /// Whether the string starts or ends with white space.
  var hasEdgeWhitespace: Bool {
    guard let first = unicodeScalars.first, let last = unicodeScalars.last else { return false }
    return first.properties.isWhitespace || last.properties.isWhitespace
  }
}
