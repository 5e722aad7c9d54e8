// Property tests over seeded random valid spec sets: they validate cleanly, generate, and give
// the same bytes every time and in every file order. Seeds: see PropertySeeds.swift.

import HeraldCore
import Testing

@testable import TestSupport

/// Random valid spec sets compile without errors, deterministically and order-independently.
struct SpecPropertyTests {
  /// The seeds whose set has more than one file (the ones a file order can matter for).
  static let multiFileSeeds = PropertySeeds.inProcess.filter {
    RandomSpec(seed: $0).files.count > 1
  }

  /// Diagnostics one per line, for failure messages.
  static func describe(_ diagnostics: [Diagnostic]) -> String {
    diagnostics.map {
      "\($0.range.file):\($0.range.start.line):\($0.range.start.column): "
        + "\($0.severity.rawValue): \($0.message) [\($0.id)]"
    }.joined(separator: "\n")
  }

  /// Every generated set validates with no error and no warning (notes are allowed: the
  /// generator keeps shown actions to two or fewer but lets plain categories register up to
  /// five), its diagnostics point inside the files, and it generates the app file, one
  /// harness per extension with machines and, when there is one, the code they share once.
  @Test(arguments: PropertySeeds.inProcess)
  func randomSpecValidatesAndGenerates(seed: UInt64) throws {
    PropertySeeds.announce(seed, "validate")
    let spec = RandomSpec(seed: seed)
    let outcome = Compiler.check(spec.inputs)
    let sorted = outcome.diagnostics.sorted
    let problems = sorted.filter { $0.severity != .note }
    /// The seed, the diagnostics and the files, for failure messages.
    func context() -> String {
      "\(PropertySeeds.rerun(seed))\n\(Self.describe(sorted))\n\(spec.listing)"
    }
    #expect(problems.isEmpty, "errors or warnings for \(context())")
    #expect(SourceBounds(spec.inputs).misplaced(sorted).isEmpty, "misplaced: \(context())")
    let validated = try #require(outcome.spec, "no spec for \(context())")
    let files = Generator.files(Translator.plan(validated))
    #expect(files.contains { $0.path == "App/NotificationCategories.swift" }, "\(context())")
    let harnesses = files.filter { $0.path.hasPrefix("Tests/") }
    #expect(harnesses.isEmpty == (spec.dynamicCategories == 0), "harnesses: \(context())")
    let shared = harnesses.filter { $0.path == OutputLayout.sharedHarness }
    #expect(shared.count == (harnesses.isEmpty ? 0 : 1), "one shared harness: \(context())")
  }

  /// The same seed gives the same files; checking and generating them again, or generating
  /// twice from one validated spec, gives the same diagnostics and the same bytes.
  @Test(arguments: PropertySeeds.inProcess)
  func generationIsDeterministic(seed: UInt64) throws {
    PropertySeeds.announce(seed, "determinism")
    let first = RandomSpec(seed: seed)
    let second = RandomSpec(seed: seed)
    #expect(first.inputs.map(\.bytes) == second.inputs.map(\.bytes), "\(PropertySeeds.rerun(seed))")
    let outcome = Compiler.check(first.inputs)
    let again = Compiler.check(second.inputs)
    #expect(outcome.diagnostics.sorted == again.diagnostics.sorted, "\(PropertySeeds.rerun(seed))")
    let spec = try #require(outcome.spec, "\(PropertySeeds.rerun(seed))")
    let files = Generator.files(Translator.plan(spec))
    #expect(
      Generator.files(Translator.plan(spec)) == files,
      "generated twice: \(PropertySeeds.rerun(seed))")
    let other = try #require(again.spec, "\(PropertySeeds.rerun(seed))")
    #expect(
      Generator.files(Translator.plan(other)) == files,
      "checked twice: \(PropertySeeds.rerun(seed))")
  }

  /// Shuffling the input files changes neither the diagnostics nor the generated files, except
  /// for the documented list of spec files in each header, which follows the order given
  /// (docs/generation.md); `FileOrder.normalized` sorts that list before comparing.
  @Test(arguments: multiFileSeeds)
  func outputDoesNotDependOnFileOrder(seed: UInt64) throws {
    PropertySeeds.announce(seed, "file order")
    let spec = RandomSpec(seed: seed)
    var dice = SpecDice(seed: seed ^ 0x4F52_4445_5253)
    var order = dice.shuffled(Array(spec.inputs.indices))
    if order == Array(spec.inputs.indices) { order.reverse() }
    let shuffled = order.map { spec.inputs[$0] }
    let context = "\(PropertySeeds.rerun(seed)), order \(order.map { spec.files[$0].path })"
    let given = Compiler.check(spec.inputs)
    let reordered = Compiler.check(shuffled)
    #expect(given.diagnostics.sorted == reordered.diagnostics.sorted, "diagnostics: \(context)")
    let files = Generator.files(Translator.plan(try #require(given.spec, "\(context)")))
    let others = Generator.files(Translator.plan(try #require(reordered.spec, "\(context)")))
    #expect(files.map(\.path) == others.map(\.path), "paths: \(context)")
    for (file, other) in zip(files, others) where file.path == other.path {
      let (lhs, rhs) = (FileOrder.normalized(file.contents), FileOrder.normalized(other.contents))
      #expect(
        lhs == rhs, "\(file.path) differs: \(context)\n\(FileOrder.firstDifference(lhs, rhs))")
    }
  }
}
