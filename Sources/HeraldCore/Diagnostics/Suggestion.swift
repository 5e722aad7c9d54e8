// "Did you mean" suggestions for keys, enum values and id references.

/// Finds the closest known word to a misspelt one.
public enum Suggestion {
  /// The candidate closest to `word` by edit distance (case-insensitive), if it is close enough
  /// (at most a third of the word's length, and at least 1); otherwise the shortest candidate
  /// that contains a word of three or more characters (`pause` → `pause-action`). For one search
  /// in a small set; a rule that searches many names in one set uses a `SuggestionIndex`.
  public static func closest(to word: String, in candidates: [String]) -> String? {
    var index = SuggestionIndex(candidates, searchLimit: nil)
    return index.closest(to: word)
  }

  /// The candidate within a third of the word's length by edit distance, if any.
  static func closestByDistance(to word: String, in candidates: [String]) -> String? {
    SuggestionIndex(candidates, searchLimit: nil).closestByDistance(to: word)
  }

  /// The message suffix `; did you mean 'x'?`, or an empty string.
  public static func didYouMean(_ word: String, in candidates: [String]) -> String {
    didYouMean(closest(to: word, in: candidates))
  }

  /// The message suffix for a suggestion already found: `; did you mean 'x'?`, or an empty
  /// string.
  public static func didYouMean(_ match: String?) -> String {
    match.map { "; did you mean '\($0)'?" } ?? ""
  }

  /// The edit distance of `editDistance(_:_:)` if it is at most `limit`, else nil, computed only
  /// in the band of cells within `limit` of the diagonal (cells outside it are farther than
  /// `limit` anyway), and abandoned as soon as a whole row is past `limit`: at most
  /// `a.count × (2 × limit + 1)` cells, counted on the work meter.
  static func editDistance(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar], limit: Int) -> Int? {
    let (n, m) = (a.count, b.count)
    guard limit >= 0, abs(n - m) <= limit else { return nil }
    if n == 0 || m == 0 { return max(n, m) }
    let far = limit + 1
    var beforePrevious = [Int](repeating: far, count: m + 1)
    var previous = [Int](repeating: far, count: m + 1)
    var current = [Int](repeating: far, count: m + 1)
    for j in 0...min(m, limit) { previous[j] = j }
    var cells = 0
    defer { WorkMeter.add(cells) }
    for i in 1...n {
      let (low, high) = (max(1, i - limit), min(m, i + limit))
      current[0] = i <= limit ? i : far
      if low > 1 { current[low - 1] = far }
      var rowMinimum = current[0]
      for j in low...high {
        var cost = Swift.min(
          previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
        if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
          cost = Swift.min(cost, beforePrevious[j - 2] + 1)
        }
        current[j] = Swift.min(cost, far)
        rowMinimum = Swift.min(rowMinimum, current[j])
      }
      // The next row reads one cell right of this row's band: it must read as too far.
      if high < m { current[high + 1] = far }
      cells += high - low + 1
      // A swap reaches back two rows, but only where the row between is within one edit of
      // it, so a row wholly past the limit ends the search.
      if rowMinimum > limit { return nil }
      (beforePrevious, previous, current) = (previous, current, beforePrevious)
    }
    return previous[m] <= limit ? previous[m] : nil
  }

  /// Edit distance between two scalar arrays by optimal string alignment (restricted
  /// Damerau–Levenshtein): an insertion, a deletion, a substitution or a swap of two adjacent
  /// characters each cost one, so `titel` is one edit from `title`, as a typist would count it.
  static func editDistance(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar]) -> Int {
    if a.isEmpty { return b.count }
    if b.isEmpty { return a.count }
    // Three rows: the swap looks two rows back.
    var beforePrevious = [Int](repeating: 0, count: b.count + 1)
    var previous = Array(0...b.count)
    var current = [Int](repeating: 0, count: b.count + 1)
    for i in 0..<a.count {
      current[0] = i + 1
      for j in 0..<b.count {
        var cost = Swift.min(
          previous[j + 1] + 1, current[j] + 1, previous[j] + (a[i] == b[j] ? 0 : 1))
        if i > 0, j > 0, a[i] == b[j - 1], a[i - 1] == b[j] {
          cost = Swift.min(cost, beforePrevious[j - 1] + 1)
        }
        current[j + 1] = cost
      }
      (beforePrevious, previous, current) = (previous, current, beforePrevious)
    }
    return previous[b.count]
  }
}
