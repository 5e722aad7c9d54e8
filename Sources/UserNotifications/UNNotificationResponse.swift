// Stand-ins for UNNotificationResponse, UNTextInputNotificationResponse and the two identifiers.
import Foundation

// swift-format-ignore: AlwaysUseLowerCamelCase
/// Mirrors UNNotificationResponse.h (macOS 12.0 SDK): `extern NSString *const
/// UNNotificationDefaultActionIdentifier` (the user opened the app from the notification).
/// The literal is not in Apple's headers; the reference records it from public code.
public let UNNotificationDefaultActionIdentifier = "com.apple.UNNotificationDefaultActionIdentifier"

// swift-format-ignore: AlwaysUseLowerCamelCase
/// Mirrors UNNotificationResponse.h (macOS 12.0 SDK): `extern NSString *const
/// UNNotificationDismissActionIdentifier` (explicit dismiss; needs `.customDismissAction`).
/// The literal is not in Apple's headers; the reference records it from public code.
public let UNNotificationDismissActionIdentifier = "com.apple.UNNotificationDismissActionIdentifier"

/// Mirrors UNNotificationResponse.h (macOS 12.0 SDK) lines 17-18: `@interface
/// UNNotificationResponse : NSObject <NSCopying, NSSecureCoding>`; `-init` is `NS_UNAVAILABLE`
/// (line 29), instances come from the system. Not `Sendable`: no `NS_SWIFT_SENDABLE`, so the
/// content-extension binding takes it on the main actor and never sends it elsewhere.
/// The stand-in omits `targetScene` (UIKit's `UIScene` does not exist here).
open class UNNotificationResponse: NSObject {
  /// Mirrors UNNotificationResponse.h: `@property (readonly, copy) UNNotification *notification`.
  public let notification: UNNotification

  /// Mirrors UNNotificationResponse.h: `@property (readonly, copy) NSString *actionIdentifier`
  /// (a custom action's identifier, or one of the two global identifiers).
  public let actionIdentifier: String

  /// Stand-in only (the system creates responses on Apple platforms).
  public init(standInNotification notification: UNNotification, actionIdentifier: String) {
    self.notification = notification
    self.actionIdentifier = actionIdentifier
  }
}

/// Mirrors UNNotificationResponse.h (macOS 12.0 SDK) lines 33-34: `@interface
/// UNTextInputNotificationResponse : UNNotificationResponse` (not `Sendable`).
open class UNTextInputNotificationResponse: UNNotificationResponse {
  /// Mirrors UNNotificationResponse.h: `@property (readonly, copy) NSString *userText`
  /// (empty when the user entered nothing).
  public let userText: String

  /// Stand-in only (the system creates responses on Apple platforms).
  public init(
    standInNotification notification: UNNotification, actionIdentifier: String,
    userText: String
  ) {
    self.userText = userText
    super.init(standInNotification: notification, actionIdentifier: actionIdentifier)
  }
}
