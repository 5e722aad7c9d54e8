// NSExtensionContext recording, protocol defaults, and the UIColor stand-in.
import Foundation
import Testing
import UserNotifications
import UserNotificationsUI

/// A minimal adopter implementing only the required member, as a view controller would.
private final class MinimalExtension: NSObject, UNNotificationContentExtension {
  @MainActor func didReceive(_ notification: UNNotification) {}
}

/// An adopter overriding the optional members.
private final class MediaExtension: NSObject, UNNotificationContentExtension {
  @MainActor func didReceive(_ notification: UNNotification) {}

  func didReceive(
    _ response: UNNotificationResponse,
    completionHandler completion:
      @escaping @Sendable (UNNotificationContentExtensionResponseOption)
      -> Void
  ) {
    completion(response.actionIdentifier == "stay" ? .doNotDismiss : .dismiss)
  }

  var mediaPlayPauseButtonType: UNNotificationContentExtensionMediaPlayPauseButtonType { .overlay }
  var mediaPlayPauseButtonFrame: CGRect { CGRect(x: 10, y: 10, width: 44, height: 44) }
  var mediaPlayPauseButtonTintColor: UIColor { UIColor(red: 1, green: 0, blue: 0, alpha: 1) }
}

@Suite struct ContentExtensionTests {
  private func makeResponse(_ actionIdentifier: String) -> UNNotificationResponse {
    let request = UNNotificationRequest(
      identifier: "n", content: UNMutableNotificationContent(), trigger: nil)
    return UNNotificationResponse(
      standInNotification: UNNotification(standInRequest: request),
      actionIdentifier: actionIdentifier)
  }

  @Test func contextRecordsAssignmentsAndCallsInOrder() {
    let context = NSExtensionContext()
    #expect(context.notificationActions.isEmpty)
    let like = UNNotificationAction(identifier: "like", title: "Like")
    let unlike = UNNotificationAction(identifier: "unlike", title: "Unlike")
    context.notificationActions = [like]
    context.mediaPlayingStarted()
    context.notificationActions = [unlike, like]
    context.mediaPlayingPaused()
    context.performNotificationDefaultAction()
    context.dismissNotificationContentExtension()
    #expect(context.notificationActions == [unlike, like])
    #expect(context.standInNotificationActionsAssignments == [[like], [unlike, like]])
    #expect(
      context.standInEvents == [
        .setNotificationActions([like]), .mediaPlayingStarted,
        .setNotificationActions([unlike, like]), .mediaPlayingPaused,
        .performNotificationDefaultAction, .dismissNotificationContentExtension,
      ])
  }

  @Test func optionalMembersHaveDefaults() async {
    let minimal = MinimalExtension()
    #expect(minimal.mediaPlayPauseButtonType == .none)
    #expect(minimal.mediaPlayPauseButtonFrame == .zero)
    #expect(minimal.mediaPlayPauseButtonTintColor === UIColor.standInSystemDefaultTint)
    #expect(await minimal.didReceive(makeResponse("x")) == .dismissAndForwardAction)
  }

  @Test func overriddenMembersWin() async {
    let media = MediaExtension()
    #expect(media.mediaPlayPauseButtonType == .overlay)
    #expect(media.mediaPlayPauseButtonFrame.width == 44)
    #expect(media.mediaPlayPauseButtonTintColor == UIColor(red: 1, green: 0, blue: 0, alpha: 1))
    #expect(await media.didReceive(makeResponse("stay")) == .doNotDismiss)
    #expect(await media.didReceive(makeResponse("go")) == .dismiss)
  }

  @Test func colorComponentsAreReadable() {
    let color = UIColor(red: 0.25, green: 0.5, blue: 0.75, alpha: 1)
    var red: CGFloat = 0
    var green: CGFloat = 0
    var blue: CGFloat = 0
    var alpha: CGFloat = 0
    #expect(color.getRed(&red, green: &green, blue: &blue, alpha: &alpha))
    #expect([red, green, blue, alpha] == [0.25, 0.5, 0.75, 1])
    #expect(color.standInGreen == 0.5)
  }
}
