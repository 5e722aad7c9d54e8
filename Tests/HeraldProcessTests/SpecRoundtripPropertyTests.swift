// Property tests that compile what random spec sets generate: the round trip registers
// exactly the manifest, and the generated machine harnesses pass (`--machines`).

import Foundation
import Testing

@testable import TestSupport

/// A few random spec sets, each with at least one machine, through the round trip
/// (RoundtripSupport). The machines run leaves out extension targets such as `Ext3_Content` (it
/// expects the module `Ext3Content`); see `PropertySeeds` and `RandomSpec`.
@Suite(.serialized) struct SpecRoundtripPropertyTests {
  /// Writes the seed's files into `folder`, in the set's order, and returns their paths.
  static func write(_ spec: RandomSpec, into folder: TemporaryFolder) throws -> [String] {
    try spec.files.map { try folder.write($0.path, Array($0.text.utf8)) }
  }

  /// The number of categories the seed's set registers: those without `register: false`.
  static func registered(_ spec: RandomSpec) -> Int {
    var count = 0
    for file in spec.files {
      file.root.walk { _, node, _ in
        guard node.role == .category else { return }
        if !["false", "False"].contains(node["register"]?.scalar ?? "") { count += 1 }
      }
    }
    return count
  }

  /// The generated `register(on:)` registers exactly what `herald export` lists, for every
  /// registered category of the set.
  @Test(arguments: PropertySeeds.registration)
  func registrationMatchesTheManifest(seed: UInt64) throws {
    PropertySeeds.announce(seed, "registration round trip")
    let spec = RandomSpec(seed: seed)
    try withTemporaryFolder { folder in
      let run = Roundtrip.run(try Self.write(spec, into: folder))
      let context = "\(PropertySeeds.rerun(seed))\n\(run.summary)\n\(spec.listing)"
      #expect(run.status == 0, "\(context)")
      let summary = "roundtrip: \(Self.registered(spec)) registered categories match the manifest"
      #expect(run.stdout.contains(summary), "\(context)")
    }
  }

  /// Every generated machine harness compiles against the stand-ins and passes.
  @Test(arguments: PropertySeeds.machines)
  func machineHarnessesPass(seed: UInt64) throws {
    PropertySeeds.announce(seed, "machines round trip")
    let spec = RandomSpec(seed: seed)
    try withTemporaryFolder { folder in
      let run = Roundtrip.run(["--machines"] + (try Self.write(spec, into: folder)))
      let context = "\(PropertySeeds.rerun(seed))\n\(run.summary)\n\(spec.listing)"
      #expect(run.status == 0, "\(context)")
      #expect(run.stdout.contains("roundtrip: machine harness: "), "\(context)")
      #expect(!run.stdout.contains("failed"), "\(context)")
    }
  }
}
