// Marker tests for machine-state-limit: exactly 10,000 states pass, more stop exploring quickly.

import Testing

@testable import HeraldCore

/// The 10,000-state limit on exploration.
@Suite struct MachineLimitTests {
  /// A category `c` (marked `1️⃣`) with `count` registered actions, each cycling through `variants`
  /// ids with `becomes`, so `variants ^ count` states are reachable.
  static func cycles(_ count: Int, variants: Int) -> String {
    var actions = ""
    var alternates = ""
    for index in 0..<count {
      actions += "      - { id: a\(index)v0, title: A, onTap: { becomes: a\(index)v1 } }\n"
      for variant in 1..<variants {
        let next = (variant + 1) % variants
        alternates += "      - { id: a\(index)v\(variant), title: A, "
        alternates += "onTap: { becomes: a\(index)v\(next) } }\n"
      }
    }
    return "version: 1\ncategories:\n  - id: 1️⃣c\n    actions:\n\(actions)    alternates:\n"
      + alternates + serving("c")
  }

  /// The message of `machine-state-limit` for category `c`.
  static let message =
    "category 'c' has more than 10000 reachable states; simplify its 'onTap' rules"

  /// 101 × 101 = 10,201 states is over the limit: an error at the category id.
  @Test func machineStateLimitFires() {
    let result = check(Self.cycles(2, variants: 101))
    expectDiagnostic(
      result, id: .machineStateLimit, severity: .error, message: .exact(Self.message), at: "1️⃣")
    expectIDs(result, [.machineStateLimit])
  }

  /// 100 × 100 = exactly 10,000 states is within the state limit and fully explored; its
  /// 10,000 × 200 cells are over the set's cell budget, which says so instead.
  @Test func machineStateLimitQuiet() throws {
    let result = check(Self.cycles(2, variants: 100))
    expectIDs(result, [.machineCellBudget])
    var diagnostics = DiagnosticsEngine()
    let source = MarkedSource(Self.cycles(2, variants: 100))
    let file = try #require(SpecLoader.load(source.input, into: &diagnostics))
    let machine = MachineExplorer(category: try #require(file.categories.first)).explore()
    #expect(machine.states.count == 10_000 && !machine.exceededLimit)
    #expect(machine.transitions.count == 20_000)
  }

  /// 3^10 = 59,049 reachable states: exploration stops at the limit, fast, with the error.
  @Test func tenActionsOfThreeVariantsStopQuickly() {
    let clock = ContinuousClock()
    var result: MarkedCheck?
    let elapsed = clock.measure { result = check(Self.cycles(10, variants: 3)) }
    guard let result else { return }
    expectDiagnostic(
      result, id: .machineStateLimit, severity: .error, message: .exact(Self.message), at: "1️⃣")
    #expect(result.outcome.spec == nil)
    #expect(elapsed < .seconds(20), "exploring took \(elapsed)")
  }

  /// The explorer itself keeps the first 10,000 states and says it stopped.
  @Test func explorerStopsAtTheLimit() throws {
    var diagnostics = DiagnosticsEngine()
    let source = MarkedSource(Self.cycles(10, variants: 3))
    let file = try #require(SpecLoader.load(source.input, into: &diagnostics))
    let category = try #require(file.categories.first)
    let machine = MachineExplorer(category: category).explore()
    #expect(machine.exceededLimit)
    #expect(machine.states.count == MachineExplorer.stateLimit)
    #expect(machine.states.first == (0..<10).map { "a\($0)v0" })
    #expect(Set(machine.states).count == machine.states.count)
  }
}
