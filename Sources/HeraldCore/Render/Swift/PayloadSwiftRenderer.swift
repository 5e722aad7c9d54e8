// Renders the typed payloads in the app Swift: each category's `Payload`, the set's
// `PayloadTypes`, and the helpers they share (`PayloadSupportSource`).

/// Writes the `Payload` structs of a plan.
struct PayloadSwiftRenderer {
  /// The plan (access level, categories, named types).
  let plan: GenerationPlan

  /// The access level of every declaration.
  var access: String { plan.access }

  /// Whether any category declares a payload (the responses then carry payloads).
  var isUsed: Bool { plan.categories.contains { $0.payload != nil } }

  /// Whether the shared payload types are written: a category declares a payload, or the set
  /// declares push kinds.
  var writesTypes: Bool { isUsed || !plan.pushes.isEmpty }

  /// A category's `Payload`, inside its namespace; nothing for a category without one. Without
  /// `conveniences` the initializers from a `UNNotification` and a `UNNotificationResponse` are
  /// left out, for a file whose pure part compiles without UserNotifications (a content
  /// extension's), which adds them in its binding (`notificationInitializers(of:_:)`).
  func categoryPayload(
    _ category: PlannedCategory, conveniences: Bool = true, _ writer: inout SwiftWriter
  ) {
    guard let payload = category.payload else { return }
    writer.line()
    writer.doc(
      "The custom payload of a \(SwiftEscaping.codeVoice(category.id)) notification: the keys beside `aps`."
    )
    structure("Payload", payload, categoryID: category.id, conveniences: conveniences, &writer)
  }

  /// The namespace's `Payload` enum: the payload of a notification of any of `categories` (those
  /// with a `payload`), decoded by its category's contract, or why it did not decode. A
  /// delegate's `willPresent` and a content extension's `didReceive` switch over it.
  /// `decoder` names the function that turns a throwing decoding into a `Result`: the shared
  /// helpers' own, or one the file declares when it names another file's payload types.
  func payloadEnum(
    _ categories: [PlannedCategory], pushes: [PlannedPush] = [], conveniences: Bool,
    decoder: String = "PayloadValues.decoded", _ writer: inout SwiftWriter
  ) {
    writer.doc(
      pushes.isEmpty
        ? "The custom payload of a notification, decoded by the contract of its category."
        : "The custom payload of a notification, decoded by the contract of its category, else of the first push kind it is."
    )
    writer.enumeration(access, "Payload", ["Sendable", "Equatable"]) { body in
      for category in categories {
        body.doc(
          "A \(SwiftEscaping.codeVoice(category.id)) notification's payload, or why it did not decode."
        )
        body.expression(
          "case ",
          .call(
            category.caseName,
            [SwiftArgument(label: nil, value: .atom(Self.resultType(category)))]))
      }
      for push in pushes {
        body.doc(
          "A \(SwiftEscaping.codeVoice(push.id)) push's payload, or why it did not decode.")
        body.line(
          "case \(push.caseName)(Result<\(GeneratedNames.pushesType).\(push.typeName), PayloadDecodingError>)"
        )
      }
      body.doc(
        pushes.isEmpty
          ? "A notification of a category that declares no payload, or of no category here."
          : "A notification no category contract and no push kind takes.")
      body.line("case \(GeneratedNames.otherPayloadCase)(categoryIdentifier: String)")
      body.line()
      body.doc("Decodes the custom keys of `userInfo` by the contract of the category")
      body.doc(
        pushes.isEmpty
          ? "`categoryIdentifier`."
          : "`categoryIdentifier`, else of the first push kind, in the spec's order, it is.")
      body.function(
        .initializer(access, ["categoryIdentifier: String", "userInfo: [AnyHashable: Any]"])
      ) { inner in
        inner.switchOn("categoryIdentifier") { cases in
          for category in categories {
            cases.caseClause(
              SwiftEscaping.stringLiteral(category.id), "self = ",
              .call(".\(category.caseName)", [nil: Self.decoding(category, decoder: decoder)]))
          }
          guard !pushes.isEmpty else {
            return cases.defaultClause(
              "self = .\(GeneratedNames.otherPayloadCase)(categoryIdentifier: categoryIdentifier)")
          }
          cases.defaultClause { clause in
            for push in pushes {
              guard push.binding != .always else {
                clause.expression(
                  "self = ",
                  .call(
                    ".\(push.caseName)",
                    [
                      nil: .call(
                        decoder,
                        [
                          nil: .atom("userInfo"),
                          nil: .atom(
                            "\(GeneratedNames.pushesType).\(push.typeName).init(userInfo:)"),
                        ])
                    ]))
                return
              }
              clause.block("if \(Self.matchCondition(push))") { inner in
                inner.expression(
                  "self = ",
                  .call(
                    ".\(push.caseName)",
                    [
                      nil: .call(
                        decoder,
                        [
                          nil: .atom("userInfo"),
                          nil: .atom(
                            "\(GeneratedNames.pushesType).\(push.typeName).init(userInfo:)"),
                        ])
                    ]))
                inner.line("return")
              }
            }
            clause.line(
              "self = .\(GeneratedNames.otherPayloadCase)(categoryIdentifier: categoryIdentifier)")
          }
        }
      }
      if conveniences {
        body.line()
        notificationEnumInitializer(&body)
      }
    }
  }

