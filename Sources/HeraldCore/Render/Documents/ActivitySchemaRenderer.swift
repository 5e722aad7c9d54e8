// The JSON Schema of each Live Activity push (`Payloads/Activities/<id>-<event>.schema.json`,
// with `--payload-schemas`): what `check-payload --push-type liveactivity` requires, for a
// backend to validate against (issue 40).

/// Renders the schema of one event of one activity.
enum ActivitySchemaRenderer {
  /// The schema, draft 2020-12, Herald's header in `$comment`.
  static func render(_ activity: LiveActivityContract, event: String) -> String {
    var aps: [String: JSONValue] = [
      "event": .object(["const": .string(event)]),
      "timestamp": .object([
        "type": .string("number"),
        "description": .string("seconds since 1970; ActivityKit drops a push without one"),
      ]),
      "stale-date": .object(["type": .string("number")]),
      "relevance-score": .object(["type": .string("number")]),
    ]
    var required = ["event", "timestamp"]
    if event != "end" { required.append("content-state") }
    aps["content-state"] = object(activity.contentState, dates: activity.dates)
    var rules: [JSONValue] = []
    if event == "start" {
      required += ["attributes-type", "attributes"]
      aps["attributes-type"] = .object(["const": .string(activity.typeName)])
      aps["attributes"] = object(activity.attributes, dates: activity.dates)
    } else {
      rules.append(.object(["not": .object(["required": .array([.string("attributes-type")])])]))
      rules.append(.object(["not": .object(["required": .array([.string("attributes")])])]))
    }
    if event == "end" {
      aps["dismissal-date"] = .object(["type": .string("number")])
    } else {
      rules.append(.object(["not": .object(["required": .array([.string("dismissal-date")])])]))
    }
    var apsSchema: [JSONMember] = [
      JSONMember("type", .string("object")),
      JSONMember("required", .array(required.map(JSONValue.string))),
      JSONMember("properties", .object(aps)),
    ]
    if !rules.isEmpty { apsSchema.append(JSONMember("allOf", .array(rules))) }
    return JSONValue.ordered([
      JSONMember("$comment", .string(FileHeader.json(sources: [activity.source]))),
      JSONMember("$schema", .string("https://json-schema.org/draft/2020-12/schema")),
      JSONMember(
        "title", .string("The \(event) push of the '\(activity.id)' Live Activity")),
      JSONMember("type", .string("object")),
      JSONMember("required", .array([.string("aps")])),
      JSONMember("properties", .object(["aps": .ordered(apsSchema)])),
    ]).rendered()
  }

  /// An object of fields: each key's schema, the required ones listed. Other keys are allowed:
  /// the generated Codable ignores them.
  static func object(_ fields: [PayloadField], dates: ActivityDateWireForm) -> JSONValue {
    var properties: [String: JSONValue] = [:]
    for field in fields where properties[field.key] == nil {
      let schema = value(field.type, enumValues: field.enumValues, dates: dates)
      // null is an optional key left out, for the checker and for `decodeIfPresent`.
      properties[field.key] =
        field.isOptional
        ? .object(["anyOf": .array([schema, .object(["type": .string("null")])])]) : schema
    }
    return .ordered([
      JSONMember("type", .string("object")),
      JSONMember(
        "required",
        .array(fields.filter { !$0.isOptional }.map { .string($0.key) })),
      JSONMember("properties", .object(properties)),
    ])
  }

  /// The schema of one value; a date in the activity's wire form.
  static func value(_ type: PayloadType, enumValues: [String]?, dates: ActivityDateWireForm)
    -> JSONValue
  {
    switch type {
    case .string:
      guard let enumValues else { return .object(["type": .string("string")]) }
      return .object([
        "type": .string("string"), "enum": .array(enumValues.map(JSONValue.string)),
      ])
    case .integer:
      // Within ±(2^53 − 1), as check-payload reads an `integer`.
      return .object([
        "type": .string("integer"), "minimum": .int(-Int(PayloadWire.maximumInteger)),
        "maximum": .int(Int(PayloadWire.maximumInteger)),
      ])
    case .number: return .object(["type": .string("number")])
    case .boolean: return .object(["type": .string("boolean")])
    case .url:
      // The absolute URLs check-payload takes, as a category payload's schema says them.
      return .object([
        "type": .string("string"), "format": .string("uri"),
        "pattern": .string(PayloadSchemaRenderer.urlPattern),
      ])
    case .date:
      switch dates {
      case .iso8601:
        // `format` is only an annotation to most validators: the pattern holds the text to
        // the RFC 3339 date-times check-payload (and the generated type) read.
        return .object([
          "type": .string("string"), "format": .string("date-time"),
          "pattern": .string(PayloadSchemaRenderer.datePattern),
        ])
      case .secondsSince1970:
        return .object([
          "type": .string("number"), "description": .string("seconds since 1970"),
        ])
      case .secondsSince2001:
        return .object([
          "type": .string("number"),
          "description": .string("seconds since 2001, what a default JSONDecoder reads"),
        ])
      }
    case .array(let element):
      return .object([
        "type": .string("array"),
        "items": value(element, enumValues: enumValues, dates: dates),
      ])
    case .named, .map, .json: return .object([:])
    }
  }
}
