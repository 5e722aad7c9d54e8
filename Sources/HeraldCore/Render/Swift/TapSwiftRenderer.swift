// Renders the typed taps of an extension's machines: each tap decoded into a transition (or a
// reason it matches none) and the decision the app returns about it. Pure Swift, so that the
// harness and app tests can build and compare taps without UserNotificationsUI.

/// Writes `Transition` into each machine and `Tap` and `Decision` into the extension's enum.
struct TapSwiftRenderer {
  /// The access level keyword.
  let access: String

  /// A machine's `Transition` struct and `transition(from:tapping:)`.
  func transition(_ writer: inout SwiftWriter) {
    writer.doc("One tap on the machine: the state before, the action, and where it leads.")
    writer.structure(access, "Transition", ["Equatable", "Sendable"]) { body in
      body.doc("The state shown when the action was tapped.")
      body.line("\(access) let from: State")
      body.doc("The tapped action.")
      body.line("\(access) let action: Action")
      body.doc("The state shown after the tap; nil when the interface closes.")
      body.line("\(access) let to: State?")
      body.doc("What the interface does after the tap.")
      body.line("\(access) let response: Response")
      // The memberwise initializer is internal; a public or package API needs its own.
      guard access != "internal" else { return }
      body.line()
      body.doc("Creates a transition, for example to compare with one a handler received.")
      body.function(
        .initializer(
          access, ["from: State", "action: Action", "to: State?", "response: Response"])
      ) { inner in
        inner.line("self.from = from")
        inner.line("self.action = action")
        inner.line("self.to = to")
        inner.line("self.response = response")
      }
    }
    writer.line()
    writer.doc("The transition of tapping `action` in `state`; nil when it is not shown there.")
    writer.function(
      .function(
        "\(access) static", "transition", ["from state: State", "tapping action: Action"],
        returns: "Transition?")
    ) { body in
      body.line("step(state, action).map {")
      body.line("  Transition(from: state, action: action, to: $0.next, response: $0.response)")
      body.line("}")
    }
  }

  /// The extension-wide `Tap` enum with its decoder, and `Decision`.
  func tapAndDecision(_ machines: [MachinePlan], _ writer: inout SwiftWriter) {
    writer.doc("A tap in the content extension, decoded against the machines.")
    writer.enumeration(access, GeneratedNames.tapType, ["Equatable", "Sendable"]) { body in
      for machine in machines {
        let category = machine.category
        body.doc("A tap on a \(SwiftEscaping.codeVoice(category.id)) notification.")
        body.expression(
          "case ",
          .call(
            category.caseName,
            [SwiftArgument(label: nil, value: .atom("\(category.typeName).Transition"))]))
      }
      body.doc("A tap no machine can place; applied, it closes the interface and forwards the tap.")
      body.line("case \(GeneratedNames.unmatchedCase)(Unmatched)")
      body.line()
      unmatched(&body)
      body.line()
      decoder(machines, &body)
    }
    writer.line()
    writer.doc("What the app decides about a tap, before the binding changes anything.")
    writer.enumeration(access, GeneratedNames.decisionType, ["Equatable", "Sendable"]) { body in
      body.doc("Show the transition's actions and answer with its response; an unmatched tap")
      body.doc("closes the interface and is forwarded to the app.")
      body.line("case apply")
      body.doc("Show the transition's actions, as `apply` does, but answer with `answer`")
      body.doc("instead of the spec's response: `.applyAnswering(.dismissAndForwardAction)`")
      body.doc("hands the tap to the app as well, for example on an error path.")
      body.line("case applyAnswering(Answer)")
      body.doc("Change nothing and keep the interface open, for example when the server call")
      body.doc("that the tap stands for failed.")
      body.line("case keep")
      body.line()
      body.doc("What the interface does after a tap, chosen by the handler.")
      body.enumeration(access, "Answer", ["Equatable", "Sendable"]) {
        $0.line("case doNotDismiss, dismiss, dismissAndForwardAction")
      }
    }
  }