  /// The name of the decoding helper a file declares when its payload types are another
  /// file's (`sharedDecoder(_:)`).
  static let sharedDecoderName = "decodedPayload"

  /// `decodedPayload(_:_:)`: `PayloadValues.decoded` for a file that names the app file's
  /// payload types, whose helpers are private to that file.
  func sharedDecoder(_ writer: inout SwiftWriter) {
    writer.doc("The outcome of decoding `userInfo`, with its error typed: the payload readers")
    writer.doc("throw nothing else, and anything else is reported at the top of the payload.")
    writer.function(
      .function(
        "fileprivate static", "\(Self.sharedDecoderName)<T>",
        ["_ userInfo: [AnyHashable: Any]", "_ decode: ([AnyHashable: Any]) throws -> T"],
        returns: "Result<T, PayloadDecodingError>")
    ) { body in
      body.line("do {")
      body.line("  return .success(try decode(userInfo))")
      body.line("} catch let error as PayloadDecodingError {")
      body.line("  return .failure(error)")
      body.line("} catch {")
      body.line("  return .failure(")
      body.line(
        "    PayloadDecodingError(path: \"the payload\", expected: \"a payload\", found: \"\\(error)\"))"
      )
      body.line("}")
    }
  }

  /// `Payload.init(_ notification:)`: the enum's decoding of a delivered notification.
  func notificationEnumInitializer(_ writer: inout SwiftWriter) {
    writer.doc("Decodes the payload of a delivered notification, by its category.")
    writer.function(.initializer(access, ["_ notification: UNNotification"])) { body in
      body.line("let content = notification.request.content")
      body.line(
        "self.init(categoryIdentifier: content.categoryIdentifier, userInfo: content.userInfo)")
    }
  }

  /// The type of a decoding's outcome: the category's payload or the error.
  static func resultType(_ category: PlannedCategory) -> String {
    "Result<\(category.typeName).Payload, PayloadDecodingError>"
  }

  /// The expression decoding the category's payload from `userInfo` into a `Result`.
  static func decoding(_ category: PlannedCategory, decoder: String = "PayloadValues.decoded")
    -> SwiftExpression
  {
    .call(
      decoder,
      [nil: .atom("userInfo"), nil: .atom("\(category.typeName).Payload.init(userInfo:)")])
  }

  /// In a file scope extension of `type`, the initializers that read a `UNNotification` and a
  /// `UNNotificationResponse`, for a file that declares the struct without them.
  func notificationInitializers(of type: String, _ writer: inout SwiftWriter) {
    writer.line()
    writer.extensionOf(type) { notificationInitializers(&$0) }
  }

