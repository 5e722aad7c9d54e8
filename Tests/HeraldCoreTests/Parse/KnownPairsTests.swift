// The decoder's key lookups: a name the schema lists reads the pair, any other name stops.

import HeraldYAML
import Testing

@testable import HeraldCore

/// `KnownPairs`' lookup by key name.
@Suite struct KnownPairsTests {
  /// A listed key reads as present or absent.
  @Test func listedKeysRead() {
    let pairs = KnownPairs(
      schema: SpecSchema.icon, pairs: Array(repeating: nil, count: SpecSchema.icon.keyNames.count))
    #expect(pairs["system"] == nil)
    #expect(pairs["template"] == nil)
    #expect(pairs.count == 0)
  }

  /// A name the schema does not list (a typo in the decoder) traps instead of reading as absent.
  @Test func unlistedKeyTraps() async {
    await #expect(processExitsWith: .failure) {
      let pairs = KnownPairs(
        schema: SpecSchema.icon,
        pairs: Array(repeating: nil, count: SpecSchema.icon.keyNames.count))
      _ = pairs["sytem"]
    }
  }
}
