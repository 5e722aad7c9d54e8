// Renders `<Target>/DynamicActions.swift`: pure-Swift machines plus the content-extension
// binding.

/// Writes the Swift file of one content-extension target.
struct MachineSwiftRenderer {
  /// The whole plan (settings, strings).
  let plan: GenerationPlan
  /// The extension's part of it.
  let code: ExtensionCodePlan
  /// How strings are written: lookups name the extension's enum, which declares the helper.
  let strings: SwiftStrings
  /// How actions are built, exactly as registration builds them.
  let actions: ActionSwiftRenderer

  /// Prepares to render one extension.
  init(plan: GenerationPlan, code: ExtensionCodePlan) {
    self.plan = plan
    self.code = code
    var strings = SwiftStrings(plan: plan)
    strings.owner = code.typeName
    self.strings = strings
    actions = ActionSwiftRenderer(plan: plan, strings: strings)
  }

  /// The whole file.
  func render(sources: [String]) -> String {
    var writer = SwiftWriter()
    writer.fileHeader(FileHeader.swift(sources: sources))
    // In one module the machines name the app file's `Action` enums, which exist only where
    // that file's `#if canImport(UserNotifications)` holds; the machines follow it there.
    writer.conditional(plan.oneModule ? "canImport(UserNotifications)" : nil) { file in
      if ownsPayloads {
        file.line("import Foundation")
        file.line()
      }
      file.doc(
        "The dynamic actions of the \(SwiftEscaping.codeVoice(code.target)) content extension.")
      file.enumeration(plan.access, code.typeName) { body in
        for (index, machine) in code.machines.enumerated() {
          if index > 0 { body.line() }
          self.machine(machine, &body)
        }
        let machines = Set(code.machines.map(\.category.id))
        for category in code.payloadCategories where !machines.contains(category.id) {
          if !code.machines.isEmpty || category.id != code.payloadCategories.first?.id {
            body.line()
          }
          body.doc("The \(SwiftEscaping.codeVoice(category.id)) category.")
          body.enumeration(plan.access, category.typeName) { inner in
            guard ownsPayloads else { return }
            PayloadSwiftRenderer(plan: plan).categoryPayload(category, conveniences: false, &inner)
          }
        }
        if !code.machines.isEmpty {
          body.line()
          TapSwiftRenderer(access: plan.access).tapAndDecision(code.machines, &body)
        }
        if ownsPayloads {
          PayloadSwiftRenderer(plan: plan).namespaceTypes(
            code.payloadCategories, pushes: [], conveniences: false, &body)
        } else if !code.payloadCategories.isEmpty {
          // In one module the payload types are the app file's, but the enum stays this
          // extension's: its cases are the categories it serves, as in a module of its own.
          let payloads = PayloadSwiftRenderer(plan: plan)
          body.line()
          payloads.payloadEnum(
            code.payloadCategories, conveniences: false,
            decoder: PayloadSwiftRenderer.sharedDecoderName, &body)
          body.line()
          payloads.sharedDecoder(&body)
        }
      }
      for machine in code.machines {
        sharedActionType(machine, &file)
        stateRecovery(machine, &file)
      }
      sharedPayloadTypes(&file)
    }
    MachineBindingRenderer(renderer: self).render(&writer)
    return writer.text
  }

  /// One category's machine.
  func machine(_ machine: MachinePlan, _ writer: inout SwiftWriter) {
    let access = plan.access
    let category = machine.category
    writer.doc(
      "The dynamic-action machine of the \(SwiftEscaping.codeVoice(category.id)) category.")
    writer.enumeration(access, category.typeName) { body in
      actionType(machine, &body)
      body.line()
      body.doc(
        "Every reachable list of shown actions, named by the spec's `states` or after its actions.")
      body.enumeration(access, "State", ["CaseIterable", "Sendable"]) { inner in
        for name in machine.stateNames { inner.line("case \(name)") }
      }
      body.line()
      body.doc("What the interface does after a tap.")
      body.enumeration(access, "Response", ["String", "Sendable"]) {
        $0.line("case doNotDismiss, dismiss, dismissAndForwardAction")
      }
      body.line()
      body.doc(
        "The result of a tap: the next state (nil when the interface closes) and the response.")
      body.structure(access, "Step", ["Equatable", "Sendable"]) { inner in
        inner.doc("The next state; nil for a tap that closes the interface.")
        inner.line("\(access) let next: State?")
        inner.doc("What the interface does.")
        inner.line("\(access) let response: Response")
      }
      body.line()
      body.doc("The registered actions.")
      body.assignment(
        "\(access) static let initial: State", .atom(".\(machine.stateNames[0])"))
      body.line()
      shownActions(machine, &body)
      body.line()
      step(machine, &body)
      body.line()
      TapSwiftRenderer(access: access).transition(&body)
      if let key = machine.startStateKey { startState(key, &body) }
      if let field = category.payload?.fields.first(where: { $0.startStates != nil }),
        machine.startStateKey != nil
      {
        payloadStartState(field, &body)
      }
      if ownsPayloads {
        PayloadSwiftRenderer(plan: plan).categoryPayload(category, conveniences: false, &body)
      }
    }
  }

  /// `startStateKey` and `startState(userInfo:)`: the state a payload asks to start in.
  func startState(_ key: String, _ writer: inout SwiftWriter) {
    let access = plan.access
    writer.line()
    writer.doc("The payload key whose value names the state a notification starts in.")
    writer.line("\(access) static let startStateKey = \(SwiftEscaping.stringLiteral(key))")
    writer.line()
    writer.doc(
      "The state a notification's `userInfo` names under `startStateKey`; nil when the key")
    writer.doc("is absent or its value is not a name the spec gives in `states`.")
    writer.function(
      .function(
        "\(access) static", "startState", ["userInfo: [AnyHashable: Any]"], returns: "State?")
    ) {
      $0.line("(userInfo[startStateKey] as? String).flatMap(State.init(named:))")
    }
  }

