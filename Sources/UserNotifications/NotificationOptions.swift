// The three UserNotifications option sets, with Apple's raw values.

/// Mirrors UNNotificationAction.h (macOS 12.0 SDK): `NS_OPTIONS(NSUInteger,
/// UNNotificationActionOptions)`. `UNNotificationActionOptionNone` is Swift-unavailable; use `[]`.
public struct UNNotificationActionOptions: OptionSet, Sendable, Hashable {
  /// Mirrors UNNotificationAction.h: the `NSUInteger` raw value.
  public let rawValue: UInt

  /// Mirrors UNNotificationAction.h: `OptionSet` initializer from the raw value.
  public init(rawValue: UInt) {
    self.rawValue = rawValue
  }

  /// Mirrors UNNotificationAction.h: `UNNotificationActionOptionAuthenticationRequired = (1 << 0)`.
  public static let authenticationRequired = UNNotificationActionOptions(rawValue: 1 << 0)

  /// Mirrors UNNotificationAction.h: `UNNotificationActionOptionDestructive = (1 << 1)`.
  public static let destructive = UNNotificationActionOptions(rawValue: 1 << 1)

  /// Mirrors UNNotificationAction.h: `UNNotificationActionOptionForeground = (1 << 2)`.
  public static let foreground = UNNotificationActionOptions(rawValue: 1 << 2)
}

/// Mirrors UNNotificationCategory.h (macOS 12.0 SDK): `NS_OPTIONS(NSUInteger,
/// UNNotificationCategoryOptions)`. `UNNotificationCategoryOptionNone` is Swift-unavailable.
public struct UNNotificationCategoryOptions: OptionSet, Sendable, Hashable {
  /// Mirrors UNNotificationCategory.h: the `NSUInteger` raw value.
  public let rawValue: UInt

  /// Mirrors UNNotificationCategory.h: `OptionSet` initializer from the raw value.
  public init(rawValue: UInt) {
    self.rawValue = rawValue
  }

  /// Mirrors UNNotificationCategory.h: `UNNotificationCategoryOptionCustomDismissAction`
  /// `= (1 << 0)`.
  public static let customDismissAction = UNNotificationCategoryOptions(rawValue: 1 << 0)

  /// Mirrors UNNotificationCategory.h (macOS 12.0 SDK) line 20:
  /// `UNNotificationCategoryOptionAllowInCarPlay API_UNAVAILABLE(macos) = (1 << 1)`. Unavailable
  /// when the stand-in is built for macOS (`-D HERALD_OS_MACOS`, docs/decisions.md).
  #if HERALD_OS_MACOS
    @available(*, unavailable, message: "API_UNAVAILABLE(macos)")
  #endif
  public static let allowInCarPlay = UNNotificationCategoryOptions(rawValue: 1 << 1)

  /// Mirrors UNNotificationCategory.h (macOS 12.0 SDK) line 23:
  /// `UNNotificationCategoryOptionHiddenPreviewsShowTitle API_AVAILABLE(macos(10.14), ios(11.0))
  /// API_UNAVAILABLE(watchos, tvos) = (1 << 2)`. Unavailable for `-D HERALD_OS_WATCHOS`.
  #if HERALD_OS_WATCHOS
    @available(*, unavailable, message: "API_UNAVAILABLE(watchos)")
  #endif
  public static let hiddenPreviewsShowTitle = UNNotificationCategoryOptions(rawValue: 1 << 2)

  /// Mirrors UNNotificationCategory.h (macOS 12.0 SDK) line 26:
  /// `UNNotificationCategoryOptionHiddenPreviewsShowSubtitle API_AVAILABLE(macos(10.14), ios(11.0))
  /// API_UNAVAILABLE(watchos, tvos) = (1 << 3)`. Unavailable for `-D HERALD_OS_WATCHOS`.
  #if HERALD_OS_WATCHOS
    @available(*, unavailable, message: "API_UNAVAILABLE(watchos)")
  #endif
  public static let hiddenPreviewsShowSubtitle = UNNotificationCategoryOptions(rawValue: 1 << 3)

  /// Mirrors UNNotificationCategory.h (macOS 12.0 SDK) line 29:
  /// `UNNotificationCategoryOptionAllowAnnouncement = (1 << 4)`, `API_DEPRECATED("Announcement
  /// option is ignored", ios(13.0, 15.0), watchos(6.0, 7.0)) API_UNAVAILABLE(macos, tvos)`.
  #if HERALD_OS_MACOS
    @available(*, unavailable, message: "API_UNAVAILABLE(macos)")
  #endif
  @available(*, deprecated, message: "Announcement option is ignored")
  public static let allowAnnouncement = UNNotificationCategoryOptions(rawValue: 1 << 4)
}

/// Mirrors UNUserNotificationCenter.h (macOS 12.3 SDK): `NS_OPTIONS(NSUInteger,
/// UNNotificationPresentationOptions)`. The reference document does not list these raw values;
/// they were read from `phracker/MacOSX-SDKs` :
/// `MacOSX12.3.sdk/System/Library/Frameworks/UserNotifications.framework/Versions/A/Headers/`
/// `UNUserNotificationCenter.h` (badge 1<<0, sound 1<<1, alert 1<<2, list 1<<3, banner 1<<4).
public struct UNNotificationPresentationOptions: OptionSet, Sendable, Hashable {
  /// Mirrors UNUserNotificationCenter.h: the `NSUInteger` raw value.
  public let rawValue: UInt

  /// Mirrors UNUserNotificationCenter.h: `OptionSet` initializer from the raw value.
  public init(rawValue: UInt) {
    self.rawValue = rawValue
  }

  /// Mirrors UNUserNotificationCenter.h: `UNNotificationPresentationOptionBadge = (1 << 0)`.
  public static let badge = UNNotificationPresentationOptions(rawValue: 1 << 0)

  /// Mirrors UNUserNotificationCenter.h: `UNNotificationPresentationOptionSound = (1 << 1)`.
  public static let sound = UNNotificationPresentationOptions(rawValue: 1 << 1)

  /// Mirrors UNUserNotificationCenter.h: `UNNotificationPresentationOptionAlert = (1 << 2)`,
  /// `API_DEPRECATED_WITH_REPLACEMENT("UNNotificationPresentationOptionList |
  /// UNNotificationPresentationOptionBanner", ios(10.0, 14.0), macos(10.14, 11.0), ...)`.
  @available(*, deprecated, message: "Use .list and/or .banner instead")
  public static let alert = UNNotificationPresentationOptions(rawValue: 1 << 2)

  /// Mirrors UNUserNotificationCenter.h: `UNNotificationPresentationOptionList = (1 << 3)`,
  /// `API_AVAILABLE(macos(11.0), ios(14.0), watchos(7.0), tvos(14.0))`.
  public static let list = UNNotificationPresentationOptions(rawValue: 1 << 3)

  /// Mirrors UNUserNotificationCenter.h: `UNNotificationPresentationOptionBanner = (1 << 4)`,
  /// `API_AVAILABLE(macos(11.0), ios(14.0), watchos(7.0), tvos(14.0))`.
  public static let banner = UNNotificationPresentationOptions(rawValue: 1 << 4)
}
