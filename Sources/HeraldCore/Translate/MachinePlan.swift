/// The plan of one generated dynamic-action machine: Swift names for its states and actions.

/// A machine as the generated Swift spells it.
public struct MachinePlan: Sendable {
  /// The category.
  public let category: PlannedCategory
  /// The explored machine (the one exploration every consumer reads).
  public let machine: Machine
  /// Every action and alternate, in declaration order (built on each read, not stored).
  public var actions: [PlannedAction] { category.allActions }
  /// The Swift case name of each state, in exploration order.
  public let stateNames: [String]
  /// `becomes` targets by tapped action id, for the harness's toggle checks.
  public let becomes: [String: String]
  /// The spec's scenarios: name, taps and the expected shown identifiers.
  public let scenarios: [(name: String, taps: [String], expect: [String])]

  /// Plans a machine: a state is named after the case names of its shown actions, joined by `_`
  /// (`playAction_queueAction`); the empty list is `noActions`.
  init(category: PlannedCategory, machine: Machine, decl: CategoryDecl) {
    self.category = category
    self.machine = machine
    var becomes: [String: String] = [:]
    for action in decl.allActions {
      if let target = action.onTap?.becomes?.value, becomes[action.id.value] == nil {
        becomes[action.id.value] = target
      }
    }
    self.becomes = becomes
    scenarios = decl.scenarios.map {
      ($0.name.value, $0.taps.map(\.value), $0.expect.value.map(\.value))
    }
    let caseNames = Dictionary(
      category.allActions.map { ($0.id, $0.caseName) }, uniquingKeysWith: { first, _ in first })
    stateNames = machine.states.map { state in
      state.isEmpty ? "noActions" : state.map { caseNames[$0] ?? $0 }.joined(separator: "_")
    }
  }

  /// The transition of a (state, action) cell, or nil when the action is not shown there.
  func cell(_ state: Int, _ action: String) -> Transition? {
    machine.cell(from: state, tap: action)
  }
}

/// The generated file of one content-extension target.
public struct ExtensionCodePlan: Sendable {
  /// The target.
  public let target: String
  /// The Swift name of the file's top-level enum (`PodcastUIDynamicActions`).
  public let typeName: String
  /// The machines of the dynamic categories it serves, sorted by category id.
  public let machines: [MachinePlan]
  /// The media play/pause button, if the spec declares one.
  public let mediaButton: MediaButtonDecl?
}
