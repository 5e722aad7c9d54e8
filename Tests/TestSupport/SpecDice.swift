// Seeded choices for the random spec generator: numbers, picks, subsets and shuffles.

/// Deterministic random choices from one seed. Built on `SplitMix64` (RandomPlist.swift) with
/// its own range arithmetic rather than the standard library's `random(in:using:)`, whose
/// algorithm may change between toolchains: a seed must give the same spec everywhere.
struct SpecDice {
  var generator: SplitMix64

  /// Starts from `seed`.
  init(seed: UInt64) { generator = SplitMix64(state: seed) }

  /// A number in `range`.
  mutating func int(_ range: ClosedRange<Int>) -> Int {
    range.lowerBound + Int(generator.next() % UInt64(range.count))
  }

  /// True with probability `probability`.
  mutating func chance(_ probability: Double) -> Bool {
    Double(generator.next() >> 11) / Double(UInt64(1) << 53) < probability
  }

  /// One of `items`, which must not be empty.
  mutating func pick<T>(_ items: [T]) -> T { items[int(0...items.count - 1)] }

  /// `items` in a random order (Fisher–Yates).
  mutating func shuffled<T>(_ items: [T]) -> [T] {
    var result = items
    for index in result.indices.reversed() where index > 0 {
      result.swapAt(index, int(0...index))
    }
    return result
  }

  /// Up to `limit` distinct elements of `items`, each kept with probability `probability`, in
  /// their original order.
  mutating func subset<T>(_ items: [T], probability: Double = 0.5, limit: Int = .max) -> [T] {
    var result: [T] = []
    for item in items where result.count < limit && chance(probability) { result.append(item) }
    return result
  }

  /// A new independent dice for a part of the spec, so that adding choices to one part does not
  /// reshuffle every later part.
  mutating func fork() -> SpecDice { SpecDice(seed: generator.next()) }
}
