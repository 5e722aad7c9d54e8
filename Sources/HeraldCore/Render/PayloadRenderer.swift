/// Renders sample APNs payloads (`Payloads/<category>.apns`) for `xcrun simctl push` and testers.

/// Writes one payload per registered category.
public enum PayloadRenderer {
  /// The largest payload APNs accepts for a regular notification.
  public static let sizeLimit = 4096

  /// The payload of a category, naming the spec file that declares it.
  public static func render(categoryID: String, source: String) -> String {
    JSONValue.object([
      "_generator": .string(FileHeader.json(sources: [source])),
      "aps": .object([
        "alert": .object([
          "title": .string(categoryID),
          "body": .string("A sample notification of the '\(categoryID)' category."),
        ]),
        "category": .string(categoryID),
      ]),
    ]).rendered()
  }
}
