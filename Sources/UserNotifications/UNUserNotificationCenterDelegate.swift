// Stand-in for the UNUserNotificationCenterDelegate protocol: its members are all optional.

import Foundation

/// Mirrors UNUserNotificationCenter.h (macOS 12.3 SDK) lines 89-90: `API_AVAILABLE(macos(10.14),
/// ios(10.0), watchos(3.0), tvos(10.0)) @protocol UNUserNotificationCenterDelegate <NSObject>`.
/// Every member follows `@optional` (line 92): `willPresentNotification` (line 95),
/// `didReceiveNotificationResponse` (line 98, `API_UNAVAILABLE(tvos)`) and
/// `openSettingsForNotification` (line 101). Swift has `optional` only in `@objc` protocols, so,
/// as for `UNNotificationContentExtension` (docs/decisions.md), the optional members are not
/// requirements here and have no defaults: a conforming type declares the ones it implements,
/// and nothing calls them. No isolation: the header has no `NS_SWIFT_UI_ACTOR`.
public protocol UNUserNotificationCenterDelegate: NSObjectProtocol {}
