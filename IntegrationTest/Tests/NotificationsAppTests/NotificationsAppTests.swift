// The generated registration, response decoding and machine, as the app and its tests use them.
// The app code comes from NotificationsApp and the machine from OrderUI: both modules are
// imported and their generated names used unqualified, so the test target would not compile if
// either module also held the other's part (the name would be ambiguous).

import Testing
import UserNotifications

@testable import NotificationsApp
@testable import OrderUI

#if canImport(UserNotificationsUI)
  import UserNotificationsUI
#endif

/// Tests of the app and extension code built on HeraldPlugin's output.
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
    #expect(OrderButtons.shown(afterTapping: []) == ["hold", "reply"])
    #expect(OrderButtons.shown(afterTapping: ["hold"]) == ["release", "reply"])
    #expect(
      OrderButtons.shown(afterTapping: ["hold", "release"]) == ["hold", "reply"])
    #expect(OrderButtons.shown(afterTapping: ["release"]) == nil)
    #expect(OrderButtons.shown(afterTapping: ["reply"]) == nil)
  }

  /// Two modules, two sets of action types: OrderUI's machine declares its own `Action`, with
  /// the app code's case names and raw values, since the app code is not in its module.
  @Test func extensionDeclaresTheAppsActions() {
    #expect(
      OrderUIDynamicActions.OrderUpdate.Action.self != OrderNotifications.OrderUpdate.Action.self)
    #expect(
      OrderUIDynamicActions.OrderUpdate.Action.allCases.map(\.rawValue)
        == OrderNotifications.OrderUpdate.Action.allCases.map(\.rawValue))
    let step = OrderUIDynamicActions.OrderUpdate.step(
      OrderUIDynamicActions.OrderUpdate.initial, .hold)
    #expect(step?.next.map(OrderUIDynamicActions.OrderUpdate.shownActions) == [.release, .reply])
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
        for: .delivering)
      let option = OrderUIDynamicActions.OrderUpdate.handle("hold", in: context)
      #expect(option == .doNotDismiss)
      #expect(context.notificationActions.map(\.identifier) == ["release", "reply"])
      #expect(OrderUIDynamicActions.OrderUpdate.step(.delivering, .hold)?.next == .onHold)
    }
  #endif
}