  /// The machine's `Action`: the app file's enum of the category when both compile into one
  /// module, else an enum of its own with the same case names and raw values.
  func actionType(_ machine: MachinePlan, _ writer: inout SwiftWriter) {
    let access = plan.access
    guard !plan.oneModule else { return }
    writer.doc("Every action and alternate; raw values are identifiers.")
    writer.enumeration(access, "Action", ["String", "CaseIterable", "Sendable"]) { inner in
      for action in machine.actions {
        inner.assignment(
          "case \(action.caseName)", .atom(SwiftEscaping.stringLiteral(action.id)))
      }
    }
  }

  /// In one module, the machine's `Action` as an alias of the app file's enum. It is declared in
  /// an extension at file scope, where the namespace's name cannot be shadowed by a category
  /// type of the extension's enum that has the same name.
  func sharedActionType(_ machine: MachinePlan, _ writer: inout SwiftWriter) {
    guard plan.oneModule else { return }
    writer.line()
    writer.extensionOf("\(code.typeName).\(machine.category.typeName)") { body in
      body.doc("Every action and alternate: the app code's enum of the category.")
      body.line(
        "\(plan.access) typealias Action = \(plan.namespace).\(machine.category.typeName).Action")
    }
  }

  /// `shownActions(in:)`.
  func shownActions(_ machine: MachinePlan, _ writer: inout SwiftWriter) {
    let caseNames = Dictionary(
      machine.actions.map { ($0.id, $0.caseName) }, uniquingKeysWith: { a, _ in a })
    writer.doc("The actions shown in a state, in display order.")
    writer.function(
      .function("\(plan.access) static", "shownActions", ["in state: State"], returns: "[Action]")
    ) { body in
      body.switchOn("state") { cases in
        WorkMeter.add(machine.machine.states.count, .rendered)
        for (index, state) in machine.machine.states.enumerated() {
          cases.caseClause(
            ".\(machine.stateNames[index])", "return ",
            .array(state.map { .atom("." + caseNames[$0]!) }))
        }
      }
    }
  }

  /// `step(_:_:)`: an exhaustive switch over the states, each holding an exhaustive switch over
  /// the actions, with no `default:`. One switch over `(state, action)` pairs would say the same,
  /// but swiftc's exhaustiveness check of a tuple grows with the product of the two enums and
  /// gives up on machines of a few hundred cells; nested switches are checked one enum at a time.
  func step(_ machine: MachinePlan, _ writer: inout SwiftWriter) {
    writer.doc("Taps `action` in `state`; nil when the action is not shown there.")
    writer.function(
      .function(
        "\(plan.access) static", "step", ["_ state: State", "_ action: Action"], returns: "Step?")
    ) { body in
      let actions = machine.actions
      WorkMeter.add(machine.stateNames.count * actions.count, .rendered)
      body.switchOn("state") { states in
        for (index, name) in machine.stateNames.enumerated() {
          states.caseClause(".\(name)") { inner in
            inner.switchOn("action") { cases in
              var hidden: [String] = []
              for action in actions {
                guard let cell = machine.cell(index, action.id) else {
                  hidden.append(".\(action.caseName)")
                  continue
                }
                let next = cell.to.map { ".\(machine.stateNames[$0])" } ?? "nil"
                cases.caseClause(
                  ".\(action.caseName)", "return ",
                  .call(
                    "Step",
                    ["next": .atom(next), "response": .atom(".\(cell.response.rawValue)")]))
              }
              guard !hidden.isEmpty else { return }
              let line = "case " + hidden.joined(separator: ", ") + ": return nil"
              if cases.fits(length: line.utf8.count) {
                cases.line(line)
              } else {
                cases.caseClause(patterns: hidden) { $0.line("return nil") }
              }
            }
          }
        }
      }
    }
  }

  /// `State.init?(showing:)`: recovers the state from the identifiers currently shown.
  func stateRecovery(_ machine: MachinePlan, _ writer: inout SwiftWriter) {
    writer.line()
    writer.extensionOf("\(code.typeName).\(machine.category.typeName).State") { body in
      body.doc(
        "The state whose shown actions are exactly `identifiers`, in order; nil for any other list."
      )
      body.function(
        .initializer(plan.access, failable: true, ["showing identifiers: [String]"])
      ) { inner in
        inner.switchOn("identifiers") { cases in
          for (index, state) in machine.machine.states.enumerated() {
            let literal = "[" + state.map(SwiftEscaping.stringLiteral).joined(separator: ", ") + "]"
            cases.caseClause(literal, "self = .\(machine.stateNames[index])")
          }
          cases.defaultClause("return nil")
        }
      }
      guard !machine.namedStates.isEmpty else { return }
      body.line()
      body.doc("The state the spec's `states` gives `name`; nil for any other string, the names")
      body.doc("Herald derives for unnamed states included (they change when actions are renamed).")
      body.function(.initializer(plan.access, failable: true, ["named name: String"])) { inner in
        inner.switchOn("name") { cases in
          for index in machine.namedStates {
            let name = machine.stateNames[index]
            cases.caseClause(SwiftEscaping.stringLiteral(name), "self = .\(name)")
          }
          cases.defaultClause("return nil")
        }
      }
    }
  }
}
