// The exploration output (`herald explore --format json`) and the machines it covers.

/// Renders explored machines.
public enum Exploration {
  /// The machines to show: all of them, or the one of `category`, sorted by category id.
  /// Returns nil when `category` names no machine.
  public static func machines(_ machines: [Machine], category: String?) -> [Machine]? {
    let sorted = machines.sorted { $0.category < $1.category }
    guard let category else { return sorted }
    let selected = sorted.filter { $0.category == category }
    return selected.isEmpty ? nil : selected
  }

  /// The exploration JSON of the given machines.
  public static func json(_ machines: [Machine]) -> JSONValue {
    .object(["categories": .array(machines.map(machine))])
  }

  /// One machine; transition keys keep the contract's order: from, tap, to, response.
  static func machine(_ machine: Machine) -> JSONValue {
    WorkMeter.add(machine.states.count + machine.transitions.count, .rendered)
    return .object([
      "id": .string(machine.category),
      "initial": .array(machine.initial.map(JSONValue.string)),
      "states": .array(machine.states.map { .array($0.map(JSONValue.string)) }),
      "stateNames": .array(machine.stateNames.map(JSONValue.string)),
      "transitions": .array(
        machine.transitions.map { transition in
          .ordered([
            JSONMember("from", .int(transition.from)),
            JSONMember("tap", .string(transition.tap)),
            JSONMember("to", transition.to.map(JSONValue.int) ?? .null),
            JSONMember("response", .string(transition.response.rawValue)),
          ])
        }),
    ])
  }

  /// The display titles (default-language text) of the actions of each machine's category, by
  /// category id, then action id: read from the plan, as every other rendering is.
  static func titles(_ plan: GenerationPlan, for machines: [Machine]) -> [String: [String: String]]
  {
    let wanted = Set(machines.map(\.category))
    return Dictionary(
      plan.categories.filter { wanted.contains($0.id) }.map { category in
        let titles = Dictionary(
          category.allActions.map { ($0.id, $0.title.text) },
          uniquingKeysWith: { first, _ in first })
        return (category.id, titles)
      }, uniquingKeysWith: { first, _ in first })
  }

  /// The titles of a state's buttons joined by ` · ` (ids where a title is unknown), or
  /// `(no actions)`: the second line of a drawn state.
  static func shownTitles(_ state: [String], titles: [String: String]) -> String {
    let shown = state.map { titles[$0] ?? $0 }.joined(separator: " · ")
    return shown.isEmpty ? "(no actions)" : shown
  }

  /// A short label for a terminal response.
  static func responseLabel(_ response: ResponseOption) -> String {
    switch response {
    case .doNotDismiss: ""
    case .dismiss: " (dismiss)"
    case .dismissAndForwardAction: " (forward)"
    }
  }
}
