// The expectation table of a machine's harness, taken from the explorer's result only.

/// Literal expectation data for one machine, independent of the code that writes `step`.
struct HarnessData {
  /// What tapping an action in a state does.
  enum Outcome: Equatable {
    /// The action is not shown there.
    case notShown
    /// The tap closes the interface with the response.
    case closes(ResponseOption)
    /// The tap leads to the state with this index, with the response.
    case leads(to: Int, ResponseOption)
  }

  /// One (state, action) cell.
  struct Cell {
    /// The state index.
    let from: Int
    /// The action identifier.
    let action: String
    /// What the tap does.
    let outcome: Outcome
  }

  /// Shown identifiers of every state, in exploration order.
  let states: [[String]]
  /// The Swift case name of every state, in the same order (the explorer's names).
  let stateNames: [String]
  /// Every action identifier, actions then alternates.
  let actions: [String]
  /// Every cell, state-major.
  let cells: [Cell]
  /// The shortest tap path that ends with each transition, in transition order.
  let paths: [[String]]
  /// Toggle pairs (a becomes b, b becomes a): start state, a, b, and where the round trip ends.
  let toggles: [(start: Int, first: String, second: String, end: Int)]

  /// Reads everything from the explorer's machine and the plan: the category's actions and its
  /// toggle pairs, sorted by first action.
  init(machine: Machine, category: PlannedCategory, toggles pairs: [TogglePair]) {
    states = machine.states
    stateNames = machine.stateNames
    actions = category.allActions.map(\.id)
    var cells: [Cell] = []
    cells.reserveCapacity(machine.states.count * actions.count)
    WorkMeter.add(machine.states.count * actions.count, .rendered)
    for index in machine.states.indices {
      for action in actions {
        let outcome: Outcome =
          switch machine.cell(from: index, tap: action) {
          case nil: .notShown
          case let cell?: cell.to.map { .leads(to: $0, cell.response) } ?? .closes(cell.response)
          }
        cells.append(Cell(from: index, action: action, outcome: outcome))
      }
    }
    self.cells = cells
    paths = machine.transitions.map { machine.path(to: $0.from) + [$0.tap] }
    // The pairs by first action, so the transitions are read once whatever the number of pairs;
    // the order stays pair by pair, each in transition order.
    var pairsByFirst: [String: [Int]] = [:]
    for (index, pair) in pairs.enumerated() { pairsByFirst[pair.first, default: []].append(index) }
    var found = [[(Int, String, String, Int)]](repeating: [], count: pairs.count)
    WorkMeter.add(machine.transitions.count, .rendered)
    for there in machine.transitions {
      guard let middle = there.to, let indices = pairsByFirst[there.tap] else { continue }
      for index in indices {
        let pair = pairs[index]
        guard let back = machine.cell(from: middle, tap: pair.second), let end = back.to else {
          continue
        }
        found[index].append((there.from, pair.first, pair.second, end))
      }
    }
    toggles = found.flatMap { $0 }
  }
}
