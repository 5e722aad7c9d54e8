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
  /// The app's settings (`app`).
  public var app: Located<AppSettings>?
  /// The set-wide diagnostic settings (`diagnostics`).
  public var diagnostics: Located<DiagnosticSettings>?
  /// The categories declared in this file.
  public var categories: [CategoryDecl] = []
  /// The content extensions declared in this file.
  public var extensions: [ExtensionDecl] = []
  /// The notification service extensions declared in this file.
  public var serviceExtensions: [ServiceExtensionDecl] = []
  /// The named payload types declared in this file (`payloadTypes`), in source order.
  public var payloadTypes: [PayloadTypeDecl] = []
  /// The push kinds declared in this file (`pushes`), in source order.
  public var pushes: [PushKindDecl] = []
  /// The Live Activities declared in this file (`liveActivities`), in source order.
  public var liveActivities: [LiveActivityDecl] = []
  /// How the file's `ignore` lists are written, read while its text was at hand; nil for a file
  /// with no list and no `diagnostics` block.
  var ignoreLayout: IgnoreLayout?

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

/// The `app` settings block: what Herald needs to know about the app itself.
public struct AppSettings: Sendable, Hashable {
  /// The app's bundle identifier; sample payloads name it so the Simulator knows the target.
  public var bundleIdentifier: String?
  /// Whether `herald generate` writes sample payloads without being asked by `--payloads`.
  public var samplePayloads = false

  /// Settings with every default.
  public init(bundleIdentifier: String? = nil, samplePayloads: Bool = false) {
    self.bundleIdentifier = bundleIdentifier
    self.samplePayloads = samplePayloads
  }

  /// The longest bundle identifier Herald accepts. A payload's keys are sorted, so
  /// `Simulator Target Bundle` comes before the `_generator` header; this bound keeps the header
  /// inside the first kilobyte, where Herald looks for it (`FileHeader.isGenerated`).
  public static let bundleIdentifierLimit = 255
  /// What a bundle identifier may hold, as the errors of the spec and of `--bundle-id` say it.
  public static let bundleIdentifierForm =
    "at most \(bundleIdentifierLimit) ASCII letters, digits, '-' and '.', such as 'com.example.app'"

  /// Whether a string may be a bundle identifier: Apple allows ASCII letters, digits, hyphens
  /// and periods only. Checking it here keeps it safe in every sink it reaches unescaped.
  public static func isBundleIdentifier(_ text: String) -> Bool {
    !text.isEmpty && text.utf8.count <= bundleIdentifierLimit
      && text.utf8.allSatisfy { byte in
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
          UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."):
          true
        default: false
        }
      }
  }
}

/// The `localization` settings block.
public struct LocalizationSettings: Sendable, Hashable {
  /// The strings table / String Catalog name.
  public var table: String = "Notifications"
  /// Which bundle the table lives in.
  public var bundle: LocalizationBundle = .main
}

/// The `diagnostics` settings block: what applies to the diagnostics of the whole set.
public struct DiagnosticSettings: Sendable, Hashable {
  /// `ignore`: the rule ids silenced everywhere in the set, located at each entry.
  public var ignore: [Located<String>] = []

  /// The ids, for comparing the blocks of several files: order and places do not matter.
  public var ids: Set<String> { Set(ignore.map(\.value)) }
}
