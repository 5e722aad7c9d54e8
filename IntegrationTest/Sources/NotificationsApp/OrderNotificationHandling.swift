// The app side of order notifications, built on the app code HeraldPlugin generates from the
// spec; the OrderUI extension's machine is compiled into OrderUI, not here.

import UserNotifications

/// What the app does about a response to an order notification.
public enum OrderCommand: Equatable, Sendable {
  /// Show the order (the notification itself was tapped).
  case showOrder
  /// Send the typed text to the courier.
  case messageCourier(String)
  /// Put the delivery on hold, or take the hold off.
  case setHold(Bool)
  /// Nothing to do: dismissed, or not an order notification.
  case nothing
}

/// Registration and response handling, for the app.
public enum OrderNotificationsSetup {
  /// Registers the spec's categories with `center`, keeping categories other code registered.
  public static func register(on center: UNUserNotificationCenter) async {
    await OrderNotifications.register(on: center)
  }

  /// What to do about a response from the notification center delegate.
  public static func command(for response: UNNotificationResponse) -> OrderCommand {
    command(for: OrderNotifications.Response(response))
  }

  /// What to do about a response given by its identifiers and typed text.
  public static func command(
    categoryIdentifier: String, actionIdentifier: String, text: String? = nil
  ) -> OrderCommand {
    command(
      for: OrderNotifications.Response(
        categoryIdentifier: categoryIdentifier, actionIdentifier: actionIdentifier, text: text))
  }

  /// Maps a decoded response to a command.
  static func command(for response: OrderNotifications.Response) -> OrderCommand {
    switch response {
    // Exhaustive over the category's responses: no `default:`, so a new action in the spec is
    // a compile error here until the app handles it.
    case .orderUpdate(.opened): return .showOrder
    case .orderUpdate(.reply(let text)): return .messageCourier(text)
    case .orderUpdate(.hold): return .setHold(true)
    case .orderUpdate(.release): return .setHold(false)
    case .orderUpdate(.dismissed), .unknown: return .nothing
    }
  }
}
