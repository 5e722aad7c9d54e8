// UNUserNotificationCenterDelegate's optional members: defaults, and a main-actor app delegate.
import Foundation
import Testing
import UIKit
import UserNotifications

/// An app delegate as the docs write one: main-actor isolated, its center members nonisolated.
private final class AppDelegate: UIResponder, UIApplicationDelegate,
  UNUserNotificationCenterDelegate
{
  nonisolated func userNotificationCenter(
    _ center: UNUserNotificationCenter, willPresent notification: UNNotification
  ) async -> UNNotificationPresentationOptions {
    [.banner, .sound]
  }
}

/// A delegate implementing nothing: every member is the system's default.
private final class SilentDelegate: NSObject, UNUserNotificationCenterDelegate {}

/// Receives presentation options from a completion handler called synchronously.
private final class PresentationBox: @unchecked Sendable {
  private let lock = NSLock()
  private var stored: UNNotificationPresentationOptions = [.badge]

  /// The last options received.
  var value: UNNotificationPresentationOptions { lock.withLock { stored } }

  /// Records options.
  func set(_ options: UNNotificationPresentationOptions) { lock.withLock { stored = options } }
}

@Suite struct DelegateTests {
  private func makeNotification() -> UNNotification {
    UNNotification(
      standInRequest: UNNotificationRequest(
        identifier: "n", content: UNMutableNotificationContent(), trigger: nil))
  }

  /// Unimplemented, `willPresent` presents nothing and `didReceive` completes, in both forms.
  @Test func defaultsAreTheSystemsBehaviour() async {
    let center = UNUserNotificationCenter(standInSupportsContentExtensions: true)
    let delegate = SilentDelegate()
    #expect(await delegate.userNotificationCenter(center, willPresent: makeNotification()) == [])
    let response = UNNotificationResponse(
      standInNotification: makeNotification(), actionIdentifier: "a")
    await delegate.userNotificationCenter(center, didReceive: response)
    let box = PresentationBox()
    delegate.userNotificationCenter(center, willPresent: makeNotification()) { box.set($0) }
    #expect(box.value == [])
  }

  /// A main-actor app delegate's nonisolated witness is the one the protocol calls, and the
  /// launch member defaults to success.
  @MainActor @Test func appDelegateWitnessIsCalled() async {
    let center = UNUserNotificationCenter(standInSupportsContentExtensions: true)
    let delegate = AppDelegate()
    let asDelegate: any UNUserNotificationCenterDelegate = delegate
    #expect(
      await asDelegate.userNotificationCenter(center, willPresent: makeNotification())
        == [.banner, .sound])
    #expect(
      delegate.application(
        UIApplication(standInOnly: ()), didFinishLaunchingWithOptions: nil))
  }
}
