// Stand-in for the UNNotificationContentExtension protocol: the required member only.
import Foundation
import UserNotifications

/// Mirrors UNNotificationContentExtension.h (iOS 18.3 SDK, xybp888/iOS-SDKs) lines 65 and 111:
/// `API_AVAILABLE(ios(10.0), macCatalyst(14.0), macos(11.0)) API_UNAVAILABLE(watchos, tvos)
/// @protocol UNNotificationContentExtension <NSObject>`. The protocol itself is not main-actor
/// isolated; only its required method is (line 131, `NS_SWIFT_UI_ACTOR`). Conformers are
/// `UIViewController` subclasses, which are `@MainActor`, so their members run on the main actor.
///
/// The header's `@optional` members (line 133 onwards: `-didReceiveNotificationResponse:
/// completionHandler:` and its async import, `mediaPlayPauseButtonType`,
/// `mediaPlayPauseButtonFrame`, `mediaPlayPauseButtonTintColor`, `-mediaPlay`, `-mediaPause`)
/// are deliberately not requirements here: Swift has `optional` only in `@objc` protocols, and a
/// requirement with a default implementation would invent behaviour Apple does not have (the
/// system, not a default, decides what an unimplemented member means). A conformer declares them
/// as ordinary members; nothing can call them through the protocol, as on Apple platforms only
/// `?.` could (docs/decisions.md, "Optional protocol members of the stand-in").
#if HERALD_OS_WATCHOS || HERALD_OS_TVOS
  @available(*, unavailable, message: "API_UNAVAILABLE(watchos, tvos)")
#endif
public protocol UNNotificationContentExtension: NSObjectProtocol {
  /// Mirrors `-didReceiveNotification:` (required; `NS_SWIFT_UI_ACTOR`, iOS 18.3 header line 131).
  @MainActor func didReceive(_ notification: UNNotification)
}
