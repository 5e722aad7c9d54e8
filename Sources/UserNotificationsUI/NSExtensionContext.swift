// Stand-in NSExtensionContext carrying the UserNotificationsUI category; records every use.
import Foundation
import Synchronization
import UserNotifications

/// Stand-in for Foundation's `NSExtensionContext` (NSExtensionContext.h), which
/// swift-corelibs-foundation on Linux does not provide. Only the members that
/// UNNotificationContentExtension.h adds in `@interface NSExtensionContext
/// (UNNotificationContentExtension)` are mirrored; `inputItems`, `completeRequest` etc. are not.
open class NSExtensionContext: NSObject, @unchecked Sendable {
  /// Stand-in only: one recorded use of the notification members, in call order.
  public enum StandInEvent: Sendable, Equatable {
    /// `notificationActions` was assigned this array.
    case setNotificationActions([UNNotificationAction])
    /// `performNotificationDefaultAction()` was called.
    case performNotificationDefaultAction
    /// `dismissNotificationContentExtension()` was called.
    case dismissNotificationContentExtension
    /// `mediaPlayingStarted()` was called.
    case mediaPlayingStarted
    /// `mediaPlayingPaused()` was called.
    case mediaPlayingPaused
  }

  private struct State {
    var actions: [UNNotificationAction] = []
    var events: [StandInEvent] = []
  }

  private let state = Mutex(State())

  /// Mirrors NSObject `-init`, which `NSExtensionContext` inherits (the system normally
  /// supplies the context through `UIViewController.extensionContext`).
  public override init() {
    super.init()
  }

  /// Mirrors UNNotificationContentExtension.h (macOS 12.0 SDK): `@property (nonatomic, copy)
  /// NSArray<UNNotificationAction *> *notificationActions`, `API_AVAILABLE(ios(12.0),
  /// macCatalyst(14.0), macos(11.0))`. Stand-in: starts empty; each assignment is recorded.
  open var notificationActions: [UNNotificationAction] {
    get { state.withLock { $0.actions } }
    set {
      state.withLock {
        $0.actions = newValue
        $0.events.append(.setNotificationActions(newValue))
      }
    }
  }

  /// Mirrors UNNotificationContentExtension.h (macOS 12.0 SDK):
  /// `-performNotificationDefaultAction`, `API_AVAILABLE(ios(12.0), …)`. Records the call.
  open func performNotificationDefaultAction() {
    record(.performNotificationDefaultAction)
  }

  /// Mirrors UNNotificationContentExtension.h (macOS 12.0 SDK):
  /// `-dismissNotificationContentExtension`, `API_AVAILABLE(ios(12.0), …)`. Records the call.
  open func dismissNotificationContentExtension() {
    record(.dismissNotificationContentExtension)
  }

  /// Mirrors UNNotificationContentExtension.h (macOS 12.0 SDK): `-mediaPlayingStarted`,
  /// `API_AVAILABLE(ios(10.0), …)`. Stand-in: records the call.
  open func mediaPlayingStarted() {
    record(.mediaPlayingStarted)
  }

  /// Mirrors UNNotificationContentExtension.h (macOS 12.0 SDK): `-mediaPlayingPaused`,
  /// `API_AVAILABLE(ios(10.0), …)`. Stand-in: records the call.
  open func mediaPlayingPaused() {
    record(.mediaPlayingPaused)
  }

  /// Stand-in only: every recorded use, oldest first.
  public var standInEvents: [StandInEvent] {
    state.withLock { $0.events }
  }

  /// Stand-in only: each array assigned to `notificationActions`, in assignment order.
  public var standInNotificationActionsAssignments: [[UNNotificationAction]] {
    standInEvents.compactMap {
      if case .setNotificationActions(let actions) = $0 { return actions }
      return nil
    }
  }

  private func record(_ event: StandInEvent) {
    state.withLock { $0.events.append(event) }
  }
}
