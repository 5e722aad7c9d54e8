// Stand-in for UNNotificationCategory: Apple's three initializers, recorded distinctly.
import Foundation

/// Mirrors UNNotificationCategory.h (macOS 12.0 SDK) lines 35-36: `@interface
/// UNNotificationCategory : NSObject <NSCopying, NSSecureCoding>`, `API_AVAILABLE(macos(10.14),
/// ios(10.0), watchos(3.0)) API_UNAVAILABLE(tvos)`. Not `Sendable`: the header has no
/// `NS_SWIFT_SENDABLE`. `-init` is `NS_UNAVAILABLE` (line 78), so the stand-in has no `init()`.
open class UNNotificationCategory: NSObject {
  /// Stand-in only: which of Apple's three public initializers built a category.
  public enum StandInInitializer: Sendable, Hashable {
    /// `+categoryWithIdentifier:actions:intentIdentifiers:options:`.
    case identifierActionsIntentIdentifiersOptions
    /// `+categoryWithIdentifier:actions:intentIdentifiers:hiddenPreviewsBodyPlaceholder:options:`.
    case hiddenPreviewsBodyPlaceholder
    /// `+categoryWithIdentifier:…:hiddenPreviewsBodyPlaceholder:categorySummaryFormat:options:`.
    case hiddenPreviewsBodyPlaceholderCategorySummaryFormat
  }

  /// Mirrors UNNotificationCategory.h: `@property (readonly, copy) NSString *identifier`.
  public let identifier: String

  /// Mirrors UNNotificationCategory.h: `@property (readonly, copy) NSArray<UNNotificationAction *>
  /// *actions` (display order).
  public let actions: [UNNotificationAction]

  /// Mirrors UNNotificationCategory.h: `@property (readonly, copy) NSArray<NSString *>
  /// *intentIdentifiers`.
  public let intentIdentifiers: [String]

  /// Mirrors UNNotificationCategory.h: `@property (readonly) UNNotificationCategoryOptions
  /// options`.
  public let options: UNNotificationCategoryOptions

  /// Stand-in only: the initializer that built this category.
  public let standInInitializer: StandInInitializer

  /// Stand-in only: the placeholder exactly as passed; nil when none was given (initializer #1,
  /// or nil passed to #3). Distinguishes "empty placeholder" from "no placeholder".
  public let standInHiddenPreviewsBodyPlaceholder: String?

  /// Stand-in only: the summary format exactly as passed; nil unless #3 received a non-nil value.
  public let standInCategorySummaryFormat: String?

  /// Mirrors UNNotificationCategory.h (macOS 12.0 SDK) line 50: `@property (readonly, copy)
  /// NSString *hiddenPreviewsBodyPlaceholder`, `API_AVAILABLE(ios(11.0)) API_UNAVAILABLE(watchos,
  /// tvos)`. Non-optional in Swift; the stand-in reports `""` when no placeholder was given.
  #if HERALD_OS_WATCHOS
    @available(*, unavailable, message: "API_UNAVAILABLE(watchos)")
  #endif
  public var hiddenPreviewsBodyPlaceholder: String {
    standInHiddenPreviewsBodyPlaceholder ?? ""
  }

  /// Mirrors UNNotificationCategory.h (macOS 12.0 SDK) line 58: `@property (readonly, copy)
  /// NSString *categorySummaryFormat`, `API_AVAILABLE(ios(12.0)) API_UNAVAILABLE(watchos, tvos)`.
  /// Stand-in reports `""` when none given.
  #if HERALD_OS_WATCHOS
    @available(*, unavailable, message: "API_UNAVAILABLE(watchos)")
  #endif
  public var categorySummaryFormat: String {
    standInCategorySummaryFormat ?? ""
  }

