// Stand-in for UNUserNotificationCenter's category registration; records every call.
import Foundation

#if HERALD_XCODE16_IMPORT
  /// The completion block of `-getNotificationCategoriesWithCompletionHandler:` (line 57) as
  /// Xcode 16 (Swift 6.0/6.1) imports it: not `@Sendable`.
  public typealias UNUserNotificationCenterCategoriesCompletion = (Set<UNNotificationCategory>) ->
    Void
#else
  /// The completion block of `-getNotificationCategoriesWithCompletionHandler:` (line 57) as
  /// Swift 6.2 and later import it: `@Sendable` (SE-0463).
  public typealias UNUserNotificationCenterCategoriesCompletion =
    @Sendable (Set<UNNotificationCategory>) -> Void
#endif

/// Mirrors UNUserNotificationCenter.h (macOS 12.3 SDK) lines 38-39: `API_AVAILABLE(macos(10.14),
/// ios(10.0), watchos(3.0), tvos(10.0)) @interface UNUserNotificationCenter : NSObject`. Not
/// `Sendable`: the header has no `NS_SWIFT_SENDABLE`, so Swift 6 code must not capture a center
/// in a `@Sendable` closure or send it across isolation (docs/decisions.md). `-init` is
/// `NS_UNAVAILABLE` (line 50); stand-in centers come from `current()` or
/// `init(standInSupportsContentExtensions:)`.
open class UNUserNotificationCenter: NSObject {
  private struct State {
    var categories: Set<UNNotificationCategory> = []
    var log: [Set<UNNotificationCategory>] = []
    var supportsContentExtensions: Bool
    weak var delegate: (any UNUserNotificationCenterDelegate)?
  }

  /// The process-wide center `current()` returns, as Apple's `+currentNotificationCenter` returns
  /// one object. `nonisolated(unsafe)` because the type is not `Sendable` (as in the header); the
  /// object's state is behind a lock, which is what makes sharing it sound.
  nonisolated(unsafe) private static let shared = UNUserNotificationCenter(
    standInSupportsContentExtensions: true)

  /// Carries a center in a task-local value, which must be `Sendable`. Stand-in only, never
  /// handed out: it only reaches `current()`, and a center's state is behind a lock.
  private struct Override: @unchecked Sendable {
    let center: UNUserNotificationCenter
  }

  /// The center `current()` returns in this task, set by `standInWithCurrent`.
  @TaskLocal private static var override: Override?

  private let state: StandInLocked<State>

  /// Stand-in only (Apple's `-init` is unavailable): a fresh, empty center for tests.
  /// `supportsContentExtensions` reports the given value.
  public init(standInSupportsContentExtensions: Bool) {
    state = StandInLocked(State(supportsContentExtensions: standInSupportsContentExtensions))
  }

  /// Mirrors UNUserNotificationCenter.h (macOS 12.3 SDK) line 48: `+currentNotificationCenter`.
  /// Stand-in: the center given to `standInWithCurrent` in this task, otherwise one process-wide
  /// shared center.
  open class func current() -> UNUserNotificationCenter {
    override?.center ?? shared
  }

  /// Stand-in only: runs `operation` with `current()` returning `center` in this task, so that
  /// parallel tests of code that calls `current()` stay isolated.
  public static func standInWithCurrent<Result>(
    _ center: UNUserNotificationCenter, operation: () throws -> Result
  ) rethrows -> Result {
    try $override.withValue(Override(center: center), operation: operation)
  }

  /// Stand-in only: the async form of `standInWithCurrent(_:operation:)`.
  public static func standInWithCurrent<Result>(
    _ center: UNUserNotificationCenter, operation: () async throws -> Result
  ) async rethrows -> Result {
    try await $override.withValue(Override(center: center), operation: operation)
  }

  /// Mirrors UNUserNotificationCenter.h (macOS 12.3 SDK) line 42: `@property (nullable, weak)
  /// id <UNUserNotificationCenterDelegate> delegate`. Stand-in: stored, never called.
  open var delegate: (any UNUserNotificationCenterDelegate)? {
    get { state.withLock { $0.delegate } }
    set { state.withLock { $0.delegate = newValue } }
  }

  /// Mirrors UNUserNotificationCenter.h (macOS 12.3 SDK): `@property (readonly) BOOL
  /// supportsContentExtensions`. Stand-in: true for `current()`'s shared center.
  open var supportsContentExtensions: Bool {
    state.withLock { $0.supportsContentExtensions }
  }

  /// Mirrors UNUserNotificationCenter.h (macOS 12.3 SDK) line 56: `-setNotificationCategories:`,
  /// `API_UNAVAILABLE(tvos)`. Replaces the registered set; the stand-in also logs the call.
  open func setNotificationCategories(_ categories: Set<UNNotificationCategory>) {
    state.withLock {
      $0.categories = categories
      $0.log.append(categories)
    }
  }

  /// Mirrors UNUserNotificationCenter.h (macOS 12.3 SDK) line 57:
  /// `-getNotificationCategoriesWithCompletionHandler:`, `API_UNAVAILABLE(tvos)`. `@Sendable`
  /// although the header has no `NS_SWIFT_SENDABLE`: the method has an async variant and is
  /// nonisolated, so Swift 6.2 imports its completion handler as `@Sendable` (SE-0463,
  /// swiftlang/swift-evolution proposals/0463-sendable-completion-handlers.md, "Detailed
  /// design"). Stand-in: the completion runs synchronously on the caller's thread with the
  /// current set (empty if none).
  open func getNotificationCategories(
    completionHandler: @escaping UNUserNotificationCenterCategoriesCompletion
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
