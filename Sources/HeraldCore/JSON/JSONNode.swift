// A JSON value read from a file, every value and key with the place it was written.

/// One JSON value and where it stands in its file. Payload rules point their diagnostics at
/// these ranges, so a problem is reported at `payload.json:line:col`.
public struct JSONNode: Sendable {
  /// The kinds of value RFC 8259 has.
  public enum Value: Sendable {
    /// An object's members, in the order written (duplicates were reported and dropped).
    case object([JSONNodeMember])
    /// An array's elements.
    case array([JSONNode])
    /// A string, its escapes decoded.
    case string(String)
    /// A number: its value and its text as written (`1` and `1.0` are both 1).
    case number(Double, text: String)
    /// `true` or `false`.
    case bool(Bool)
    /// `null`.
    case null
  }

  /// The value.
  public let value: Value
  /// From the value's first character to just after its last.
  public let range: SourceRange

  /// Creates a node.
  public init(_ value: Value, at range: SourceRange) {
    self.value = value
    self.range = range
  }

  /// The members, when the value is an object.
  public var members: [JSONNodeMember]? {
    if case .object(let members) = value { return members }
    return nil
  }

  /// The member named `key`, when the value is an object holding one.
  public subscript(key: String) -> JSONNodeMember? {
    members?.first { $0.key == key }
  }

  /// The text, when the value is a string.
  public var string: String? {
    if case .string(let text) = value { return text }
    return nil
  }

  /// The number, when the value is one.
  public var number: Double? {
    if case .number(let number, _) = value { return number }
    return nil
  }

  /// The kind of value, for messages: `a string`, `an object`, ….
  public var kindName: String {
    switch value {
    case .object: "an object"
    case .array: "an array"
    case .string: "a string"
    case .number: "a number"
    case .bool: "a Boolean"
    case .null: "null"
    }
  }
}

/// One member of a JSON object: its key, where the key is written, and its value.
public struct JSONNodeMember: Sendable {
  /// The key, its escapes decoded.
  public let key: String
  /// The key's quoted text in the file.
  public let keyRange: SourceRange
  /// The value.
  public let value: JSONNode
}
