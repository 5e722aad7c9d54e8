// The schema of spec language version 1: every object, key and vocabulary.

/// The definitions of every spec object, keyed by name.
public enum SpecSchema {
  /// The spec versions this Herald understands.
  public static let supportedVersions = [1]

  /// A user-visible string: plain text or a localization triple.
  static let text = ValueShape.either([.string, .object("localizedString")])
  /// Availability keys shared by categories and actions.
  static let availabilityKeys = [
    KeySchema(
      "availability", .map(keys: Platform.spellings, value: .version),
      "minimum OS versions from which this item is included (generated as `if #available`)"),
    KeySchema(
      "unavailable", .list(.oneOf(Platform.spellings)), "platforms on which this item is left out"),
  ]

  /// Every object schema, in documentation order.
  public static let all: [ObjectSchema] =
    [file, swift, localization, app, diagnostics] + parts + extensionParts

  /// `ignore`, the same key on categories, actions, extensions and `diagnostics`.
  static func ignoreKey(_ summary: String) -> KeySchema {
    KeySchema("ignore", .list(.string), summary)
  }

  /// The top level of a spec file.
  public static let file = ObjectSchema(
    name: "spec file", summary: "one spec file of a spec set",
    keys: [
      KeySchema("version", .integer, required: true, "spec language version; must be 1"),
      KeySchema(
        "platforms", .map(keys: Platform.spellings, value: .version),
        "deployment targets; default iOS 15.0"),
      KeySchema("swift", .object("swift"), "code generation settings"),
      KeySchema("localization", .object("localization"), "makes user-visible strings localized"),
      KeySchema("app", .object("app"), "the app's bundle identifier and sample payloads"),
      KeySchema("diagnostics", .object("diagnostics"), "rule ids silenced in the whole set"),
      KeySchema("categories", .list(.object("category")), "notification categories"),
      KeySchema(
        "extensions", .list(.object("extension")), "Notification Content Extension targets"),
      KeySchema(
        "serviceExtensions", .list(.object("serviceExtension")),
        "Notification Service Extension targets"),
      KeySchema(
        "payloadTypes", .map(keys: [], value: .map(keys: [], value: payloadFieldShape)),
        "named object types for payloads: name → its keys, each written as in `payload`"),
      KeySchema(
        "payloadUnions", .map(keys: [], value: .object("payloadUnion")),
        "named tagged unions: name → the discriminator key and the type of each of its values"),
      KeySchema(
        "pushes", .list(.object("push")),
        "kinds of push told apart by their content, each with its payload contract"),
    ])

  /// `swift`.
  public static let swift = ObjectSchema(
    name: "swift", summary: "code generation settings",
    keys: [
      KeySchema("accessLevel", .oneOf(AccessLevel.spellings), "access level of generated code"),
      KeySchema("namespace", .string, "enum that holds the generated types"),
    ])

  /// `localization`.
  public static let localization = ObjectSchema(
    name: "localization", summary: "localization settings",
    keys: [
      KeySchema("table", .string, "strings table / String Catalog name"),
      KeySchema("bundle", .oneOf(LocalizationBundle.spellings), "bundle that holds the table"),
    ])

  /// `app`.
  public static let app = ObjectSchema(
    name: "app", summary: "what Herald needs to know about the app",
    keys: [
      KeySchema(
        "bundleIdentifier", .string,
        "the app's bundle identifier; sample payloads name it for the Simulator"),
      KeySchema(
        "samplePayloads", .boolean,
        "write `Payloads/` on every `herald generate`, as `--payloads` does"),
    ])

  /// `diagnostics`.
  public static let diagnostics = ObjectSchema(
    name: "diagnostics", summary: "settings of the set's diagnostics",
    keys: [ignoreKey("rule ids whose warnings and notes are silenced everywhere in the set")])

  /// Looks up a schema by name.
  public static func named(_ name: String) -> ObjectSchema? { all.first { $0.name == name } }

  /// Category, action and their nested objects.
  static let parts: [ObjectSchema] = [
    category, action, icon, textInput, localizedString, formatArgument, onTap, scenario,
    startState, payloadField, payloadUnion, push,
  ]

