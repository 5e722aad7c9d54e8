// The types of the payload language (`payload:`, `payloadTypes:`): what a custom key's value is,
// parsed from its spelling (`string`, `[Place]`, `[[number]]`).

/// The type of one custom payload value. Enums are not a type of their own: a field's `enum:`
/// narrows the strings of a `string` type (or of the innermost element of an array of strings).
public indirect enum PayloadType: Sendable, Hashable {
  /// Any JSON string.
  case string
  /// A JSON number with an integral value within ±(2^53 − 1) (`PayloadWire.maximumInteger`).
  case integer
  /// Any JSON number.
  case number
  /// JSON `true` or `false` (never 0 or 1).
  case boolean
  /// An RFC 3339 date-time string (`PayloadWire.parseDate`).
  case date
  /// An absolute RFC 3986 URI string (`PayloadWire.isAbsoluteURL`).
  case url
  /// A JSON array whose elements all have one type; arrays may nest (`[[number]]`).
  case array(PayloadType)
  /// An object type named in `payloadTypes`.
  case named(String)
  /// A free-form map (`[string: T]`): a JSON object whose keys the sender chooses, each value
  /// a `T`. Maps and arrays nest within `maximumArrayDepth` levels together.
  case map(PayloadType)
  /// Any JSON value but null (`json`): an explicitly untyped value; Swift gets the generated
  /// `PayloadJSONValue`.
  case json

  /// The spellings of the built-in types, in documentation order.
  public static let builtinNames = [
    "string", "integer", "number", "boolean", "date", "url", "json",
  ]

  /// The built-in type spelled `name`, if any.
  public static func builtin(_ name: String) -> PayloadType? {
    switch name {
    case "string": .string
    case "integer": .integer
    case "number": .number
    case "boolean": .boolean
    case "date": .date
    case "url": .url
    case "json": .json
    default: nil
    }
  }

  /// The Swift type a value of this type decodes to in generated code: `enumName` stands for the
  /// strings of a field with `enum:`, and `namedPrefix` precedes a named type's name
  /// (`PayloadTypes.` inside the namespace, `Rides.PayloadTypes.` outside it).
  public func swiftType(enumName: String? = nil, namedPrefix: String = "PayloadTypes.") -> String {
    switch self {
    case .string: enumName ?? "String"
    case .integer: "Int"
    case .number: "Double"
    case .boolean: "Bool"
    case .date: "Date"
    case .url: "URL"
    case .array(let element):
      "[" + element.swiftType(enumName: enumName, namedPrefix: namedPrefix) + "]"
    case .named(let name): namedPrefix + name
    case .map(let value):
      "[String: " + value.swiftType(enumName: enumName, namedPrefix: namedPrefix) + "]"
    case .json: Self.jsonValueSwiftName(namedPrefix: namedPrefix)
    }
  }

  /// The generated Swift type of `json`, beside `PayloadTypes` in the namespace: `namedPrefix`
  /// with its last component (`PayloadTypes.`) replaced by it.
  public static func jsonValueSwiftName(namedPrefix: String) -> String {
    var prefix = Substring(namedPrefix)
    if prefix.hasSuffix("PayloadTypes.") { prefix = prefix.dropLast("PayloadTypes.".count) }
    return prefix + jsonValueTypeName
  }

  /// The name of the generated enum a `json` value decodes to.
  public static let jsonValueTypeName = "PayloadJSONValue"

  /// How deeply arrays may nest: enough for a polyline (`[[number]]`) or a grid, and a bound on
  /// the generated decoding's recursion.
  public static let maximumArrayDepth = 4

  /// Parses a type's spelling: a built-in name, a named type (a Swift identifier), `[T]` or
  /// `[string: T]`. Spaces inside the brackets are allowed. Nil for anything else, or for
  /// arrays and maps nested deeper than `maximumArrayDepth`.
  public static func parse(_ text: String) -> PayloadType? {
    parse(Substring(text).trimmingSpaces, depth: 0)
  }

  /// Parses `body` inside `depth` arrays and maps.
  static func parse(_ body: Substring, depth: Int) -> PayloadType? {
    guard body.first == "[", body.last == "]" else {
      guard !body.contains("["), !body.contains("]"), !body.contains(":") else { return nil }
      let name = String(body)
      if let builtin = builtin(name) { return builtin }
      return Naming.isIdentifier(name) ? .named(name) : nil
    }
    guard depth < maximumArrayDepth else { return nil }
    let inner = body.dropFirst().dropLast().trimmingSpaces
    // A map's colon stands outside any brackets: `[string: [integer]]`.
    var level = 0
    for index in inner.indices {
      switch inner[index] {
      case "[": level += 1
      case "]": level -= 1
      case ":" where level == 0:
        guard inner[..<index].trimmingSpaces == "string" else { return nil }
        let value = inner[inner.index(after: index)...].trimmingSpaces
        return parse(value, depth: depth + 1).map(PayloadType.map)
      default: break
      }
    }
    return parse(inner, depth: depth + 1).map(PayloadType.array)
  }

  /// The type as the spec spells it (`[Place]`).
  public var spelling: String {
    switch self {
    case .string: "string"
    case .integer: "integer"
    case .number: "number"
    case .boolean: "boolean"
    case .date: "date"
    case .url: "url"
    case .array(let element): "[" + element.spelling + "]"
    case .named(let name): name
    case .map(let value): "[string: " + value.spelling + "]"
    case .json: "json"
    }
  }

  /// The innermost element type: the type itself when it is not an array.
  public var element: PayloadType {
    if case .array(let inner) = self { return inner.element }
    if case .map(let inner) = self { return inner.element }
    return self
  }

  /// How many arrays and maps wrap the innermost element.
  public var nestingDepth: Int {
    switch self {
    case .array(let inner), .map(let inner): inner.nestingDepth + 1
    default: 0
    }
  }

  /// The bytes the arrays and maps around the innermost element add to a minified sample with
  /// one element each: `[` `]` for an array, `{"key":` `}` for a map.
  public var wrapperSize: Int {
    switch self {
    case .array(let inner): inner.wrapperSize + 2
    case .map(let inner): inner.wrapperSize + 8
    default: 0
    }
  }

  /// How many arrays wrap the innermost element.
  public var arrayDepth: Int {
    if case .array(let inner) = self { return inner.arrayDepth + 1 }
    return 0
  }

  /// The named type at the innermost element, if any.
  public var namedType: String? {
    if case .named(let name) = element { return name }
    return nil
  }

  /// The same arrays around another innermost element.
  public func replacingElement(with element: PayloadType) -> PayloadType {
    if case .array(let inner) = self { return .array(inner.replacingElement(with: element)) }
    if case .map(let inner) = self { return .map(inner.replacingElement(with: element)) }
    return element
  }

  /// What a value of this type is, for messages: `a string`, `an array of Place`.
  public var described: String {
    switch self {
    case .string: "a string"
    case .integer: "an integer"
    case .number: "a number"
    case .boolean: "a Boolean"
    case .date: "an RFC 3339 date-time string"
    case .url: "an absolute URL string"
    case .array(let element): "an array of " + element.spelling
    case .named(let name): "a \(name) object"
    case .map(let value): "an object of " + value.spelling
    case .json: "a JSON value other than null"
    }
  }
}

extension Substring {
  /// Without leading and trailing spaces.
  fileprivate var trimmingSpaces: Substring {
    var text = self
    while text.first == " " { text = text.dropFirst() }
    while text.last == " " { text = text.dropLast() }
    return text
  }
}
