// Schemas of content extensions.

extension SpecSchema {
  /// Extension objects.
  static let extensionParts: [ObjectSchema] = [contentExtension, mediaButton]

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
}
