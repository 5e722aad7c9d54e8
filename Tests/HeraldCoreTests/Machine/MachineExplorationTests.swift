// Checks machine exploration: breadth-first states, (state, tap) transitions and tap semantics.

import Testing

@testable import HeraldCore

/// The podcast example of SPEC-LANGUAGE.md, served by an extension so that it validates.
enum Podcast {
  /// The scenario lines of `spec`, for tests that swap in their own.
  static let scenarios = """
          - name: pausing restores play
            taps: [play-action, pause-action]
            expect: [play-action, queue-action]
    """

  /// The whole spec.
  static let spec = """
    version: 1
    categories:
      - id: podcast
        actions:
          - id: play-action
            title: Play
            onTap: { becomes: pause-action }
          - id: queue-action
            title: Queue Next
            onTap: { becomes: remove-action }
        alternates:
          - id: pause-action
            title: Pause
            onTap: { becomes: play-action }
          - id: remove-action
            title: Remove from Queue
            onTap: { becomes: queue-action }
        scenarios:
    \(scenarios)
    \(serving("podcast"))
    """
}

/// One transition as a comparable tuple-like value.
struct Step: Equatable, CustomStringConvertible {
  /// The state tapped in.
  let from: Int
  /// The tapped id.
  let tap: String
  /// The next state; nil when terminal.
  let to: Int?
  let response: ResponseOption

  /// `0 -a-> 1 (doNotDismiss)`.
  var description: String { "\(from) -\(tap)-> \(to.map(String.init) ?? "end") (\(response))" }
}

/// The machine of the only dynamic category of a clean spec.
func onlyMachine(_ yaml: String, sourceLocation: SourceLocation = #_sourceLocation) throws
  -> Machine
{
  let result = check(yaml)
  #expect(
    !result.outcome.diagnostics.hasErrors, "\(result.listing)", sourceLocation: sourceLocation)
  let machines = try #require(result.outcome.spec?.machines, sourceLocation: sourceLocation)
  #expect(machines.count == 1, sourceLocation: sourceLocation)
  return try #require(machines.first, sourceLocation: sourceLocation)
}

/// The transitions of a machine as `Step`s, in exploration order.
func steps(_ machine: Machine) -> [Step] {
  machine.transitions.map { Step(from: $0.from, tap: $0.tap, to: $0.to, response: $0.response) }
}

/// Exploration order and the podcast machine.
@Suite struct MachineExplorationTests {
  /// The podcast example has 4 states in breadth-first order and 8 transitions in (state, tap)
  /// order, every one a `doNotDismiss` swap.
  @Test func podcastMachine() throws {
    let machine = try onlyMachine(Podcast.spec)
    #expect(machine.category == "podcast")
    #expect(machine.initial == ["play-action", "queue-action"])
    #expect(
      machine.states == [
        ["play-action", "queue-action"], ["pause-action", "queue-action"],
        ["play-action", "remove-action"], ["pause-action", "remove-action"],
      ])
    let swap = ResponseOption.doNotDismiss
    #expect(
      steps(machine) == [
        Step(from: 0, tap: "play-action", to: 1, response: swap),
        Step(from: 0, tap: "queue-action", to: 2, response: swap),
        Step(from: 1, tap: "pause-action", to: 0, response: swap),
        Step(from: 1, tap: "queue-action", to: 3, response: swap),
        Step(from: 2, tap: "play-action", to: 3, response: swap),
        Step(from: 2, tap: "remove-action", to: 0, response: swap),
        Step(from: 3, tap: "pause-action", to: 2, response: swap),
        Step(from: 3, tap: "remove-action", to: 1, response: swap),
      ])
    #expect(machine.transitions.allSatisfy { $0.to.map { machine.states[$0] } == $0.result })
    #expect(machine.path(to: 3) == ["play-action", "queue-action"])
    #expect(machine.cell(from: 1, tap: "play-action") == nil)
    #expect(machine.faults.isEmpty && !machine.exceededLimit)
  }

  /// Only categories with an `onTap` get a machine, in category order.
  @Test func onlyDynamicCategoriesHaveMachines() throws {
    let yaml = Podcast.spec.replacing(
      "categories:\n", with: "categories:\n  - id: plain\n    actions: [{ id: a, title: A }]\n")
    let result = check(yaml)
    expectClean(result)
    #expect(result.outcome.spec?.machines.map(\.category) == ["podcast"])
  }
}
