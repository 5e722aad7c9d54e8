// Renders the binding that steps a machine from `didReceive(_:completionHandler:)`.

/// Writes the `#if canImport(UserNotificationsUI)` part of an extension's Swift file.
struct MachineBindingRenderer {
  /// The extension file's renderer.
  let renderer: MachineSwiftRenderer

  /// The attribute of every function that touches `NSExtensionContext` or
  /// `UNNotificationResponse`. Neither is `Sendable`, and they belong to the content extension's
  /// view controller, a `UIViewController` and so `@MainActor`; a main-actor binding is called
  /// from it synchronously and never sends them across isolation. A nonisolated `async` form
  /// would (docs/decisions.md, "A main-actor content-extension binding").
  static let isolation = "@MainActor"

  /// The binding, the action builders and the media helpers.
  func render(_ writer: inout SwiftWriter) {
    let code = renderer.code
    let access = renderer.plan.access
    let optionType = "UNNotificationContentExtensionResponseOption"
    let parameters = ["_ response: UNNotificationResponse", "in context: NSExtensionContext?"]
    writer.line()
    writer.conditional("canImport(UserNotificationsUI)") { file in
      file.line("import Foundation")
      file.line("import UserNotifications")
      file.line("import UserNotificationsUI")
      file.line()
      file.extensionOf(code.typeName) { body in
        body.doc(
          "Handles a tap from `didReceive(_:completionHandler:)`: steps the category's machine,")
        body.doc(
          "sets the new actions on `context` and returns the response option. Taps the specs do")
        body.doc("not declare (and categories without a machine) close and forward to the app.")
        body.doc("On the main actor, where the view controller and its `extensionContext` live:")
        body.doc("neither `NSExtensionContext` nor `UNNotificationResponse` is `Sendable`.")
        body.line(Self.isolation)
        body.function(
          .function(
            "\(access) static", "responseOption",
            ["for response: UNNotificationResponse", "in context: NSExtensionContext?"],
            returns: optionType)
        ) { inner in
          inner.switchOn("response.notification.request.content.categoryIdentifier") { cases in
            for machine in code.machines {
              cases.caseClause(
                SwiftEscaping.stringLiteral(machine.category.id), "return ",
                .call(
                  "\(machine.category.typeName).handle",
                  [nil: .atom("response.actionIdentifier"), "in": .atom("context")]))
            }
            cases.defaultClause("return .dismissAndForwardAction")
          }
        }
        body.line()
        body.doc("The completion-handler form, for `didReceive(_:completionHandler:)`.")
        body.line(Self.isolation)
        body.function(
          .function(
            "\(access) static", "handle",
            parameters + ["completionHandler: (\(optionType)) -> Void"])
        ) {
          $0.line("completionHandler(responseOption(for: response, in: context))")
        }
        body.line()
        body.doc("The async form, for `didReceive(_:) async`.")
        body.line(Self.isolation)
        body.function(
          .function(
            "\(access) static", "handle", parameters, effects: "async", returns: optionType)
        ) {
          $0.line("responseOption(for: response, in: context)")
        }
        if let media = code.mediaButton {
          body.line()
          MediaButtonRenderer(access: access).render(media, &body)
        }
        if renderer.plan.localization != nil {
          body.line()
          renderer.strings.helper(access: access, &body)
        }
      }
      for machine in code.machines { binding(machine, &file) }
    }
  }

  /// The per-machine binding and action builders.
  func binding(_ machine: MachinePlan, _ writer: inout SwiftWriter) {
    let access = renderer.plan.access
    let optionType = "UNNotificationContentExtensionResponseOption"
    writer.line()
    writer.extensionOf("\(renderer.code.typeName).\(machine.category.typeName)") { body in
      body.doc("Steps the machine for a tapped identifier and updates the shown actions.")
      body.line(Self.isolation)
      body.function(
        .function(
          "\(access) static", "handle",
          ["_ identifier: String", "in context: NSExtensionContext?"], returns: optionType)
      ) { inner in
        inner.line("guard let context, let action = Action(rawValue: identifier),")
        inner.line("  let state = State(showing: context.notificationActions.map(\\.identifier)),")
        inner.line("  let step = step(state, action)")
        inner.line("else { return .dismissAndForwardAction }")
        inner.block("if let next = step.next, next != state") {
          $0.line("context.notificationActions = notificationActions(for: next)")
        }
        inner.line("return step.response.option")
      }
      body.line()
      body.doc("The actions to show in a state, built as registration builds them.")
      body.function(
        .function(
          "\(access) static", "notificationActions", ["for state: State"],
          returns: "[UNNotificationAction]")
      ) {
        $0.line("shownActions(in: state).map(makeAction)")
      }
      body.line()
      body.doc("Builds one action, with its icon and text input.")
      body.function(
        .function(
          "\(access) static", "makeAction", ["_ action: Action"], returns: "UNNotificationAction")
      ) { inner in
        inner.switchOn("action") { cases in
          for action in machine.actions {
            cases.caseClause(".\(action.caseName)") {
              renderer.actions.build(action, &$0, as: .return)
            }
          }
        }
      }
    }
    writer.line()
    writer.extensionOf("\(renderer.code.typeName).\(machine.category.typeName).Response") {
      body in
      body.doc("The matching `UNNotificationContentExtensionResponseOption`.")
      body.function(.property(access, "option", optionType)) { inner in
        inner.switchOn("self") { cases in
          cases.caseClause(".doNotDismiss", "return .doNotDismiss")
          cases.caseClause(".dismiss", "return .dismiss")
          cases.caseClause(".dismissAndForwardAction", "return .dismissAndForwardAction")
        }
      }
    }
  }
}
