// The members UserNotificationsUI adds to NSExtensionContext; the stand-in records every use.
import Foundation
import UIKit
import UserNotifications

/// Stand-in only: one recorded use of the notification members of `NSExtensionContext`.
public enum NSExtensionContextStandInEvent: Equatable {
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

/// What the stand-in records per context, kept by the UIKit stand-in's `NSExtensionContext`.
private struct NotificationRecord {
  var actions: [UNNotificationAction] = []
  var events: [NSExtensionContextStandInEvent] = []
}

/// Mirrors UNNotificationContentExtension.h (iOS 18.3 SDK) line 232: `@interface
/// NSExtensionContext (UNNotificationContentExtension)`. The recorded state is behind the
/// context's lock, so stand-in tests may read it from any thread.
extension NSExtensionContext {
  /// Stand-in only: one recorded use, in call order.
  public typealias StandInEvent = NSExtensionContextStandInEvent

  private func withNotificationRecord<Result>(_ body: (inout NotificationRecord) -> Result)
    -> Result
  {
    standInWithRecord(NotificationRecord.self, default: { NotificationRecord() }, body)
  }

  /// Mirrors UNNotificationContentExtension.h (iOS 18.3 SDK) line 234: `@property (nonatomic,
  /// copy) NSArray<UNNotificationAction *> *notificationActions API_AVAILABLE(ios(12.0),
  /// macCatalyst(14.0), macos(11.0)) API_UNAVAILABLE(watchos, tvos)`. Stand-in: starts empty;
  /// each assignment is recorded.
  #if HERALD_OS_WATCHOS || HERALD_OS_TVOS
    @available(*, unavailable, message: "API_UNAVAILABLE(watchos, tvos)")
  #endif
  public var notificationActions: [UNNotificationAction] {
    get { withNotificationRecord { $0.actions } }
    set {
      withNotificationRecord {
        $0.actions = newValue
        $0.events.append(.setNotificationActions(newValue))
      }
    }
  }

  /// Mirrors UNNotificationContentExtension.h (iOS 18.3 SDK) line 237:
  /// `-performNotificationDefaultAction API_AVAILABLE(ios(12.0), …) API_UNAVAILABLE(watchos,
  /// tvos)`. Records the call.
  #if HERALD_OS_WATCHOS || HERALD_OS_TVOS
    @available(*, unavailable, message: "API_UNAVAILABLE(watchos, tvos)")
  #endif
  public func performNotificationDefaultAction() {
    record(.performNotificationDefaultAction)
  }

  /// Mirrors UNNotificationContentExtension.h (iOS 18.3 SDK) line 239:
  /// `-dismissNotificationContentExtension API_AVAILABLE(ios(12.0), …)
  /// API_UNAVAILABLE(watchos, tvos)`. Records the call.
  #if HERALD_OS_WATCHOS || HERALD_OS_TVOS
    @available(*, unavailable, message: "API_UNAVAILABLE(watchos, tvos)")
  #endif
  public func dismissNotificationContentExtension() {
    record(.dismissNotificationContentExtension)
  }

  /// Mirrors UNNotificationContentExtension.h (iOS 18.3 SDK) line 243: `-mediaPlayingStarted
  /// API_AVAILABLE(ios(10.0), …) API_UNAVAILABLE(watchos, tvos)`. Records the call.
  #if HERALD_OS_WATCHOS || HERALD_OS_TVOS
    @available(*, unavailable, message: "API_UNAVAILABLE(watchos, tvos)")
  #endif
  public func mediaPlayingStarted() {
    record(.mediaPlayingStarted)
  }

  /// Mirrors UNNotificationContentExtension.h (iOS 18.3 SDK) line 244: `-mediaPlayingPaused
  /// API_AVAILABLE(ios(10.0), …) API_UNAVAILABLE(watchos, tvos)`. Records the call.
  #if HERALD_OS_WATCHOS || HERALD_OS_TVOS
    @available(*, unavailable, message: "API_UNAVAILABLE(watchos, tvos)")
  #endif
  public func mediaPlayingPaused() {
    record(.mediaPlayingPaused)
  }

  /// Stand-in only: every recorded use, oldest first.
  public var standInEvents: [StandInEvent] {
    withNotificationRecord { $0.events }
  }

  /// Stand-in only: each array assigned to `notificationActions`, in assignment order.
  public var standInNotificationActionsAssignments: [[UNNotificationAction]] {
    standInEvents.compactMap {
      if case .setNotificationActions(let actions) = $0 { return actions }
      return nil
    }
  }

  private func record(_ event: StandInEvent) {
    withNotificationRecord { $0.events.append(event) }
  }
}
