// Property-list values from the JSON values the plan builds (an Info.plist's `NSExtension`).

import HeraldPlist

extension PlistValue {
  /// Converts a JSON value (numbers that are doubles become reals).
  public init(_ json: JSONValue) {
    switch json {
    case .null: self = .string("")
    case .bool(let value): self = .bool(value)
    case .int(let value): self = .integer(value)
    case .double(let value): self = .real(value)
    case .string(let value): self = .string(value)
    case .array(let items): self = .array(items.map(PlistValue.init))
    case .object(let members): self = .dictionary(members.mapValues(PlistValue.init))
    case .ordered(let members):
      self = .dictionary(
        Dictionary(members.map { ($0.key, PlistValue($0.value)) }, uniquingKeysWith: { a, _ in a }))
    }
  }
}
