// Stand-in for UNNotificationServiceExtension.
import Foundation

/// Mirrors UNNotificationServiceExtension.h (macOS 12.0 SDK) lines 15-16:
/// `API_AVAILABLE(macos(10.14), ios(10.0), watchos(6.0)) API_UNAVAILABLE(tvos) @interface
/// UNNotificationServiceExtension : NSObject`. Not `Sendable` and not main-actor isolated: the
/// header has neither `NS_SWIFT_SENDABLE` nor `NS_SWIFT_UI_ACTOR`, and `-init` is available.
/// Nothing in it ties either method to a thread, so code must expect
/// `serviceExtensionTimeWillExpire()` on another thread than `didReceive`.
open class UNNotificationServiceExtension: NSObject {
  /// Mirrors NSObject `-init`, which the header leaves available.
  public override init() {
    super.init()
  }

  /// Mirrors UNNotificationServiceExtension.h line 20:
  /// `-didReceiveNotificationRequest:withContentHandler:`, whose block is
  /// `void (^)(UNNotificationContent *contentToDeliver)`: neither `NS_SWIFT_SENDABLE` nor
  /// `NS_SWIFT_ASYNC`, and not imported as `async` (its name is not a completion handler's), so
  /// Swift sees a plain, non-`Sendable` closure. The header does not say what the base
  /// implementation does; the stand-in's does nothing.
  open func didReceive(
    _ request: UNNotificationRequest,
    withContentHandler contentHandler: @escaping (UNNotificationContent) -> Void
  ) {}

  /// Mirrors UNNotificationServiceExtension.h line 23: `-serviceExtensionTimeWillExpire`, "called
  /// just before this extension is terminated by the system". The stand-in's does nothing.
  open func serviceExtensionTimeWillExpire() {}
}
