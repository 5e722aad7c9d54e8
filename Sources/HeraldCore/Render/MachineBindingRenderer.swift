/// Renders the binding that steps a machine from `didReceive(_:completionHandler:)`.

/// Writes the `#if canImport(UserNotificationsUI)` part of an extension's Swift file.
struct MachineBindingRenderer {
  /// The extension file's renderer.
  let renderer: MachineSwiftRenderer

  /// The binding, the action builders and the media helpers.
  func render(_ writer: inout SwiftWriter) {
    let code = renderer.code
    let access = renderer.plan.access
    writer.line()
    writer.directive("#if canImport(UserNotificationsUI)")
    writer.line("import Foundation")
    writer.line("import UserNotifications")
    writer.line("import UserNotificationsUI")
    writer.line()
    writer.block("extension \(code.typeName)") { body in
      body.doc(
        "Handles a tap from `didReceive(_:completionHandler:)`: steps the category's machine,")
      body.doc(
        "sets the new actions on `context` and returns the response option. Taps the specs do")
      body.doc("not declare (and categories without a machine) close and forward to the app.")
      body.block(
        "\(access) static func responseOption(for response: UNNotificationResponse, in context: NSExtensionContext?) -> UNNotificationContentExtensionResponseOption"
      ) { inner in
        inner.block("switch response.notification.request.content.categoryIdentifier") { cases in
          for machine in code.machines {
            cases.line(
              "case \(SwiftEscaping.stringLiteral(machine.category.id)): return \(machine.category.typeName).handle(response.actionIdentifier, in: context)"
            )
          }
          cases.line("default: return .dismissAndForwardAction")
        }
      }
      body.line()
      body.doc("The completion-handler form, for `didReceive(_:completionHandler:)`.")
      body.block(
        "\(access) static func handle(_ response: UNNotificationResponse, in context: NSExtensionContext?, completionHandler: (UNNotificationContentExtensionResponseOption) -> Void)"
      ) {
        $0.line("completionHandler(responseOption(for: response, in: context))")
      }
      body.line()
      body.doc("The async form, for `didReceive(_:) async`.")
      body.block(
        "\(access) static func handle(_ response: UNNotificationResponse, in context: NSExtensionContext?) async -> UNNotificationContentExtensionResponseOption"
      ) {
        $0.line("responseOption(for: response, in: context)")
      }
      if let media = code.mediaButton {
        body.line()
        MediaButtonRenderer(access: access).render(media, &body)
      }
      if renderer.plan.localization != nil {
        body.line()
        renderer.actions.strings.helper(access: access, &body)
      }
    }
    for machine in code.machines { binding(machine, &writer) }
    writer.directive("#endif")
  }

  /// The per-machine binding and action builders.
  func binding(_ machine: MachinePlan, _ writer: inout SwiftWriter) {
    let access = renderer.plan.access
    writer.line()
    writer.block("extension \(renderer.code.typeName).\(machine.category.typeName)") { body in
      body.doc("Steps the machine for a tapped identifier and updates the shown actions.")
      body.block(
        "\(access) static func handle(_ identifier: String, in context: NSExtensionContext?) -> UNNotificationContentExtensionResponseOption"
      ) { inner in
        inner.line("guard let context, let action = Action(rawValue: identifier),")
        inner.line("  let state = State(showing: context.notificationActions.map(\\.identifier)),")
        inner.line("  let step = step(state, action)")
        inner.line("else { return .dismissAndForwardAction }")
        inner.line(
          "if let next = step.next, next != state { context.notificationActions = notificationActions(for: next) }"
        )
        inner.line("return step.response.option")
      }
      body.line()
      body.doc("The actions to show in a state, built as registration builds them.")
      body.block(
        "\(access) static func notificationActions(for state: State) -> [UNNotificationAction]"
      ) {
        $0.line("shownActions(in: state).map(makeAction)")
      }
      body.line()
      body.doc("Builds one action, with its icon and text input.")
      body.block("\(access) static func makeAction(_ action: Action) -> UNNotificationAction") {
        inner in
        inner.block("switch action") { cases in
          for action in machine.actions {
            cases.line("case .\(action.caseName):")
            var nested = SwiftWriter()
            renderer.actions.emitBuilt(action, &nested) { "return \($0)" }
            for line in nested.text.split(separator: "\n", omittingEmptySubsequences: false)
            where !line.isEmpty {
              cases.line("  " + line)
            }
          }
        }
      }
    }
    writer.line()
    writer.block("extension \(renderer.code.typeName).\(machine.category.typeName).Response") {
      body in
      body.doc("The matching `UNNotificationContentExtensionResponseOption`.")
      body.block("\(access) var option: UNNotificationContentExtensionResponseOption") { inner in
        inner.block("switch self") { cases in
          cases.line("case .doNotDismiss: return .doNotDismiss")
          cases.line("case .dismiss: return .dismiss")
          cases.line("case .dismissAndForwardAction: return .dismissAndForwardAction")
        }
      }
    }
  }
}
