// Stand-ins for UIApplication and UIApplicationDelegate: what an app delegate with @main needs.
@_exported import Foundation

/// Stand-in for UIKit's `UIApplication` (UIApplication.h: `NS_SWIFT_UI_ACTOR @interface
/// UIApplication : UIResponder`). Only the launch-options key type is mirrored; the stand-in
/// never creates an application.
#if HERALD_OS_MACOS || HERALD_OS_WATCHOS
  @available(*, unavailable, message: "UIApplication is not available here")
#endif
@MainActor open class UIApplication: UIResponder {
  /// Mirrors UIApplication.h: `typedef NSString *UIApplicationLaunchOptionsKey
  /// NS_TYPED_ENUM`, imported as a `Hashable`, `Sendable` struct wrapping the string.
  public struct LaunchOptionsKey: Hashable, Sendable, RawRepresentable {
    /// The key's string.
    public let rawValue: String

    /// Mirrors the `NS_TYPED_ENUM` import's initializer.
    public init(rawValue: String) {
      self.rawValue = rawValue
    }
  }

  /// Stand-in only: Apple's application is created by `UIApplicationMain`.
  public init(standInOnly: Void) {
    super.init()
  }
}

/// Stand-in for UIKit's `UIApplicationDelegate` (UIApplication.h: `NS_SWIFT_UI_ACTOR @protocol
/// UIApplicationDelegate <NSObject>`), main-actor isolated as the header says. Every member is
/// `@optional` there; the one an app delegate implements first,
/// `-application:didFinishLaunchingWithOptions:`, is a requirement with a default here (returns
/// true, as an unimplemented method counts for the system), so a witness is checked for
/// isolation and near misses the way Xcode checks it (docs/decisions.md).
#if HERALD_OS_MACOS || HERALD_OS_WATCHOS
  @available(*, unavailable, message: "UIApplicationDelegate is not available here")
#endif
@MainActor public protocol UIApplicationDelegate: NSObjectProtocol {
  /// Mirrors `-application:didFinishLaunchingWithOptions:` (optional in the header).
  func application(
    _ application: UIApplication,
    didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool
}

#if !(HERALD_OS_MACOS || HERALD_OS_WATCHOS)
  extension UIApplicationDelegate {
    /// Default for the optional member: launching succeeds.
    public func application(
      _ application: UIApplication,
      didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool {
      true
    }

    /// Mirrors the `@main` support UIKit gives an application delegate (its `main()` calls
    /// `UIApplicationMain`). Stand-in: returns at once, since Linux has no application to run;
    /// it exists so that an executable target with a `@main` app delegate builds here.
    @MainActor public static func main() {}
  }
#endif
