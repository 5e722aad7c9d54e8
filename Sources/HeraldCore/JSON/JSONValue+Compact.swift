// JSONValue as messages use it: built from what `JSONReader` read, its parts looked up, and
// written compactly (no white space, keys sorted).

extension JSONValue {
  /// Converts a located node, dropping the locations. A whole number within `Int`'s exact range
  /// becomes `.int`, any other number `.double`.
  public init(_ node: JSONNode) {
    switch node.value {
    case .null: self = .null
    case .bool(let value): self = .bool(value)
    case .number(let value, _):
      self = value == value.rounded() && abs(value) < 9e15 ? .int(Int(value)) : .double(value)
    case .string(let value): self = .string(value)
    case .array(let items): self = .array(items.map(JSONValue.init))
    case .object(let members):
      var object: [String: JSONValue] = [:]
      for member in members { object[member.key] = JSONValue(member.value) }
      self = .object(object)
    }
  }

  /// The member `key` of an object; nil for anything else or a missing member.
  public subscript(key: String) -> JSONValue? {
    switch self {
    case .object(let members): return members[key]
    case .ordered(let members): return members.first { $0.key == key }?.value
    default: return nil
    }
  }

  /// The text of a string.
  public var string: String? {
    if case .string(let value) = self { return value }
    return nil
  }

  /// A number that is a whole number within `Int`'s exact range.
  public var integer: Int? {
    switch self {
    case .int(let value): return value
    case .double(let value) where value == value.rounded() && abs(value) < 9e15: return Int(value)
    default: return nil
    }
  }

  /// The value of a Boolean.
  public var bool: Bool? {
    if case .bool(let value) = self { return value }
    return nil
  }

  /// The items of an array.
  public var array: [JSONValue]? {
    if case .array(let items) = self { return items }
    return nil
  }

  /// The compact text of the value: no white space, keys sorted (ordered objects in their
  /// order), strings escaped by `JSONEscaping` as in every output of Herald.
  public var serialized: String {
    var output = ""
    writeCompact(into: &output)
    return output
  }

  /// Appends the compact text.
  func writeCompact(into output: inout String) {
    switch self {
    case .null: output += "null"
    case .bool(let value): output += value ? "true" : "false"
    case .int(let value): output += String(value)
    // JSON has no infinities or NaN; nothing Herald sends holds one.
    case .double(let value): output += value.isFinite ? Self.number(value) : "null"
    case .string(let value): JSONEscaping.quote(value, into: &output)
    case .array(let items):
      output += "["
      for (index, item) in items.enumerated() {
        if index > 0 { output += "," }
        item.writeCompact(into: &output)
      }
      output += "]"
    case .object(let members):
      writeCompact(members.keys.sorted().map { JSONMember($0, members[$0]!) }, into: &output)
    case .ordered(let members):
      writeCompact(members, into: &output)
    }
  }

  /// Appends an object's members compactly, in the order given.
  private func writeCompact(_ members: [JSONMember], into output: inout String) {
    output += "{"
    for (index, member) in members.enumerated() {
      if index > 0 { output += "," }
      JSONEscaping.quote(member.key, into: &output)
      output += ":"
      member.value.writeCompact(into: &output)
    }
    output += "}"
  }
}

extension JSONValue: ExpressibleByStringLiteral, ExpressibleByIntegerLiteral,
  ExpressibleByBooleanLiteral, ExpressibleByArrayLiteral, ExpressibleByDictionaryLiteral
{
  public init(stringLiteral value: String) { self = .string(value) }
  public init(integerLiteral value: Int) { self = .int(value) }
  public init(booleanLiteral value: Bool) { self = .bool(value) }
  public init(arrayLiteral elements: JSONValue...) { self = .array(elements) }
  public init(dictionaryLiteral elements: (String, JSONValue)...) {
    self = .object(Dictionary(elements, uniquingKeysWith: { $1 }))
  }
}
