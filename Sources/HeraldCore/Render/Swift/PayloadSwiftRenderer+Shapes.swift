// The generated Swift of issue 38's value shapes: readers and encodings by wire shape, integer
// enums, lenient keys with their `decodingProblems`, and the shared helpers only a plan that
// uses them gets (`PayloadShapeSupportSource`), so that other specs keep their bytes.

extension PayloadSwiftRenderer {
  /// Whether any payload of the plan uses a shape's helpers.
  var usesShapes: Bool { allFields.contains(where: \.usesShapeHelpers) }

  /// Whether any payload of the plan holds `json`.
  var usesJSON: Bool { allFields.contains { $0.type.usesJSON } }

  /// Every field of every payload and named type.
  var allFields: [PayloadField] {
    plan.categories.flatMap { $0.payload?.fields ?? [] }
      + plan.payloadTypes.flatMap(\.payload.fields) + plan.pushes.flatMap(\.payload.fields)
  }

  /// The helpers of the shapes, after the shared ones, when the plan uses any.
  func shapeSupport(_ writer: inout SwiftWriter) {
    guard usesShapes else { return }
    writer.line()
    let text = PayloadShapeSupportSource.text(access: access, json: usesJSON)
    for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
      writer.line(String(line))
    }
  }

  /// `decodingProblems`, for a struct with a lenient key.
  func problemsProperty(_ payload: PlannedPayload, _ writer: inout SwiftWriter) {
    guard payload.fields.contains(where: \.isLenient) else { return }
    writer.doc("Why lenient keys decoded as nil: one error per malformed value, in key order.")
    writer.doc("Neither encoded nor compared by `==`.")
    writer.line(
      "\(access) var \(PayloadLenientRule.problemsProperty): [PayloadDecodingError] = []")
  }

  /// `==` without `decodingProblems`, for a struct with a lenient key: a value decoded from a
  /// payload equals the same value encoded and decoded again.
  func equality(_ payload: PlannedPayload, _ writer: inout SwiftWriter) {
    guard payload.fields.contains(where: \.isLenient) else { return }
    writer.line()
    writer.doc("Whether two values hold the same keys; `decodingProblems` is not compared.")
    writer.function(
      .function("\(access) static", "== ", ["lhs: Self", "rhs: Self"], returns: "Bool")
    ) { body in
      for field in payload.fields {
        body.line(
          "guard lhs.\(field.propertyName) == rhs.\(field.propertyName) else { return false }")
      }
      body.line("return true")
    }
  }

  /// The enums of the integer fields' `enum`s.
  func integerEnumerations(_ payload: PlannedPayload, _ writer: inout SwiftWriter) {
    for field in payload.fields {
      guard let enumeration = field.integerEnumeration else { continue }
      writer.line()
      writer.doc("The values of \(SwiftEscaping.codeVoice(field.key)).")
      writer.enumeration(
        access, enumeration.typeName, ["Int", "Codable", "Sendable", "CaseIterable"]
      ) { body in
        for item in enumeration.cases {
          body.doc("`\(item.value)`.")
          body.line("case \(item.name) = \(item.value)")
        }
      }
    }
  }

  /// A lenient key's read: nil for a malformed value, whose error joins `problems`.
  func lenientRead(_ field: PayloadField, _ writer: inout SwiftWriter) {
    writer.assignment(
      "self.\(field.propertyName)",
      .call(
        "PayloadShapeValues.lenient",
        [
          nil: .atom("members"), nil: .atom(SwiftEscaping.stringLiteral(field.key)),
          "at": .atom("path"), nil: Self.fieldReader(field), "into": .atom("&problems"),
        ]))
  }

  /// The reader of a field: its type's, through its wire shape and integer enum.
  static func fieldReader(_ field: PayloadField) -> SwiftExpression {
    let expected = SwiftExpression.atom(
      SwiftEscaping.stringLiteral(PayloadValueChecker.expected(field)))
    let base: SwiftExpression
    switch field.wireShape {
    case .plain: base = reader(field.type, field.enumeration)
    case .scalarText: base = .atom("PayloadShapeValues.\(field.type.spelling)Text")
    case .either:
      base = .atom(
        field.type == .string
          ? "PayloadShapeValues.stringOrNumber" : "PayloadShapeValues.\(field.type.spelling)OrText")
    case .separated(let separator):
      base = .call(
        "PayloadShapeValues.separated",
        [
          nil: expected, nil: .atom(SwiftEscaping.stringLiteral(separator)),
          nil: .atom("PayloadShapeValues.\(field.type.element.spelling)Element"),
        ])
    case .jsonText:
      base = .call(
        "PayloadShapeValues.jsonText", [nil: expected, nil: reader(field.type, field.enumeration)])
    }
    guard let enumeration = field.integerEnumeration else { return base }
    return .call(
      "PayloadShapeValues.integerEnumeration",
      [nil: .atom("\(enumeration.typeName).self"), nil: base])
  }

  /// The expression that encodes a field's `expression` when it is not encoded as it is: a
  /// scalar or list as its text, a value as JSON text, else as its type encodes.
  static func fieldEncoded(_ field: PayloadField, _ expression: String) -> String? {
    switch field.wireShape {
    case .plain, .either: return encoded(field.type, expression)
    case .scalarText:
      return "PayloadText(\(expression)\(field.integerEnum == nil ? "" : ".rawValue"))"
    case .separated(let separator):
      return "PayloadText(\(expression), separator: \(SwiftEscaping.stringLiteral(separator)))"
    case .jsonText:
      return "PayloadText(json: \(encoded(field.type, expression) ?? expression))"
    }
  }
}
