/// The located spec AST: what one spec file says, before any cross-checks.

/// One decoded spec file.
public struct SpecFile: Sendable {
  /// The file's path as the user gave it.
  public let path: String
  /// The `version` value.
  public var version: Located<Int>?
  /// Deployment targets by platform (`platforms`), in source order.
  public var platforms: Located<[PlatformTarget]>?
  /// Code generation settings (`swift`).
  public var swift: Located<SwiftSettings>?
  /// Localization settings (`localization`).
  public var localization: Located<LocalizationSettings>?
  /// The categories declared in this file.
  public var categories: [CategoryDecl] = []
  /// The content extensions declared in this file.
  public var extensions: [ExtensionDecl] = []

  /// Creates an empty file record.
  public init(path: String) {
    self.path = path
  }
}

/// One platform with its minimum version, e.g. `iOS: "15.0"`.
public struct PlatformTarget: Sendable, Hashable {
  /// The platform.
  public let platform: Located<Platform>
  /// The minimum version.
  public let version: Located<Version>
}

/// The `swift` settings block.
public struct SwiftSettings: Sendable, Hashable {
  /// Access level of generated declarations.
  public var accessLevel: AccessLevel = .internal
  /// Name of the enum that holds the generated types.
  public var namespace: String = "Notifications"
}

/// The `localization` settings block.
public struct LocalizationSettings: Sendable, Hashable {
  /// The strings table / String Catalog name.
  public var table: String = "Notifications"
  /// Which bundle the table lives in.
  public var bundle: LocalizationBundle = .main
}

/// `availability` and `unavailable`, shared by categories and actions.
public struct Availability: Sendable, Hashable {
  /// Minimum versions per platform (`availability`).
  public var minimum: [PlatformTarget] = []
  /// Platforms the item is left out on (`unavailable`).
  public var unavailable: [Located<Platform>] = []

  /// Creates availability; both parts default to empty.
  public init(minimum: [PlatformTarget] = [], unavailable: [Located<Platform>] = []) {
    self.minimum = minimum
    self.unavailable = unavailable
  }

  /// Whether neither key was given.
  public var isEmpty: Bool { minimum.isEmpty && unavailable.isEmpty }
}

/// A user-visible string: plain text, or a localization key with a default and a comment.
public struct LocalizedText: Sendable, Hashable {
  /// The development-language text.
  public let text: Located<String>
  /// The key, comment and whole range of the `{ key:, default:, comment: }` form, boxed: most
  /// texts are plain, and a plain text's range is its text's.
  private let keyed: Box<KeyedParts>?

  /// Creates a text; `key` and `comment` come only from the mapping form.
  public init(
    text: Located<String>, key: Located<String>?, comment: Located<String>?, range: SourceRange
  ) {
    self.text = text
    let plain = key == nil && comment == nil && range == text.range
    self.keyed = plain ? nil : Box(KeyedParts(key: key, comment: comment, range: range))
  }

  /// Where the whole value was written.
  public var range: SourceRange { keyed?.value.range ?? text.range }
  /// The explicit localization key, if written in the `{ key:, default:, comment: }` form.
  public var key: Located<String>? { keyed?.value.key }
  /// The translator comment, if any.
  public var comment: Located<String>? { keyed?.value.comment }

  /// The parts only the mapping form has.
  struct KeyedParts: Sendable, Hashable {
    /// `key`.
    let key: Located<String>?
    /// `comment`.
    let comment: Located<String>?
    /// The whole mapping.
    let range: SourceRange
  }
}
