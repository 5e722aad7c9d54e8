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
        // The category type, not a bare `identifier`, which an action's case could shadow.
        let decode = SwiftExpression.call(
          "response.\(Self.actionHelper)",
          ["inCategory": .atom("\(category.typeName).identifier")])
        inner.guardBlock("let action = ", decode) { $0.line("return nil") }
        inner.line("self.init(actionIdentifier: action.identifier, text: action.text)")
      }
      body.line()
      body.doc("Decodes an action identifier and the typed text, if any; nil when unknown.")
      body.function(
        .initializer(access, failable: true, ["actionIdentifier: String", "text: String? = nil"])
      ) { inner in
        let actions = category.allActions
        guard !actions.isEmpty else { return systemResponse(dismissable, &inner) }
        // Enum-case patterns: a string pattern would cost an overloaded `~=` apiece.
        inner.switchOn("Action(rawValue: actionIdentifier)") { cases in
          for action in actions {
            let value =
              action.textInput == nil
              ? ".\(action.caseName)" : ".\(action.caseName)(text: text ?? \"\")"
            cases.caseClause(".\(action.caseName)?", "self = \(value)")
          }
          cases.caseClause("nil") { systemResponse(dismissable, &$0) }
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

  /// Sets `self` from a system action identifier (`opened`, and `dismissed` when the category
  /// reports dismissals) or returns nil, through the file's shared `String` helper.
  func systemResponse(_ dismissable: Bool, _ writer: inout SwiftWriter) {
    writer.switchOn("actionIdentifier.\(Self.systemHelper)") { cases in
      cases.caseClause(".\(GeneratedNames.openedCase)?", "self = .\(GeneratedNames.openedCase)")
      if dismissable {
        cases.caseClause(
          ".\(GeneratedNames.dismissedCase)?", "self = .\(GeneratedNames.dismissedCase)")
        cases.caseClause("nil", "return nil")
      } else {
        cases.defaultClause("return nil")
      }
    }
  }

  /// The `UNNotificationResponse` member every category's `init?(_:)` decodes with.
  static let actionHelper = "heraldAction"
  /// The `String` member that reads a system action identifier.
  static let systemHelper = "heraldSystemResponse"
  /// The file's private enum of the system's responses.
  static let systemType = "HeraldSystemResponse"

  /// The helpers the per-category decoders share, at file scope: written once, they are
  /// type-checked once, however many categories call them. They extend the framework's types, so
  /// that they are found by member lookup, which no category or action name can shadow.
  func sharedHelpers(_ writer: inout SwiftWriter) {
    writer.extensionOf("UNNotificationResponse") { body in
      body.doc("The action identifier and the typed text of this response when it answers a")
      body.doc("notification of the category `identifier`; nil for another category.")
      body.function(
        .function(
          "fileprivate", "\(Self.actionHelper)", ["inCategory identifier: String"],
          returns: "(identifier: String, text: String?)?")
      ) { inner in
        inner.line("guard notification.request.content.categoryIdentifier == identifier else {")
        inner.line("  return nil")
        inner.line("}")
        inner.line(
          "return (actionIdentifier, (self as? UNTextInputNotificationResponse)?.userText)")
      }
    }
    writer.line()
    writer.extensionOf("String") { body in
      body.doc("The response every category has for this action identifier when the system")
      body.doc("reported it: the default action or a dismissal; nil for any other identifier.")
      body.block("fileprivate var \(Self.systemHelper): \(Self.systemType)?") { inner in
        inner.switchOn("self") { cases in
          cases.caseClause(
            "UNNotificationDefaultActionIdentifier", "return .\(GeneratedNames.openedCase)")
          cases.caseClause(
            "UNNotificationDismissActionIdentifier", "return .\(GeneratedNames.dismissedCase)")
          cases.defaultClause("return nil")
        }
      }
    }
    writer.line()
    writer.doc("The responses every category's `Response` has for the system's action identifiers.")
    writer.enumeration("private", Self.systemType) {
      $0.line("case \(GeneratedNames.openedCase), \(GeneratedNames.dismissedCase)")
    }
  }

  /// The namespace's `Response` enum. The case of a category with a `payload` carries the
  /// decoded payload beside the action, so that one `switch` reaches both; the payload is a
  /// `Result`, since a response to a payload that does not decode still happened.
  func namespaceResponse(_ writer: inout SwiftWriter) {
    let access = plan.access
    let payloads = PayloadSwiftRenderer(plan: plan).isUsed
    writer.doc("A decoded `UNNotificationResponse`.")
    writer.enumeration(access, "Response", ["Sendable", "Equatable"]) { body in
      for category in plan.categories {
        var values = [SwiftArgument(label: nil, value: .atom("\(category.typeName).Response"))]
        if category.payload != nil {
          body.doc(
            "A response to a \(SwiftEscaping.codeVoice(category.id)) notification, with its payload."
          )
          values.append(
            SwiftArgument(
              label: "payload", value: .atom(PayloadSwiftRenderer.resultType(category))))
        } else {
          body.doc("A response to a \(SwiftEscaping.codeVoice(category.id)) notification.")
        }
        body.expression("case ", .call(category.caseName, values))
      }
      body.doc("A category or action the specs do not declare, with the raw identifiers.")
      body.line("case unknown(categoryIdentifier: String, actionIdentifier: String)")
      body.line()
      body.doc("Decodes a response from the notification center delegate.")
      body.function(.initializer(access, ["_ response: UNNotificationResponse"])) { inner in
        inner.line("let category = response.notification.request.content.categoryIdentifier")
        inner.line("let action = response.actionIdentifier")
        inner.line("let text = (response as? UNTextInputNotificationResponse)?.userText")
        if payloads {
          inner.line("let userInfo = response.notification.request.content.userInfo")
          inner.expression(
            "",
            .call(
              "self.init",
              [
                "categoryIdentifier": .atom("category"), "actionIdentifier": .atom("action"),
                "text": .atom("text"), "userInfo": .atom("userInfo"),
              ]))
        } else {
          inner.line(
            "self.init(categoryIdentifier: category, actionIdentifier: action, text: text)")
        }
      }
      body.line()
      var parameters = [
        "categoryIdentifier: String", "actionIdentifier: String", "text: String? = nil",
      ]
      if payloads {
        body.doc("Decodes raw identifiers, the typed text, if any, and the payloads of the")
        body.doc("categories that declare one from `userInfo`.")
        parameters.append("userInfo: [AnyHashable: Any] = [:]")
      } else {
        body.doc("Decodes raw identifiers and the typed text, if any.")
      }
      body.function(.initializer(access, parameters)) { inner in
        // Enum-case patterns: a string pattern would cost an overloaded `~=` per category.
        if !plan.categories.isEmpty {
          inner.switchOn("Category(rawValue: categoryIdentifier)") { cases in
            for category in plan.categories {
              cases.caseClause(".\(category.caseName)?") { clause in
                let decode = SwiftExpression.call(
                  "\(category.typeName).Response",
                  ["actionIdentifier": .atom("actionIdentifier"), "text": .atom("text")])
                clause.conditionBlock("if let decoded = ", decode) { then in
                  if category.payload != nil {
                    then.expression(
                      "self = ",
                      .call(
                        ".\(category.caseName)",
                        [
                          nil: .atom("decoded"),
                          "payload": PayloadSwiftRenderer.decoding(category),
                        ]))
                  } else {
                    then.line("self = .\(category.caseName)(decoded)")
                  }
                  then.line("return")
                }
              }
            }
            // `default:`, not `case nil:`: proving the switch exhaustive costs time that grows
            // faster than the number of categories.
            cases.defaultClause("break")
          }
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
