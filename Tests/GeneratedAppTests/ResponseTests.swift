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
    return !rendered.contains("unknown") && !rendered.contains("opened")
      && !rendered.contains("dismissed") && (text == nil || rendered.contains(text!))
  }

  /// Typed cases for the example actions, checked exactly.
  @Test func typedCases() {
    #expect(
      AppNotifications.Response(response("AcceptOrReject", "accept")) == .acceptOrReject(.accept))
    #expect(
      AppNotifications.Response(response("ShowMap", "comment", text: "late"))
        == .fieldJobMap(.comment(text: "late")))
    #expect(
      AppNotifications.Response(response("podcast", UNNotificationDefaultActionIdentifier))
        == .podcast(.opened))
    #expect(
      AppNotifications.Response(response("AcceptOrReject", UNNotificationDismissActionIdentifier))
        == .acceptOrReject(.dismissed))
    #expect(AppNotifications.Message.Response(actionIdentifier: "reply") == .reply(text: ""))
    #expect(AppNotifications.Message.Response(actionIdentifier: "mark-read")?.action == .markRead)
    #expect(AppNotifications.Message.Response(actionIdentifier: "reply")?.action == .reply)
    #expect(AppNotifications.Message.Response.opened.action == nil)
  }

  /// A category's own decoder reads a response of that category only, and knows no dismissal
  /// unless the category has `customDismissAction`.
  @Test func categoryDecoder() {
    typealias Invitation = AppNotifications.EventInvitation.Response
    #expect(Invitation(response("event-invite", "going")) == .going)
    #expect(Invitation(response("AcceptOrReject", "accept")) == nil)
    #expect(Invitation(response("event-invite", "nope")) == nil)
    #expect(Invitation(actionIdentifier: UNNotificationDismissActionIdentifier) == nil)
    #expect(
      AppNotifications.Response(response("event-invite", UNNotificationDismissActionIdentifier))
        == .unknown(
          categoryIdentifier: "event-invite",
          actionIdentifier: UNNotificationDismissActionIdentifier))
    #expect(
      AppNotifications.GroupMessage.Response(
        response("group-message", "group-reply", text: "see you")) == .replyToGroup(text: "see you")
    )
  }

  /// The switch an app writes: exhaustive over one category's responses, with no `default:`.
  /// It compiles only because every case the category can produce is listed, and nothing else.
  static func reaction(to response: AppNotifications.Message.Response) -> String {
    switch response {
    case .opened: return "open the thread"
    case .dismissed: return "mark as seen"
    case .reply(let text): return "send \(text)"
    case .markRead: return "mark read"
    }
  }

  /// The exhaustive switch gives each case its own branch.
  @Test func exhaustiveSwitchWithoutDefault() {
    let responses: [AppNotifications.Message.Response] = [
      .opened, .dismissed, .reply(text: "hi"), .markRead,
    ]
    #expect(
      responses.map(Self.reaction)
        == ["open the thread", "mark as seen", "send hi", "mark read"])
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
