// Renders typed decoding of `UNNotificationResponse`: the namespace's `Response` over every
// category, and each category's `Response` over its actions.

/// Writes the `Response` enums of the app Swift.
struct ResponseSwiftRenderer {
  /// The plan (access level, categories).
  let plan: GenerationPlan

  /// A category's `Response` enum: one case per action (text-input actions carry the typed
  /// text), `opened`, and `dismissed` only when the category asks for dismissals. A `switch`
  /// over it needs no `default:`, and a case that cannot happen cannot be written.
  func categoryResponse(_ category: PlannedCategory, _ writer: inout SwiftWriter) {
    let access = plan.access
    let dismissable = Self.reportsDismissal(category)
    writer.doc("A response to a notification of this category.")
    writer.enumeration(access, "Response", ["Sendable", "Equatable"]) { body in
      body.doc("The user opened the notification (the default action).")
      body.line("case \(GeneratedNames.openedCase)")
      if dismissable {
        body.doc("The user dismissed the notification (the category has `customDismissAction`).")
        body.line("case \(GeneratedNames.dismissedCase)")
      }
      for action in category.allActions {
        if action.textInput == nil {
          body.doc("The user tapped \(SwiftEscaping.codeVoice(action.id)).")
          body.line("case \(action.caseName)")
        } else {
          body.doc("The user sent text with \(SwiftEscaping.codeVoice(action.id)).")
          body.line("case \(action.caseName)(text: String)")
        }
      }
      body.line()
      body.doc(
        "Decodes a response to this category; nil for another category or an undeclared action.")
      body.function(.initializer(access, failable: true, ["_ response: UNNotificationResponse"])) {
        inner in
        inner.line(
          "guard response.notification.request.content.categoryIdentifier == identifier else {")
        inner.line("  return nil")
        inner.line("}")
        inner.line("let text = (response as? UNTextInputNotificationResponse)?.userText")
        inner.line("self.init(actionIdentifier: response.actionIdentifier, text: text)")
      }
      body.line()
      body.doc("Decodes an action identifier and the typed text, if any; nil when unknown.")
      body.function(
        .initializer(access, failable: true, ["actionIdentifier: String", "text: String? = nil"])
      ) { inner in
        inner.switchOn("actionIdentifier") { cases in
          cases.caseClause(
            "UNNotificationDefaultActionIdentifier", "self = .\(GeneratedNames.openedCase)")
          if dismissable {
            cases.caseClause(
              "UNNotificationDismissActionIdentifier", "self = .\(GeneratedNames.dismissedCase)")
          }
          for action in category.allActions {
            let value =
              action.textInput == nil
              ? ".\(action.caseName)" : ".\(action.caseName)(text: text ?? \"\")"
            cases.caseClause("Action.\(action.caseName).rawValue", "self = \(value)")
          }
          cases.defaultClause("return nil")
        }
      }
      body.line()
      body.doc("The action tapped; nil when the notification was opened or dismissed.")
      body.block("\(access) var action: Action?") { inner in
        inner.switchOn("self") { cases in
          cases.caseClause(
            dismissable
              ? ".\(GeneratedNames.openedCase), .\(GeneratedNames.dismissedCase)"
              : ".\(GeneratedNames.openedCase)",
            "return nil")
          for action in category.allActions {
            cases.caseClause(".\(action.caseName)", "return .\(action.caseName)")
          }
        }
      }
    }
  }

  /// Whether the system reports dismissals of the category (it has `customDismissAction`), so
  /// that its `Response` has a `dismissed` case.
  static func reportsDismissal(_ category: PlannedCategory) -> Bool {
    category.options.contains(.customDismissAction)
  }

  /// The namespace's `Response` enum.
  func namespaceResponse(_ writer: inout SwiftWriter) {
    let access = plan.access
    writer.doc("A decoded `UNNotificationResponse`.")
    writer.enumeration(access, "Response", ["Sendable", "Equatable"]) { body in
      for category in plan.categories {
        body.doc("A response to a \(SwiftEscaping.codeVoice(category.id)) notification.")
        body.line("case \(category.caseName)(\(category.typeName).Response)")
      }
      body.doc("A category or action the specs do not declare, with the raw identifiers.")
      body.line("case unknown(categoryIdentifier: String, actionIdentifier: String)")
      body.line()
      body.doc("Decodes a response from the notification center delegate.")
      body.function(.initializer(access, ["_ response: UNNotificationResponse"])) { inner in
        inner.line("let category = response.notification.request.content.categoryIdentifier")
        inner.line("let action = response.actionIdentifier")
        inner.line("let text = (response as? UNTextInputNotificationResponse)?.userText")
        inner.line("self.init(categoryIdentifier: category, actionIdentifier: action, text: text)")
      }
      body.line()
      body.doc("Decodes raw identifiers and the typed text, if any.")
      body.function(
        .initializer(
          access,
          ["categoryIdentifier: String", "actionIdentifier: String", "text: String? = nil"])
      ) { inner in
        inner.switchOn("categoryIdentifier") { cases in
          for category in plan.categories {
            cases.caseClause("\(category.typeName).identifier") { clause in
              let decode = SwiftExpression.call(
                "\(category.typeName).Response",
                ["actionIdentifier": .atom("actionIdentifier"), "text": .atom("text")])
              clause.conditionBlock("if let decoded = ", decode) { then in
                then.line("self = .\(category.caseName)(decoded)")
                then.line("return")
              }
            }
          }
          cases.defaultClause("break")
        }
        inner.expression(
          "self = ",
          .call(
            ".unknown",
            [
              "categoryIdentifier": .atom("categoryIdentifier"),
              "actionIdentifier": .atom("actionIdentifier"),
            ]))
      }
    }
  }
}
