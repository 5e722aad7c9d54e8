// The JSON Schema and sample of a push kind's whole APNs payload: what selects the kind (its
// `when` values, its `aps.category`) and its payload contract, as `check-payload` holds a
// payload of that kind to them.

extension PayloadSchemaRenderer {
  /// The schema's text of `push`; `mutableContent` requires `"mutable-content": 1`, for a kind
  /// a service extension serves.
  public static func render(
    push: PushKind, source: String, typeSizes: [String: Int]? = nil, mutableContent: Bool = false
  ) -> String {
    document(push: push, source: source, typeSizes: typeSizes, mutableContent: mutableContent)
      .rendered()
  }

  /// The schema of `push` as a JSON tree.
  public static func document(
    push: PushKind, source: String, typeSizes: [String: Int]? = nil, mutableContent: Bool = false
  ) -> JSONValue {
    var writer = Writer(types: push.contract.types)
    var apsProperties: [JSONMember] = []
    var apsRequired: [JSONValue] = []
    switch push.binding {
    case .category(let id):
      apsProperties.append(
        JSONMember("category", .ordered([JSONMember("const", .string(id))])))
      apsRequired.append(.string("category"))
    case .undeclaredCategory:
      apsProperties.append(
        JSONMember(
          "category",
          .ordered([
            JSONMember("description", .string("A category the app defines at run time.")),
            JSONMember("type", .string("string")), JSONMember("minLength", .int(1)),
          ])))
      apsRequired.append(.string("category"))
    case .keys, .always: break
    }
    if mutableContent {
      apsProperties.append(
        JSONMember(
          "mutable-content",
          .ordered([
            JSONMember(
              "description",
              .string("1: the system runs the push kind's notification service extension.")),
            JSONMember("const", .int(1)),
          ])))
      apsRequired.append(.string("mutable-content"))
    }
    var apsMembers = [
      JSONMember(
        "description",
        .string("The APNs dictionary. `herald check-payload` checks its other keys.")),
      JSONMember("type", .string("object")),
    ]
    if !apsProperties.isEmpty {
      apsMembers.append(JSONMember("properties", .ordered(apsProperties)))
      apsMembers.append(JSONMember("required", .array(apsRequired)))
    }
    var sampleAps = [JSONMember("alert", .string("Hello"))]
    if let category = SamplePayload.category(of: push) {
      sampleAps.append(JSONMember("category", .string(category)))
    }
    if mutableContent { sampleAps.append(JSONMember("mutable-content", .int(1))) }
    return document(
      id: "urn:herald:push:" + percentEncoded(push.id),
      title: "APNs payload of push kind '\(push.id)'",
      description:
        "A push of this kind: the keys its 'when' names hold its values, and the keys next to 'aps' keep its payload contract; keys it does not declare are allowed (the app ignores them). A payload whose aps.category names a category with a contract is that category's instead.",
      aps: .ordered(apsMembers), sampleAps: sampleAps, keys: selectingKeys(push),
      contract: push.contract, source: source, typeSizes: typeSizes, writer: &writer)
  }

  /// The `when` keys the contract does not declare: each one of its values.
  static func selectingKeys(_ push: PushKind) -> [(
    key: String, schema: JSONValue, sample: JSONValue
  )] {
    guard case .keys(let conditions) = push.binding else { return [] }
    let declared = Set(push.contract.fields.map(\.key))
    return conditions.compactMap { condition in
      guard !declared.contains(condition.key), let first = condition.values.first else {
        return nil
      }
      return (
        condition.key,
        .ordered([
          JSONMember("description", .string("Selects the push kind '\(push.id)'.")),
          JSONMember("enum", .array(condition.values.map(\.jsonValue))),
        ]),
        first.jsonValue
      )
    }
  }
}

extension PushValue {
  /// The value as a JSON tree.
  var jsonValue: JSONValue {
    switch self {
    case .string(let text): .string(text)
    case .integer(let number): .int(Int(number))
    case .boolean(let flag): .bool(flag)
    }
  }
}

extension SamplePayload {
  /// The sample payload of a push kind: an alert, the `aps.category` that selects it (any
  /// undeclared name for `*`), the first value of each `when` key, and the contract's keys.
  public static func render(
    push: PushKind, source: String, bundleIdentifier: String? = nil, mutableContent: Bool = false
  ) -> String {
    var aps: [String: JSONValue] = [
      "alert": .object([
        "title": .string(push.id),
        "body": .string("A sample '\(push.id)' push."),
      ])
    ]
    if let category = category(of: push) { aps["category"] = .string(category) }
    if mutableContent { aps["mutable-content"] = .int(1) }
    var payload: [String: JSONValue] = [
      "_generator": .string(FileHeader.json(sources: [source])),
      "aps": .object(aps),
    ]
    if let bundleIdentifier { payload[APNs.simulatorTargetKey] = .string(bundleIdentifier) }
    var custom = push.contract.sampleMembers
    for key in PayloadSchemaRenderer.selectingKeys(push) where custom[key.key] == nil {
      custom[key.key] = key.sample
    }
    let own = payload.keys.sorted().map { JSONMember($0, payload[$0]!) }
    let extra = custom.keys.sorted().filter { payload[$0] == nil && $0 != APNs.simulatorTargetKey }
    return JSONValue.ordered(own + extra.map { JSONMember($0, custom[$0]!) }).rendered()
  }

  /// The `aps.category` a sample of `push` carries: its category, a made-up undeclared one for
  /// `*`, none otherwise.
  static func category(of push: PushKind) -> String? {
    switch push.binding {
    case .category(let id): id
    case .undeclaredCategory: "defined-at-run-time"
    case .keys, .always: nil
    }
  }
}
