// Stand-in for UNUserNotificationCenter's category registration; records every call.

/// Mirrors UNUserNotificationCenter.h (macOS 12.3 SDK): `@interface UNUserNotificationCenter :
/// NSObject`, `API_AVAILABLE(macos(10.14), ios(10.0), watchos(3.0), tvos(10.0))`. `-init` is
/// `NS_UNAVAILABLE`; stand-in centers come from `current()` or
/// `init(standInSupportsContentExtensions:)`.
open class UNUserNotificationCenter: @unchecked Sendable {
  private struct State {
    var categories: Set<UNNotificationCategory> = []
    var log: [Set<UNNotificationCategory>] = []
    var supportsContentExtensions: Bool
  }

  private static let shared = UNUserNotificationCenter(standInSupportsContentExtensions: true)

  /// Stand-in only: when set (with `$standInCurrent.withValue(_:operation:)`), `current()`
  /// returns this center for the duration of the task, so parallel tests stay isolated.
  @TaskLocal public static var standInCurrent: UNUserNotificationCenter?

  private let state: StandInLocked<State>

  /// Stand-in only (Apple's `-init` is unavailable): a fresh, empty center for tests.
  /// `supportsContentExtensions` reports the given value.
  public init(standInSupportsContentExtensions: Bool) {
    state = StandInLocked(State(supportsContentExtensions: standInSupportsContentExtensions))
  }

  /// Mirrors UNUserNotificationCenter.h (macOS 12.3 SDK): `+currentNotificationCenter`.
  /// Stand-in: `standInCurrent` if set for this task, otherwise one process-wide shared center.
  open class func current() -> UNUserNotificationCenter {
    standInCurrent ?? shared
  }

  /// Mirrors UNUserNotificationCenter.h (macOS 12.3 SDK): `@property (readonly) BOOL
  /// supportsContentExtensions`. Stand-in: true for `current()`'s shared center.
  open var supportsContentExtensions: Bool {
    state.withLock { $0.supportsContentExtensions }
  }

  /// Mirrors UNUserNotificationCenter.h (macOS 12.3 SDK): `-setNotificationCategories:`,
  /// `API_UNAVAILABLE(tvos)`. Replaces the registered set; the stand-in also logs the call.
  open func setNotificationCategories(_ categories: Set<UNNotificationCategory>) {
    state.withLock {
      $0.categories = categories
      $0.log.append(categories)
    }
  }

  /// Mirrors UNUserNotificationCenter.h (macOS 12.3 SDK):
  /// `-getNotificationCategoriesWithCompletionHandler:`, `API_UNAVAILABLE(tvos)`. Stand-in: the
  /// completion runs synchronously on the caller's thread with the current set (empty if none).
  open func getNotificationCategories(
    completionHandler: @escaping @Sendable (Set<UNNotificationCategory>) -> Void
  ) {
    completionHandler(standInRegisteredCategories)
  }

  /// Mirrors the Swift async import of `-getNotificationCategoriesWithCompletionHandler:`
  /// (UNUserNotificationCenter.h, macOS 12.3 SDK), spelled `notificationCategories()` by Apple.
  open func notificationCategories() async -> Set<UNNotificationCategory> {
    standInRegisteredCategories
  }

  /// Stand-in only: the set most recently passed to `setNotificationCategories(_:)`.
  public var standInRegisteredCategories: Set<UNNotificationCategory> {
    state.withLock { $0.categories }
  }

  /// Stand-in only: every `setNotificationCategories(_:)` argument, oldest first.
  public var standInSetNotificationCategoriesCalls: [Set<UNNotificationCategory>] {
    state.withLock { $0.log }
  }

  /// Stand-in only: forgets the registered categories and the call log.
  public func standInReset() {
    state.withLock {
      $0.categories = []
      $0.log = []
    }
  }
}