  /// `Tap.Unmatched` and its reasons.
  func unmatched(_ writer: inout SwiftWriter) {
    writer.doc("A tap that matches no transition, with what was shown and why.")
    writer.structure(access, "Unmatched", ["Equatable", "Sendable"]) { body in
      body.doc("Why a tap matches no transition.")
      body.enumeration(access, "Reason", ["Equatable", "Sendable"]) { reasons in
        reasons.doc("No machine of this extension serves the category.")
        reasons.line("case noMachine")
        reasons.doc("The identifier is none of the category's actions (the default action, say).")
        reasons.line("case unknownAction")
        reasons.doc("The shown actions are no state of the machine.")
        reasons.line("case unknownState")
        reasons.doc("The action is not shown in the current state.")
        reasons.line("case notShown")
        reasons.doc("There is no extension context to read the shown actions from.")
        reasons.line("case noContext")
      }
      body.line()
      body.doc("The notification's category identifier.")
      body.line("\(access) let categoryIdentifier: String")
      body.doc("The tapped identifier.")
      body.line("\(access) let actionIdentifier: String")
      body.doc("The identifiers shown when it was tapped.")
      body.line("\(access) let shownIdentifiers: [String]")
      body.doc("Why no transition matches.")
      body.line("\(access) let reason: Reason")
      guard access != "internal" else { return }
      body.line()
      body.doc("Creates an unmatched tap.")
      body.function(
        .initializer(
          access,
          [
            "categoryIdentifier: String", "actionIdentifier: String",
            "shownIdentifiers: [String]", "reason: Reason",
          ])
      ) { inner in
        inner.line("self.categoryIdentifier = categoryIdentifier")
        inner.line("self.actionIdentifier = actionIdentifier")
        inner.line("self.shownIdentifiers = shownIdentifiers")
        inner.line("self.reason = reason")
      }
    }
  }

  /// `Tap.init(categoryIdentifier:actionIdentifier:shownIdentifiers:)`.
  func decoder(_ machines: [MachinePlan], _ writer: inout SwiftWriter) {
    writer.doc("Decodes a tap on a notification of `categoryIdentifier` while `shownIdentifiers`")
    writer.doc("are shown.")
    writer.function(
      .initializer(
        access,
        ["categoryIdentifier: String", "actionIdentifier: String", "shownIdentifiers: [String]"])
    ) { body in
      body.block("func miss(_ reason: Unmatched.Reason) -> Tap") {
        $0.line("Tap.unmatched(")
        $0.line("  Unmatched(")
        $0.line("    categoryIdentifier: categoryIdentifier, actionIdentifier: actionIdentifier,")
        $0.line("    shownIdentifiers: shownIdentifiers, reason: reason))")
      }
      body.switchOn("categoryIdentifier") { cases in
        for machine in machines {
          let type = machine.category.typeName
          cases.caseClause(SwiftEscaping.stringLiteral(machine.category.id)) { clause in
            let action = SwiftExpression.call(
              "\(type).Action", [SwiftArgument(label: "rawValue", value: .atom("actionIdentifier"))]
            )
            clause.guardBlock("let action = ", action) {
              $0.line("self = miss(.unknownAction)")
              $0.line("return")
            }
            let state = SwiftExpression.call(
              "\(type).State", [SwiftArgument(label: "showing", value: .atom("shownIdentifiers"))])
            clause.guardBlock("let state = ", state) {
              $0.line("self = miss(.unknownState)")
              $0.line("return")
            }
            let transition = SwiftExpression.call(
              "\(type).transition",
              [
                SwiftArgument(label: "from", value: .atom("state")),
                SwiftArgument(label: "tapping", value: .atom("action")),
              ])
            clause.guardBlock("let transition = ", transition) {
              $0.line("self = miss(.notShown)")
              $0.line("return")
            }
            clause.line("self = .\(machine.category.caseName)(transition)")
          }
        }
        cases.defaultClause("self = miss(.noMachine)")
      }
    }
  }
}
