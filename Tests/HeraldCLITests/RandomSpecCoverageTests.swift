// The random spec generator covers the whole language: every schema key and every feature.

import Testing

@testable import TestSupport

/// Coverage of the random spec generator over the default seeds.
struct RandomSpecCoverageTests {
  /// The seeds the coverage is measured on: the CI seeds, whatever the environment asks for.
  static let seeds = UInt64(1)...50

  /// The features of all coverage seeds together.
  static let covered: SpecFeatures = {
    var total = SpecFeatures(RandomSpec(seed: seeds.lowerBound))
    for seed in seeds.dropFirst() {
      let features = SpecFeatures(RandomSpec(seed: seed))
      total.keys.formUnion(features.keys)
      total.features.formUnion(features.features)
    }
    return total
  }()

  /// Every key of every object in `SpecSchema` appears in some generated spec.
  @Test func everySchemaKeyIsWritten() {
    let missing = SpecFeatures.allKeys.subtracting(Self.covered.keys).sorted()
    #expect(missing.isEmpty, "keys never written by seeds \(Self.seeds): \(missing)")
    let unknown = Self.covered.keys.subtracting(SpecFeatures.allKeys).sorted()
    #expect(unknown.isEmpty, "keys written that the schema does not know: \(unknown)")
  }

  /// Every feature of `SpecFeatures.allFeatures` appears in some generated spec.
  @Test func everyFeatureIsUsed() {
    let missing = SpecFeatures.allFeatures.subtracting(Self.covered.features).sorted()
    #expect(missing.isEmpty, "features never used by seeds \(Self.seeds): \(missing)")
  }

  /// Almost every dynamic category gets a random machine rather than the plain toggle that
  /// the generator falls back to.
  @Test func machinesAreRandomRatherThanFallbacks() {
    let specs = Self.seeds.map { RandomSpec(seed: $0) }
    let dynamic = specs.map(\.dynamicCategories).reduce(0, +)
    let fallbacks = specs.map(\.fallbacks).reduce(0, +)
    #expect(dynamic >= 30, "only \(dynamic) dynamic categories in seeds \(Self.seeds)")
    #expect(fallbacks * 10 <= dynamic, "\(fallbacks) of \(dynamic) machines are fallbacks")
  }
}
