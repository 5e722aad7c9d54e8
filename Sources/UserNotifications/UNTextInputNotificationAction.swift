// Stand-in for UNTextInputNotificationAction, including the inherited short initializer.

/// Mirrors UNNotificationAction.h (macOS 12.0 SDK) lines 53-54: `@interface
/// UNTextInputNotificationAction : UNNotificationAction` (not `Sendable`, as its superclass). The
/// ObjC class inherits `+actionWithIdentifier:title:options:` (and `…:icon:`), so
/// `UNTextInputNotificationAction(identifier:title:options:)` compiles in Swift; the stand-in
/// then reports empty strings and sets `standInUsesSystemDefaults`.
open class UNTextInputNotificationAction: UNNotificationAction {
  /// Mirrors UNNotificationAction.h: `@property (copy, readonly) NSString *textInputButtonTitle`.
  /// Stand-in: `""` when the action was built with an inherited initializer.
  public let textInputButtonTitle: String

  /// Mirrors UNNotificationAction.h: `@property (copy, readonly) NSString *textInputPlaceholder`.
  /// Stand-in: `""` when the action was built with an inherited initializer.
  public let textInputPlaceholder: String

  /// Stand-in only: true when built with an inherited `UNNotificationAction` initializer, i.e.
  /// the system would choose the button title and placeholder itself.
  public let standInUsesSystemDefaults: Bool

  /// Mirrors UNNotificationAction.h (macOS 12.0 SDK):
  /// `+actionWithIdentifier:title:options:icon:textInputButtonTitle:textInputPlaceholder:`,
  /// `API_AVAILABLE(macos(12.0), ios(15.0), watchos(8.0))`; icon is `nullable`, no default.
  public init(
    identifier: String, title: String, options: UNNotificationActionOptions = [],
    icon: UNNotificationActionIcon?, textInputButtonTitle: String, textInputPlaceholder: String
  ) {
    self.textInputButtonTitle = textInputButtonTitle
    self.textInputPlaceholder = textInputPlaceholder
    standInUsesSystemDefaults = false
    super.init(identifier: identifier, title: title, options: options, icon: icon)
  }

  /// Mirrors UNNotificationAction.h (macOS 12.0 SDK):
  /// `+actionWithIdentifier:title:options:textInputButtonTitle:textInputPlaceholder:`.
  public convenience init(
    identifier: String, title: String, options: UNNotificationActionOptions = [],
    textInputButtonTitle: String, textInputPlaceholder: String
  ) {
    self.init(
      identifier: identifier, title: title, options: options, icon: nil,
      textInputButtonTitle: textInputButtonTitle, textInputPlaceholder: textInputPlaceholder)
  }

  /// Mirrors UNNotificationAction.h (macOS 12.0 SDK): the inherited
  /// `+actionWithIdentifier:title:options:icon:` (and, through it, `…title:options:`).
  /// Stand-in: button title and placeholder are `""`; `standInUsesSystemDefaults` is true.
  public override init(
    identifier: String, title: String, options: UNNotificationActionOptions = [],
    icon: UNNotificationActionIcon?
  ) {
    textInputButtonTitle = ""
    textInputPlaceholder = ""
    standInUsesSystemDefaults = true
    super.init(identifier: identifier, title: title, options: options, icon: icon)
  }

  /// Mirrors NSObject `-isEqual:`; stand-in adds the two text-input strings to the comparison.
  open override func isEqual(_ object: Any?) -> Bool {
    guard super.isEqual(object), let other = object as? UNTextInputNotificationAction else {
      return false
    }
    return textInputButtonTitle == other.textInputButtonTitle
      && textInputPlaceholder == other.textInputPlaceholder
      && standInUsesSystemDefaults == other.standInUsesSystemDefaults
  }
}
