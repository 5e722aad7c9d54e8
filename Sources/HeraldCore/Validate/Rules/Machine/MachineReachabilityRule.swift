// Rules `machine-unreachable-alternate` and `machine-trap`: every alternate can appear, and no
// state strands the user.

/// Warns about alternates no tap reaches and states with no way back.
struct MachineReachabilityRule: CategoryRule {
  /// The records of the ids this rule owns, declared below; the registry collects them.
  var records: [RuleDescription] { [Self.machineTrap, Self.machineUnreachableAlternate] }

  /// Checks every fully explored machine.
  func check(
    _ category: CategoryDecl, _ machine: Machine?, _ context: ValidationContext,
    _ diagnostics: inout DiagnosticsEngine
  ) {
    guard let machine else {
      let dynamic = category.allActions.contains(where: \.hasOnTap) || !category.scenarios.isEmpty
      let registered = Set(category.actions.map(\.id.value))
      if !dynamic {
        let hidden = category.alternates.filter { !registered.contains($0.id.value) }
        warnUnreachable(hidden, in: category, &diagnostics)
      }
      return
    }
    guard !machine.exceededLimit else { return }
    let shown = Set(machine.states.joined())
    warnUnreachable(
      category.alternates.filter { !shown.contains($0.id.value) }, in: category, &diagnostics)
    if let trap = Self.traps(in: machine).first {
      let path = ValidationContext.describe(path: machine.path(to: trap))
      diagnostics.report(
        Self.machineTrap,
        "category '\(category.id.value)' gets stuck \(path): the shown actions \(ValidationContext.describe(list: machine.states[trap])) can never return to the registered ones and no tap closes the interface",
        at: category.id.range)
    }
  }

  /// Warns about alternates that no tap brings in.
  func warnUnreachable(
    _ alternates: [ActionDecl], in category: CategoryDecl, _ diagnostics: inout DiagnosticsEngine
  ) {
    for alternate in alternates {
      diagnostics.report(
        Self.machineUnreachableAlternate,
        "alternate '\(alternate.id.value)' is never shown: no tap in category '\(category.id.value)' brings it in",
        at: alternate.id.range)
    }
  }

  /// States that reach neither the registered actions nor a terminal tap, in state order.
  static func traps(in machine: Machine) -> [Int] {
    var predecessors = [[Int]](repeating: [], count: machine.states.count)
    var escapes: [Int] = [0]
    for transition in machine.transitions {
      if let target = transition.to {
        predecessors[target].append(transition.from)
      } else {
        escapes.append(transition.from)
      }
    }
    var safe = Set(escapes)
    var queue = escapes
    while let state = queue.popLast() {
      for previous in predecessors[state] where safe.insert(previous).inserted {
        queue.append(previous)
      }
    }
    return machine.states.indices.filter { !safe.contains($0) }
  }
}

extension RuleID {
  /// `machine-trap`, described by `MachineReachabilityRule.machineTrap`.
  public static let machineTrap = RuleID("machine-trap")
  /// `machine-unreachable-alternate`, described by `MachineReachabilityRule.machineUnreachableAlternate`.
  public static let machineUnreachableAlternate = RuleID("machine-unreachable-alternate")
}

extension MachineReachabilityRule {
  /// The record of `machine-trap`.
  static let machineTrap = RuleDescription(
    id: .machineTrap, severity: .warning,
    summary: "A reachable state that can neither return nor close.",
    scopes: .category,
    examples: .specs(
      triggering: MachineRuleExamples.spec(
        markingCategory: true,
        alternates: ["{ id: b, title: B, onTap: { response: doNotDismiss } }"]),
      nonTriggering: MachineRuleExamples.spec()))

  /// The record of `machine-unreachable-alternate`.
  static let machineUnreachableAlternate = RuleDescription(
    id: .machineUnreachableAlternate, severity: .warning,
    summary: "An alternate no tap ever shows.",
    scopes: .alternate,
    examples: .specs(
      triggering: MachineRuleExamples.spec(
        actions: ["{ id: a, title: A, onTap: { response: doNotDismiss } }"],
        alternates: ["{ id: ↓b, title: B }"]),
      nonTriggering: MachineRuleExamples.spec()))
}
