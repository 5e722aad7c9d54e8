// Stand-in for UNNotificationAttachment and its option keys.
import Foundation

// swift-format-ignore: AlwaysUseLowerCamelCase
/// Mirrors UNError.h (macOS 12.0 SDK) line 10: `extern NSString * const UNErrorDomain`. The
/// stand-in's value is its own; code reads it only through the constant.
public let UNErrorDomain = "UNErrorDomain"

/// Mirrors UNNotificationAttachment.h (macOS 12.0 SDK) lines 12-13: `API_AVAILABLE(macos(10.14),
/// ios(10.0), watchos(3.0)) API_UNAVAILABLE(tvos) @interface UNNotificationAttachment : NSObject
/// <NSCopying, NSSecureCoding>`, with no `NS_SWIFT_SENDABLE` (not `Sendable`). `-init` is
/// `NS_UNAVAILABLE` (line 27).
///
/// The stand-in records what it was given and checks only that `url` is a file URL naming an
/// existing file (else it throws `UNErrorDomain` code 100, `UNErrorCodeAttachmentInvalidURL`,
/// UNError.h line 14). It does not move the file into a data store, read it, check its size or
/// guess its type as a device does.
open class UNNotificationAttachment: NSObject {
  /// Mirrors UNNotificationAttachment.h line 16: `@property (readonly, copy) NSString
  /// *identifier`.
  public let identifier: String

  /// Mirrors UNNotificationAttachment.h line 19: `@property (readonly, copy) NSURL *URL`.
  public let url: URL

  /// Mirrors UNNotificationAttachment.h line 22: `@property (readonly, copy) NSString *type`, the
  /// UTI. The stand-in does not guess it: it is the `UNNotificationAttachmentOptionsTypeHintKey`
  /// option when that is a string, else the empty string.
  public let type: String

  /// Stand-in only: the options dictionary exactly as passed (nil when none was).
  public let standInOptions: [AnyHashable: Any]?

  /// Mirrors UNNotificationAttachment.h line 25: `+attachmentWithIdentifier:URL:options:error:`
  /// ("URL must be a file URL. Returns nil if the data at URL is not supported."), imported as a
  /// throwing initializer.
  public init(identifier: String, url URL: URL, options: [AnyHashable: Any]? = nil) throws {
    var isDirectory: ObjCBool = false
    guard URL.isFileURL,
      FileManager.default.fileExists(atPath: URL.path, isDirectory: &isDirectory),
      !isDirectory.boolValue
    else {
      throw NSError(domain: UNErrorDomain, code: 100)
    }
    self.identifier = identifier
    self.url = URL
    self.type = options?[UNNotificationAttachmentOptionsTypeHintKey] as? String ?? ""
    self.standInOptions = options
  }
}

// swift-format-ignore: AlwaysUseLowerCamelCase
/// Mirrors UNNotificationAttachment.h line 32: `extern NSString * const
/// UNNotificationAttachmentOptionsTypeHintKey` ("If not set the type hint will be guessed from
/// the attachment's file extension. Value must be an NSString."). The stand-in's value is its own.
public let UNNotificationAttachmentOptionsTypeHintKey = "UNNotificationAttachmentOptionsTypeHintKey"

// swift-format-ignore: AlwaysUseLowerCamelCase
/// Mirrors UNNotificationAttachment.h line 35: `extern NSString * const
/// UNNotificationAttachmentOptionsThumbnailHiddenKey` (a Boolean `NSNumber`).
public let UNNotificationAttachmentOptionsThumbnailHiddenKey =
  "UNNotificationAttachmentOptionsThumbnailHiddenKey"

// swift-format-ignore: AlwaysUseLowerCamelCase
/// Mirrors UNNotificationAttachment.h line 38: `extern NSString * const
/// UNNotificationAttachmentOptionsThumbnailClippingRectKey` (a `CGRect` dictionary).
public let UNNotificationAttachmentOptionsThumbnailClippingRectKey =
  "UNNotificationAttachmentOptionsThumbnailClippingRectKey"

// swift-format-ignore: AlwaysUseLowerCamelCase
/// Mirrors UNNotificationAttachment.h line 42: `extern NSString * const
/// UNNotificationAttachmentOptionsThumbnailTimeKey` (an `NSNumber` frame or time).
public let UNNotificationAttachmentOptionsThumbnailTimeKey =
  "UNNotificationAttachmentOptionsThumbnailTimeKey"
