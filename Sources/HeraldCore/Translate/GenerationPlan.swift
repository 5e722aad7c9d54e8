// The generation plan: what to emit, as structured descriptions with no code text yet.

/// Everything the renderers need, derived once from a validated spec set.
public struct GenerationPlan: Sendable {
  /// The spec files the output comes from, in the order given.
  public let sources: [String]
  /// Deployment targets, sorted by platform.
  public let platforms: [PlannedPlatform]
  /// `swift.namespace`.
  public let namespace: String
  /// `swift.accessLevel` as a Swift keyword.
  public let access: String
  /// Localization settings; nil when strings are literal.
  public let localization: LocalizationSettings?
  /// The app's bundle identifier, which sample payloads name; nil when the spec gives none.
  public let bundleIdentifier: String?
  /// Whether the output includes a sample payload per registered category (`Payloads/`): the
  /// spec's `app.samplePayloads`, or `herald generate --payloads`.
  public var samplePayloads: Bool
  /// Every category, sorted by id.
  public let categories: [PlannedCategory]
  /// Every content extension, sorted by target.
  public let extensions: [PlannedExtension]
  /// The Swift code of each content extension that has dynamic actions or a media button.
  public let extensionCode: [ExtensionCodePlan]
  /// Whether the app code and the extension code compile into one module, as the build
  /// plugin's two files do. The machines then name the app file's `Action` enums instead of
  /// declaring their own, so a module has one type per category's actions.
  public var oneModule = false
  /// The payload contract of each category that has one, by category id.
  public var payloadContracts: [String: PayloadContract] = [:]
  /// The sample size of each named payload type, computed once for the set's schemas.
  public var payloadTypeSizes: [String: Int] = [:]
  /// Whether the output includes a JSON Schema per registered category's payload
  /// (`Payloads/<category>.schema.json`): `herald generate --payload-schemas`.
  public var payloadSchemas = false
  /// The named payload types (`payloadTypes`), sorted by name; empty when no category declares
  /// a payload.
  public var payloadTypes: [PlannedPayloadType] = []
  /// Every notification service extension, sorted by target.
  public var serviceExtensions: [PlannedServiceExtension] = []
  /// The push kinds, in declaration order (the order they are tried in).
  public var pushes: [PlannedPush] = []
  /// The push kinds as resolved, for their samples and schemas.
  public var pushKinds: [PushKind] = []
  /// The ids of every category, for a push kind bound to categories the set does not declare.
  public var categoryIDs: [String] = []
  /// The set's named payload types, for resolving attachment paths.
  public var payloadTypeTable: PayloadTypeTable? = nil
}

/// A deployment target.
public struct PlannedPlatform: Sendable, Hashable {
  /// The platform.
  public let platform: Platform
  /// Its minimum version.
  public let minimum: Version
}

/// One category and what the generated code does with it.
public struct PlannedCategory: Sendable {
  /// The wire identifier.
  public let id: String
  /// The spec file that declares it.
  public let source: String
  /// The Swift type name (`Podcast`).
  public let typeName: String
  /// The Swift case name in `Category` (`podcast`).
  public let caseName: String
  /// Whether `register(on:)` includes it.
  public let registered: Bool
  /// Registered actions, in display order.
  public let actions: [PlannedAction]
  /// Alternates (swapped in by a content extension).
  public let alternates: [PlannedAction]
  /// Intent identifiers.
  public let intentIdentifiers: [String]
  /// Options in Apple's declaration order.
  public let options: [CategoryOption]
  /// The hidden-previews placeholder, if any.
  public let placeholder: PlannedText?
  /// The summary format, if any.
  public let summaryFormat: PlannedText?
  /// Foreground presentation options, in declaration order.
  public let foregroundPresentation: [PresentationOption]
  /// Minimum versions that gate the whole category.
  public let availability: [PlannedPlatform]
  /// Platforms that leave the category out.
  public let unavailable: [Platform]
  /// The custom payload (`payload`), when the category declares one.
  public var payload: PlannedPayload? = nil
  /// The registration parameters the category's strings use, by name.
  public var parameters: [RegistrationParameter] = []
  /// The attachments the category names itself, in spec order.
  public var attachments: [PlannedAttachment] = []

  /// Actions and alternates together.
  public var allActions: [PlannedAction] { actions + alternates }
}

/// One action.
public struct PlannedAction: Sendable {
  /// The wire identifier.
  public let id: String
  /// The Swift case name (`playAction`).
  public let caseName: String
  /// The button title.
  public let title: PlannedText
  /// Options in Apple's declaration order.
  public let options: [ActionOption]
  /// The icon, if any.
  public let icon: ActionIcon?
  /// Text input, if this is a text-input action.
  public let textInput: PlannedTextInput?
  /// Minimum versions that gate the action.
  public let availability: [PlannedPlatform]
  /// Platforms that leave the action out.
  public let unavailable: [Platform]
}

/// Text input strings; both nil for the system's defaults.
public struct PlannedTextInput: Sendable {
  /// The send button's title.
  public let buttonTitle: PlannedText?
  /// The placeholder.
  public let placeholder: PlannedText?
}

/// A user-visible string: its default text and, when localized, its key and comment.
public struct PlannedText: Sendable, Hashable {
  /// The development-language text, exactly as written.
  public let text: String
  /// The localization key; nil when the set is not localized.
  public let key: String?
  /// The translator comment.
  public let comment: String?
  /// The arguments, when the text is a format the generated code fills; empty for plain text.
  public var arguments: [PlannedArgument] = []
  /// Whether the filled text is itself a format the system fills (`hiddenPreviewsBodyPlaceholder`:
  /// its `%u` and `%%` are kept for the system).
  public var forSystem = false

  /// Whether the text is a format with arguments.
  public var isFormat: Bool { !arguments.isEmpty }
}

/// A content extension.
public struct PlannedExtension: Sendable {
  /// The target name.
  public let target: String
  /// The spec file that declares it.
  public let source: String
  /// The `NSExtension` dictionary, as ordered JSON-like values.
  public let nsExtension: [String: JSONValue]
  /// The served category ids, in spec order.
  public let categories: [String]
}
