// Stand-in for the UNNotificationContentExtension protocol: every member, with its isolation.
import Foundation
@_exported import UIKit
import UserNotifications

/// The completion block of `-didReceiveNotificationResponse:completionHandler:` as Swift
/// imports it. The header (iOS 18.3 SDK, line 164) has no annotation; Swift 6.2 and later import
/// the block of a method with an async variant as `@Sendable` (SE-0463), Swift 6.0 and 6.1
/// (Xcode 16) do not. `-D HERALD_XCODE16_IMPORT` builds the stand-in as Xcode 16 imports it;
/// only Herald's tests pass it (docs/decisions.md).
#if HERALD_XCODE16_IMPORT
  #if HERALD_OS_WATCHOS || HERALD_OS_TVOS
    @available(*, unavailable, message: "API_UNAVAILABLE(watchos, tvos)")
  #endif
  public typealias UNNotificationContentExtensionCompletion = (
    UNNotificationContentExtensionResponseOption
  ) -> Void
#else
  #if HERALD_OS_WATCHOS || HERALD_OS_TVOS
    @available(*, unavailable, message: "API_UNAVAILABLE(watchos, tvos)")
  #endif
  public typealias UNNotificationContentExtensionCompletion =
    @Sendable (UNNotificationContentExtensionResponseOption) -> Void
#endif

/// Mirrors UNNotificationContentExtension.h (iOS 18.3 SDK, xybp888/iOS-SDKs) lines 65 and 111:
/// `API_AVAILABLE(ios(10.0), macCatalyst(14.0), macos(11.0)) API_UNAVAILABLE(watchos, tvos)
/// @protocol UNNotificationContentExtension <NSObject>`. The protocol is not main-actor
/// isolated; only `-didReceiveNotification:` is (line 131, `NS_SWIFT_UI_ACTOR`). Everything after
/// `@optional` (line 133) is nonisolated, while conformers are `UIViewController` subclasses,
/// which are `@MainActor`: a conformer that implements an optional member must say how its
/// main-actor code meets the nonisolated requirement (docs/dynamic-actions.md).
///
/// Swift has `optional` only in `@objc` protocols, which Linux lacks, so each `@optional` member
/// is a requirement with a default implementation in the extension below. That checks the
/// isolation and `Sendable`-ness of a witness whose name and types match, as Xcode does; a
/// misspelled witness is silently another method (no near-miss warning), selectors are not
/// checked, and the defaults stand for what the system does when a member is missing
/// (docs/decisions.md, "The stand-in models the headers").
#if HERALD_OS_WATCHOS || HERALD_OS_TVOS
  @available(*, unavailable, message: "API_UNAVAILABLE(watchos, tvos)")
#endif
public protocol UNNotificationContentExtension: NSObjectProtocol {
  /// Mirrors `-didReceiveNotification:` (line 131): required, `NS_SWIFT_UI_ACTOR`.
  @MainActor func didReceive(_ notification: UNNotification)

  /// Mirrors `-didReceiveNotificationResponse:completionHandler:` (line 164): optional,
  /// nonisolated.
  func didReceive(
    _ response: UNNotificationResponse,
    completionHandler completion: @escaping UNNotificationContentExtensionCompletion)

  /// Mirrors the async import of the same method (its Swift form is quoted in the header's
  /// comment, line 142): optional, nonisolated. On Apple platforms one selector has both forms.
  func didReceive(_ response: UNNotificationResponse) async
    -> UNNotificationContentExtensionResponseOption

  /// Mirrors `@property (nonatomic, readonly, assign) mediaPlayPauseButtonType` (line 173).
  var mediaPlayPauseButtonType: UNNotificationContentExtensionMediaPlayPauseButtonType { get }

  /// Mirrors `@property (nonatomic, readonly, assign) CGRect mediaPlayPauseButtonFrame`
  /// (line 189).
  var mediaPlayPauseButtonFrame: CGRect { get }

  #if !HERALD_OS_MACOS
    /// Mirrors `@property (nonatomic, readonly, copy) UIColor *mediaPlayPauseButtonTintColor`
    /// (line 208; `NSColor` on macOS, line 199, which the stand-in does not model).
    var mediaPlayPauseButtonTintColor: UIColor { get }
  #endif

  /// Mirrors `-mediaPlay` (line 218).
  func mediaPlay()

  /// Mirrors `-mediaPause` (line 227).
  func mediaPause()
}

#if !(HERALD_OS_WATCHOS || HERALD_OS_TVOS)
  extension UNNotificationContentExtension {
    /// Default for the optional method: as when it is not implemented, the action goes to the
    /// app (header comment before line 164).
    public func didReceive(
      _ response: UNNotificationResponse,
      completionHandler completion: @escaping UNNotificationContentExtensionCompletion
    ) {
      completion(.dismissAndForwardAction)
    }

    /// Default for the async form: the action goes to the app. It does not call the
    /// completion form: on Apple platforms both are one selector, which the system calls on the
    /// main thread, while a call from here would run off it and stop a `@preconcurrency`
    /// conformer at its executor check.
    public func didReceive(_ response: UNNotificationResponse) async
      -> UNNotificationContentExtensionResponseOption
    {
      .dismissAndForwardAction
    }

    /// Default: "the system behaves as if you set the value to `…None`" (line 171).
    public var mediaPlayPauseButtonType: UNNotificationContentExtensionMediaPlayPauseButtonType {
      .none
    }

    /// Default: an empty rectangle, for which the system draws no button (line 186).
    public var mediaPlayPauseButtonFrame: CGRect { .zero }

    #if !HERALD_OS_MACOS
      /// Default: the stand-in's mark for "the system's default color" (line 206).
      public var mediaPlayPauseButtonTintColor: UIColor { UIColor.standInSystemDefault }
    #endif

    /// Default: nothing to play.
    public func mediaPlay() {}

    /// Default: nothing to pause.
    public func mediaPause() {}
  }
#endif
