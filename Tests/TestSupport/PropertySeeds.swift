// The seeds the property tests run, from the environment, and how a failure names its seed.

import Foundation

/// Seeds for the property tests.
///
/// - `HERALD_PROPERTY_SEEDS=N` runs N seeds in the in-process properties (default 50) and N/16 of
///   them (at least 1; default 3) in the round trips and the Live Activity properties;
/// - `HERALD_PROPERTY_FIRST_SEED=S` starts at seed S (default 1), so
///   `HERALD_PROPERTY_FIRST_SEED=17 HERALD_PROPERTY_SEEDS=1` reruns seed 17 alone;
/// - `HERALD_PROPERTY_TRACE=1` prints each seed on standard error before it runs, to name the
///   seed when a crash takes the test process down before any failure can be reported.
enum PropertySeeds {
  /// The test process's environment.
  static let environment = ProcessInfo.processInfo.environment
  /// The first seed.
  static let first = UInt64(environment["HERALD_PROPERTY_FIRST_SEED"] ?? "") ?? 1
  /// The number of seeds the environment asks for, if it does.
  static let requested = Int(environment["HERALD_PROPERTY_SEEDS"] ?? "").map { max(1, $0) }
  /// Whether each seed is printed before it runs.
  static let trace = environment["HERALD_PROPERTY_TRACE"] == "1"

  /// The seeds of the in-process properties.
  static let inProcess = Array(first..<first + UInt64(requested ?? 50))

  /// The seeds of the registration round trip: the first ones from `first` whose set has a
  /// machine (most also have formats with arguments, which the round trip fills).
  static let registration = roundtrip { _ in true }

  /// The seeds of the machines round trip: the first ones from `first` whose set has a machine,
  /// without extension targets that are not plain letters and digits (see
  /// `RandomSpec.usesIrregularTarget`).
  static let machines = roundtrip { !$0.usesIrregularTarget }

  /// The seeds of the Live Activity properties, whose activities share one compile: N/16 of
  /// them (at least 1) for `HERALD_PROPERTY_SEEDS=N`, else 3, from `first`.
  static let activities = Array(first..<first + UInt64(requested.map { max(1, $0 / 16) } ?? 3))

  /// The first seeds from `first` whose set has a machine and passes `usable`: N/16 of them
  /// (at least 1) for `HERALD_PROPERTY_SEEDS=N`, else 3.
  static func roundtrip(_ usable: @escaping (RandomSpec) -> Bool) -> [UInt64] {
    let count = requested.map { max(1, $0 / 16) } ?? 3
    let seeds = (first..<first + 10_000).lazy.filter { seed in
      let spec = RandomSpec(seed: seed)
      return spec.dynamicCategories > 0 && usable(spec)
    }
    return Array(seeds.prefix(count))
  }

  /// How to rerun `seed` alone, for failure messages.
  static func rerun(_ seed: UInt64) -> String {
    "seed \(seed) (rerun: HERALD_PROPERTY_FIRST_SEED=\(seed) HERALD_PROPERTY_SEEDS=1)"
  }

  /// Prints `what` for `seed` on standard error when tracing.
  static func announce(_ seed: UInt64, _ what: String) {
    guard trace else { return }
    FileHandle.standardError.write(Data("property: \(what) \(rerun(seed))\n".utf8))
  }
}