  /// The `Payload` enum of `categories` (those with a payload), `PayloadTypes`,
  /// `PayloadDecodingError` and the shared helpers, inside the namespace.
  func namespaceTypes(
    _ categories: [PlannedCategory], pushes: [PlannedPush]? = nil, conveniences: Bool,
    _ writer: inout SwiftWriter
  ) {
    let pushes = pushes ?? plan.pushes
    guard !categories.isEmpty || !pushes.isEmpty else { return }
    writer.line()
    payloadEnum(categories, pushes: pushes, conveniences: conveniences, &writer)
    if !pushes.isEmpty {
      writer.line()
      pushTypes(pushes, conveniences: conveniences, &writer)
    }
    if !plan.payloadTypes.isEmpty {
      writer.line()
      writer.doc("The named object types of the payloads (`payloadTypes`).")
      writer.enumeration(access, "PayloadTypes") { body in
        for (index, type) in plan.payloadTypes.enumerated() {
          if index > 0 { body.line() }
          if let union = type.union {
            unionEnum(type.name, union, &body)
            continue
          }
          body.doc("\(SwiftEscaping.codeVoice(type.name)), declared in `payloadTypes`.")
          structure(type.name, type.payload, categoryID: nil, &body)
        }
      }
    }
    writer.line()
    for line in PayloadSupportSource.text(access: access).split(
      separator: "\n", omittingEmptySubsequences: false)
    {
      writer.line(String(line))
    }
    shapeSupport(&writer)
    if !pushes.isEmpty {
      writer.line()
      for line in PushSupportSource.text.split(separator: "\n", omittingEmptySubsequences: false) {
        writer.line(String(line))
      }
    }
  }

  /// One struct: its properties and enums, its memberwise initializer, its decoding from
  /// `userInfo` (a category's) or from a value (a named type's), and its `Codable`.
  func structure(
    _ name: String, _ payload: PlannedPayload, categoryID: String?, push: PlannedPush? = nil,
    conveniences: Bool = true, _ writer: inout SwiftWriter
  ) {
    writer.structure(access, name, ["Codable", "Sendable", "Equatable"]) { body in
      if let push { pushHeader(push, &body) }
      if let categoryID {
        body.doc("The category whose notifications carry this payload (`aps.category`).")
        body.assignment(
          "\(access) static let categoryIdentifier: String",
          .atom(SwiftEscaping.stringLiteral(categoryID)))
        body.line()
      }
      for field in payload.fields { property(field, &body) }
      problemsProperty(payload, &body)
      for field in payload.fields {
        guard let enumeration = field.enumeration else { continue }
        body.line()
        self.enumeration(enumeration, field, &body)
      }
      integerEnumerations(payload, &body)
      body.line()
      memberwise(payload, &body)
      body.line()
      if categoryID != nil || push != nil {
        userInfoInitializer(&body)
        if conveniences {
          body.line()
          notificationInitializers(&body)
        }
      } else {
        body.doc("Decodes a value at `path` of a payload.")
        body.function(
          FunctionSignature(
            modifiers: "fileprivate", name: "init",
            parameters: ["payloadValue value: Any?", "at path: String"], effects: "throws",
            result: nil)
        ) { inner in
          inner.expression(
            "try ",
            .call(
              "self.init",
              [
                "members": .call(
                  "PayloadValues.members",
                  [
                    nil: .atom("value"), "at": .atom("path"),
                    "expected": .atom(SwiftEscaping.stringLiteral("a \(name) object")),
                  ]),
                "at": .atom("path"),
              ]))
        }
      }
      body.line()
      membersInitializer(payload, &body)
      body.line()
      decoderInitializer(&body)
      body.line()
      encode(payload, push: push, &body)
      equality(payload, &body)
      if categoryID != nil {
        body.line()
        apnsPayload(&body)
      }
    }
  }

  /// A stored property with its doc comment.
  func property(_ field: PayloadField, _ writer: inout SwiftWriter) {
    writer.doc(Self.summary(field))
    writer.line("\(access) var \(field.propertyName): \(Self.swiftType(field))")
  }

  /// The doc comment of a field: its description, or its key; the start-state key names its
  /// states.
  static func summary(_ field: PayloadField) -> String {
    var text =
      field.description.map(SwiftEscaping.comment)
      ?? "The \(SwiftEscaping.codeVoice(field.key)) key."
    if let states = field.startStates {
      let names = states.map(SwiftEscaping.codeVoice).joined(separator: ", ")
      text +=
        " The content extension's start state: "
        + (names.isEmpty ? "the category names no states." : "one of \(names).")
    }
    return text
  }

  /// The Swift type of a field, optional when the key is.
  static func swiftType(_ field: PayloadField) -> String {
    if let enumeration = field.integerEnumeration {
      return enumeration.typeName + (field.isOptional ? "?" : "")
    }
    return field.type.swiftType(enumName: field.enumeration?.typeName)
      + (field.isOptional ? "?" : "")
  }

