/// Small string helpers that keep HeraldCore free of Foundation.

extension String {
  /// The string without leading and trailing white space.
  var trimmed: String {
    let start = firstIndex { !$0.isWhitespace } ?? endIndex
    let end = lastIndex { !$0.isWhitespace }.map { index(after: $0) } ?? start
    return String(self[start..<max(start, end)])
  }
}
