// "Did you mean": the bounded search gives the unbounded search's answers, and its work grows
// linearly with the spec (issue 23, item 2).

import Testing

@testable import HeraldCore

/// The suggestion index against the plain search it replaces, its search limit, and the
/// reproducer of the quadratic case.
@Suite struct SuggestionIndexTests {
  /// A small deterministic generator, so failures reproduce.
  struct Dice {
    /// The state.
    var state: UInt64
    /// A number in `0..<bound`.
    mutating func next(_ bound: Int) -> Int {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return Int((state >> 33) % UInt64(bound))
    }
    /// A word of up to `length` letters from a small alphabet, so that words are often close.
    mutating func word(_ length: Int, alphabet: [Unicode.Scalar] = ["a", "b", "c", "A", "-"])
      -> String
    {
      var text = String.UnicodeScalarView()
      for _ in 0..<next(length + 1) { text.append(alphabet[next(alphabet.count)]) }
      return String(text)
    }
  }

  /// The search before issue 23: every candidate by the full table, the first closest wins,
  /// else the shortest candidate containing the word.
  static func reference(_ word: String, _ candidates: [String]) -> String? {
    let lowered = Array(word.lowercased().unicodeScalars)
    if !lowered.isEmpty, lowered.count <= 64 {
      let limit = max(1, lowered.count / 3)
      var best: (String, Int)?
      for candidate in candidates where candidate != word {
        let other = Array(candidate.lowercased().unicodeScalars)
        guard abs(other.count - lowered.count) <= limit else { continue }
        let distance = Suggestion.editDistance(lowered, other)
        if distance <= limit, distance < (best?.1 ?? .max) { best = (candidate, distance) }
      }
      if let best { return best.0 }
    }
    guard word.lowercased().unicodeScalars.count >= 3 else { return nil }
    return candidates.filter { $0 != word && $0.lowercased().contains(word.lowercased()) }
      .min { ($0.count, $0) < ($1.count, $1) }
  }

  /// The banded distance equals the full table's whenever that is within the limit, and is nil
  /// otherwise.
  @Test func bandedDistanceAgreesWithTheFullTable() {
    var dice = Dice(state: 23)
    for _ in 0..<3000 {
      let a = Array(dice.word(12).unicodeScalars)
      let b = Array(dice.word(12).unicodeScalars)
      let limit = dice.next(6)
      let full = Suggestion.editDistance(a, b)
      #expect(
        Suggestion.editDistance(a, b, limit: limit) == (full <= limit ? full : nil),
        "\(String(String.UnicodeScalarView(a))) \(String(String.UnicodeScalarView(b))) \(limit)")
    }
  }

  /// Without a limit, the index answers as the plain search did, on random sets of close words.
  @Test func indexAnswersAsThePlainSearch() {
    var dice = Dice(state: 2023)
    for _ in 0..<400 {
      let candidates = (0..<dice.next(30)).map { _ in dice.word(10) }
      var index = SuggestionIndex(candidates, searchLimit: nil)
      for _ in 0..<5 {
        let word = dice.word(10)
        #expect(
          index.closest(to: word) == Self.reference(word, candidates), "\(word) in \(candidates)")
      }
      #expect(index.leftOut == 0)
    }
  }

  /// After `searchLimit` searches the index suggests nothing, counts what it left out, and
  /// gives the note once, on the first name left out, with the number of names after it.
  @Test func searchLimitLeavesNamesOutWithOneNote() {
    var index = SuggestionIndex(["pause", "play", "stop"], searchLimit: 2)
    #expect(index.suggest("paus", among: 5) == ("pause", []))
    #expect(index.suggest("plya", among: 5).match == "play")
    let third = index.suggest("stpo", among: 5)
    #expect(third.match == nil)
    #expect(
      third.notes.map(\.message) == [
        "suggestions stop after 2 unknown names of one kind; this name and 2 more after it get none"
      ])
    #expect(index.suggest("stpo", among: 5) == (nil, []))
    #expect(index.leftOut == 2 && index.searches == 2)
  }

  /// The reproducer's shape: `count` declared 60-character ids and an extension serving `count`
  /// ids that each miss one of them by one letter.
  static func unknownReferences(_ count: Int) -> String {
    func id(_ number: Int) -> String {
      "notification-category-with-a-rather-long-identifier-" + String(1_000_000 + number)
    }
    var text = "version: 1\ncategories:\n"
    for number in 0..<count { text += "  - id: \(id(number))\n" }
    text += "extensions:\n  - target: UI\n    principalClass: VC\n"
    text += "    initialContentSizeRatio: 1\n    categories:\n"
    for number in 0..<count {
      text += "      - \(id(number).replacingOccurrences(of: "rather", with: "rathr"))\n"
    }
    return text
  }

  /// Loads and validates `text`, returning the diagnostics and the work counted.
  static func validate(_ text: String) -> ([Diagnostic], Int) {
    WorkMeter.measure {
      var diagnostics = DiagnosticsEngine()
      let file = SpecLoader.load(
        InputFile(path: "spec.yml", bytes: Array(text.utf8)), into: &diagnostics)
      _ = Validator.validate(file.map { [$0] } ?? [], into: &diagnostics)
      return diagnostics.diagnostics
    }
  }

  /// Issue 23's case (2,000 unknown 60-character references next to 2,000 declared ids took
  /// 62 s): the first 50 references get their suggestion, the 51st the note counting the rest,
  /// and the work per byte stays flat as the spec doubles (it grew with the square before).
  @Test func unknownReferencesCostLinearWork() {
    var perByte: [Double] = []
    for count in [500, 1000, 2000] {
      let text = Self.unknownReferences(count)
      let (diagnostics, work) = Self.validate(text)
      let unknown = diagnostics.filter { $0.id == .extensionUnknownCategory }
      #expect(unknown.count == count)
      for (number, diagnostic) in unknown.prefix(50).enumerated() {
        #expect(diagnostic.message.hasSuffix("rather-long-identifier-\(1_000_000 + number)'?"))
      }
      #expect(unknown[50].notes.count == 1)
      #expect(unknown[50].notes.first?.message.contains("\(count - 51) more") == true)
      #expect(
        unknown.dropFirst(51).allSatisfy {
          $0.notes.isEmpty && !$0.message.contains("did you mean")
        })
      perByte.append(Double(work) / Double(text.utf8.count))
    }
    #expect(perByte[2] <= perByte[0] * 1.25, "work per byte \(perByte)")
  }
}
