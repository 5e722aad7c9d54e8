// An independent model of the dynamic-action semantics, to keep random machines clean.

/// One action's `onTap`, as the random spec generator writes it.
struct TapRule: Equatable {
  /// `becomes`.
  var becomes: String?
  /// `replace`, in written order.
  var replace: [(source: String, target: String)] = []
  /// `remove`.
  var remove: [String] = []
  /// `append`.
  var append: [String] = []
  /// `set`.
  var set: [String]?
  /// `response`.
  var response: String?

  /// Compares rules entry by entry.
  static func == (lhs: TapRule, rhs: TapRule) -> Bool {
    lhs.becomes == rhs.becomes
      && lhs.replace.map { [$0.source, $0.target] }
        == rhs.replace.map { [$0.source, $0.target] }
      && lhs.remove == rhs.remove
      && lhs.append == rhs.append && lhs.set == rhs.set && lhs.response == rhs.response
  }
}

/// A category's machine: the registered actions, the alternates and each action's rule.
struct MachineModel {
  /// The registered actions: the initial state.
  var initial: [String]
  var alternates: [String]
  /// The rules; an action without one has no `onTap`.
  var rules: [String: TapRule]

  /// The next list and whether the tap closes the interface; nil when the tap fails.
  func step(_ state: [String], tap: String) -> (next: [String], terminal: Bool)? {
    let rule = rules[tap]
    var result = state
    if let set = rule?.set {
      result = set
    } else if let rule {
      let table = rule.replace + (rule.becomes.map { [(tap, $0)] } ?? [])
      guard table.allSatisfy({ state.contains($0.source) }) else { return nil }
      result = state.map { id in table.first { $0.source == id }?.target ?? id }
      for id in rule.remove {
        guard let position = result.firstIndex(of: id) else { return nil }
        result.remove(at: position)
      }
      for id in rule.append {
        guard !result.contains(id) else { return nil }
        result.append(id)
      }
    }
    guard Set(result).count == result.count else { return nil }
    let response = rule?.response ?? (result == state ? "dismissAndForwardAction" : "doNotDismiss")
    return (result, response != "doNotDismiss")
  }

  /// Every reachable state (breadth first) and every non-terminal transition; nil when a tap
  /// fails, a terminal tap changes the list, or there are more than `limit` states.
  func explore(limit: Int = 24) -> (states: [[String]], edges: [(from: Int, tap: String, to: Int)])?
  {
    var states = [initial]
    var edges: [(from: Int, tap: String, to: Int)] = []
    var current = 0
    while current < states.count {
      for tap in states[current] {
        guard let (next, terminal) = step(states[current], tap: tap) else { return nil }
        if terminal {
          guard next == states[current] else { return nil }
          continue
        }
        if !states.contains(next) { states.append(next) }
        guard states.count <= limit else { return nil }
        edges.append((current, tap, states.firstIndex(of: next)!))
      }
      current += 1
    }
    return (states, edges)
  }

  /// Whether Herald should accept the machine without any error or warning: no failing tap,
  /// at most two actions shown anywhere (so no banner warning), every alternate shown
  /// somewhere, no trap, and every `becomes` pair restoring its list.
  var isClean: Bool {
    guard let (states, edges) = explore(), states.allSatisfy({ $0.count <= 2 }),
      Set(alternates).isSubset(of: Set(states.joined()))
    else { return false }
    var safe: Set<Int> = [0]
    for (index, state) in states.enumerated()
    where state.contains(where: { step(state, tap: $0)?.terminal == true }) { safe.insert(index) }
    var grew = true
    while grew {
      grew = false
      for edge in edges where safe.contains(edge.to) && !safe.contains(edge.from) {
        safe.insert(edge.from)
        grew = true
      }
    }
    return safe.count == states.count && togglesRestore(states, edges)
  }

  /// Whether every `a becomes b, b becomes a` round trip gives back the list it started from.
  func togglesRestore(_ states: [[String]], _ edges: [(from: Int, tap: String, to: Int)]) -> Bool {
    for edge in edges {
      guard let b = rules[edge.tap]?.becomes, rules[b]?.becomes == edge.tap,
        let back = edges.first(where: { $0.from == edge.to && $0.tap == b })
      else { continue }
      if back.to != edge.from { return false }
    }
    return true
  }
}
