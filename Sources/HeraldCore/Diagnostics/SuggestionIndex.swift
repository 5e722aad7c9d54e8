// Candidates prepared once for many "did you mean" searches, with the work of each search
// bounded: the cost of suggestions grows linearly with the spec whatever its shape.

/// The candidates of one kind of reference (a set's category ids, one category's actions),
/// lowered once and grouped by length. A search looks only at candidates whose length is within
/// its limit, skips those whose letters alone show them too far (`lowerBound`), and computes
/// the edit distance of the rest in a band of the limit's width (`Suggestion.editDistance(_:_:
/// limit:)`). Each search still looks at every candidate of its length window, so a run that
/// searches for every one of thousands of unknown names would cost their product: after
/// `searchLimit` searches the index stops suggesting and counts the names it left out, which the
/// rule reports once (`suggest(_:among:)`).
public struct SuggestionIndex {
  /// Searches per index by default: more suggestions than anyone reads in one run, and few
  /// enough that a run's suggestion work is a small multiple of its candidates.
  public static let defaultSearchLimit = 50

  /// Words longer than this get no suggestion: no identifier a person types is that long, and
  /// the bound keeps each comparison small.
  public static let maximumWordLength = 64

  /// One candidate, prepared.
  struct Entry {
    /// The candidate as given.
    let text: String
    /// Lowercased, for the containment fallback.
    let lowered: String
    /// Lowercased scalars, for the edit distance (empty for candidates too long to be within
    /// any limit).
    let scalars: [Unicode.Scalar]
    /// Counts of the lowered scalars by their value modulo 32.
    let letters: SIMD32<UInt8>
  }

  /// Every candidate, in the order given (ties go to the earliest).
  let entries: [Entry]
  /// Indices into `entries` by scalar count, for the candidates short enough to be compared.
  let byLength: [Int: [Int]]
  /// How many searches suggest before the index stops; nil for no limit.
  public let searchLimit: Int?
  /// Searches run so far.
  public private(set) var searches = 0
  /// Names left without a suggestion because the limit was reached.
  public private(set) var leftOut = 0

  /// Prepares `candidates`; `searchLimit` nil searches without limit (a fixed, small candidate
  /// set such as a key table, where each search costs a bounded amount).
  public init(_ candidates: [String], searchLimit: Int? = SuggestionIndex.defaultSearchLimit) {
    let longest = Self.maximumWordLength + Self.limit(forLength: Self.maximumWordLength)
    var byLength: [Int: [Int]] = [:]
    var entries: [Entry] = []
    entries.reserveCapacity(candidates.count)
    for (index, candidate) in candidates.enumerated() {
      let lowered = candidate.lowercased()
      let short = lowered.utf8.count <= longest * 4 && lowered.unicodeScalars.count <= longest
      let scalars = short ? Array(lowered.unicodeScalars) : []
      if short { byLength[scalars.count, default: []].append(index) }
      entries.append(
        Entry(text: candidate, lowered: lowered, scalars: scalars, letters: Self.letters(scalars)))
    }
    WorkMeter.add(candidates.count)
    self.entries = entries
    self.byLength = byLength
    self.searchLimit = searchLimit
  }

  /// The most edits a match may need for a word of `length` scalars: a third of it, at least 1.
  static func limit(forLength length: Int) -> Int { max(1, length / 3) }

  /// The closest candidate to `word` (`Suggestion.closest`'s rules), or nil; nil too once
  /// `searchLimit` searches have run, counting the word in `leftOut`.
  public mutating func closest(to word: String) -> String? {
    if let searchLimit, searches >= searchLimit {
      leftOut += 1
      return nil
    }
    searches += 1
    if let match = closestByDistance(to: word) { return match }
    return containing(word)
  }

  /// The candidate within a third of the word's length by edit distance, if any: the smallest
  /// distance, the earliest candidate among equals. Does not count as a search.
  public func closestByDistance(to word: String) -> String? {
    let lowered = Array(word.lowercased().unicodeScalars)
    guard !lowered.isEmpty, lowered.count <= Self.maximumWordLength else { return nil }
    let limit = Self.limit(forLength: lowered.count)
    let letters = Self.letters(lowered)
    var best: (distance: Int, index: Int)?
    var looked = 0
    for length in (lowered.count - limit)...(lowered.count + limit) {
      for index in byLength[length] ?? [] where entries[index].text != word {
        looked += 1
        // Ties go to the earlier candidate, so a later one must be strictly closer.
        let allowed =
          best.map { index < $0.index ? $0.distance : $0.distance - 1 } ?? limit
        let entry = entries[index]
        guard allowed >= 0, Self.lowerBound(letters, entry.letters) <= allowed,
          let distance = Suggestion.editDistance(lowered, entry.scalars, limit: allowed)
        else { continue }
        best = (distance, index)
      }
    }
    WorkMeter.add(looked)
    return best.map { entries[$0.index].text }
  }

  /// The shortest candidate that contains the word (three or more scalars), ties by text:
  /// `pause` → `pause-action`.
  func containing(_ word: String) -> String? {
    let lowered = word.lowercased()
    let count = lowered.unicodeScalars.count
    guard count >= 3, count <= Self.maximumWordLength else { return nil }
    var best: Entry?
    var looked = 0
    for entry in entries where entry.lowered.utf8.count >= lowered.utf8.count {
      looked += entry.lowered.utf8.count
      guard entry.text != word, entry.lowered.contains(lowered) else { continue }
      if best.map({ (entry.text.count, entry.text) < ($0.text.count, $0.text) }) ?? true {
        best = entry
      }
    }
    WorkMeter.add(entries.count + looked)
    return best?.text
  }

  /// For a rule that reports `total` unknown names against this index (nil when it cannot know
  /// them ahead): the closest candidate to `word`, and on the first name the search limit leaves
  /// out, a note saying how many go without a suggestion and why (so a long list of bare errors
  /// is explained once).
  public mutating func suggest(_ word: String, among total: Int?) -> (
    match: String?, notes: [DiagnosticNote]
  ) {
    let match = closest(to: word)
    guard match == nil, leftOut == 1, let searchLimit else { return (match, []) }
    let names: String
    if let total {
      let others = total - searchLimit - 1
      names = others > 0 ? "this name and \(others) more after it get" : "this name gets"
    } else {
      names = "this name and the ones after it get"
    }
    let note = DiagnosticNote(
      "suggestions stop after \(searchLimit) unknown names of one kind; \(names) none", at: nil)
    return (nil, [note])
  }

  /// Counts of scalars by value modulo 32: two words whose counts differ by `d` in total need at
  /// least `d / 2` edits (an insertion or deletion changes one count, a substitution two, a swap
  /// none), whichever scalars share a slot.
  static func letters(_ scalars: [Unicode.Scalar]) -> SIMD32<UInt8> {
    var counts = SIMD32<UInt8>()
    for scalar in scalars.prefix(255) {
      let slot = Int(scalar.value & 31)
      counts[slot] &+= 1
    }
    return counts
  }

  /// The fewest edits the letter counts allow between two words.
  static func lowerBound(_ a: SIMD32<UInt8>, _ b: SIMD32<UInt8>) -> Int {
    let difference = pointwiseMax(a, b) &- pointwiseMin(a, b)
    var total = 0
    for slot in 0..<32 { total += Int(difference[slot]) }
    return (total + 1) / 2
  }
}
