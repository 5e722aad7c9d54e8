/// Renders `<Target>/DynamicActions.swift`: pure-Swift machines plus the content-extension binding.

/// Writes the Swift file of one content-extension target.
struct MachineSwiftRenderer {
  /// The whole plan (settings, strings).
  let plan: GenerationPlan
  /// The extension's part of it.
  let code: ExtensionCodePlan
  /// The app renderer, reused to build actions exactly as registration does.
  let actions: AppSwiftRenderer

  /// Prepares to render one extension.
  init(plan: GenerationPlan, code: ExtensionCodePlan) {
    self.plan = plan
    self.code = code
    var renderer = AppSwiftRenderer(plan: plan)
    renderer.strings.owner = code.typeName
    actions = renderer
  }

  /// The whole file.
  func render(sources: [String]) -> String {
    var writer = SwiftWriter()
    writer.directive(FileHeader.swift(sources: sources))
    writer.doc(
      "The dynamic actions of the \(SwiftEscaping.codeVoice(code.target)) content extension.")
    writer.block("\(plan.access) enum \(code.typeName)") { body in
      for (index, machine) in code.machines.enumerated() {
        if index > 0 { body.line() }
        self.machine(machine, &body)
      }
    }
    for machine in code.machines { stateRecovery(machine, &writer) }
    MachineBindingRenderer(renderer: self).render(&writer)
    return writer.text
  }

  /// One category's machine.
  func machine(_ machine: MachinePlan, _ writer: inout SwiftWriter) {
    let access = plan.access
    let category = machine.category
    writer.doc(
      "The dynamic-action machine of the \(SwiftEscaping.codeVoice(category.id)) category.")
    writer.block("\(access) enum \(category.typeName)") { body in
      body.doc("Every action and alternate; raw values are identifiers.")
      body.block("\(access) enum Action: String, CaseIterable, Sendable") { inner in
        for action in machine.actions {
          inner.line("case \(action.caseName) = \(SwiftEscaping.stringLiteral(action.id))")
        }
      }
      body.line()
      body.doc("Every reachable list of shown actions, named after the actions it shows.")
      body.block("\(access) enum State: CaseIterable, Sendable") { inner in
        for name in machine.stateNames { inner.line("case \(name)") }
      }
      body.line()
      body.doc("What the interface does after a tap.")
      body.block("\(access) enum Response: String, Sendable") {
        $0.line("case doNotDismiss, dismiss, dismissAndForwardAction")
      }
      body.line()
      body.doc(
        "The result of a tap: the next state (nil when the interface closes) and the response.")
      body.block("\(access) struct Step: Equatable, Sendable") { inner in
        inner.doc("The next state; nil for a tap that closes the interface.")
        inner.line("\(access) let next: State?")
        inner.doc("What the interface does.")
        inner.line("\(access) let response: Response")
      }
      body.line()
      body.doc("The registered actions.")
      body.line("\(access) static let initial: State = .\(machine.stateNames[0])")
      body.line()
      shownActions(machine, &body)
      body.line()
      step(machine, &body)
    }
  }

  /// `shownActions(in:)`.
  func shownActions(_ machine: MachinePlan, _ writer: inout SwiftWriter) {
    let caseNames = Dictionary(
      machine.actions.map { ($0.id, $0.caseName) }, uniquingKeysWith: { a, _ in a })
    writer.doc("The actions shown in a state, in display order.")
    writer.block("\(plan.access) static func shownActions(in state: State) -> [Action]") { body in
      body.block("switch state") { cases in
        for (index, state) in machine.machine.states.enumerated() {
          let list = state.map { "." + caseNames[$0]! }.joined(separator: ", ")
          cases.line("case .\(machine.stateNames[index]): return [\(list)]")
        }
      }
    }
  }

  /// `step(_:_:)`: an exhaustive switch over every (state, action) pair, with no `default:`.
  func step(_ machine: MachinePlan, _ writer: inout SwiftWriter) {
    writer.doc("Taps `action` in `state`; nil when the action is not shown there.")
    writer.block("\(plan.access) static func step(_ state: State, _ action: Action) -> Step?") {
      body in
      body.block("switch (state, action)") { cases in
        let actions = machine.actions
        for (index, name) in machine.stateNames.enumerated() {
          for action in actions {
            let head = "case (.\(name), .\(action.caseName)):"
            guard let cell = machine.cell(index, action.id) else {
              cases.line("\(head) return nil")
              continue
            }
            let next = cell.to.map { ".\(machine.stateNames[$0])" } ?? "nil"
            cases.line("\(head) return Step(next: \(next), response: .\(cell.response.rawValue))")
          }
        }
      }
    }
  }

  /// `State.init?(showing:)`: recovers the state from the identifiers currently shown.
  func stateRecovery(_ machine: MachinePlan, _ writer: inout SwiftWriter) {
    writer.line()
    writer.block("extension \(code.typeName).\(machine.category.typeName).State") { body in
      body.doc(
        "The state whose shown actions are exactly `identifiers`, in order; nil for any other list."
      )
      body.block("\(plan.access) init?(showing identifiers: [String])") { inner in
        inner.block("switch identifiers") { cases in
          for (index, state) in machine.machine.states.enumerated() {
            let literal = "[" + state.map(SwiftEscaping.stringLiteral).joined(separator: ", ") + "]"
            cases.line("case \(literal): self = .\(machine.stateNames[index])")
          }
          cases.line("default: return nil")
        }
      }
    }
  }
}
