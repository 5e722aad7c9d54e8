// Stand-in for UNNotificationActionIcon: records which image name was passed.
import Foundation

/// Mirrors UNNotificationActionIcon.h (macOS 12.0 SDK) lines 12-13: `@interface
/// UNNotificationActionIcon : NSObject <NSCopying, NSSecureCoding>`, `API_AVAILABLE(macos(12.0),
/// ios(15.0), watchos(8.0), tvos(15.0))`; no `NS_SWIFT_SENDABLE`, so not `Sendable`. `-init` is
/// `NS_UNAVAILABLE` (line 19); the real class has no public properties.
open class UNNotificationActionIcon: NSObject {
  /// Stand-in only: the name passed to `init(templateImageName:)`, or nil.
  public let standInTemplateImageName: String?

  /// Stand-in only: the name passed to `init(systemImageName:)`, or nil.
  public let standInSystemImageName: String?

  private init(templateImageName: String?, systemImageName: String?) {
    standInTemplateImageName = templateImageName
    standInSystemImageName = systemImageName
  }

  /// Mirrors UNNotificationActionIcon.h (macOS 12.0 SDK): `+iconWithTemplateImageName:`
  /// (an image in the app's asset catalog or bundle).
  public convenience init(templateImageName: String) {
    self.init(templateImageName: templateImageName, systemImageName: nil)
  }

  /// Mirrors UNNotificationActionIcon.h (macOS 12.0 SDK): `+iconWithSystemImageName:`
  /// (an SF Symbol name).
  public convenience init(systemImageName: String) {
    self.init(templateImageName: nil, systemImageName: systemImageName)
  }

  /// Mirrors NSObject `-isEqual:` (overridden by the real class; semantics undocumented).
  /// Stand-in choice: equal when the same kind of image with the same name was recorded.
  open override func isEqual(_ object: Any?) -> Bool {
    guard let other = object as? UNNotificationActionIcon else { return false }
    return standInTemplateImageName == other.standInTemplateImageName
      && standInSystemImageName == other.standInSystemImageName
  }

  /// Mirrors NSObject `-hash`; consistent with `isEqual(_:)`.
  open override var hash: Int {
    var hasher = Hasher()
    hasher.combine(standInTemplateImageName)
    hasher.combine(standInSystemImageName)
    return hasher.finalize()
  }
}
