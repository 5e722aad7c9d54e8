/// Typed decoding of `UNNotificationResponse`, and foreground presentation options.

extension AppSwiftRenderer {
  /// A category's `Response` enum with its decoder.
  func responseEnum(_ category: PlannedCategory, _ writer: inout SwiftWriter) {
    let access = plan.access
    writer.doc("A response to a notification of this category.")
    writer.block("\(access) enum Response: Sendable, Equatable") { body in
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
      body.block("\(access) init?(actionIdentifier: String, text: String?)") { inner in
        inner.block("switch actionIdentifier") { cases in
          cases.line("case UNNotificationDefaultActionIdentifier: self = .opened")
          cases.line("case UNNotificationDismissActionIdentifier: self = .dismissed")
          for action in category.allActions {
            let value =
              action.textInput == nil
              ? ".action(.\(action.caseName))" : ".text(.\(action.caseName), text ?? \"\")"
            cases.line("case Action.\(action.caseName).rawValue: self = \(value)")
          }
          cases.line("default: return nil")
        }
      }
    }
  }

  /// The namespace's `Response` enum.
  func responses(_ writer: inout SwiftWriter) {
    let access = plan.access
    writer.doc("A decoded `UNNotificationResponse`.")
    writer.block("\(access) enum Response: Sendable, Equatable") { body in
      for category in plan.categories {
        body.doc("A response to a \(SwiftEscaping.codeVoice(category.id)) notification.")
        body.line("case \(category.caseName)(\(category.typeName).Response)")
      }
      body.doc("A category or action the specs do not declare, with the raw identifiers.")
      body.line("case unknown(categoryIdentifier: String, actionIdentifier: String)")
      body.line()
      body.doc("Decodes a response from the notification center delegate.")
      body.block("\(access) init(_ response: UNNotificationResponse)") { inner in
        inner.line("let category = response.notification.request.content.categoryIdentifier")
        inner.line("let action = response.actionIdentifier")
        inner.line("let text = (response as? UNTextInputNotificationResponse)?.userText")
        inner.line("self.init(categoryIdentifier: category, actionIdentifier: action, text: text)")
      }
      body.line()
      body.doc("Decodes raw identifiers and the typed text, if any.")
      body.block(
        "\(access) init(categoryIdentifier: String, actionIdentifier: String, text: String? = nil)"
      ) { inner in
        inner.block("switch categoryIdentifier") { cases in
          for category in plan.categories {
            cases.line("case \(category.typeName).identifier:")
            cases.line(
              "  if let decoded = \(category.typeName).Response(actionIdentifier: actionIdentifier, text: text) { self = .\(category.caseName)(decoded); return }"
            )
          }
          cases.line("default: break")
        }
        inner.line(
          "self = .unknown(categoryIdentifier: categoryIdentifier, actionIdentifier: actionIdentifier)"
        )
      }
    }
  }

  /// `presentationOptions(for:)` from each category's `foregroundPresentation`.
  func presentation(_ writer: inout SwiftWriter) {
    writer.doc("What `userNotificationCenter(_:willPresent:withCompletionHandler:)` should return.")
    writer.block(
      "\(plan.access) static func presentationOptions(for notification: UNNotification) -> UNNotificationPresentationOptions"
    ) { body in
      body.line("presentationOptions(forCategory: notification.request.content.categoryIdentifier)")
    }
    writer.line()
    writer.doc("The foreground presentation options of a category id; none for unknown ids.")
    writer.block(
      "\(plan.access) static func presentationOptions(forCategory identifier: String) -> UNNotificationPresentationOptions"
    ) { body in
      body.block("switch identifier") { cases in
        for category in plan.categories where !category.foregroundPresentation.isEmpty {
          cases.line("case \(category.typeName).identifier:")
          presentationReturn(category.foregroundPresentation, &cases)
        }
        cases.line("default: return []")
      }
    }
  }

  /// Returns the options; `banner` and `list` need iOS 14, below which `alert` stands in.
  func presentationReturn(_ options: [PresentationOption], _ writer: inout SwiftWriter) {
    let modern = "return [" + options.map { "." + $0.rawValue }.joined(separator: ", ") + "]"
    let required = [
      PlannedPlatform(platform: .iOS, minimum: Version(14)),
      PlannedPlatform(platform: .macCatalyst, minimum: Version(14)),
      PlannedPlatform(platform: .macOS, minimum: Version(11)),
      PlannedPlatform(platform: .watchOS, minimum: Version(7)),
    ]
    let usesNew = options.contains(.banner) || options.contains(.list)
    guard usesNew, let check = PlatformConditions.available(required, targets: plan.platforms)
    else {
      return writer.line("  " + modern)
    }
    var legacy = options.filter { $0 != .banner && $0 != .list }.map { "." + $0.rawValue }
    legacy.append("UNNotificationPresentationOptions(rawValue: 1 << 2)")
    writer.line("  if \(check) { \(modern) }")
    writer.line("  return [" + legacy.joined(separator: ", ") + "]")
  }
}
