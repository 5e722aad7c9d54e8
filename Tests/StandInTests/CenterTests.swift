// UNUserNotificationCenter records every registration and returns it through both read APIs.
import Testing
import UserNotifications

@Suite struct CenterTests {
  private func makeCategories() -> Set<UNNotificationCategory> {
    let reply = UNTextInputNotificationAction(
      identifier: "reply", title: "Reply", textInputButtonTitle: "Send",
      textInputPlaceholder: "Message")
    return [
      UNNotificationCategory(identifier: "chat", actions: [reply], intentIdentifiers: []),
      UNNotificationCategory(
        identifier: "alarm", actions: [], intentIdentifiers: [], options: [.customDismissAction]),
    ]
  }

  @Test func recordsEachCallAndTheCurrentSet() {
    let center = UNUserNotificationCenter(standInSupportsContentExtensions: true)
    #expect(center.standInRegisteredCategories.isEmpty)
    center.setNotificationCategories(makeCategories())
    #expect(center.standInSetNotificationCategoriesCalls.count == 1)
    #expect(center.standInRegisteredCategories.map(\.identifier).sorted() == ["alarm", "chat"])
    center.setNotificationCategories([])
    #expect(center.standInSetNotificationCategoriesCalls.count == 2)
    #expect(center.standInRegisteredCategories.isEmpty)
  }

  @Test func repeatedRegistrationIsIdempotent() {
    let center = UNUserNotificationCenter(standInSupportsContentExtensions: true)
    center.setNotificationCategories(makeCategories())
    center.setNotificationCategories(makeCategories())
    let calls = center.standInSetNotificationCategoriesCalls
    #expect(calls.count == 2)
    #expect(calls[0] == calls[1])
  }

  @Test func asyncRoundTrip() async {
    let center = UNUserNotificationCenter(standInSupportsContentExtensions: false)
    #expect(await center.notificationCategories().isEmpty)
    center.setNotificationCategories(makeCategories())
    #expect(await center.notificationCategories() == makeCategories())
    #expect(!center.supportsContentExtensions)
  }

  @Test func completionHandlerReceivesTheSet() async {
    let center = UNUserNotificationCenter(standInSupportsContentExtensions: true)
    center.setNotificationCategories(makeCategories())
    // The categories are not `Sendable` (nor are they in the SDK), so the handler hands back
    // their identifiers rather than send the set to the awaiting task.
    let received = await withCheckedContinuation { continuation in
      center.getNotificationCategories { categories in
        continuation.resume(returning: Set(categories.map(\.identifier)))
      }
    }
    #expect(received == Set(makeCategories().map(\.identifier)))
  }

  @Test func resetForgetsEverything() {
    let center = UNUserNotificationCenter(standInSupportsContentExtensions: true)
    center.setNotificationCategories(makeCategories())
    center.standInReset()
    #expect(center.standInRegisteredCategories.isEmpty)
    #expect(center.standInSetNotificationCategoriesCalls.isEmpty)
  }

  @Test func currentIsSharedUnlessOverriddenForTheTask() {
    #expect(UNUserNotificationCenter.current() === UNUserNotificationCenter.current())
    #expect(UNUserNotificationCenter.current().supportsContentExtensions)
    let fresh = UNUserNotificationCenter(standInSupportsContentExtensions: true)
    UNUserNotificationCenter.standInWithCurrent(fresh) {
      UNUserNotificationCenter.current().setNotificationCategories(makeCategories())
    }
    #expect(fresh.standInSetNotificationCategoriesCalls.count == 1)
    #expect(UNUserNotificationCenter.current() !== fresh)
  }
}
