// Schemas of categories, actions and their parts.

extension SpecSchema {
  /// Category, action and their nested objects.
  static let parts: [ObjectSchema] = [
    category, action, icon, textInput, localizedString, onTap, scenario,
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
      KeySchema("register", .boolean, "false for a category only a content extension uses"),
    ] + availabilityKeys)

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
      KeySchema("key", .string, required: true, "the localization key"),
      KeySchema("default", .string, required: true, "the development-language value"),
      KeySchema("comment", .string, "a comment for translators"),
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
}
