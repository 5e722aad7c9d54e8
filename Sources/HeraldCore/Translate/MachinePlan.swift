// The plan of one generated dynamic-action machine: Swift names for its states and actions.

/// A machine as the generated Swift spells it.
public struct MachinePlan: Sendable {
  /// The category.
  public let category: PlannedCategory
  /// The explored machine (the one exploration every consumer reads).
  public let machine: Machine
  /// Every action and alternate, in declaration order (built on each read, not stored).
  public var actions: [PlannedAction] { category.allActions }
  /// The Swift case name of each state, in exploration order (named by the explorer).
  public var stateNames: [String] { machine.stateNames }
  /// The toggle pairs, sorted by first action, for the harness's round-trip checks.
  public let toggles: [TogglePair]
  /// The spec's scenarios, in spec order.
  public let scenarios: [PlannedScenario]
  /// The indices of the states the spec names in `states`, in exploration order: the names a
  /// payload may use to choose the state to start in.
  public let namedStates: [Int]
  /// `startState.userInfoKey`: the payload key that names the state to start in, if any.
  public let startStateKey: String?

  /// Plans a machine; its state names are the machine's (`StateNames`).
  init(
    category: PlannedCategory, machine: Machine, toggles: [TogglePair],
    scenarios: [PlannedScenario], specNames: Set<String> = [], startStateKey: String? = nil
  ) {
    self.category = category
    self.machine = machine
    self.toggles = toggles
    self.scenarios = scenarios
    self.namedStates = machine.stateNames.indices.filter {
      specNames.contains(machine.stateNames[$0])
    }
    self.startStateKey = startStateKey
  }

  /// Whether some action's strings show payload values, which the extension's binding fills
  /// from the notification it shows.
  public var fillsFromPayload: Bool {
    actions.contains { $0.texts.contains(where: \.hasPayloadArguments) }
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
  public let mediaButton: PlannedMediaButton?
  /// The categories it serves that declare a `payload`, sorted by id: the extension's file
  /// declares their `Payload` types, since an extension does not link the app's code.
  public var payloadCategories: [PlannedCategory] = []
}
