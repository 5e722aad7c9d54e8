// Breadth-first exploration of a category's dynamic actions, shared by every consumer.

/// Explores machines; stops at `stateLimit` states.
public struct MachineExplorer: Sendable {
  /// Most states a machine may have.
  public static let stateLimit = 10_000
  /// Most actions the system shows at once.
  public static let shownLimit = 10

  /// The category to explore.
  let category: CategoryDecl

  /// Prepares to explore a category whose onTap ids all name its own actions.
  public init(category: CategoryDecl) {
    self.category = category
  }

  /// The first action or alternate with this id.
  func action(_ id: String) -> ActionDecl? {
    category.allActions.first { $0.id.value == id }
  }

  /// Explores every reachable state.
  public func explore() -> Machine {
    let initial = category.actions.map(\.id.value)
    var states = [initial]
    var index = [initial: 0]
    var parents: [(state: Int, tap: String)?] = [nil]
    var transitions: [Transition] = []
    var faults: [MachineFault] = []
    var faultKeys = Set<String>()
    var exceeded = false
    var current = 0
    exploring: while current < states.count {
      let state = states[current]
      for tap in state {
        switch step(state, tap: tap) {
        case .failure(let kind):
          let fault = MachineFault(kind: kind, from: current, tap: tap)
          if faultKeys.insert("\(tap)|\(kind)").inserted { faults.append(fault) }
        case .success(let (result, response)):
          var target: Int?
          if !response.isTerminal {
            if let known = index[result] {
              target = known
            } else if states.count >= Self.stateLimit {
              exceeded = true
              break exploring
            } else {
              target = states.count
              index[result] = states.count
              states.append(result)
              parents.append((current, tap))
            }
          }
          transitions.append(
            Transition(from: current, tap: tap, to: target, response: response, result: result))
        }
      }
      current += 1
    }
    return Machine(
      category: category.id.value, states: states, transitions: transitions, faults: faults,
      exceededLimit: exceeded, parents: parents)
  }
}
