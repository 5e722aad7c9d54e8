// Content, request, notification and response stand-ins, built as a test would.
import Testing
import UserNotifications

@Suite struct ResponseTests {
  private func makeNotification(category: String) -> UNNotification {
    let content = UNMutableNotificationContent()
    content.title = "Dinner?"
    content.body = "At eight"
    content.categoryIdentifier = category
    content.userInfo = ["thread": 7]
    let request = UNNotificationRequest(identifier: "n1", content: content, trigger: nil)
    return UNNotification(standInRequest: request)
  }

  @Test func requestKeepsASnapshotOfTheContent() {
    let content = UNMutableNotificationContent()
    content.categoryIdentifier = "invite"
    let request = UNNotificationRequest(identifier: "r", content: content, trigger: nil)
    content.categoryIdentifier = "changed"
    #expect(request.content.categoryIdentifier == "invite")
    #expect(!(request.content is UNMutableNotificationContent))
    #expect(request.trigger == nil)
  }

  @Test func mutableCopyRoundTrip() {
    let notification = makeNotification(category: "invite")
    let copy = notification.request.content.mutableCopy() as! UNMutableNotificationContent
    copy.title = "Lunch?"
    #expect(copy.body == "At eight")
    #expect(copy.userInfo["thread"] as? Int == 7)
    #expect(notification.request.content.title == "Dinner?")
  }

  @Test func responseCarriesActionIdentifier() {
    let notification = makeNotification(category: "invite")
    let response = UNNotificationResponse(
      standInNotification: notification, actionIdentifier: UNNotificationDefaultActionIdentifier)
    #expect(response.actionIdentifier == UNNotificationDefaultActionIdentifier)
    #expect(response.notification.request.content.categoryIdentifier == "invite")
  }

  @Test func textInputResponseCarriesUserText() {
    let response: UNNotificationResponse = UNTextInputNotificationResponse(
      standInNotification: makeNotification(category: "chat"), actionIdentifier: "reply",
      userText: "On my way")
    let text = response as? UNTextInputNotificationResponse
    #expect(text?.userText == "On my way")
    #expect(response.actionIdentifier == "reply")
  }
}
