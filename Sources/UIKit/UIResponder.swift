// Stand-ins for UIResponder and UIViewController: what a content extension's view controller needs.
@_exported import Foundation

/// Stand-in for UIKit's `UIResponder` (UIResponder.h: `UIKIT_EXTERN API_AVAILABLE(ios(2.0))
/// NS_SWIFT_UI_ACTOR @interface UIResponder : NSObject`), the superclass of an app delegate and
/// of every view controller. Main-actor isolated, as `NS_SWIFT_UI_ACTOR` imports it. No
/// responder-chain members are mirrored.
#if HERALD_OS_MACOS || HERALD_OS_WATCHOS
  @available(*, unavailable, message: "UIResponder is not available here")
#endif
@MainActor open class UIResponder: NSObject {
  /// Mirrors NSObject `-init`.
  public override init() {
    super.init()
  }
}

/// Stand-in for UIKit's `UIViewController` (UIViewController.h: `NS_SWIFT_UI_ACTOR @interface
/// UIViewController : UIResponder`), main-actor isolated as the header says: the superclass of a
/// content extension's view controller, which is why its members run on the main actor.
#if HERALD_OS_MACOS || HERALD_OS_WATCHOS
  @available(*, unavailable, message: "UIViewController is not available here")
#endif
@MainActor open class UIViewController: UIResponder {
  private var context: NSExtensionContext?

  /// Mirrors NSObject `-init` (UIKit's `-initWithNibName:bundle:` with nil and nil).
  public override init() {
    super.init()
  }

  /// Stand-in only (the system sets the context of an extension's view controller): a view
  /// controller whose `extensionContext` is `context`, for tests that drive the binding.
  public init(standInExtensionContext context: NSExtensionContext?) {
    self.context = context
    super.init()
  }

  /// Mirrors UIViewController.h (`@interface UIViewController (NSExtensionAdditions)`):
  /// `@property (nullable, nonatomic, readonly, strong) NSExtensionContext *extensionContext`.
  open var extensionContext: NSExtensionContext? { context }

  /// Mirrors UIViewController.h: `@property (nullable, nonatomic, copy) NSString *title`; a
  /// content extension with `UNNotificationExtensionOverridesDefaultTitle` sets it.
  open var title: String?
}
