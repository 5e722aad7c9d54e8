// Stand-ins for UNNotificationContent and UNMutableNotificationContent (a few text fields).
import Foundation

/// Mirrors UNNotificationContent.h (macOS 12.0 SDK): `@interface UNNotificationContent : NSObject
/// <NSCopying, NSMutableCopying, NSSecureCoding>`, with no `NS_SWIFT_SENDABLE` (not `Sendable`).
/// Only a few properties are mirrored; the stand-in omits badge, sound, launch image and the
/// iOS 15 additions.
open class UNNotificationContent: NSObject {
  struct Fields {
    var title = ""
    var subtitle = ""
    var body = ""
    var categoryIdentifier = ""
    var threadIdentifier = ""
    var userInfo: [AnyHashable: Any] = [:]
    var attachments: [UNNotificationAttachment] = []
  }

  let fields: StandInLocked<Fields>

  init(fields: Fields) {
    self.fields = StandInLocked(fields)
  }

  /// Mirrors NSObject `-init` (not `NS_UNAVAILABLE` for UNNotificationContent): empty content.
  public override convenience init() {
    self.init(fields: Fields())
  }

  /// Mirrors UNNotificationContent.h: `@property (readonly, copy) NSString *title`.
  open var title: String { fields.withLock { $0.title } }

  /// Mirrors UNNotificationContent.h: `@property (readonly, copy) NSString *subtitle`.
  open var subtitle: String { fields.withLock { $0.subtitle } }

  /// Mirrors UNNotificationContent.h: `@property (readonly, copy) NSString *body`.
  open var body: String { fields.withLock { $0.body } }

  /// Mirrors UNNotificationContent.h: `@property (readonly, copy) NSString *categoryIdentifier`.
  open var categoryIdentifier: String { fields.withLock { $0.categoryIdentifier } }

  /// Mirrors UNNotificationContent.h: `@property (readonly, copy) NSString *threadIdentifier`.
  open var threadIdentifier: String { fields.withLock { $0.threadIdentifier } }

  /// Mirrors UNNotificationContent.h: `@property (readonly, copy) NSDictionary *userInfo`.
  open var userInfo: [AnyHashable: Any] { fields.withLock { $0.userInfo } }

  /// Mirrors UNNotificationContent.h: `@property (readonly, copy) NSArray
  /// <UNNotificationAttachment *> *attachments API_UNAVAILABLE(tvos)`.
  open var attachments: [UNNotificationAttachment] { fields.withLock { $0.attachments } }

  /// Mirrors NSCopying `-copy`: an immutable snapshot (`UNNotificationContent`).
  open override func copy() -> Any {
    UNNotificationContent(fields: fields.withLock { $0 })
  }

  /// Mirrors NSMutableCopying `-mutableCopy`: a `UNMutableNotificationContent` snapshot.
  open override func mutableCopy() -> Any {
    UNMutableNotificationContent(fields: fields.withLock { $0 })
  }
}

/// Mirrors UNNotificationContent.h (macOS 12.0 SDK): `@interface UNMutableNotificationContent :
/// UNNotificationContent` with read-write properties.
open class UNMutableNotificationContent: UNNotificationContent {
  /// Mirrors UNNotificationContent.h: `@property (copy) NSString *title`.
  open override var title: String {
    get { super.title }
    set { fields.withLock { $0.title = newValue } }
  }

  /// Mirrors UNNotificationContent.h: `@property (copy) NSString *subtitle`.
  open override var subtitle: String {
    get { super.subtitle }
    set { fields.withLock { $0.subtitle = newValue } }
  }

  /// Mirrors UNNotificationContent.h: `@property (copy) NSString *body`.
  open override var body: String {
    get { super.body }
    set { fields.withLock { $0.body = newValue } }
  }

  /// Mirrors UNNotificationContent.h: `@property (copy) NSString *categoryIdentifier`.
  open override var categoryIdentifier: String {
    get { super.categoryIdentifier }
    set { fields.withLock { $0.categoryIdentifier = newValue } }
  }

  /// Mirrors UNNotificationContent.h: `@property (copy) NSString *threadIdentifier`.
  open override var threadIdentifier: String {
    get { super.threadIdentifier }
    set { fields.withLock { $0.threadIdentifier = newValue } }
  }

  /// Mirrors UNNotificationContent.h: `@property (copy) NSDictionary *userInfo`.
  open override var userInfo: [AnyHashable: Any] {
    get { super.userInfo }
    set { fields.withLock { $0.userInfo = newValue } }
  }

  /// Mirrors UNNotificationContent.h: `@property (readwrite, copy) NSArray
  /// <UNNotificationAttachment *> *attachments API_UNAVAILABLE(tvos)`.
  open override var attachments: [UNNotificationAttachment] {
    get { super.attachments }
    set { fields.withLock { $0.attachments = newValue } }
  }
}
