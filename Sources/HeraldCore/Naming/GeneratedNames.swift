// The names the generated code declares for itself next to the names derived from ids: the
// renderers write them and `SwiftNameRule` keeps ids from taking them.

/// Fixed Swift names of the generated code.
enum GeneratedNames {
  /// The case of a category's `Response` for the default action.
  static let openedCase = "opened"
  /// The case of a category's `Response` for a dismissal (only with `customDismissAction`).
  static let dismissedCase = "dismissed"
  /// The enum of a content extension's decoded taps, beside its machines' types.
  static let tapType = "Tap"
  /// The enum of the app's answer about a tap, beside the machines' types.
  static let decisionType = "Decision"
  /// The case of `Tap` for taps no machine can place, beside the machines' cases.
  static let unmatchedCase = "unmatched"
  /// The case of a `Payload` enum for notifications of categories without a payload, beside
  /// the cases of the categories with one.
  static let otherPayloadCase = "other"
  /// The enum of a service extension's served notifications, beside its categories' types.
  static let servedType = "Served"
  /// The class a service extension's principal class holds, beside its categories' types.
  static let modifierType = "Modifier"
  /// The private actor of the app's namespace that runs its registrations one at a time.
  static let registrationQueueType = "RegistrationQueue"
  /// The names the registration's functions and `makeCategory` use unqualified: their labels,
  /// locals and the statics they call. An app argument becomes a parameter of those functions,
  /// so it may not take one of these names, which it would shadow (a parameter `identifier`
  /// would become the category's identifier).
  static let registrationScopeNames: Set<String> = [
    "center", "existing", "completionHandler", "identifier", "actions", "categories", "options",
    "intentIdentifiers", "ownedIdentifiers", "registrationQueue", "registeredCategories", "merged",
    "register", "registerReplacingAll", "makeCategory", "formatted", "localizedString",
    "presentationOptions",
  ]
  /// The private enum of a file whose strings have arguments: the values that fill them.
  static let formatArgumentType = "FormatArgument"
  /// The private enum beside it that reads and fills the formats: `LocalizedFormatScanner`
  /// (HeraldRuntime), embedded under its own name.
  static let formatScannerType = "LocalizedFormatScanner"

  /// The namespace's enum of every category's decoded payload.
  static let payloadType = "Payload"
  /// The namespace's enum of the named payload types (`payloadTypes`).
  static let payloadTypesType = "PayloadTypes"
  /// The types the payload helpers declare beside the payload types (`PayloadSupportSource`
  /// and the embedded `PayloadWireRules`): the error, the coding key, the JSON reader, the
  /// readers and the wire rules. `PayloadSupportSourceTests` holds this list to the template.
  static let payloadHelperTypes: Set<String> = [
    "PayloadDecodingError", "PayloadCodingKey", "PayloadDate", "PayloadJSON", "PayloadValues",
    "PayloadWireRules", "PushValues",
  ]

  /// The types the helpers of issue 38's value shapes declare (`PayloadShapeSupportSource`),
  /// only in a file whose payloads use them, but reserved in every set so that adding a shape
  /// never breaks a type name.
  static let payloadShapeHelperTypes: Set<String> = [
    "PayloadText", "PayloadShapeValues", "PayloadJSONValue", "PayloadTextRules",
  ]
}
