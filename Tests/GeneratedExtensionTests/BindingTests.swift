// The generated content-extension binding and media helpers, run against the stand-in.

import InviteUI
import MapUI
import PodcastUI
import Testing
import UserNotifications
import UserNotificationsUI

/// What a content extension's view controller gets from the generated code. On the main actor,
/// as the view controller is: the binding is `@MainActor`.
@MainActor @Suite struct BindingTests {
  /// A stand-in response of a category and action.
  func response(_ category: String, _ action: String) -> UNNotificationResponse {
    let content = UNMutableNotificationContent()
    content.categoryIdentifier = category
    let request = UNNotificationRequest(identifier: "n", content: content, trigger: nil)
    return UNNotificationResponse(
      standInNotification: UNNotification(standInRequest: request), actionIdentifier: action)
  }

  /// A context showing the registered podcast actions.
  func podcastContext() -> NSExtensionContext {
    let context = NSExtensionContext()
    context.notificationActions = PodcastUIDynamicActions.Podcast.notificationActions(
      for: PodcastUIDynamicActions.Podcast.initial)
    return context
  }

  /// Play becomes Pause and the interface stays open, in all three forms.
  @Test func playBecomesPause() async {
    let context = podcastContext()
    let option = PodcastUIDynamicActions.responseOption(
      for: response("podcast", "play-action"), in: context)
    #expect(option == .doNotDismiss)
    #expect(context.notificationActions.map(\.identifier) == ["pause-action", "queue-action"])
    var received: UNNotificationContentExtensionResponseOption?
    PodcastUIDynamicActions.handle(response("podcast", "pause-action"), in: context) {
      received = $0
    }
    #expect(received == .doNotDismiss)
    #expect(context.notificationActions.map(\.identifier) == ["play-action", "queue-action"])
    let asyncOption = await PodcastUIDynamicActions.handle(
      response("podcast", "queue-action"), in: context)
    #expect(asyncOption == .doNotDismiss)
    #expect(context.notificationActions.map(\.identifier) == ["play-action", "remove-action"])
  }

  /// Taps the spec does not declare, and other categories, close and forward to the app.
  @Test func undeclaredTapsForward() {
    let context = podcastContext()
    let before = context.notificationActions.map(\.identifier)
    #expect(
      PodcastUIDynamicActions.responseOption(for: response("podcast", "nope"), in: context)
        == .dismissAndForwardAction)
    #expect(
      PodcastUIDynamicActions.responseOption(for: response("other", "play-action"), in: context)
        == .dismissAndForwardAction)
    #expect(
      PodcastUIDynamicActions.responseOption(
        for: response("podcast", UNNotificationDefaultActionIdentifier), in: context)
        == .dismissAndForwardAction)
    #expect(context.notificationActions.map(\.identifier) == before)
    #expect(
      PodcastUIDynamicActions.responseOption(for: response("podcast", "play-action"), in: nil)
        == .dismissAndForwardAction)
  }

  /// Swapped-in actions are built like registered ones: icons and options included.
  @Test func swappedActionsKeepIconsAndOptions() {
    let actions = PodcastUIDynamicActions.Podcast.notificationActions(
      for: .pauseAction_removeAction)
    #expect(actions.first?.icon?.standInSystemImageName == "pause.fill")
    #expect(actions.last?.options == [.destructive])
  }

  /// ShowMap: Accept sets Cancel and Payment; Payment keeps the interface open; Comment forwards.
  @Test func showMapMachine() {
    let context = NSExtensionContext()
    let map = MapUIDynamicActions.FieldJobMap.self
    context.notificationActions = map.notificationActions(for: map.initial)
    #expect(map.handle("accept-job", in: context) == .doNotDismiss)
    #expect(context.notificationActions.map(\.identifier) == ["cancel", "payment"])
    #expect(map.handle("payment", in: context) == .doNotDismiss)
    #expect(map.handle("cancel", in: context) == .doNotDismiss)
    #expect(map.handle("comment", in: context) == .dismissAndForwardAction)
    let comment = context.notificationActions.last
    #expect(comment is UNTextInputNotificationAction)
  }

  /// A dismissing tap closes without changing what is shown.
  @Test func inviteDeclineDismisses() {
    let context = NSExtensionContext()
    let invite = InviteUIDynamicActions.EventInvitation.self
    context.notificationActions = invite.notificationActions(for: invite.initial)
    #expect(invite.handle("decline", in: context) == .dismiss)
    #expect(context.notificationActions.map(\.identifier) == ["going", "decline"])
  }

  /// The media play/pause values come from the spec.
  @Test func mediaButton() {
    #expect(PodcastUIDynamicActions.mediaPlayPauseButtonType == .overlay)
    #expect(PodcastUIDynamicActions.mediaPlayPauseButtonFrame.size.width == 44)
    #expect(PodcastUIDynamicActions.mediaPlayPauseButtonFrame.size.height == 44)
    let tint = PodcastUIDynamicActions.mediaPlayPauseButtonTintColor
    #expect(tint.standInRed == 1 && tint.standInAlpha == 1)
  }
}
