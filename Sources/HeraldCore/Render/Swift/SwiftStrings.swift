// User-visible strings in generated Swift: literal text or a localized lookup.

/// Writes the expression that produces a planned string at run time.
struct SwiftStrings {
  /// The localization settings; nil for literal strings.
  let localization: LocalizationSettings?
  /// Whether every deployment target has `String(localized:)` (iOS 15, macOS 12, watchOS 8).
  let modernLookup: Bool
  /// The type that declares the `localizedString` and `formatted` helpers, when calls need to
  /// name it.
  var owner: String?
  /// The decoded payload in scope, where a content extension builds actions; nil in
  /// registration, where payload arguments take their fallbacks.
  var payload: FormatPayload?

  /// A decoded payload the generated code can read arguments from.
  struct FormatPayload {
    /// The variable that holds it: an optional of the category's `Payload`.
    let variable: String
    /// Its planned fields.
    let fields: [PayloadField]
  }

  /// Chooses the lookup style for a plan.
  init(plan: GenerationPlan) {
    localization = plan.localization
    let required = [
      PlannedPlatform(platform: .iOS, minimum: Version(15)),
      PlannedPlatform(platform: .macCatalyst, minimum: Version(15)),
      PlannedPlatform(platform: .macOS, minimum: Version(12)),
      PlannedPlatform(platform: .watchOS, minimum: Version(8)),
    ]
    modernLookup = PlatformConditions.available(required, targets: plan.platforms) == nil
  }

  /// The expression for a string: its lookup, filled by the file's `formatted` helper when the
  /// string is a format with arguments.
  func expression(_ text: PlannedText) -> SwiftExpression {
    guard text.isFormat else { return lookup(text) }
    var arguments = [
      SwiftArgument(label: nil, value: lookup(text)),
      SwiftArgument(label: nil, value: .array(text.arguments.map(argument))),
    ]
    if localization != nil, text.key != nil, !text.text.isEmpty {
      let development = SwiftEscaping.stringLiteral(text.text)
      arguments.append(SwiftArgument(label: "development", value: .atom(development)))
    }
    if text.forSystem { arguments.append(SwiftArgument(label: "forSystem", value: .atom("true"))) }
    return .call((owner.map { $0 + "." } ?? "") + "formatted", arguments)
  }

  /// One argument of a format as a `FormatArgument` case.
  func argument(_ argument: PlannedArgument) -> SwiftExpression {
    var value: String
    switch argument {
    case .fixed(let fixed): value = literal(fixed, as: argument.type)
    case .app(let name, _): value = name
    case .payload(let key, let type, let fallback):
      value = payloadValue(key, type).map { $0 + " ?? " } ?? ""
      value += literal(fallback, as: type)
    }
    return .call(".\(argument.type.rawValue)", [SwiftArgument(label: nil, value: .atom(value))])
  }

  /// A spec value as a Swift literal of the placeholder's type.
  func literal(_ value: FormatValue, as type: FormatValueType) -> String {
    switch value {
    case .string(let text): SwiftEscaping.stringLiteral(text)
    case .integer(let number): type == .number ? "\(Double(number))" : Self.grouped(number)
    case .number(let number, _): "\(number)"
    }
  }

  /// An integer literal with `_` every three digits, as swift-format's `GroupNumericLiterals`
  /// asks of long ones (it leaves any literal with a `_` alone, so short ones may have one too).
  static func grouped(_ number: Int) -> String {
    var digits = Array(String(number.magnitude))
    var index = digits.count - 3
    while index > 0 {
      digits.insert("_", at: index)
      index -= 3
    }
    return (number < 0 ? "-" : "") + String(digits)
  }

  /// The optional value of a payload key, as the placeholder's type: an enum's raw value, an
  /// integer widened for a number; nil where no payload is in scope, as in registration.
  func payloadValue(_ key: String, _ type: FormatValueType) -> String? {
    guard let payload, let field = payload.fields.first(where: { $0.key == key }) else {
      return nil
    }
    var read = "\(payload.variable)?.\(field.propertyName)"
    if field.enumeration != nil { read += (field.isOptional ? "?" : "") + ".rawValue" }
    if type == .number, field.type == .integer { read = "(\(read)).map { Double($0) }" }
    return read
  }

  /// The lookup of a string: a literal, or a call of the file's `localizedString` helper. An
  /// empty string stays a literal: a lookup with an empty default returns the key instead.
  func lookup(_ text: PlannedText) -> SwiftExpression {
    guard localization != nil, let key = text.key, !text.text.isEmpty else {
      return .atom(SwiftEscaping.stringLiteral(text.text))
    }
    return .call(
      (owner.map { $0 + "." } ?? "") + "localizedString",
      [
        nil: .atom(SwiftEscaping.stringLiteral(key)),
        "defaultValue": .atom(SwiftEscaping.stringLiteral(text.text)),
        "comment": .atom(SwiftEscaping.stringLiteral(text.comment ?? "")),
      ])
  }

  /// The `localizedString` helper: `String(localized:)` where every deployment target has it,
  /// `NSLocalizedString` below that and on Linux (where the code is only compiled for tests).
  func helper(access: String, _ writer: inout SwiftWriter) {
    guard let localization else { return }
    let bundle = localization.bundle == .module ? ".module" : ".main"
    let table = SwiftEscaping.stringLiteral(localization.table)
    let signature = { (defaultValue: String) in
      FunctionSignature.function(
        "fileprivate static", "localizedString",
        ["_ key: StaticString", "defaultValue: \(defaultValue)", "comment: StaticString"],
        returns: "String")
    }
    writer.doc(
      "Looks a string up in the \(SwiftEscaping.codeVoice(localization.table)) table, falling back to its default."
    )
    let legacy = { (writer: inout SwiftWriter) in
      writer.function(signature("String")) {
        $0.expression(
          "",
          .call(
            "NSLocalizedString",
            [
              nil: .atom("\"\\(key)\""), "tableName": .atom(table), "bundle": .atom(bundle),
              "value": .atom("defaultValue"), "comment": .atom("\"\\(comment)\""),
            ]))
      }
    }
    guard modernLookup else { return legacy(&writer) }
    writer.ifConfig([
      IfConfigBranch("!os(Linux)") {
        $0.function(signature("String.LocalizationValue")) {
          $0.expression(
            "",
            .call(
              "String",
              [
                "localized": .atom("key"), "defaultValue": .atom("defaultValue"),
                "table": .atom(table), "bundle": .atom(bundle), "comment": .atom("comment"),
              ]))
        }
      },
      IfConfigBranch(nil, legacy),
    ])
  }
}
