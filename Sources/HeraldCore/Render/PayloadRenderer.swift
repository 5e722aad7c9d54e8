// Renders sample APNs payloads (`Payloads/<category>.apns`) for `xcrun simctl push` and testers.

/// Writes one payload per registered category.
public enum PayloadRenderer {
  /// The largest payload APNs accepts for a regular notification.
  public static let sizeLimit = 4096

  /// The payload of a category, naming the spec file that declares it. Written directly, in
  /// the layout `JSONValue.rendered()` gives (sorted keys, two-space indentation): it is the
  /// output herald writes most often, one per registered category.
  public static func render(categoryID: String, source: String) -> String {
    var output = "{\n  \"_generator\": "
    JSONEscaping.quote(FileHeader.json(sources: [source]), into: &output)
    output += ",\n  \"aps\": {\n    \"alert\": {\n      \"body\": "
    JSONEscaping.quote("A sample notification of the '\(categoryID)' category.", into: &output)
    output += ",\n      \"title\": "
    JSONEscaping.quote(categoryID, into: &output)
    output += "\n    },\n    \"category\": "
    JSONEscaping.quote(categoryID, into: &output)
    output += "\n  }\n}\n"
    return output
  }

  /// The same payload built as a `JSONValue` tree: the reference the direct writer is tested
  /// against.
  static func renderedAsValue(categoryID: String, source: String) -> String {
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
