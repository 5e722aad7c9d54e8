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

  /// Levenshtein distance between two scalar arrays.
  static func editDistance(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar]) -> Int {
    if a.isEmpty { return b.count }
    var previous = Array(0...b.count)
    var current = [Int](repeating: 0, count: b.count + 1)
    for (i, x) in a.enumerated() {
      current[0] = i + 1
      for (j, y) in b.enumerated() {
        current[j + 1] = Swift.min(
          previous[j + 1] + 1, current[j] + 1, previous[j] + (x == y ? 0 : 1))
      }
      swap(&previous, &current)
    }
    return previous[b.count]
  }
}
