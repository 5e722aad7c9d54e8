// The JSON values of the protocol: read with Herald's strict JSON reader, written compactly.

import HeraldCore

/// A JSON value as JSON-RPC carries it. Objects are dictionaries: the protocol never depends on
/// member order, and writing keys sorted makes every message byte-stable for tests.
public enum JSON: Sendable, Hashable {
  case null
  case bool(Bool)
  case number(Double)
  case string(String)
  case array([JSON])
  case object([String: JSON])

  /// The deepest nesting accepted in a message; protocol messages nest about ten levels.
  public static let maxDepth = 128

  /// Parses one JSON text with `JSONReader`, the strict RFC 8259 reader `check-payload` uses; the
  /// error is its located message.
  public static func parse(_ bytes: [UInt8]) throws(JSONReadProblem) -> JSON {
    var reader = JSONReader(bytes, path: "<json-rpc>", maxDepth: maxDepth)
    return JSON(try reader.read())
  }

  /// Converts a located node, dropping the locations.
  init(_ node: JSONNode) {
    switch node.value {
    case .null: self = .null
    case .bool(let value): self = .bool(value)
    case .number(let value, _): self = .number(value)
    case .string(let value): self = .string(value)
    case .array(let items): self = .array(items.map(JSON.init))
    case .object(let members):
      var object: [String: JSON] = [:]
      for member in members { object[member.key] = JSON(member.value) }
      self = .object(object)
    }
  }

  /// A whole number as a JSON number.
  public static func int(_ value: Int) -> JSON { .number(Double(value)) }

  /// The member `key` of an object; nil for anything else or a missing member.
  public subscript(key: String) -> JSON? {
    if case .object(let members) = self { return members[key] }
    return nil
  }

  /// The text of a string.
  public var string: String? {
    if case .string(let value) = self { return value }
    return nil
  }

  /// A number that is a whole number within `Int`'s range.
  public var int: Int? {
    guard case .number(let value) = self, value == value.rounded(), abs(value) < 9e15 else {
      return nil
    }
    return Int(value)
  }

  /// The value of a Boolean.
  public var bool: Bool? {
    if case .bool(let value) = self { return value }
    return nil
  }

  /// The items of an array.
  public var array: [JSON]? {
    if case .array(let items) = self { return items }
    return nil
  }

  /// The compact text of the value: no white space, keys sorted, strings escaped by
  /// `JSONEscaping`, which every output of Herald uses.
  public var serialized: String {
    var output = ""
    write(into: &output)
    return output
  }

  /// Appends the compact text.
  func write(into output: inout String) {
    switch self {
    case .null: output += "null"
    case .bool(let value): output += value ? "true" : "false"
    case .number(let value):
      if value == value.rounded(), abs(value) < 9e15 {
        output += String(Int(value))
      } else if value.isFinite {
        output += String(value)
      } else {
        output += "null"  // JSON has no infinities; nothing Herald sends holds one
      }
    case .string(let value): JSONEscaping.quote(value, into: &output)
    case .array(let items):
      output += "["
      for (index, item) in items.enumerated() {
        if index > 0 { output += "," }
        item.write(into: &output)
      }
      output += "]"
    case .object(let members):
      output += "{"
      for (index, key) in members.keys.sorted().enumerated() {
        if index > 0 { output += "," }
        JSONEscaping.quote(key, into: &output)
        output += ":"
        members[key]!.write(into: &output)
      }
      output += "}"
    }
  }
}

extension JSON: ExpressibleByStringLiteral, ExpressibleByIntegerLiteral,
  ExpressibleByBooleanLiteral,
  ExpressibleByArrayLiteral, ExpressibleByDictionaryLiteral
{
  public init(stringLiteral value: String) { self = .string(value) }
  public init(integerLiteral value: Int) { self = .int(value) }
  public init(booleanLiteral value: Bool) { self = .bool(value) }
  public init(arrayLiteral elements: JSON...) { self = .array(elements) }
  public init(dictionaryLiteral elements: (String, JSON)...) {
    self = .object(Dictionary(elements, uniquingKeysWith: { $1 }))
  }
}
