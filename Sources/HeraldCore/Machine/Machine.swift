// The explored dynamic-action machine of one category: the one result every consumer reads.

/// One (state, tap) cell of a machine.
public struct Transition: Sendable, Hashable {
  /// The state the tap happens in.
  public let from: Int
  /// The tapped action id.
  public let tap: String
  /// The next state; nil for a terminal tap (the interface closes).
  public let to: Int?
  /// What the interface does after the tap.
  public let response: ResponseOption
  /// The shown list the tap produces (for a terminal tap, the list that is never seen).
  public let result: [String]

  /// Whether the tap closes the interface.
  public var isTerminal: Bool { to == nil }
}

/// Something that made a tap impossible, found while exploring.
public struct MachineFault: Sendable, Hashable {
  /// What went wrong.
  public enum Kind: Error, Sendable, Hashable {
    /// A `replace` source that is not shown where the tap happens.
    case sourceNotShown(String)
    /// A `remove` id that is not shown once the replacements are applied (the list then).
    case removeNotShown(String, [String])
    /// The tap would show an id twice.
    case duplicate(String)
    /// The tap would show more than 10 actions.
    case tooMany(Int)
  }

  /// What went wrong.
  public let kind: Kind
  /// The state the tap happened in.
  public let from: Int
  /// The tapped action id.
  public let tap: String
}

/// A category's explored machine: states in breadth-first order from the registered actions.
/// A class, so that every consumer shares one exploration without copying it.
public final class Machine: Sendable {
  /// The category id.
  public let category: String
  /// Reachable states, each the ordered list of shown ids; state 0 is the registered list.
  public let states: [[String]]
  /// The Swift case name of each state, in the same order (`StateNames`).
  public let stateNames: [String]
  /// Every valid (state, tap) cell in exploration order.
  public let transitions: [Transition]
  /// Taps that could not happen, first occurrence of each kind per tapped action.
  public let faults: [MachineFault]
  /// Whether exploration stopped at the state limit.
  public let exceededLimit: Bool
  /// For each state after the first, the state and tap it was first reached by.
  let parents: [(state: Int, tap: String)?]
  /// Where each state's transitions start in `transitions`, and one past the last state's end:
  /// exploration appends a state's transitions together, in state order, so a state's cells are
  /// one slice of at most `MachineExplorer.shownLimit` transitions, found without a scan.
  let starts: [Int]
  /// The index of each state by its shown list, as the explorer numbered them.
  let stateIndex: [[String]: Int]

  /// Creates a machine from an exploration.
  init(
    category: String, states: [[String]], stateNames: [String], transitions: [Transition],
    faults: [MachineFault], exceededLimit: Bool, parents: [(state: Int, tap: String)?],
    stateIndex: [[String]: Int]
  ) {
    self.category = category
    self.states = states
    self.stateNames = stateNames
    self.transitions = transitions
    self.faults = faults
    self.exceededLimit = exceededLimit
    self.parents = parents
    self.stateIndex = stateIndex
    var starts = [Int](repeating: transitions.count, count: states.count + 1)
    for (position, transition) in transitions.enumerated().reversed() {
      starts[transition.from] = position
    }
    for state in stride(from: states.count - 1, through: 0, by: -1)
    where starts[state] > starts[state + 1] {
      starts[state] = starts[state + 1]
    }
    self.starts = starts
  }

  /// The registered actions.
  public var initial: [String] { states.first ?? [] }

  /// The shortest tap sequence that reaches `state` from the registered actions.
  public func path(to state: Int) -> [String] {
    var taps: [String] = []
    var current = state
    while let parent = parents[current] {
      taps.append(parent.tap)
      current = parent.state
    }
    WorkMeter.add(taps.count + 1, .pathStep)
    return taps.reversed()
  }

  /// The transition for tapping `tap` in `state`, if that tap can happen there.
  public func cell(from state: Int, tap: String) -> Transition? {
    let cells = transitions(from: state)
    WorkMeter.add(cells.count, .cellLookup)
    return cells.first { $0.tap == tap }
  }

  /// The state that shows exactly `shown`, in that order, if one is reachable.
  public func state(showing shown: [String]) -> Int? {
    stateIndex[shown]
  }

  /// The transitions leaving one state, in tap order.
  public func transitions(from state: Int) -> ArraySlice<Transition> {
    transitions[starts[state]..<starts[state + 1]]
  }
}
