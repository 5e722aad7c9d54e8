// Reading herald's JSON output in tests: parsing, typed access, and the order keys were written.

import Foundation
import Testing

/// A parsed JSON object.
typealias JSONObject = [String: Any]

/// Parses JSON text, recording an issue and returning nil when it is not valid JSON.
func parseJSON(_ text: String, sourceLocation: SourceLocation = #_sourceLocation) -> Any? {
  do {
    return try JSONSerialization.jsonObject(with: Data(text.utf8), options: [.fragmentsAllowed])
  } catch {
    Issue.record("not valid JSON: \(error)\n\(text.prefix(500))", sourceLocation: sourceLocation)
    return nil
  }
}

/// Typed access to parsed JSON values.
extension Dictionary where Key == String, Value == Any {
  /// The object under `key`, or an empty one.
  func object(_ key: String) -> JSONObject { self[key] as? JSONObject ?? [:] }

  /// The array of objects under `key`, or an empty one.
  func objects(_ key: String) -> [JSONObject] { self[key] as? [JSONObject] ?? [] }

  /// The array of strings under `key`, or nil.
  func strings(_ key: String) -> [String]? { self[key] as? [String] }

  /// The string under `key`, or nil.
  func string(_ key: String) -> String? { self[key] as? String }

  /// Whether `key` is present and JSON `null`.
  func isNull(_ key: String) -> Bool { self[key] is NSNull }

  /// The keys, sorted.
  var sortedKeys: [String] { keys.sorted() }
}

/// The keys of every object in `text`, in the order they were written (objects in the order
/// they close). A small scanner: JSONSerialization forgets the order.
func writtenKeyOrders(_ text: String) -> [[String]] {
  var stack: [[String]?] = []  // nil for an array
  var finished: [[String]] = []
  var lastString: String?
  var scalars = text.unicodeScalars.makeIterator()
  while let scalar = scalars.next() {
    switch scalar {
    case "\"":
      var value = ""
      while let next = scalars.next(), next != "\"" {
        value.unicodeScalars.append(next == "\\" ? (scalars.next() ?? next) : next)
      }
      lastString = value
      continue
    case ":":
      if let key = lastString, let top = stack.last, top != nil {
        stack[stack.count - 1]?.append(key)
      }
    case "{": stack.append([])
    case "[": stack.append(nil)
    case "}": if let keys = stack.removeLast() { finished.append(keys) }
    case "]": stack.removeLast()
    default: if scalar.properties.isWhitespace { continue }
    }
    lastString = nil
  }
  return finished
}
