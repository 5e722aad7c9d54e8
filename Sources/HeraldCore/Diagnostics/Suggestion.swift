// "Did you mean" suggestions for keys, enum values and id references.

/// Finds the closest known word to a misspelt one.
public enum Suggestion {
  /// The candidate closest to `word` by edit distance (case-insensitive), if it is close enough
  /// (at most a third of the word's length, and at least 1); otherwise the shortest candidate
  /// that contains a word of three or more characters (`pause` → `pause-action`).
  public static func closest(to word: String, in candidates: [String]) -> String? {
    if let match = closestByDistance(to: word, in: candidates) { return match }
    let lowered = word.lowercased()
    guard lowered.count >= 3 else { return nil }
    return candidates.filter { $0 != word && $0.lowercased().contains(lowered) }
      .min { ($0.count, $0) < ($1.count, $1) }
  }

  /// The candidate within a third of the word's length by edit distance, if any.
  static func closestByDistance(to word: String, in candidates: [String]) -> String? {
    let lowered = Array(word.lowercased().unicodeScalars)
    guard !lowered.isEmpty, lowered.count <= 64 else { return nil }
    let limit = max(1, lowered.count / 3)
    var best: (String, Int)?
    for candidate in candidates where candidate != word {
      let other = Array(candidate.lowercased().unicodeScalars)
      guard abs(other.count - lowered.count) <= limit else { continue }
      let distance = editDistance(lowered, other)
      if distance <= limit, distance < (best?.1 ?? .max) { best = (candidate, distance) }
    }
    return best?.0
  }

  /// The message suffix `; did you mean 'x'?`, or an empty string.
  public static func didYouMean(_ word: String, in candidates: [String]) -> String {
    guard let match = closest(to: word, in: candidates) else { return "" }
    return "; did you mean '\(match)'?"
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
