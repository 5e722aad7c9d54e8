// Stand-in for UIKit's UIColor: the one initializer and reader a content extension needs.
@_exported import Foundation

/// Stand-in for UIKit's `UIColor` (UIColor.h), which does not exist on Linux. This minimal class
/// lets `UNNotificationContentExtension.mediaPlayPauseButtonTintColor` keep Apple's type name. It
/// stores sRGB-style components verbatim and mirrors only `init(red:green:blue:alpha:)` and
/// `getRed(_:green:blue:alpha:)`. Not `Sendable`, as UIColor.h (not among the headers the
/// reference holds) gives the stand-in no evidence that it is. UIKit does not exist on macOS
/// (`NSColor` there), so the class is unavailable for `-D HERALD_OS_MACOS`.
#if HERALD_OS_MACOS
  @available(*, unavailable, message: "UIKit does not exist on macOS")
#endif
open class UIColor: NSObject {
  /// Stand-in only: the red component passed to `init(red:green:blue:alpha:)`.
  public let standInRed: CGFloat
  /// Stand-in only: the green component passed to `init(red:green:blue:alpha:)`.
  public let standInGreen: CGFloat
  /// Stand-in only: the blue component passed to `init(red:green:blue:alpha:)`.
  public let standInBlue: CGFloat
  /// Stand-in only: the alpha component passed to `init(red:green:blue:alpha:)`.
  public let standInAlpha: CGFloat

  /// Mirrors UIColor.h (UIKit): `-initWithRed:green:blue:alpha:`.
  public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
    standInRed = red
    standInGreen = green
    standInBlue = blue
    standInAlpha = alpha
    super.init()
  }

  /// Stand-in only: the color the stand-in reports where Apple leaves the choice to the system
  /// (an unimplemented `mediaPlayPauseButtonTintColor`); components that no test writes.
  public static var standInSystemDefault: UIColor {
    UIColor(red: -1, green: -1, blue: -1, alpha: -1)
  }

  /// Mirrors UIColor.h (UIKit): `-getRed:green:blue:alpha:`; always succeeds in the stand-in.
  open func getRed(
    _ red: UnsafeMutablePointer<CGFloat>?, green: UnsafeMutablePointer<CGFloat>?,
    blue: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?
  ) -> Bool {
    red?.pointee = standInRed
    green?.pointee = standInGreen
    blue?.pointee = standInBlue
    alpha?.pointee = standInAlpha
    return true
  }

  /// Mirrors NSObject `-isEqual:` as UIColor overrides it: equal components.
  open override func isEqual(_ object: Any?) -> Bool {
    guard let other = object as? UIColor else { return false }
    return standInRed == other.standInRed && standInGreen == other.standInGreen
      && standInBlue == other.standInBlue && standInAlpha == other.standInAlpha
  }

  /// Mirrors NSObject `-hash`, consistent with `isEqual(_:)`.
  open override var hash: Int {
    var hasher = Hasher()
    hasher.combine(standInRed)
    hasher.combine(standInGreen)
    hasher.combine(standInBlue)
    hasher.combine(standInAlpha)
    return hasher.finalize()
  }
}
