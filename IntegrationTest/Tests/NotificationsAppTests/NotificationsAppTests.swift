// The generated registration, response decoding and machine, as the app and its tests use them.

import Testing
import UserNotifications

@testable import NotificationsApp

#if canImport(UserNotificationsUI)
  import UserNotificationsUI
#endif

/// Tests of the app code built on HeraldPlugin's output.
@Suite struct NotificationsAppTests {
  /// Response identifiers decode to the app's commands, the typed text included.
  @Test func responsesDecodeToCommands() {
    let category = "order-update"
    #expect(
      OrderNotificationsSetup.command(
        categoryIdentifier: category, actionIdentifier: UNNotificationDefaultActionIdentifier)
        == .showOrder)
    #expect(
      OrderNotificationsSetup.command(
        categoryIdentifier: category, actionIdentifier: "reply", text: "Leave it at the door")
        == .messageCourier("Leave it at the door"))
    #expect(
      OrderNotificationsSetup.command(categoryIdentifier: category, actionIdentifier: "hold")
        == .setHold(true))
    #expect(
      OrderNotificationsSetup.command(categoryIdentifier: category, actionIdentifier: "release")
        == .setHold(false))
    #expect(
      OrderNotificationsSetup.command(
        categoryIdentifier: category, actionIdentifier: UNNotificationDismissActionIdentifier)
        == .nothing)
    #expect(
      OrderNotificationsSetup.command(categoryIdentifier: "other", actionIdentifier: "hold")
        == .nothing)
  }

  /// Replaying taps on the generated machine: Hold and Release Hold swap in place, Reply
  /// closes the interface, and a button that is not shown cannot be tapped.
  @Test func machineSwapsHoldAndRelease() {
    #expect(OrderNotificationsSetup.buttons(afterTapping: []) == ["hold", "reply"])
    #expect(OrderNotificationsSetup.buttons(afterTapping: ["hold"]) == ["release", "reply"])
    #expect(
      OrderNotificationsSetup.buttons(afterTapping: ["hold", "release"]) == ["hold", "reply"])
    #expect(OrderNotificationsSetup.buttons(afterTapping: ["release"]) == nil)
    #expect(OrderNotificationsSetup.buttons(afterTapping: ["reply"]) == nil)
  }

  /// The generated category: Hold Delivery, then Reply as a text input, custom dismiss on.
  @Test func generatedCategoryMatchesTheSpec() throws {
    let category = OrderNotifications.OrderUpdate.makeCategory()
    #expect(category.identifier == "order-update")
    #expect(category.actions.map(\.identifier) == ["hold", "reply"])
    #expect(category.actions.map(\.title) == ["Hold Delivery", "Reply"])
    let reply = try #require(category.actions.last as? UNTextInputNotificationAction)
    #expect(reply.textInputButtonTitle == "Send")
    #expect(reply.textInputPlaceholder == "Message the courier")
    #expect(category.options.contains(.customDismissAction))
  }

  #if os(Linux)
    /// Registration hands exactly the spec's category to the center, keeping others.
    @Test func registrationKeepsOtherCategories() async {
      let center = UNUserNotificationCenter(standInSupportsContentExtensions: true)
      let other = UNNotificationCategory(
        identifier: "other", actions: [], intentIdentifiers: [], options: [])
      center.setNotificationCategories([other])
      await OrderNotificationsSetup.register(on: center)
      let registered = center.standInRegisteredCategories
      #expect(Set(registered.map(\.identifier)) == ["order-update", "other"])
      #expect(registered.contains(OrderNotifications.OrderUpdate.makeCategory()))
    }

    /// A delivered text-input response decodes to a courier message.
    @Test func textResponseFromTheCenter() {
      let content = UNMutableNotificationContent()
      content.categoryIdentifier = "order-update"
      let request = UNNotificationRequest(identifier: "n1", content: content, trigger: nil)
      let response = UNTextInputNotificationResponse(
        standInNotification: UNNotification(standInRequest: request), actionIdentifier: "reply",
        userText: "Ring twice")
      #expect(OrderNotificationsSetup.command(for: response) == .messageCourier("Ring twice"))
    }

    /// The extension binding swaps Hold for Release Hold on the context and keeps it open.
    @MainActor @Test func extensionBindingSwapsButtons() {
      let context = NSExtensionContext()
      context.notificationActions = OrderUIDynamicActions.OrderUpdate.notificationActions(
        for: .hold_reply)
      let option = OrderUIDynamicActions.OrderUpdate.handle("hold", in: context)
      #expect(option == .doNotDismiss)
      #expect(context.notificationActions.map(\.identifier) == ["release", "reply"])
    }
  #endif
}
