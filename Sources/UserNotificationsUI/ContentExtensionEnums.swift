// The two UserNotificationsUI enums, with Apple's raw values.

/// Mirrors UNNotificationContentExtension.h (macOS 12.0 SDK): `NS_ENUM(NSUInteger,
/// UNNotificationContentExtensionResponseOption)`, `API_AVAILABLE(ios(10.0), macCatalyst(14.0),
/// macos(11.0)) API_UNAVAILABLE(watchos, tvos)` (iOS 18.3 header line 61).
#if HERALD_OS_WATCHOS || HERALD_OS_TVOS
  @available(*, unavailable, message: "API_UNAVAILABLE(watchos, tvos)")
#endif
public enum UNNotificationContentExtensionResponseOption: UInt, Sendable {
  /// Mirrors `UNNotificationContentExtensionResponseOptionDoNotDismiss` (0).
  case doNotDismiss = 0
  /// Mirrors `UNNotificationContentExtensionResponseOptionDismiss` (1).
  case dismiss = 1
  /// Mirrors `UNNotificationContentExtensionResponseOptionDismissAndForwardAction` (2).
  case dismissAndForwardAction = 2
}

/// Mirrors UNNotificationContentExtension.h (macOS 12.0 SDK): `NS_ENUM(NSUInteger,
/// UNNotificationContentExtensionMediaPlayPauseButtonType)`, same availability as above (iOS
/// 18.3 header line 42).
#if HERALD_OS_WATCHOS || HERALD_OS_TVOS
  @available(*, unavailable, message: "API_UNAVAILABLE(watchos, tvos)")
#endif
public enum UNNotificationContentExtensionMediaPlayPauseButtonType: UInt, Sendable {
  /// Mirrors `UNNotificationContentExtensionMediaPlayPauseButtonTypeNone` (0).
  case none = 0
  /// Mirrors `UNNotificationContentExtensionMediaPlayPauseButtonTypeDefault` (1).
  case `default` = 1
  /// Mirrors `UNNotificationContentExtensionMediaPlayPauseButtonTypeOverlay` (2).
  case overlay = 2
}
