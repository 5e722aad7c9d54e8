// The JSON values and key paths of the random payloads (RandomPayload.swift).

import HeraldCore

/// A JSON value with numbers kept as written, compared as values (objects ignore member order,
/// numbers compare by value).
indirect enum Wire: Equatable, CustomStringConvertible {
  case null
  case bool(Bool)
  case number(Double, String)
  case string(String)
  case array([Wire])
  case object([(String, Wire)])
  /// Expected only: a string holding JSON text equal to the value (its bytes are the
  /// encoder's: key order and number spelling are not compared).
  case jsonText(Wire)

  /// A value read by herald's JSON reader.
  init(_ node: JSONNode) {
    switch node.value {
    case .null: self = .null
    case .bool(let value): self = .bool(value)
    case .number(let value, let text): self = .number(value, text)
    case .string(let text): self = .string(text)
    case .array(let items): self = .array(items.map(Wire.init))
    case .object(let members): self = .object(members.map { ($0.key, Wire($0.value)) })
    }
  }

  /// The number `text` means.
  static func number(_ text: String) -> Wire { .number(Double(text)!, text) }

  static func == (left: Wire, right: Wire) -> Bool {
    switch (left, right) {
    case (.null, .null): true
    case (.bool(let one), .bool(let other)): one == other
    case (.number(let one, _), .number(let other, _)): one == other
    case (.string(let one), .string(let other)): one == other
    case (.jsonText(let inner), .string(let text)), (.string(let text), .jsonText(let inner)):
      Self.parsed(text) == inner
    case (.jsonText(let one), .jsonText(let other)): one == other
    case (.array(let one), .array(let other)): one == other
    case (.object(let one), .object(let other)):
      one.count == other.count
        && Dictionary(one, uniquingKeysWith: { first, _ in first }).allSatisfy { key, value in
          other.contains { $0.0 == key && $0.1 == value }
        }
    default: false
    }
  }

  /// The JSON text, numbers as written.
  var text: String {
    switch self {
    case .null: "null"
    case .bool(let value): value ? "true" : "false"
    case .number(_, let text): text
    case .string(let text): Self.quoted(text)
    case .jsonText(let inner): Self.quoted(inner.text)
    case .array(let items): "[" + items.map(\.text).joined(separator: ",") + "]"
    case .object(let members):
      "{" + members.map { Self.quoted($0.0) + ":" + $0.1.text }.joined(separator: ",") + "}"
    }
  }

  var description: String { text }

  /// The value JSON text holds; nil when it is none.
  static func parsed(_ text: String) -> Wire? {
    var reader = JSONReader(Array(text.utf8), path: "text.json")
    return (try? reader.read()).map(Wire.init)
  }

  /// The value at `path`.
  func value(at path: ArraySlice<PathStep>) -> Wire {
    guard let step = path.first else { return self }
    switch (self, step) {
    case (.array(let items), .index(let index)): return items[index].value(at: path.dropFirst())
    case (.object(let members), .key(let key)):
      return members.first { $0.0 == key }!.1.value(at: path.dropFirst())
    default: fatalError("no \(step) in \(text)")
    }
  }

  /// A JSON string literal.
  static func quoted(_ text: String) -> String {
    var result = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": result += "\\\""
      case "\\": result += "\\\\"
      case "\n": result += "\\n"
      case _ where scalar.value < 0x20:
        result +=
          "\\u" + String(repeating: "0", count: 4 - String(scalar.value, radix: 16).count)
          + String(scalar.value, radix: 16)
      default: result.unicodeScalars.append(scalar)
      }
    }
    return result + "\""
  }

  /// The value at `path`, replaced by `transform` (nil removes an object member).
  func replacing(_ path: ArraySlice<PathStep>, _ transform: (Wire) -> Wire?) -> Wire? {
    guard let step = path.first else { return transform(self) }
    switch (self, step) {
    case (.array(var items), .index(let index)):
      items[index] = items[index].replacing(path.dropFirst(), transform)!
      return .array(items)
    case (.object(let members), .key(let key)):
      return .object(
        members.compactMap { member in
          guard member.0 == key else { return member }
          return member.1.replacing(path.dropFirst(), transform).map { (key, $0) }
        })
    default: fatalError("no \(step) in \(text)")
    }
  }
}

/// One step of a key path.
enum PathStep {
  case key(String)
  case index(Int)

  /// A path as the generated Swift and the checker write it: keys joined by `.`, `[n]`.
  static func text(_ path: [PathStep]) -> String {
    var text = ""
    for step in path {
      switch step {
      case .key(let key): text += (text.isEmpty ? "" : ".") + key
      case .index(let index): text += "[\(index)]"
      }
    }
    return text
  }
}