  private init(
    identifier: String, actions: [UNNotificationAction], intentIdentifiers: [String],
    placeholder: String?, summaryFormat: String?, options: UNNotificationCategoryOptions,
    initializer: StandInInitializer
  ) {
    self.identifier = identifier
    self.actions = actions
    self.intentIdentifiers = intentIdentifiers
    self.options = options
    standInInitializer = initializer
    standInHiddenPreviewsBodyPlaceholder = placeholder
    standInCategorySummaryFormat = summaryFormat
  }

  /// Mirrors UNNotificationCategory.h (macOS 12.0 SDK):
  /// `+categoryWithIdentifier:actions:intentIdentifiers:options:` (initializer #1).
  public convenience init(
    identifier: String, actions: [UNNotificationAction], intentIdentifiers: [String],
    options: UNNotificationCategoryOptions = []
  ) {
    self.init(
      identifier: identifier, actions: actions, intentIdentifiers: intentIdentifiers,
      placeholder: nil, summaryFormat: nil, options: options,
      initializer: .identifierActionsIntentIdentifiersOptions)
  }

  /// Mirrors UNNotificationCategory.h (macOS 12.0 SDK): `+categoryWithIdentifier:actions:
  /// intentIdentifiers:hiddenPreviewsBodyPlaceholder:options:` (initializer #2, non-optional
  /// placeholder), lines 65-69: `API_AVAILABLE(ios(11.0)) API_UNAVAILABLE(watchos, tvos)`.
  #if HERALD_OS_WATCHOS
    @available(*, unavailable, message: "API_UNAVAILABLE(watchos)")
  #endif
  public convenience init(
    identifier: String, actions: [UNNotificationAction], intentIdentifiers: [String],
    hiddenPreviewsBodyPlaceholder: String, options: UNNotificationCategoryOptions = []
  ) {
    self.init(
      identifier: identifier, actions: actions, intentIdentifiers: intentIdentifiers,
      placeholder: hiddenPreviewsBodyPlaceholder, summaryFormat: nil, options: options,
      initializer: .hiddenPreviewsBodyPlaceholder)
  }

  /// Mirrors UNNotificationCategory.h (macOS 12.0 SDK): `+categoryWithIdentifier:actions:
  /// intentIdentifiers:hiddenPreviewsBodyPlaceholder:categorySummaryFormat:options:`
  /// (initializer #3, both strings `nullable`), lines 71-76: `API_AVAILABLE(ios(12.0))
  /// API_UNAVAILABLE(watchos, tvos)`.
  #if HERALD_OS_WATCHOS
    @available(*, unavailable, message: "API_UNAVAILABLE(watchos)")
  #endif
  public convenience init(
    identifier: String, actions: [UNNotificationAction], intentIdentifiers: [String],
    hiddenPreviewsBodyPlaceholder: String?, categorySummaryFormat: String?,
    options: UNNotificationCategoryOptions = []
  ) {
    self.init(
      identifier: identifier, actions: actions, intentIdentifiers: intentIdentifiers,
      placeholder: hiddenPreviewsBodyPlaceholder, summaryFormat: categorySummaryFormat,
      options: options, initializer: .hiddenPreviewsBodyPlaceholderCategorySummaryFormat)
  }

  /// Mirrors NSObject `-isEqual:` (overridden by the real class; semantics undocumented).
  /// Stand-in choice: value equality over every public property (stand-in records excluded),
  /// so a `Set` keeps two same-identifier categories that differ, and rebuilt equal ones match.
  open override func isEqual(_ object: Any?) -> Bool {
    guard let other = object as? UNNotificationCategory else { return false }
    return identifier == other.identifier && actions == other.actions
      && intentIdentifiers == other.intentIdentifiers && options == other.options
      && (standInHiddenPreviewsBodyPlaceholder ?? "")
        == (other.standInHiddenPreviewsBodyPlaceholder ?? "")
      && (standInCategorySummaryFormat ?? "") == (other.standInCategorySummaryFormat ?? "")
  }

  /// Mirrors NSObject `-hash`; stand-in hashes the identifier (consistent with `isEqual(_:)`).
  open override var hash: Int {
    identifier.hashValue
  }
}