  /// The enum of a field's `enum`.
  func enumeration(
    _ enumeration: PlannedPayloadEnum, _ field: PayloadField, _ writer: inout SwiftWriter
  ) {
    writer.doc("The values of \(SwiftEscaping.codeVoice(field.key)).")
    writer.enumeration(
      access, enumeration.typeName, ["String", "Codable", "Sendable", "CaseIterable"]
    ) { body in
      for (value, caseName) in zip(enumeration.values, enumeration.caseNames) {
        body.doc("\(SwiftEscaping.codeVoice(value)).")
        body.assignment("case \(caseName)", .atom(SwiftEscaping.stringLiteral(value)))
      }
    }
  }

  /// `init(…)` with every property, optional ones defaulting to nil. Written out because the
  /// other initializers keep Swift from synthesizing it, and a public struct needs a public one.
  func memberwise(_ payload: PlannedPayload, _ writer: inout SwiftWriter) {
    writer.doc("Creates a value from its properties.")
    guard !payload.fields.isEmpty else { return writer.line("\(access) init() {}") }
    let parameters = payload.fields.map { field in
      "\(field.propertyName): \(Self.swiftType(field))" + (field.isOptional ? " = nil" : "")
    }
    writer.function(.initializer(access, parameters)) { body in
      for field in payload.fields {
        body.line("self.\(field.propertyName) = \(field.propertyName)")
      }
    }
  }

  /// `init(userInfo:)`.
  func userInfoInitializer(_ writer: inout SwiftWriter) {
    writer.doc("Decodes the custom keys of a notification's `userInfo`; `aps` and keys the spec")
    writer.doc("does not declare are ignored. Throws `PayloadDecodingError` naming the key path,")
    writer.doc("what the spec declares there and what was found.")
    writer.function(
      FunctionSignature(
        modifiers: access, name: "init", parameters: ["userInfo: [AnyHashable: Any]"],
        effects: "throws", result: nil)
    ) { body in
      body.line("try self.init(members: PayloadValues.members(of: userInfo), at: \"\")")
    }
  }

  /// The conveniences that decode the payload of a notification and of a response.
  func notificationInitializers(_ writer: inout SwiftWriter) {
    writer.doc("Decodes the payload of a delivered notification.")
    writer.function(
      FunctionSignature(
        modifiers: access, name: "init", parameters: ["_ notification: UNNotification"],
        effects: "throws", result: nil)
    ) { body in
      body.line("try self.init(userInfo: notification.request.content.userInfo)")
    }
    writer.line()
    writer.doc("Decodes the payload of the notification a response answers.")
    writer.function(
      FunctionSignature(
        modifiers: access, name: "init", parameters: ["_ response: UNNotificationResponse"],
        effects: "throws", result: nil)
    ) { body in
      body.line("try self.init(userInfo: response.notification.request.content.userInfo)")
    }
  }

  /// `init(members:at:)`: every property read from an object's members.
  func membersInitializer(_ payload: PlannedPayload, _ writer: inout SwiftWriter) {
    writer.doc("Decodes the members of an object at `path` (empty for a payload's top level).")
    writer.function(
      FunctionSignature(
        modifiers: "fileprivate", name: "init",
        parameters: ["members: [String: Any]", "at path: String"], effects: "throws",
        result: nil)
    ) { body in
      let lenient = payload.fields.contains(where: \.isLenient)
      if lenient { body.line("var problems: [PayloadDecodingError] = []") }
      for field in payload.fields {
        if field.isLenient {
          lenientRead(field, &body)
          continue
        }
        let read = field.isOptional ? "PayloadValues.valueIfPresent" : "PayloadValues.value"
        body.assignment(
          "self.\(field.propertyName)",
          .call(
            "try " + read,
            [
              nil: .atom("members"), nil: .atom(SwiftEscaping.stringLiteral(field.key)),
              "at": .atom("path"), nil: Self.fieldReader(field),
            ]))
      }
      if lenient { body.line("self.\(PayloadLenientRule.problemsProperty) = problems") }
    }
  }

