// NSExtensionContext recording, the protocol's requirements and defaults, and the UIKit stand-in.
import Foundation
import Testing
import UIKit
import UserNotifications
import UserNotificationsUI

/// A minimal adopter implementing only the required member, as a view controller would.
private final class MinimalExtension: NSObject, UNNotificationContentExtension {
  @MainActor func didReceive(_ notification: UNNotification) {}
}

/// An adopter that also implements the header's `@optional` members, as a view controller does:
/// main-actor code meeting nonisolated requirements, so the conformance is `@preconcurrency`.
private final class MediaExtension: UIViewController,
  @preconcurrency UNNotificationContentExtension
{
  func didReceive(_ notification: UNNotification) {}

  func didReceive(
    _ response: UNNotificationResponse,
    completionHandler completion: @escaping (UNNotificationContentExtensionResponseOption) -> Void
  ) {
    completion(response.actionIdentifier == "stay" ? .doNotDismiss : .dismiss)
  }

  var mediaPlayPauseButtonType: UNNotificationContentExtensionMediaPlayPauseButtonType { .overlay }
  var mediaPlayPauseButtonFrame: CGRect { CGRect(x: 10, y: 10, width: 44, height: 44) }
  var mediaPlayPauseButtonTintColor: UIColor { UIColor(red: 1, green: 0, blue: 0, alpha: 1) }
}

/// Receives an option from a `@Sendable` completion handler that the stand-in adopter calls
/// synchronously.
private final class OptionBox: @unchecked Sendable {
  private let lock = NSLock()
  private var stored: UNNotificationContentExtensionResponseOption = .dismissAndForwardAction

  /// The last option received.
  var value: UNNotificationContentExtensionResponseOption { lock.withLock { stored } }

  /// Records an option.
  func set(_ option: UNNotificationContentExtensionResponseOption) {
    lock.withLock { stored = option }
  }
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

  /// The only requirement is the main-actor `didReceive(_:)`; a minimal adopter compiles.
  @MainActor @Test func requiredMemberIsTheOnlyRequirement() {
    let minimal: any UNNotificationContentExtension = MinimalExtension()
    let request = UNNotificationRequest(
      identifier: "n", content: UNMutableNotificationContent(), trigger: nil)
    minimal.didReceive(UNNotification(standInRequest: request))
  }

  /// An adopter's own optional members are called directly, as the system would call them.
  /// The optional members default to what the system does when they are missing: the action
  /// goes to the app, no media button.
  @MainActor @Test func optionalMembersHaveTheSystemsDefaults() async {
    let minimal = MinimalExtension()
    #expect(minimal.mediaPlayPauseButtonType == .none)
    #expect(minimal.mediaPlayPauseButtonFrame == .zero)
    #expect(minimal.mediaPlayPauseButtonTintColor == UIColor.standInSystemDefault)
    let answer = await MinimalExtension().didReceive(makeResponse("go"))
    #expect(answer == .dismissAndForwardAction)
  }

  /// A view controller reports the context it was given; `import UIKit` brings Foundation.
  @MainActor @Test func viewControllerHasItsExtensionContext() {
    let context = NSExtensionContext()
    let controller = UIViewController(standInExtensionContext: context)
    #expect(controller.extensionContext === context)
    #expect(UIViewController().extensionContext == nil)
    let frame: CGRect = CGRect(x: 0, y: 0, width: 1, height: 1)
    #expect(frame.width == 1)
  }

  @MainActor @Test func adoptersDeclareOptionalMembers() {
    let media = MediaExtension()
    #expect(media.mediaPlayPauseButtonType == .overlay)
    #expect(media.mediaPlayPauseButtonFrame.width == 44)
    #expect(media.mediaPlayPauseButtonTintColor == UIColor(red: 1, green: 0, blue: 0, alpha: 1))
    var options: [UNNotificationContentExtensionResponseOption] = []
    for identifier in ["stay", "go"] {
      let box = OptionBox()
      media.didReceive(makeResponse(identifier)) { box.set($0) }
      options.append(box.value)
    }
    #expect(options == [.doNotDismiss, .dismiss])
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
