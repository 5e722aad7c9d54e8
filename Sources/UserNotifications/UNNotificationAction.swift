// Stand-in for UNNotificationAction: Apple's two initializers and read-only properties.
import Foundation

/// Mirrors UNNotificationAction.h (macOS 12.0 SDK) lines 28-29: `@interface UNNotificationAction
/// : NSObject <NSCopying, NSSecureCoding>`, `API_AVAILABLE(macos(10.14), ios(10.0), watchos(3.0))
/// API_UNAVAILABLE(tvos)`. Not `Sendable`: neither the header nor UserNotifications.apinotes
/// says so (no `NS_SWIFT_SENDABLE`). `-init` is `NS_UNAVAILABLE`, so the stand-in has no `init()`.
open class UNNotificationAction: NSObject {
  /// Mirrors UNNotificationAction.h: `@property (copy, readonly) NSString *identifier`.
  public let identifier: String

  /// Mirrors UNNotificationAction.h: `@property (copy, readonly) NSString *title`.
  public let title: String

  /// Mirrors UNNotificationAction.h: `@property (readonly) UNNotificationActionOptions options`.
  public let options: UNNotificationActionOptions

  /// Mirrors UNNotificationAction.h (macOS 12.0 SDK): `@property (readonly, copy, nullable)
  /// UNNotificationActionIcon *icon`, `API_AVAILABLE(macos(12.0), ios(15.0), watchos(8.0))`.
  public let icon: UNNotificationActionIcon?

  /// Mirrors UNNotificationAction.h (macOS 12.0 SDK): `+actionWithIdentifier:title:options:icon:`
  /// (icon is `nullable` and has no default). Designated here so that subclasses such as
  /// `UNTextInputNotificationAction` inherit the short initializer, as the ObjC class does.
  public init(
    identifier: String, title: String, options: UNNotificationActionOptions = [],
    icon: UNNotificationActionIcon?
  ) {
    self.identifier = identifier
    self.title = title
    self.options = options
    self.icon = icon
  }

  /// Mirrors UNNotificationAction.h (macOS 12.0 SDK): `+actionWithIdentifier:title:options:`.
  public convenience init(
    identifier: String, title: String, options: UNNotificationActionOptions = []
  ) {
    self.init(identifier: identifier, title: title, options: options, icon: nil)
  }

  /// Mirrors NSObject `-isEqual:` (the real class overrides it; semantics undocumented).
  /// Stand-in choice: value equality of the same dynamic class and all public properties.
  open override func isEqual(_ object: Any?) -> Bool {
    guard let other = object as? UNNotificationAction, type(of: other) == type(of: self) else {
      return false
    }
    return identifier == other.identifier && title == other.title && options == other.options
      && icon == other.icon
  }

  /// Mirrors NSObject `-hash`; stand-in hashes the identifier (consistent with `isEqual(_:)`).
  open override var hash: Int {
    identifier.hashValue
  }
}