  /// A category.
  public static let category = ObjectSchema(
    name: "category", summary: "a UNNotificationCategory",
    keys: [
      KeySchema("id", .string, required: true, "the category identifier; unique in the set"),
      KeySchema("swiftName", .string, "Swift name; default derived from the id (UpperCamelCase)"),
      KeySchema("actions", .list(.object("action")), "registered actions, in display order"),
      KeySchema(
        "alternates", .list(.object("action")), "actions only a content extension swaps in"),
      KeySchema("intentIdentifiers", .list(.string), "intent identifiers"),
      KeySchema("options", .list(.oneOf(CategoryOption.spellings)), "category options"),
      KeySchema("hiddenPreviewsBodyPlaceholder", text, "body shown when previews are hidden"),
      KeySchema("categorySummaryFormat", text, "summary format of grouped notifications"),
      KeySchema(
        "foregroundPresentation", .list(.oneOf(PresentationOption.spellings)),
        "what willPresent returns while the app is in the foreground"),
      KeySchema("scenarios", .list(.object("scenario")), "tap sequences checked by the compiler"),
      KeySchema(
        "states", .map(keys: [], value: .list(.string)),
        "Swift names for reachable states: name → the action ids the state shows, in order"),
      KeySchema(
        "startState", .object("startState"),
        "the payload key that names the state (from `states`) a content extension starts in"),
      KeySchema("register", .boolean, "false for a category only a content extension uses"),
      ignoreKey("rule ids whose warnings and notes are silenced in this category and its actions"),
      KeySchema(
        "payload", .map(keys: [], value: payloadFieldShape),
        "the custom payload keys beside `aps`: key → a type, or a mapping (`payloadField`)"),
      KeySchema(
        "attachments", .list(.object("attachment")),
        "payload URLs a service extension serving this category attaches, in order"),
    ] + availabilityKeys)

  /// A payload key's value: a type's spelling (`string`, `Place`, `"[Place]"`, or the flow list
  /// `[Place]`) or the long form.
  static let payloadFieldShape = ValueShape.either([.string, .list(.any), .object("payloadField")])

  /// The long form of a payload key.
  public static let payloadField = ObjectSchema(
    name: "payloadField", summary: "one custom payload key and its type",
    keys: [
      KeySchema(
        "type", .either([.string, .list(.any)]), required: true,
        "string, integer, number, boolean, date, url, json, a name from `payloadTypes`, `[T]`, or `[string: T]`"
      ),
      KeySchema("optional", .boolean, "the key may be absent or null (default false)"),
      KeySchema("example", .any, "a value of the type: samples carry it, validation checks it"),
      KeySchema("description", .string, "what the value means; the doc comment of its property"),
      KeySchema("swiftName", .string, "Swift name; default derived from the key (lowerCamelCase)"),
      KeySchema(
        "enum", .either([.list(.string), .map(keys: [], value: .integer)]),
        "the strings a `string` value may take, or for an `integer` a mapping from Swift case names to integers"
      ),
      KeySchema(
        "wire", .oneOf(PayloadWireForm.spellings),
        "`string`: the value is a JSON string holding it (a scalar's text, or JSON text); `either`: a scalar or its text"
      ),
      KeySchema(
        "separator", .string,
        "with `wire: string` on an array of integers, numbers or Booleans: the one string's element separator"
      ),
      KeySchema(
        "lenient", .boolean,
        "with `optional: true`: a malformed value decodes as nil and is reported beside the payload (default false)"
      ),
    ])

  /// A tagged union.
  public static let payloadUnion = ObjectSchema(
    name: "payloadUnion", summary: "an object whose shape the value of one of its keys chooses",
    keys: [
      KeySchema(
        "discriminator", .string, required: true,
        "the key whose string value names the case, in every case's object"),
      KeySchema(
        "cases", .map(keys: [], value: .string), required: true,
        "each value of the discriminator → the `payloadTypes` type of the object it marks"),
    ])

