// Property tests over damaged random specs: Herald never crashes, structured damage always gives
// a located error, and random damage (byte flips, truncation) gives located diagnostics only.

import HeraldCore
import Testing

@testable import TestSupport

/// Mutations of random valid spec sets.
///
/// Structured mutations (`SpecMutation`) must each give at least one error. Random damage may
/// happen to leave a valid spec (a flipped letter in a title, a cut after a complete line), so it
/// only has to be survived: no crash, diagnostics inside the files, and a spec that still checks
/// cleanly still generates. A crash takes the whole test process down before it can report a
/// seed: rerun with `HERALD_PROPERTY_TRACE=1` to see the seed that was running.
struct SpecMutationPropertyTests {
  /// Every structured mutation of the seed's set (where the set has a place for it) gives at
  /// least one error, of a kind that fits the mutation (`SpecMutation.expectedErrors`), no
  /// spec, and only diagnostics that point inside the files.
  @Test(arguments: PropertySeeds.inProcess)
  func structuredMutationsGiveLocatedErrors(seed: UInt64) {
    PropertySeeds.announce(seed, "mutations")
    let spec = RandomSpec(seed: seed)
    var dice = SpecDice(seed: seed ^ 0x4D55_5441_5445)
    for mutation in SpecMutation.allCases {
      guard let (mutated, change) = mutation.apply(to: spec, &dice) else { continue }
      let inputs = mutated.inputs
      let outcome = Compiler.check(inputs)
      let sorted = outcome.diagnostics.sorted
      /// The seed, the change, the diagnostics and the files, for failure messages.
      func context() -> String {
        "\(PropertySeeds.rerun(seed)), \(change)\n"
          + "\(SpecPropertyTests.describe(sorted))\n\(mutated.listing)"
      }
      let errors = Set(sorted.filter { $0.severity == .error }.map(\.id))
      #expect(!errors.isDisjoint(with: mutation.expectedErrors), "no expected error: \(context())")
      #expect(outcome.spec == nil, "a spec despite errors: \(context())")
      let misplaced = SourceBounds(inputs).misplaced(sorted)
      #expect(misplaced.isEmpty, "misplaced \(misplaced): \(context())")
    }
  }

  /// Over all seeds, every structured mutation finds a place to act at least five times (so
  /// that none of them is vacuous).
  @Test func everyMutationApplies() {
    var counts: [SpecMutation: Int] = [:]
    for seed in PropertySeeds.inProcess {
      let spec = RandomSpec(seed: seed)
      var dice = SpecDice(seed: seed ^ 0x4D55_5441_5445)
      for mutation in SpecMutation.allCases where mutation.apply(to: spec, &dice) != nil {
        counts[mutation, default: 0] += 1
      }
    }
    let rare = SpecMutation.allCases.filter {
      counts[$0, default: 0] < min(5, PropertySeeds.inProcess.count)
    }
    #expect(rare.isEmpty, "mutations applied fewer than five times: \(rare) (counts \(counts))")
  }

  /// Random byte flips, truncations and dropped or doubled lines never crash Herald; every
  /// diagnostic points inside the files; a set that still checks without errors generates.
  @Test(arguments: PropertySeeds.inProcess)
  func randomDamageIsSurvived(seed: UInt64) {
    PropertySeeds.announce(seed, "random damage")
    let spec = RandomSpec(seed: seed)
    var dice = SpecDice(seed: seed ^ 0x4441_4D41_4745)
    for round in 0..<8 {
      let (inputs, change) = RandomDamage.apply(to: spec.inputs, &dice)
      let outcome = Compiler.check(inputs)
      let sorted = outcome.diagnostics.sorted
      /// The seed, the change, the diagnostics and the files, for failure messages.
      func context() -> String {
        "\(PropertySeeds.rerun(seed)), round \(round): \(change)\n"
          + SpecPropertyTests.describe(sorted)
      }
      let misplaced = SourceBounds(inputs).misplaced(sorted)
      #expect(misplaced.isEmpty, "misplaced \(misplaced): \(context())")
      #expect((outcome.spec == nil) == outcome.diagnostics.hasErrors, "\(context())")
      if let valid = outcome.spec {
        let files = Generator.files(Translator.plan(valid))
        #expect(files.contains { $0.path == "App/NotificationCategories.swift" }, "\(context())")
      }
    }
  }
}
