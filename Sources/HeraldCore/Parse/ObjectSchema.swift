// The shape of every spec object: the one definition the decoder checks keys against and the
// reference docs and the JSON Schema (`herald schema`) are produced from.

/// The expected shape of a value, as the decoder and the docs describe it.
public indirect enum ValueShape: Sendable, Hashable {
  /// Any string.
  case string
  /// `true` or `false`.
  case boolean
  /// A number.
  case number
  /// An integer.
  case integer
  /// A dotted version such as `"15.0"`.
  case version
  /// One of the listed spellings.
  case oneOf([String])
  /// A list of values of one shape.
  case list(ValueShape)
  /// An object described by the named schema.
  case object(String)
  /// A mapping from the listed keys to values of one shape.
  case map(keys: [String], value: ValueShape)
  /// Any of several shapes.
  case either([ValueShape])
  /// Any value at all (a payload field's `example`, checked against the field's own type).
  case any
}

/// One key of a spec object.
public struct KeySchema: Sendable, Hashable {
  /// The key's spelling.
  public let name: String
  /// Whether the key must be present.
  public let required: Bool
  /// The value's shape.
  public let shape: ValueShape
  /// What the key means, for docs and editors.
  public let summary: String
  /// A regular expression (ECMA-262) that a string value must match, for the JSON Schema; the
  /// validator checks the same rule in Swift.
  public let pattern: String?

  /// Creates a key definition.
  public init(
    _ name: String, _ shape: ValueShape, required: Bool = false, pattern: String? = nil,
    _ summary: String
  ) {
    self.name = name
    self.shape = shape
    self.required = required
    self.pattern = pattern
    self.summary = summary
  }
}

/// The keys one kind of spec object accepts.
public struct ObjectSchema: Sendable, Hashable {
  /// The object's name as messages use it ("category", "action").
  public let name: String
  /// What the object is.
  public let summary: String
  /// Its keys, in documentation order.
  public let keys: [KeySchema]
  /// The spellings of every key, in order.
  public let keyNames: [String]
  /// The keys that must be present.
  public let requiredKeys: [String]

  /// The object as messages name it: the name, except where the name is the schema's own
  /// (`payloadField`, `formatArgument`) rather than a word of the language.
  public var displayName: String {
    switch name {
    case "payloadField": "payload key"
    case "formatArgument": "format argument"
    case "localizedString": "localized string"
    default: name
    }
  }

  /// Where a key of this object is written, for a message about a key written elsewhere.
  public var place: String {
    switch name {
    case "spec file": "the top level of a spec file"
    case "category", "scenario": "a \(name)"
    case "action", "icon", "extension", "attachment": "an \(name)"
    case "serviceExtension": "a service extension"
    case "payloadField": "a payload key's mapping"
    case "formatArgument": "a format argument's mapping"
    case "localizedString": "a localized string's mapping"
    default: "'\(name)'"
    }
  }

  /// The position of a key, comparing lengths first so that most mismatches are cheap.
  func index(of name: String) -> Int? {
    let length = name.utf8.count
    return keyNames.firstIndex { $0.utf8.count == length && $0 == name }
  }

  /// Creates a schema.
  public init(name: String, summary: String, keys: [KeySchema]) {
    self.name = name
    self.summary = summary
    self.keys = keys
    keyNames = keys.map(\.name)
    requiredKeys = keys.filter(\.required).map(\.name)
  }
}
