// The JSON Schema of issue 38's value shapes: scalars and lists carried as strings held to
// `pattern`s, JSON text as `contentMediaType`/`contentSchema` (annotations only in draft
// 2020-12: a validator checks the string, not the text inside it, unless it opts in), a scalar
// or its text as `anyOf`, integer enums, and lenient keys, which accept any value since a
// malformed one is only a warning of `check-payload`.

extension PayloadSchemaRenderer.Writer {
  /// The schema members of a field by its wire shape; none for a lenient key.
  mutating func shaped(_ field: PayloadField) -> [JSONMember] {
    if field.isLenient { return [] }
    switch field.wireShape {
    case .plain:
      if let cases = field.integerEnum {
        return [
          JSONMember("type", .string("integer")),
          JSONMember("enum", .array(cases.map { .int(Int($0.value)) })),
        ]
      }
      return type(field.type, enumValues: field.enumValues)
    case .scalarText: return textSchema(field)
    case .separated(let separator):
      let element = PayloadSchemaRenderer.textBody(field.type.element, limit: integerLimit)
      let mark = PayloadSchemaRenderer.regexLiteral(separator)
      return [
        JSONMember("type", .string("string")),
        JSONMember(
          "pattern", .string("^(?:\(element)(?:\(mark)\(element))*)?(?![\\s\\S])")),
      ]
    case .jsonText:
      return [
        JSONMember("type", .string("string")),
        JSONMember("contentMediaType", .string("application/json")),
        JSONMember("contentSchema", .ordered(type(field.type, enumValues: field.enumValues))),
      ]
    case .either:
      let own: [JSONMember]
      if let cases = field.integerEnum {
        own = [
          JSONMember("type", .string("integer")),
          JSONMember("enum", .array(cases.map { .int(Int($0.value)) })),
        ]
      } else {
        own = type(field.type, enumValues: nil)
      }
      let other = field.type == .string ? type(.number, enumValues: nil) : textSchema(field)
      return [JSONMember("anyOf", .array([.ordered(own), .ordered(other)]))]
    }
  }

  /// A string holding a scalar's text: its pattern, or an integer enum's texts.
  func textSchema(_ field: PayloadField) -> [JSONMember] {
    if let cases = field.integerEnum {
      var texts = cases.map { JSONValue.string(String($0.value)) }
      if cases.contains(where: { $0.value == 0 }) { texts.append(.string("-0")) }
      return [JSONMember("type", .string("string")), JSONMember("enum", .array(texts))]
    }
    let body = PayloadSchemaRenderer.textBody(field.type, limit: integerLimit)
    return [
      JSONMember("type", .string("string")),
      JSONMember("pattern", .string("^\(body)(?![\\s\\S])")),
    ]
  }
}

extension PayloadSchemaRenderer {
  /// The regular expression of a scalar's text, unanchored: `PayloadTextRules`' spellings.
  static func textBody(_ type: PayloadType, limit: Int64) -> String {
    switch type {
    case .integer: "-?(?:0|\(positiveIntegers(upTo: limit)))"
    case .number: "-?(?:0|[1-9][0-9]{0,307})(?:\\.[0-9]+)?"
    default: "(?:true|false|1|0)"
    }
  }

  /// A regular expression of the decimal integers 1 to `limit`, without leading zeros.
  static func positiveIntegers(upTo limit: Int64) -> String {
    let digits = String(limit).utf8.map { Int($0) - 0x30 }
    var alternatives: [String] = []
    if digits.count > 1 { alternatives.append("[1-9][0-9]{0,\(digits.count - 2)}") }
    for index in digits.indices {
      let low = index == 0 ? 1 : 0
      let high = digits[index] - 1
      guard high >= low else { continue }
      let prefix = digits[..<index].map(String.init).joined()
      let range = low == high ? "\(low)" : "[\(low)-\(high)]"
      let rest = digits.count - index - 1
      alternatives.append(prefix + range + (rest > 0 ? "[0-9]{\(rest)}" : ""))
    }
    alternatives.append(String(limit))
    return "(?:" + alternatives.joined(separator: "|") + ")"
  }

  /// `text` as a regular expression matching it literally, in ECMA-262's Unicode mode and
  /// Python's `re` alike: only the syntax characters and `/` escaped.
  static func regexLiteral(_ text: String) -> String {
    var output = ""
    for character in text {
      if "^$\\.*+?()[]{}|/".contains(character) { output.append("\\") }
      output.append(character)
    }
    return output
  }
}

extension PayloadContract {
  /// A field's placeholder by its wire shape: a scalar's text, a separated list's text, JSON
  /// text of the type's placeholder, an integer enum's first value.
  static func shapedPlaceholder(
    _ field: PayloadField, types: PayloadTypeTable?, visiting: inout Set<String>
  ) -> JSONValue {
    let first = field.integerEnum?.first?.value
    switch field.wireShape {
    case .plain, .either:
      if let first { return .int(Int(first)) }
      return placeholder(
        field.type, enumValues: field.enumValues, types: types, visiting: &visiting)
    case .scalarText:
      switch field.type {
      case .integer: return .string(String(first ?? 1))
      case .number: return .string("1.5")
      default: return .string("true")
      }
    case .separated(let separator):
      switch field.type.element {
      case .integer: return .string("1" + separator + "2")
      case .number: return .string("1.5" + separator + "2.5")
      default: return .string("true" + separator + "false")
      }
    case .jsonText:
      let inner = placeholder(
        field.type, enumValues: field.enumValues, types: types, visiting: &visiting)
      return .string(inner.serialized)
    }
  }

  /// The minified size of a shaped field's sample, or nil for `.plain` without an integer enum
  /// (sized as before). JSON text of a named type is bounded from above by twice its size and
  /// the quotes (every character escaped at most once more), so `payload-size` never passes
  /// a sample that does not fit.
  static func shapedSize(of field: PayloadField, typeSizes: [String: Int]) -> Int? {
    if field.wireShape == .plain && field.integerEnum == nil { return nil }
    if field.wireShape == .jsonText, let name = field.type.namedType {
      let inner = min(field.type.wrapperSize + (typeSizes[name] ?? 2), sizeCap)
      return min(2 * inner + 2, sizeCap)
    }
    var visiting: Set<String> = []
    return shapedPlaceholder(field, types: nil, visiting: &visiting).serialized.utf8.count
  }
}
