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
  public static let all: [ObjectSchema] = [file, swift, localization] + parts + extensionParts

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
      KeySchema("categories", .list(.object("category")), "notification categories"),
      KeySchema(
        "extensions", .list(.object("extension")), "Notification Content Extension targets"),
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

  /// Looks up a schema by name.
  public static func named(_ name: String) -> ObjectSchema? { all.first { $0.name == name } }
}
