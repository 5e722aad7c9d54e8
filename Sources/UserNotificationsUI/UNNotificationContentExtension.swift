// Stand-in for the UNNotificationContentExtension protocol; optional members get defaults.
import Foundation
import UserNotifications

/// Mirrors UNNotificationContentExtension.h (macOS 12.0 SDK; iOS 18.3 SDK for `@MainActor`):
/// `@protocol UNNotificationContentExtension <NSObject>`, `API_AVAILABLE(ios(10.0),
/// macCatalyst(14.0), macos(11.0))`. Swift has no `optional` outside `@objc`, so the `@optional`
/// members are requirements with default implementations (see the extension below).
public protocol UNNotificationContentExtension: NSObjectProtocol {
  /// Mirrors `-didReceiveNotification:` (required; `NS_SWIFT_UI_ACTOR` in the iOS 18.3 header).
  @MainActor func didReceive(_ notification: UNNotification)

  /// Mirrors `@optional -didReceiveNotificationResponse:completionHandler:`.
  func didReceive(
    _ response: UNNotificationResponse,
    completionHandler completion:
      @escaping @Sendable (UNNotificationContentExtensionResponseOption)
      -> Void)

  /// Mirrors the Swift async import of `-didReceiveNotificationResponse:completionHandler:`.
  func didReceive(_ response: UNNotificationResponse) async
    -> UNNotificationContentExtensionResponseOption

  /// Mirrors `@optional @property (readonly) UNNotificationContentExtensionMediaPlayPauseButtonType
  /// mediaPlayPauseButtonType`.
  var mediaPlayPauseButtonType: UNNotificationContentExtensionMediaPlayPauseButtonType { get }

  /// Mirrors `@optional @property (readonly) CGRect mediaPlayPauseButtonFrame`.
  var mediaPlayPauseButtonFrame: CGRect { get }

  /// Mirrors `@optional @property (readonly, copy) UIColor *mediaPlayPauseButtonTintColor`
  /// (`UIColor` is this module's stand-in class).
  var mediaPlayPauseButtonTintColor: UIColor { get }

  /// Mirrors `@optional -mediaPlay` (called by the system when the user taps play).
  func mediaPlay()

  /// Mirrors `@optional -mediaPause` (called by the system when the user taps pause).
  func mediaPause()
}

extension UNNotificationContentExtension {
  /// Stand-in default for the unimplemented `@optional` method: per the header, actions then go
  /// to the app, so the completion receives `.dismissAndForwardAction`.
  public func didReceive(
    _ response: UNNotificationResponse,
    completionHandler completion:
      @escaping @Sendable (UNNotificationContentExtensionResponseOption)
      -> Void
  ) {
    completion(.dismissAndForwardAction)
  }

  /// Stand-in default for the async form: forwards to `didReceive(_:completionHandler:)`.
  public func didReceive(_ response: UNNotificationResponse) async
    -> UNNotificationContentExtensionResponseOption
  {
    await withCheckedContinuation { continuation in
      didReceive(response) { option in continuation.resume(returning: option) }
    }
  }

  /// Stand-in default: `.none`, as the header says an unimplemented member behaves.
  public var mediaPlayPauseButtonType: UNNotificationContentExtensionMediaPlayPauseButtonType {
    .none
  }

  /// Stand-in default: `.zero` (an empty frame, so no media button is drawn).
  public var mediaPlayPauseButtonFrame: CGRect { .zero }

  /// Stand-in default: `UIColor.standInSystemDefaultTint`, standing for the system tint.
  public var mediaPlayPauseButtonTintColor: UIColor { .standInSystemDefaultTint }

  /// Stand-in default: does nothing.
  public func mediaPlay() {}

  /// Stand-in default: does nothing.
  public func mediaPause() {}
}
