// A small JSON value and a byte-stable writer: sorted keys, two-space indentation.

/// A JSON value.
public enum JSONValue: Sendable, Hashable {
  /// `null`.
  case null
  /// `true` / `false`.
  case bool(Bool)
  /// A whole number.
  case int(Int)
  /// A floating-point number.
  case double(Double)
  /// A string.
  case string(String)
  /// An array.
  case array([JSONValue])
  /// An object; keys are written sorted.
  case object([String: JSONValue])
  /// An object whose keys are written in the given order.
  case ordered([JSONMember])

  /// A string or null.
  static func optional(_ text: String?) -> JSONValue { text.map(JSONValue.string) ?? .null }

  /// The value as pretty, sorted, newline-terminated JSON text.
  public func rendered() -> String {
    var output = ""
    write(into: &output, indent: "")
    output.append("\n")
    return output
  }

  /// Appends the value at the given indentation.
  func write(into output: inout String, indent: String) {
    switch self {
    case .null: output.append("null")
    case .bool(let value): output.append(value ? "true" : "false")
    case .int(let value): output.append(String(value))
    case .double(let value): output.append(Self.number(value))
    case .string(let value): JSONEscaping.quote(value, into: &output)
    case .array(let items):
      guard !items.isEmpty else { return output.append("[]") }
      output.append("[\n")
      for (index, item) in items.enumerated() {
        output.append(indent + "  ")
        item.write(into: &output, indent: indent + "  ")
        output.append(index == items.count - 1 ? "\n" : ",\n")
      }
      output.append(indent + "]")
    case .object(let members):
      guard !members.isEmpty else { return output.append("{}") }
      output.append("{\n")
      for (index, key) in members.keys.sorted().enumerated() {
        output.append(indent + "  ")
        JSONEscaping.quote(key, into: &output)
        output.append(": ")
        members[key]!.write(into: &output, indent: indent + "  ")
        output.append(index == members.count - 1 ? "\n" : ",\n")
      }
      output.append(indent + "}")
    case .ordered(let members):
      guard !members.isEmpty else { return output.append("{}") }
      output.append("{\n")
      for (index, member) in members.enumerated() {
        output.append(indent + "  ")
        JSONEscaping.quote(member.key, into: &output)
        output.append(": ")
        member.value.write(into: &output, indent: indent + "  ")
        output.append(index == members.count - 1 ? "\n" : ",\n")
      }
      output.append(indent + "}")
    }
  }

  /// A number in its shortest round-tripping form (`0.5`, `1`, `1e-05`).
  static func number(_ value: Double) -> String {
    if value == value.rounded(), abs(value) < 1e15 { return String(Int(value)) }
    return String(value)
  }
}

/// One key and value of an ordered JSON object.
public struct JSONMember: Sendable, Hashable {
  /// The key.
  public let key: String
  /// The value.
  public let value: JSONValue

  /// Creates a member.
  public init(_ key: String, _ value: JSONValue) {
    self.key = key
    self.value = value
  }
}
