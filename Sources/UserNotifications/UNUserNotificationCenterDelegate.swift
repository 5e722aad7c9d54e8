// Stand-in for the UNUserNotificationCenterDelegate protocol: its optional members, nonisolated.

import Foundation

#if HERALD_XCODE16_IMPORT
  /// The completion block of `-userNotificationCenter:willPresentNotification:
  /// withCompletionHandler:` as Xcode 16 (Swift 6.0/6.1) imports it: not `@Sendable`.
  public typealias UNUserNotificationCenterPresentationCompletion = (
    UNNotificationPresentationOptions
  ) -> Void
  /// The completion block of `-userNotificationCenter:didReceiveNotificationResponse:
  /// withCompletionHandler:` as Xcode 16 imports it: not `@Sendable`.
  public typealias UNUserNotificationCenterResponseCompletion = () -> Void
#else
  /// The completion block of `-userNotificationCenter:willPresentNotification:
  /// withCompletionHandler:` as Swift 6.2 and later import it: `@Sendable` (SE-0463; the
  /// header has no annotation, the method has an async variant).
  public typealias UNUserNotificationCenterPresentationCompletion =
    @Sendable (UNNotificationPresentationOptions) -> Void
  /// The completion block of `-userNotificationCenter:didReceiveNotificationResponse:
  /// withCompletionHandler:` as Swift 6.2 and later import it: `@Sendable`.
  public typealias UNUserNotificationCenterResponseCompletion = @Sendable () -> Void
#endif

/// Mirrors UNUserNotificationCenter.h (macOS 12.3 SDK) lines 89-90: `API_AVAILABLE(macos(10.14),
/// ios(10.0), watchos(3.0), tvos(10.0)) @protocol UNUserNotificationCenterDelegate <NSObject>`.
/// Every member follows `@optional` (line 92), and none carries `NS_SWIFT_UI_ACTOR`: the center
/// calls its delegate on a queue of its own, so the members are nonisolated, and a main-actor
/// app delegate implements them `nonisolated` (docs/generation.md). As for
/// `UNNotificationContentExtension`, each optional member is a requirement with a default (what
/// the system does when it is missing), so a matching witness is checked for isolation and
/// `Sendable`; a misspelled one is silently another method, and selectors are not checked
/// (docs/decisions.md).
public protocol UNUserNotificationCenterDelegate: NSObjectProtocol {
  /// Mirrors `-userNotificationCenter:willPresentNotification:withCompletionHandler:` (line 95).
  func userNotificationCenter(
    _ center: UNUserNotificationCenter, willPresent notification: UNNotification,
    withCompletionHandler completionHandler:
      @escaping UNUserNotificationCenterPresentationCompletion)

  /// Mirrors the async import of line 95.
  func userNotificationCenter(
    _ center: UNUserNotificationCenter, willPresent notification: UNNotification
  ) async -> UNNotificationPresentationOptions

  /// Mirrors `-userNotificationCenter:didReceiveNotificationResponse:withCompletionHandler:`
  /// (line 98, `API_UNAVAILABLE(tvos)`).
  func userNotificationCenter(
    _ center: UNUserNotificationCenter, didReceive response: UNNotificationResponse,
    withCompletionHandler completionHandler: @escaping UNUserNotificationCenterResponseCompletion)

  /// Mirrors the async import of line 98.
  func userNotificationCenter(
    _ center: UNUserNotificationCenter, didReceive response: UNNotificationResponse) async

  #if !HERALD_OS_WATCHOS
    /// Mirrors `-userNotificationCenter:openSettingsForNotification:` (line 101,
    /// `API_AVAILABLE(macos(10.14), ios(12.0)) API_UNAVAILABLE(watchos, tvos)`).
    func userNotificationCenter(
      _ center: UNUserNotificationCenter, openSettingsFor notification: UNNotification?)
  #endif
}

extension UNUserNotificationCenterDelegate {
  /// Default: "If the method is not implemented … the notification will not be presented"
  /// (comment above line 95).
  public func userNotificationCenter(
    _ center: UNUserNotificationCenter, willPresent notification: UNNotification,
    withCompletionHandler completionHandler:
      @escaping UNUserNotificationCenterPresentationCompletion
  ) {
    completionHandler([])
  }

  /// Default for the async form: nothing is presented. Like the content extension's, it does
  /// not call the completion form (one selector on Apple platforms).
  public func userNotificationCenter(
    _ center: UNUserNotificationCenter, willPresent notification: UNNotification
  ) async -> UNNotificationPresentationOptions {
    []
  }

  /// Default: the response is not handled; the completion is called.
  public func userNotificationCenter(
    _ center: UNUserNotificationCenter, didReceive response: UNNotificationResponse,
    withCompletionHandler completionHandler: @escaping UNUserNotificationCenterResponseCompletion
  ) {
    completionHandler()
  }

  /// Default for the async form: nothing to do.
  public func userNotificationCenter(
    _ center: UNUserNotificationCenter, didReceive response: UNNotificationResponse
  ) async {}

  #if !HERALD_OS_WATCHOS
    /// Default: nothing to show.
    public func userNotificationCenter(
      _ center: UNUserNotificationCenter, openSettingsFor notification: UNNotification?
    ) {}
  #endif
}
