// Registration by the checked-in generated code, run against the UserNotifications stand-in.

import GeneratedApp
import Testing
import UserNotifications

/// `register(on:)`, `registerReplacingAll(on:)` and the registered categories.
@Suite struct RegistrationTests {
  /// A fresh stand-in notification center.
  func makeCenter() -> UNUserNotificationCenter {
    UNUserNotificationCenter(standInSupportsContentExtensions: true)
  }

  /// Registration makes one `setNotificationCategories` call with every registered category.
  @Test func registersEveryRegisteredCategoryInOneCall() async {
    let center = makeCenter()
    await AppNotifications.register(on: center)
    #expect(center.standInSetNotificationCategoriesCalls.count == 1)
    let ids = Set(center.standInRegisteredCategories.map(\.identifier))
    #expect(
      ids == ["AcceptOrReject", "ShowMap", "event-invite", "group-message", "message", "podcast"])
    #expect(!ids.contains("podcast-preview"), "a register: false category is not registered")
  }

  /// A category registered by other code survives merge-safe registration.
  @Test func keepsForeignCategories() async {
    let center = makeCenter()
    let foreign = UNNotificationCategory(
      identifier: "sdk-category", actions: [], intentIdentifiers: [], options: [])
    let stale = UNNotificationCategory(
      identifier: "podcast", actions: [], intentIdentifiers: [], options: [])
    center.setNotificationCategories([foreign, stale])
    await AppNotifications.register(on: center)
    let registered = center.standInRegisteredCategories
    #expect(registered.contains { $0.identifier == "sdk-category" })
    let podcasts = registered.filter { $0.identifier == "podcast" }
    #expect(podcasts.count == 1, "the owned id is replaced, not duplicated")
    #expect(podcasts.first?.actions.count == 2)
  }

  /// Registering twice sets the same categories both times.
  @Test func registrationIsIdempotent() async {
    let center = makeCenter()
    await AppNotifications.register(on: center)
    let first = center.standInRegisteredCategories
    await AppNotifications.register(on: center)
    #expect(center.standInRegisteredCategories == first)
    AppNotifications.registerReplacingAll(on: center)
    #expect(center.standInRegisteredCategories == first)
  }

  /// The completion-handler form registers the same set on `current()`, keeping foreign
  /// categories. It takes no center (its `@Sendable` handler cannot capture one), so the test
  /// makes a fresh center `current()` for this task.
  @Test func completionHandlerFormMerges() async {
    let center = makeCenter()
    let foreign = UNNotificationCategory(
      identifier: "sdk-category", actions: [], intentIdentifiers: [], options: [])
    center.setNotificationCategories([foreign])
    await UNUserNotificationCenter.standInWithCurrent(center) {
      await withCheckedContinuation { continuation in
        AppNotifications.register { continuation.resume() }
      }
    }
    let ids = Set(center.standInRegisteredCategories.map(\.identifier))
    #expect(ids.contains("sdk-category"))
    #expect(ids.isSuperset(of: AppNotifications.ownedIdentifiers.subtracting(["podcast-preview"])))
  }

  /// `registerReplacingAll(on:)` drops categories other code registered.
  @Test func replacingAllDropsForeignCategories() {
    let center = makeCenter()
    center.setNotificationCategories([
      UNNotificationCategory(identifier: "sdk-category", actions: [], intentIdentifiers: [])
    ])
    AppNotifications.registerReplacingAll(on: center)
    #expect(!center.standInRegisteredCategories.contains { $0.identifier == "sdk-category" })
  }
}
