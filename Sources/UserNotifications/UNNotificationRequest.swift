// Stand-ins for UNNotificationTrigger, UNNotificationRequest and UNNotification.
import Foundation

/// Mirrors UNNotificationTrigger.h (macOS 12.3 SDK): `@interface UNNotificationTrigger : NSObject`
/// (no `NS_SWIFT_SENDABLE`, so not `Sendable`), whose `-init` is `NS_UNAVAILABLE`. The stand-in
/// has no concrete triggers; it exists so that `UNNotificationRequest(identifier:content:trigger:
/// nil)` type-checks as on Apple platforms.
open class UNNotificationTrigger: NSObject {
  /// Mirrors UNNotificationTrigger.h: `@property (readonly) BOOL repeats`.
  public let repeats: Bool

  init(repeats: Bool) {
    self.repeats = repeats
  }
}

/// Mirrors UNNotificationRequest.h (macOS 12.0 SDK) lines 15-16: `@interface UNNotificationRequest
/// : NSObject <NSCopying, NSSecureCoding>`; `-init` is `NS_UNAVAILABLE`. Not `Sendable` (no
/// `NS_SWIFT_SENDABLE`).
open class UNNotificationRequest: NSObject {
  /// Mirrors UNNotificationRequest.h: `@property (readonly, copy) NSString *identifier`.
  public let identifier: String

  /// Mirrors UNNotificationRequest.h: `@property (readonly, copy) UNNotificationContent *content`.
  /// Like the `copy` attribute, the stand-in keeps an immutable snapshot of the content passed.
  public let content: UNNotificationContent

  /// Mirrors UNNotificationRequest.h: `@property (readonly, copy, nullable) UNNotificationTrigger
  /// *trigger` (nil means deliver immediately).
  public let trigger: UNNotificationTrigger?

  /// Mirrors UNNotificationRequest.h (macOS 12.0 SDK): `+requestWithIdentifier:content:trigger:`.
  public init(identifier: String, content: UNNotificationContent, trigger: UNNotificationTrigger?) {
    self.identifier = identifier
    self.content = UNNotificationContent(fields: content.fields.withLock { $0 })
    self.trigger = trigger
  }
}

/// Mirrors UNNotification.h (`@interface UNNotification : NSObject <NSCopying, NSSecureCoding>`,
/// `-init` `NS_UNAVAILABLE`; that header is not among the reference's sources, shape taken from
/// DOC:usernotifications/unnotification). Instances come from the system. Omits `date`. Not
/// `Sendable`: nothing in the SDK makes it so, so it stays on the isolation that received it.
open class UNNotification: NSObject {
  /// Mirrors UNNotification.h: `var request: UNNotificationRequest { get }`.
  public let request: UNNotificationRequest

  /// Stand-in only (the system creates notifications on Apple platforms): wraps `request`.
  public init(standInRequest request: UNNotificationRequest) {
    self.request = request
  }
}
