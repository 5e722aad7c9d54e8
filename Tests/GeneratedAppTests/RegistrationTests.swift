// Registration by the checked-in generated code, run against the UserNotifications stand-in.

import GeneratedApp
import Synchronization
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

  /// Registrations started together run one after another: each reads the set only after the
  /// one before it has written, so none merges into a stale set and none is lost. The center's
  /// read waits (a bounded number of yields) for another read to begin, which, without the
  /// queue, makes every read happen before any write.
  @Test func concurrentRegistrationsRunOneAfterAnother() async {
    nonisolated(unsafe) let center = OverlapProbeCenter(standInSupportsContentExtensions: true)
    let foreign = UNNotificationCategory(
      identifier: "sdk-category", actions: [], intentIdentifiers: [], options: [])
    center.setNotificationCategories([foreign])
    await withTaskGroup(of: Void.self) { group in
      for _ in 0..<3 {
        group.addTask { await AppNotifications.register(on: center) }
      }
      group.addTask {
        await UNUserNotificationCenter.standInWithCurrent(center) {
          await withCheckedContinuation { continuation in
            AppNotifications.register { continuation.resume() }
          }
        }
      }
    }
    let events = center.events.withLock { $0 }
    #expect(events == ["write"] + Array(repeating: ["read", "write"], count: 4).flatMap { $0 })
    let ids = Set(center.standInRegisteredCategories.map(\.identifier))
    #expect(ids.contains("sdk-category"))
    #expect(ids.isSuperset(of: AppNotifications.ownedIdentifiers.subtracting(["podcast-preview"])))
    for written in center.standInSetNotificationCategoriesCalls.dropFirst() {
      #expect(written.contains(foreign), "no write drops what an earlier one kept")
    }
  }
}

/// A stand-in center that logs reads and writes and holds each read open until another read
/// begins (or a bounded number of yields pass), so unserialized merges would overlap.
final class OverlapProbeCenter: UNUserNotificationCenter {
  /// `read` and `write`, in the order they began.
  let events = Mutex<[String]>([])
  /// Reads begun so far.
  private let reads = Atomic<Int>(0)

  override func notificationCategories() async -> Set<UNNotificationCategory> {
    let index = reads.add(1, ordering: .sequentiallyConsistent).newValue
    events.withLock { $0.append("read") }
    for _ in 0..<1_000 where reads.load(ordering: .sequentiallyConsistent) == index {
      await Task.yield()
    }
    return await super.notificationCategories()
  }

  override func setNotificationCategories(_ categories: Set<UNNotificationCategory>) {
    events.withLock { $0.append("write") }
    super.setNotificationCategories(categories)
  }
}