  /// A push kind.
  public static let push = ObjectSchema(
    name: "push", summary: "a kind of push, recognized by its content, with its payload contract",
    keys: [
      KeySchema("id", .string, required: true, "the kind's name; unique among `pushes`"),
      KeySchema(
        "when", .either([.oneOf(["always"]), .map(keys: [], value: .any)]),
        "top-level key → the value (or list of values) that selects this kind, or `always`"),
      KeySchema(
        "category", .string,
        "the `aps.category` that selects this kind, one the set does not declare; `*` for any"),
      KeySchema(
        "payload", .map(keys: [], value: payloadFieldShape),
        "the custom payload keys beside `aps`, as a category's `payload`"),
      KeySchema(
        "attachments", .list(.object("attachment")),
        "payload URLs a service extension serving this kind attaches, in order"),
      KeySchema("swiftName", .string, "Swift name; default derived from the id (UpperCamelCase)"),
      KeySchema("description", .string, "what the push is for; the generated doc comment"),
    ])

  /// `startState`.
  public static let startState = ObjectSchema(
    name: "startState", summary: "where a notification's payload names the state to start in",
    keys: [
      KeySchema(
        "userInfoKey", .string, required: true,
        "the custom payload key whose string value is a name from `states`")
    ])

  /// An action or alternate.
  public static let action = ObjectSchema(
    name: "action", summary: "a UNNotificationAction",
    keys: [
      KeySchema("id", .string, required: true, "the action identifier"),
      KeySchema("swiftName", .string, "Swift name; default derived from the id (lowerCamelCase)"),
      KeySchema("title", text, required: true, "the button title"),
      KeySchema("options", .list(.oneOf(ActionOption.spellings)), "action options"),
      KeySchema("icon", .object("icon"), "an SF Symbol or a template image; iOS 15+"),
      KeySchema(
        "textInput", .either([.boolean, .object("textInput")]), "makes a text-input action"),
      KeySchema("onTap", .object("onTap"), "what a tap does inside a content extension"),
      ignoreKey("rule ids whose warnings and notes are silenced in this action"),
    ] + availabilityKeys)

  /// `icon`.
  public static let icon = ObjectSchema(
    name: "icon", summary: "an action icon (exactly one key)",
    keys: [
      KeySchema("system", .string, "an SF Symbol name"),
      KeySchema("template", .string, "an asset-catalog image name"),
    ])

  /// `textInput` in its mapping form.
  public static let textInput = ObjectSchema(
    name: "textInput", summary: "text input strings (write `true` for the system's defaults)",
    keys: [
      KeySchema("buttonTitle", text, required: true, "the send button's title"),
      KeySchema("placeholder", text, required: true, "the text field's placeholder; may be empty"),
    ])

  /// A localized string.
  public static let localizedString = ObjectSchema(
    name: "localizedString", summary: "a localized string",
    keys: [
      KeySchema("key", .string, "the localization key; default built from the ids"),
      KeySchema(
        "default", .string, required: true,
        "the development-language value; a format when `arguments` is given"),
      KeySchema("comment", .string, "a comment for translators"),
      KeySchema(
        "arguments", .list(formatArgumentShape),
        "the values of the format's placeholders, in order: fixed values, `app` or `payload`"),
    ])

  /// One format argument: a fixed value (any scalar, as a string-typed key takes) or the
  /// mapping of an `app` or `payload` argument.
  static let formatArgumentShape = ValueShape.either([.string, .object("formatArgument")])

  /// A format argument the spec does not fix.
  public static let formatArgument = ObjectSchema(
    name: "formatArgument", summary: "a format argument the app or the payload supplies",
    keys: [
      KeySchema("app", .string, "a parameter of the generated registration: its name"),
      KeySchema(
        "type", .oneOf(FormatValueType.spellings),
        "the `app` parameter's type; default the placeholder's"),
      KeySchema(
        "payload", .string, "a key of the category's payload, read by the content extension"),
      KeySchema(
        "fallback", .string,
        "the `payload` argument's value where the payload is not at hand (registration)"),
    ])

