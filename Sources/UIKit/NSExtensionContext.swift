// Stand-in for Foundation's NSExtensionContext, which swift-corelibs-foundation lacks.
@_exported import Foundation

/// Stand-in for Foundation's `NSExtensionContext` (NSExtensionContext.h, `@interface
/// NSExtensionContext : NSObject`), which swift-corelibs-foundation on Linux does not provide.
/// It lives in the UIKit stand-in because `UIViewController.extensionContext` is its first user
/// and UserNotificationsUI imports UIKit (UNNotificationContentExtension.h line 13), so every
/// module that names the type sees it. Only the members UserNotificationsUI adds are mirrored
/// (`NSExtensionContext+Notifications.swift` there); `inputItems`, `completeRequest` etc. are
/// not. Not `Sendable`: no header gives evidence that it is (docs/decisions.md).
open class NSExtensionContext: NSObject {
  private let lock = NSLock()
  private var records: [ObjectIdentifier: Any] = [:]

  /// Mirrors NSObject `-init`, which `NSExtensionContext` inherits (the system normally
  /// supplies the context through `UIViewController.extensionContext`).
  public override init() {
    super.init()
  }

  /// Stand-in only: runs `body` under the context's lock on the state a stand-in module keeps
  /// for this context under `key` (a category's members cannot add stored properties).
  public func standInWithRecord<Record, Result>(
    _ key: Record.Type, default makeDefault: () -> Record, _ body: (inout Record) -> Result
  ) -> Result {
    lock.withLock {
      var record = records[ObjectIdentifier(key)] as? Record ?? makeDefault()
      defer { records[ObjectIdentifier(key)] = record }
      return body(&record)
    }
  }
}
