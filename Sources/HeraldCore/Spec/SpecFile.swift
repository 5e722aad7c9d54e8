// The root of the located spec tree: what one spec file says, before any cross-checks, and
// its settings blocks.

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