  /// `onTap`.
  public static let onTap = ObjectSchema(
    name: "onTap", summary: "the effect of a tap on the shown actions",
    keys: [
      KeySchema("becomes", .string, "replace this action by another"),
      KeySchema("replace", .map(keys: [], value: .string), "in-place substitutions"),
      KeySchema("remove", .list(.string), "actions to remove"),
      KeySchema("append", .list(.string), "actions to add at the end"),
      KeySchema("set", .list(.string), "the whole new list; excludes the other list keys"),
      KeySchema("response", .oneOf(ResponseOption.spellings), "what the interface does after"),
    ])

  /// A scenario.
  public static let scenario = ObjectSchema(
    name: "scenario", summary: "a tap sequence and the actions it must leave shown",
    keys: [
      KeySchema("name", .string, required: true, "what the scenario shows"),
      KeySchema("taps", .list(.string), required: true, "action ids tapped in order"),
      KeySchema("expect", .list(.string), required: true, "the shown actions after the taps"),
    ])

  /// Extension objects.
  static let extensionParts: [ObjectSchema] = [
    contentExtension, mediaButton, serviceExtension, attachment,
  ]

  /// A content extension.
  public static let contentExtension = ObjectSchema(
    name: "extension", summary: "a Notification Content Extension target",
    keys: [
      KeySchema("target", .string, required: true, "the extension target's name; unique"),
      KeySchema(
        "categories", .either([.string, .list(.string)]), required: true,
        "UNNotificationExtensionCategory: the category ids it serves"),
      KeySchema("principalClass", .string, "the view controller class (or mainStoryboard)"),
      KeySchema("mainStoryboard", .string, "the storyboard name (or principalClass)"),
      KeySchema(
        "initialContentSizeRatio", .number, required: true, "initial height divided by width"),
      KeySchema("defaultContentHidden", .boolean, "hide the default notification content"),
      KeySchema("overridesDefaultTitle", .boolean, "the view controller's title is the title"),
      KeySchema("userInteractionEnabled", .boolean, "controls in the view get touches; iOS 12+"),
      KeySchema("mediaPlayPauseButton", .object("mediaPlayPauseButton"), "a media button"),
      ignoreKey("rule ids whose warnings and notes are silenced in this extension"),
    ])

  /// `mediaPlayPauseButton`.
  public static let mediaButton = ObjectSchema(
    name: "mediaPlayPauseButton", summary: "the system's media play/pause button",
    keys: [
      KeySchema("type", .oneOf(MediaButtonType.spellings), required: true, "the button type"),
      KeySchema("frame", .list(.number), required: true, "x, y, width, height; non-empty"),
      KeySchema(
        "tint", .string, pattern: "^#([0-9A-Fa-f]{6}|[0-9A-Fa-f]{8})$",
        "sRGB hex colour, #RRGGBB or #RRGGBBAA"),
    ])

  /// A service extension.
  public static let serviceExtension = ObjectSchema(
    name: "serviceExtension", summary: "a Notification Service Extension target",
    keys: [
      KeySchema(
        "target", .string, required: true,
        "the extension target's name; unique across content and service extensions"),
      KeySchema(
        "categories", .either([.string, .list(.string)]),
        "the category ids whose notifications it changes before they show"),
      KeySchema(
        "pushes", .either([.string, .list(.string)]),
        "the push kinds (`pushes` ids) whose notifications it changes before they show"),
      KeySchema(
        "principalClass", .string,
        "the UNNotificationServiceExtension subclass; default NotificationService"),
      KeySchema(
        "attachments", .list(.object("attachment")),
        "payload URLs it downloads and attaches, in order"),
      ignoreKey("rule ids whose warnings and notes are silenced in this extension"),
    ])

  /// An `attachments` entry.
  public static let attachment = ObjectSchema(
    name: "attachment", summary: "a payload URL the service extension attaches",
    keys: [
      KeySchema(
        "from", .either([.string, .list(.string)]), required: true,
        "the payload key holding the URL: a top-level key, or a path (`media.url`, `[media, url]`)"),
      KeySchema(
        "kind", .oneOf(AttachmentKind.allCases.map(\.rawValue)), required: true,
        "what the file holds: image (10 MB), audio (5 MB) or movie (50 MB)"),
      KeySchema(
        "base", .string,
        "an absolute URL the key's value is relative to; the key is then a `string`"),
    ])
}
