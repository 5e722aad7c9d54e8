import Foundation

/// A JSON value as the round trip compares and prints it: both sides are parsed into this, so
/// that key order and spacing cannot make them differ, and printed the same way for the diff.
indirect enum ManifestJSON: Equatable, Decodable {
  /// `null`.
  case null
  /// `true` or `false`.
  case bool(Bool)
  /// A number.
  case number(Double)
  /// A string.
  case string(String)
  /// An array.
  case array([ManifestJSON])
  /// An object.
  case object([String: ManifestJSON])

  /// Decodes any JSON value.
  init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    if container.decodeNil() {
      self = .null
    } else if let value = try? container.decode(Bool.self) {
      self = .bool(value)
    } else if let value = try? container.decode(Double.self) {
      self = .number(value)
    } else if let value = try? container.decode(String.self) {
      self = .string(value)
    } else if let value = try? container.decode([ManifestJSON].self) {
      self = .array(value)
    } else {
      self = .object(try container.decode([String: ManifestJSON].self))
    }
  }

  /// Parses `data`.
  static func parse(_ data: Data) throws -> ManifestJSON {
    try JSONDecoder().decode(ManifestJSON.self, from: data)
  }

  /// The member `key` of an object; nil for a missing key or a value that is not an object.
  subscript(key: String) -> ManifestJSON? {
    guard case .object(let members) = self else { return nil }
    return members[key]
  }

  /// The elements of an array; empty for any other value.
  var elements: [ManifestJSON] {
    guard case .array(let items) = self else { return [] }
    return items
  }
}
