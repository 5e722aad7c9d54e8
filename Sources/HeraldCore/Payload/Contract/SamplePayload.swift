// A category's sample APNs payload, for `xcrun simctl push` and testers: `herald payload` prints
// it, `herald generate --payloads` writes one per registered category (`Payloads/<category>.apns`),
// with the category's custom keys (their examples, or placeholders of their types), and
// `payload-size` measures it. It is part of the contract, not a renderer's, so that validation
// reads it without reaching into the render stage.

/// The sample payload of a category.
public enum SamplePayload {
  /// The payload of a category, naming the spec file that declares it and, when known, the app
  /// it is for (`bundleIdentifier`, which the spec decoder has checked holds only letters,
  /// digits, hyphens and periods). Written directly, in the layout `JSONValue.rendered()` gives
  /// (sorted keys, two-space indentation): with `--payloads` it is the output herald writes most
  /// often, one per registered category.
  /// `mutableContent` adds `"mutable-content": 1`, for a category a service extension serves.
  public static func render(
    categoryID: String, source: String, bundleIdentifier: String? = nil,
    custom: [String: JSONValue] = [:], mutableContent: Bool = false
  ) -> String {
    if !custom.isEmpty || mutableContent {
      return renderedAsValue(
        categoryID: categoryID, source: source, bundleIdentifier: bundleIdentifier, custom: custom,
        mutableContent: mutableContent)
    }
    var output = "{\n"
    if let bundleIdentifier {
      output += "  \"\(APNs.simulatorTargetKey)\": "
      JSONEscaping.quote(bundleIdentifier, into: &output)
      output += ",\n"
    }
    output += "  \"_generator\": "
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
  /// against, and the writer of payloads with custom keys (a category's `sampleMembers`). Those
  /// come after `aps`, sorted, so that Herald's header stays on the second or third line
  /// wherever a custom key sorts; a custom key spelt like one of Herald's own is left out.
  static func renderedAsValue(
    categoryID: String, source: String, bundleIdentifier: String? = nil,
    custom: [String: JSONValue] = [:], mutableContent: Bool = false
  ) -> String {
    var aps: [String: JSONValue] = [
      "alert": .object([
        "title": .string(categoryID),
        "body": .string("A sample notification of the '\(categoryID)' category."),
      ]),
      "category": .string(categoryID),
    ]
    if mutableContent { aps["mutable-content"] = .int(1) }
    var payload: [String: JSONValue] = [
      "_generator": .string(FileHeader.json(sources: [source])),
      "aps": .object(aps),
    ]
    if let bundleIdentifier { payload[APNs.simulatorTargetKey] = .string(bundleIdentifier) }
    let own = payload.keys.sorted().map { JSONMember($0, payload[$0]!) }
    let extra = custom.keys.sorted().filter { payload[$0] == nil && $0 != APNs.simulatorTargetKey }
    return JSONValue.ordered(own + extra.map { JSONMember($0, custom[$0]!) }).rendered()
  }
}
