/// The catalogue of stable diagnostic ids, sorted by name; docs/diagnostics.md lists the same.

/// Every diagnostic id Herald can report. Ids are stable: tools and docs refer to them.
public enum RuleID: String, CaseIterable, Sendable {
  /// The same action id is defined differently in two categories (warning).
  case actionConflict = "action-conflict"
  /// A category registers more than two actions; banners show two (note).
  case bannerActions = "banner-actions"
  /// `allowInCarPlay` in a set that only targets macOS (error).
  case carPlayOnMacOS = "carplay-on-macos"
  /// Two category ids differ only in letter case (note).
  case categoryIdCase = "category-id-case"
  /// Files of one set disagree on `platforms`, `swift` or `localization` (error).
  case conflictingSettings = "conflicting-settings"
  /// A user-visible string holds a control character other than a newline (warning).
  case controlCharacters = "control-characters"
  /// `allowAnnouncement`, which the system ignores (warning).
  case deprecatedOption = "deprecated-option"
  /// The first registered action is destructive (note).
  case destructiveFirst = "destructive-first"
  /// An action id appears twice in one category (error).
  case duplicateAction = "duplicate-action"
  /// A category id appears twice in the set (error).
  case duplicateCategory = "duplicate-category"
  /// An extension target appears twice (error).
  case duplicateExtension = "duplicate-extension"
  /// A value is listed twice in an option or platform list (warning or error).
  case duplicateValue = "duplicate-value"
  /// Dynamic actions with an iOS deployment target below 12 (error).
  case dynamicActionsTarget = "dynamic-actions-target"
  /// A spec file holds no YAML document (error).
  case emptySpec = "empty-spec"
  /// A title, button title or name is empty (error).
  case emptyString = "empty-string"
  /// A category is served by more than one extension (error).
  case extensionCategoryServed = "extension-category-served"
  /// An extension without exactly one of `principalClass` and `mainStoryboard` (error).
  case extensionInterface = "extension-interface"
  /// An extension target named like a system module, which its module would shadow (error).
  case extensionTargetReserved = "extension-target-reserved"
  /// An extension serves a category no file declares (error).
  case extensionUnknownCategory = "extension-unknown-category"
  /// A format string uses a specifier other than %u, %@, positional forms or %% (error).
  case formatSpecifier = "format-specifier"
  /// An icon below its minimum OS; older systems show no icon (note).
  case iconAvailability = "icon-availability"
  /// An id, key or name holds a control character or a noncharacter (error).
  case invalidCharacters = "invalid-characters"
  /// An id that is empty, padded with white space or reserved by Apple (error).
  case invalidIdentifier = "invalid-identifier"
  /// A value outside its vocabulary or range (error).
  case invalidValue = "invalid-value"
  /// A localization key in a set without `localization` (warning).
  case localizationUnused = "localization-unused"
  /// One localization key with two default values (error).
  case localizationKeyConflict = "localization-key-conflict"
  /// A tap would show an action twice (error).
  case machineDuplicateAction = "machine-duplicate-action"
  /// A category with `onTap` that no content extension serves (error).
  case machineNoExtension = "machine-no-extension"
  /// A `replace` or `remove` source not shown where the tap happens (error).
  case machineSourceNotShown = "machine-source-not-shown"
  /// A machine with more than 10,000 reachable states (error).
  case machineStateLimit = "machine-state-limit"
  /// A tap that closes the interface also changes the list (warning).
  case machineTerminalChange = "machine-terminal-change"
  /// A toggle pair whose round trip does not restore the list (warning).
  case machineToggleRoundTrip = "machine-toggle-round-trip"
  /// A tap would show more than 10 actions (error).
  case machineTooManyShown = "machine-too-many-shown"
  /// A reachable state that can neither return nor close (warning).
  case machineTrap = "machine-trap"
  /// A tap brings an action in beyond the two a banner shows (warning).
  case machineBannerPosition = "machine-banner-position"
  /// An alternate no tap ever shows (warning).
  case machineUnreachableAlternate = "machine-unreachable-alternate"
  /// A media button frame that is not four numbers with a positive size (error).
  case mediaButtonFrame = "media-button-frame"
  /// A required key is missing (error).
  case missingKey = "missing-key"
  /// `onTap` keys that exclude each other (error).
  case onTapConflict = "ontap-conflict"
  /// An `onTap` id that is not an action or alternate of the category (error).
  case onTapUnknownAction = "ontap-unknown-action"
  /// A category's sample payload would exceed the 4096 bytes APNs accepts (error).
  case payloadSize = "payload-size"
  /// A malformed version, or a feature the deployment target lacks (error or warning).
  case platformVersion = "platform-version"
  /// A scenario leaves other actions shown than it expects (error).
  case scenarioMismatch = "scenario-mismatch"
  /// A scenario taps an action that is not shown (error).
  case scenarioNotShown = "scenario-not-shown"
  /// `%@` in a format string on iOS 15 or later, where it stays empty (warning).
  case summaryArgument = "summary-argument"
  /// A `swiftName` or namespace that is not a Swift identifier (error).
  case swiftName = "swift-name"
  /// Two ids that become the same Swift name (error).
  case swiftNameCollision = "swift-name-collision"
  /// A category registers more than 10 actions (error).
  case tooManyActions = "too-many-actions"
  /// A key the spec language does not know (error).
  case unknownKey = "unknown-key"
  /// tvOS, which has no notification actions (error).
  case unsupportedPlatform = "unsupported-platform"
  /// A `version` other than 1 (error).
  case unsupportedVersion = "unsupported-version"
  /// A value of the wrong YAML type (error).
  case wrongType = "wrong-type"
  /// Aliases expand to more than 100,000 nodes (error).
  case yamlAliasBudget = "yaml-alias-budget"
  /// A `<<` value that is not a mapping or a list of mappings (error).
  case yamlBadMerge = "yaml-bad-merge"
  /// A mapping key that is a collection (error).
  case yamlComplexKey = "yaml-complex-key"
  /// Nesting deeper than 64 levels (error).
  case yamlDepthBudget = "yaml-depth-budget"
  /// A key repeated in one mapping (error).
  case yamlDuplicateKey = "yaml-duplicate-key"
  /// More than one YAML document in a file (error).
  case yamlMultipleDocuments = "yaml-multiple-documents"
  /// A scalar longer than 1 MiB (error).
  case yamlScalarTooLong = "yaml-scalar-too-long"
  /// libyaml rejected the text (error).
  case yamlSyntax = "yaml-syntax"
  /// An alias to an anchor that is not defined (error).
  case yamlUnknownAnchor = "yaml-unknown-anchor"
  /// A file could not be read or written (exit code 3).
  case ioError = "io-error"
}
