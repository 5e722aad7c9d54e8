// Stand-in NSExtensionContext carrying the UserNotificationsUI category; records every use.
import Foundation
import UserNotifications

/// Stand-in for Foundation's `NSExtensionContext` (NSExtensionContext.h), which
/// swift-corelibs-foundation on Linux does not provide. Only the members that
/// UNNotificationContentExtension.h adds in `@interface NSExtensionContext
/// (UNNotificationContentExtension)` are mirrored; `inputItems`, `completeRequest` etc. are not.
/// Not `Sendable`: no header the reference holds declares it so (Foundation's
/// NSExtensionContext.h is not among them, and the UserNotificationsUI category adds nothing of
/// the kind), so the binding keeps it on the main actor (docs/decisions.md). The recorded state
/// is still behind a lock, so stand-in tests may read it from any thread.
open class NSExtensionContext: NSObject {
  /// Stand-in only: one recorded use of the notification members, in call order.
  public enum StandInEvent: Equatable {
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

  private let lock = NSLock()
  private var stored = State()

  /// Runs `body` on the recorded state under the lock.
  private func withState<Result>(_ body: (inout State) -> Result) -> Result {
    lock.withLock { body(&stored) }
  }

  /// Mirrors NSObject `-init`, which `NSExtensionContext` inherits (the system normally
  /// supplies the context through `UIViewController.extensionContext`).
  public override init() {
    super.init()
  }

  /// Mirrors UNNotificationContentExtension.h (macOS 12.0 SDK): `@property (nonatomic, copy)
  /// NSArray<UNNotificationAction *> *notificationActions`, `API_AVAILABLE(ios(12.0),
  /// macCatalyst(14.0), macos(11.0)) API_UNAVAILABLE(watchos, tvos)` (iOS 18.3 header line 234).
  /// Stand-in: starts empty; each assignment is recorded.
  #if HERALD_OS_WATCHOS || HERALD_OS_TVOS
    @available(*, unavailable, message: "API_UNAVAILABLE(watchos, tvos)")
  #endif
  open var notificationActions: [UNNotificationAction] {
    get { withState { $0.actions } }
    set {
      withState {
        $0.actions = newValue
        $0.events.append(.setNotificationActions(newValue))
      }
    }
  }

  /// Mirrors UNNotificationContentExtension.h (macOS 12.0 SDK):
  /// `-performNotificationDefaultAction`, `API_AVAILABLE(ios(12.0), …)`. Records the call.
  /// (iOS 18.3 header line 237: `API_UNAVAILABLE(watchos, tvos)`.)
  #if HERALD_OS_WATCHOS || HERALD_OS_TVOS
    @available(*, unavailable, message: "API_UNAVAILABLE(watchos, tvos)")
  #endif
  open func performNotificationDefaultAction() {
    record(.performNotificationDefaultAction)
  }

  /// Mirrors UNNotificationContentExtension.h (macOS 12.0 SDK):
  /// `-dismissNotificationContentExtension`, `API_AVAILABLE(ios(12.0), …)`. Records the call.
  /// (iOS 18.3 header line 239: `API_UNAVAILABLE(watchos, tvos)`.)
  #if HERALD_OS_WATCHOS || HERALD_OS_TVOS
    @available(*, unavailable, message: "API_UNAVAILABLE(watchos, tvos)")
  #endif
  open func dismissNotificationContentExtension() {
    record(.dismissNotificationContentExtension)
  }

  /// Mirrors UNNotificationContentExtension.h (macOS 12.0 SDK): `-mediaPlayingStarted`,
  /// `API_AVAILABLE(ios(10.0), …)`. Stand-in: records the call.
  /// (iOS 18.3 header line 243: `API_UNAVAILABLE(watchos, tvos)`.)
  #if HERALD_OS_WATCHOS || HERALD_OS_TVOS
    @available(*, unavailable, message: "API_UNAVAILABLE(watchos, tvos)")
  #endif
  open func mediaPlayingStarted() {
    record(.mediaPlayingStarted)
  }

  /// Mirrors UNNotificationContentExtension.h (macOS 12.0 SDK): `-mediaPlayingPaused`,
  /// `API_AVAILABLE(ios(10.0), …)`. Stand-in: records the call.
  /// (iOS 18.3 header line 244: `API_UNAVAILABLE(watchos, tvos)`.)
  #if HERALD_OS_WATCHOS || HERALD_OS_TVOS
    @available(*, unavailable, message: "API_UNAVAILABLE(watchos, tvos)")
  #endif
  open func mediaPlayingPaused() {
    record(.mediaPlayingPaused)
  }

  /// Stand-in only: every recorded use, oldest first.
  public var standInEvents: [StandInEvent] {
    withState { $0.events }
  }

  /// Stand-in only: each array assigned to `notificationActions`, in assignment order.
  public var standInNotificationActionsAssignments: [[UNNotificationAction]] {
    standInEvents.compactMap {
      if case .setNotificationActions(let actions) = $0 { return actions }
      return nil
    }
  }

  private func record(_ event: StandInEvent) {
    withState { $0.events.append(event) }
  }
}