  /// The reader of a type: a `PayloadValues` function, or a named type's initializer.
  /// An expression, so that the writer breaks nested arrays' readers within the line length.
  static func reader(_ type: PayloadType, _ enumeration: PlannedPayloadEnum?) -> SwiftExpression {
    switch type {
    case .string:
      .atom(
        enumeration.map { "PayloadValues.enumeration(\($0.typeName).self)" }
          ?? "PayloadValues.string")
    case .integer: .atom("PayloadValues.integer")
    case .number: .atom("PayloadValues.number")
    case .boolean: .atom("PayloadValues.boolean")
    case .date: .atom("PayloadValues.date")
    case .url: .atom("PayloadValues.url")
    case .array(let element):
      .call(
        "PayloadValues.array",
        [
          nil: .atom(SwiftEscaping.stringLiteral(element.spelling)),
          nil: reader(element, enumeration),
        ])
    case .named(let name): .atom("PayloadTypes.\(name).init(payloadValue:at:)")
    case .map(let value):
      .call(
        "PayloadShapeValues.map",
        [
          nil: .atom(SwiftEscaping.stringLiteral(value.spelling)),
          nil: reader(value, enumeration),
        ])
    case .json: .atom("PayloadShapeValues.json")
    }
  }

  /// `init(from:)`: any JSON read into the shapes `userInfo` holds, then decoded by the same
  /// readers, so `JSONDecoder` and `userInfo` accept exactly the same payloads.
  func decoderInitializer(_ writer: inout SwiftWriter) {
    writer.doc("Decodes the keys from JSON by the rules of `userInfo` (extra keys are ignored).")
    writer.function(
      FunctionSignature(
        modifiers: access, name: "init", parameters: ["from decoder: any Decoder"],
        effects: "throws", result: nil)
    ) { body in
      body.line("let json = try PayloadJSON(from: decoder)")
      body.expression(
        "try ",
        .call(
          "self.init",
          [
            "members": .call(
              "PayloadValues.members",
              [nil: .atom("json.value"), "at": .atom("\"\""), "expected": .atom("\"an object\"")]),
            "at": .atom("\"\""),
          ]))
    }
  }

  /// `encode(to:)`: each key as the payload carries it (dates as RFC 3339 strings, URLs as
  /// strings, absent optionals left out).
  func encode(_ payload: PlannedPayload, push: PlannedPush? = nil, _ writer: inout SwiftWriter) {
    writer.doc("Encodes the keys as a payload carries them: dates as RFC 3339 strings, URLs as")
    writer.doc("strings, and nil values left out.")
    writer.function(
      FunctionSignature(
        modifiers: access, name: "func encode", parameters: ["to encoder: any Encoder"],
        effects: "throws", result: nil)
    ) { body in
      body.line("var container = encoder.container(keyedBy: PayloadCodingKey.self)")
      if let push { discriminators(push, payload, &body) }
      for field in payload.fields {
        let property = "self.\(field.propertyName)"
        let value: String
        if field.isOptional {
          value =
            Self.fieldEncoded(field, "$0").map { "\(property).map { \($0) }" } ?? property
        } else {
          value = Self.fieldEncoded(field, property) ?? property
        }
        body.expression(
          "try ",
          .call(
            field.isOptional ? "container.encodeIfPresent" : "container.encode",
            [
              nil: .atom(value),
              "forKey": .atom("PayloadCodingKey(\(SwiftEscaping.stringLiteral(field.key)))"),
            ]))
      }
    }
  }

  /// The expression that encodes `expression` of `type` when it is not encoded as it is: a
  /// date through `PayloadDate`, whose encoding throws outside years 0000-9999 (at the exact
  /// key path, array positions included, and with no `try` needed inside the `map` closures).
  static func encoded(_ type: PayloadType, _ expression: String) -> String? {
    switch type {
    case .date: "PayloadDate(\(expression))"
    case .url: "\(expression).absoluteString"
    case .array(let element):
      // `try` reaches no closure body: an inner `map` whose elements throw needs its own.
      encoded(element, "$0").map { "\(expression).map { \($0) }" }
    case .map(let value):
      encoded(value, "$0").map { "\(expression).mapValues { \($0) }" }
    default: nil
    }
  }

  /// `apnsPayload(aps:)`: a whole APNs payload with `aps.category` set.
  func apnsPayload(_ writer: inout SwiftWriter) {
    writer.doc("A complete APNs payload: `aps` as given, with `category` set to this category,")
    writer.doc("and the custom keys, as `JSONSerialization` objects.")
    writer.function(
      FunctionSignature(
        modifiers: access, name: "func apnsPayload", parameters: ["aps: [String: Any] = [:]"],
        effects: "throws", result: "[String: Any]")
    ) { body in
      body.line("var payload = try PayloadValues.jsonObject(self)")
      body.line("var aps = aps")
      body.line("aps[\"category\"] = Self.categoryIdentifier")
      body.line("payload[\"aps\"] = aps")
      body.line("return payload")
    }
  }
}
