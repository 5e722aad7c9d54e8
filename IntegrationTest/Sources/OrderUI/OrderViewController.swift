// The OrderUI content extension's view controller, written as for Xcode: on Linux, `import UIKit`
// is the stand-in that comes with Herald's UserNotificationsStandIn product. The binding it calls
// is generated into this target from the spec it shares with NotificationsApp.

#if canImport(UIKit) && canImport(UserNotificationsUI)
  import UIKit
  import UserNotifications
  import UserNotificationsUI

  /// Steps the order's machine from the extension's tap, as docs/dynamic-actions.md shows.
  final class OrderViewController: UIViewController,
    @preconcurrency UNNotificationContentExtension
  {
    func didReceive(_ notification: UNNotification) {}

    func didReceive(
      _ response: UNNotificationResponse,
      completionHandler completion: @escaping (UNNotificationContentExtensionResponseOption) -> Void
    ) {
      OrderUIDynamicActions.handle(response, in: extensionContext, completionHandler: completion)
    }
  }
#endif
