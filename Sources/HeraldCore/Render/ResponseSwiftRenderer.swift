// Renders typed decoding of `UNNotificationResponse`: the namespace's `Response` over every
// category, and each category's `Response` over its actions.

/// Writes the `Response` enums of the app Swift.
struct ResponseSwiftRenderer {
  /// The plan (access level, categories).
  let plan: GenerationPlan

  /// A category's `Response` enum with its decoder.
  func categoryResponse(_ category: PlannedCategory, _ writer: inout SwiftWriter) {
    let access = plan.access
    writer.doc("A response to a notification of this category.")
    writer.enumeration(access, "Response", ["Sendable", "Equatable"]) { body in
      body.doc("The user opened the notification (the default action).")
      body.line("case opened")
      body.doc("The user dismissed it (delivered only with `customDismissAction`).")
      body.line("case dismissed")
      body.doc("The user tapped an action.")
      body.line("case action(Action)")
      body.doc("The user sent text from a text-input action.")
      body.line("case text(Action, String)")
      body.line()
      body.doc("Decodes an action identifier and the typed text, if any; nil when unknown.")
      body.function(
        .initializer(access, failable: true, ["actionIdentifier: String", "text: String?"])
      ) { inner in
        inner.switchOn("actionIdentifier") { cases in
          cases.caseClause("UNNotificationDefaultActionIdentifier", "self = .opened")
          cases.caseClause("UNNotificationDismissActionIdentifier", "self = .dismissed")
          for action in category.allActions {
            let value =
              action.textInput == nil
              ? ".action(.\(action.caseName))" : ".text(.\(action.caseName), text ?? \"\")"
            cases.caseClause("Action.\(action.caseName).rawValue", "self = \(value)")
          }
          cases.defaultClause("return nil")
        }
      }
    }
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
