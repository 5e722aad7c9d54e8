// Typed response decoding and foreground presentation by the generated code.

import GeneratedApp
import Testing
import UserNotifications

/// `AppNotifications.Response` and `presentationOptions(for:)`.
@Suite struct ResponseTests {
  /// A stand-in response for a category and action, with typed text when given.
  func response(_ category: String, _ action: String, text: String? = nil) -> UNNotificationResponse
  {
    let content = UNMutableNotificationContent()
    content.categoryIdentifier = category
    let request = UNNotificationRequest(identifier: "n", content: content, trigger: nil)
    let notification = UNNotification(standInRequest: request)
    guard let text else {
      return UNNotificationResponse(standInNotification: notification, actionIdentifier: action)
    }
    return UNTextInputNotificationResponse(
      standInNotification: notification, actionIdentifier: action, userText: text)
  }

  /// Every registered action of every category decodes to its typed case.
  @Test func everyRegisteredActionDecodes() {
    for category in AppNotifications.registeredCategories() {
      for action in category.actions {
        let isText = action is UNTextInputNotificationAction
        let decoded = AppNotifications.Response(
          response(category.identifier, action.identifier, text: isText ? "on my way" : nil))
        #expect(
          Self.describes(decoded, action.identifier, text: isText ? "on my way" : nil),
          "\(category.identifier)/\(action.identifier) decoded as \(decoded)")
      }
    }
  }

  /// Whether a decoded response names the action (and the text) it was built from.
  static func describes(_ response: AppNotifications.Response, _ action: String, text: String?)
    -> Bool
  {
    let rendered = "\(response)"
    return rendered.contains(text == nil ? ".action(" : ".text(")
      && (text == nil || rendered.contains(text!))
  }

  /// Typed cases for the example actions, checked exactly.
  @Test func typedCases() {
    #expect(
      AppNotifications.Response(response("AcceptOrReject", "accept"))
        == .acceptOrReject(.action(.accept)))
    #expect(
      AppNotifications.Response(response("ShowMap", "comment", text: "late"))
        == .fieldJobMap(.text(.comment, "late")))
    #expect(
      AppNotifications.Response(response("podcast", UNNotificationDefaultActionIdentifier))
        == .podcast(.opened))
    #expect(
      AppNotifications.Response(response("AcceptOrReject", UNNotificationDismissActionIdentifier))
        == .acceptOrReject(.dismissed))
  }

  /// Unknown categories and actions keep the raw identifiers.
  @Test func unknownIdentifiers() {
    #expect(
      AppNotifications.Response(response("nope", "accept"))
        == .unknown(categoryIdentifier: "nope", actionIdentifier: "accept"))
    #expect(
      AppNotifications.Response(response("podcast", "nope"))
        == .unknown(categoryIdentifier: "podcast", actionIdentifier: "nope"))
  }

  /// Foreground presentation follows `foregroundPresentation`; unknown categories show nothing.
  @Test func presentationOptions() {
    let podcast = UNNotification(standInRequest: response("podcast", "x").notification.request)
    #expect(AppNotifications.presentationOptions(for: podcast) == [.badge, .sound, .list, .banner])
    #expect(AppNotifications.presentationOptions(forCategory: "AcceptOrReject") == [])
    #expect(AppNotifications.presentationOptions(forCategory: "nope") == [])
  }
}
