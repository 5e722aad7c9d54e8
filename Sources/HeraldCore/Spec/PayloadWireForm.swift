// The value shapes of issue 38 that are a field's, not its type's: how the value is carried on
// the wire (`wire: string`, `wire: either`, `separator`), leniency, and an `integer`'s enum.

/// A field's `wire`: how its value is carried, when not as its type's own JSON.
public enum PayloadWireForm: String, SpecEnum {
  /// `wire: string`: the value is a JSON string holding the scalar's text, the list's text or
  /// JSON text of the type.
  case string
  /// `wire: either`: the scalar's own JSON or a string holding its text.
  case either
}

/// What a field's value looks like on the wire, resolved from its type, `wire` and `separator`.
public enum PayloadWireShape: Sendable, Hashable {
  /// The type's own JSON.
  case plain
  /// `wire: string` on `integer`, `number` or `boolean`: a string holding the scalar's text.
  case scalarText
  /// `wire: string` and `separator` on an array of `integer`, `number` or `boolean`: one string
  /// holding the elements' texts joined by the separator (the empty string: no elements).
  case separated(String)
  /// `wire: string` on a named type, an array, a map or `json`: a string holding JSON text of
  /// the type.
  case jsonText
  /// `wire: either` on `integer`, `number`, `boolean` or `string`: the scalar's JSON or a string
  /// holding its text (for `string`, a JSON number, kept as its decimal text).
  case either

  /// The shape of `type` with `wire` and `separator`; nil when they do not fit it (reported by
  /// `payload-wire`).
  public static func resolve(_ type: PayloadType, wire: PayloadWireForm?, separator: String?)
    -> PayloadWireShape?
  {
    switch (wire, separator) {
    case (nil, nil): return .plain
    case (nil, _?), (.either, _?): return nil
    case (.either, nil):
      return [.integer, .number, .boolean, .string].contains(type) ? .either : nil
    case (.string, let separator?):
      guard case .array(let element) = type, isTextScalar(element), !separator.isEmpty else {
        return nil
      }
      return .separated(separator)
    case (.string, nil):
      if isTextScalar(type) { return .scalarText }
      switch type {
      case .named, .array, .map, .json: return .jsonText
      default: return nil
      }
    }
  }

  /// The scalars a string can carry: `integer`, `number`, `boolean`.
  public static func isTextScalar(_ type: PayloadType) -> Bool {
    type == .integer || type == .number || type == .boolean
  }

  /// Whether the value is a JSON string (or, for `either`, may be one).
  public var isPlain: Bool { self == .plain }
}

/// One case of an `integer` field's `enum`: `{ low: 1 }` names the Swift case `low` for 1.
public struct PayloadIntegerCase: Sendable {
  /// The Swift case name, located at its key.
  public let name: Located<String>
  /// The integer, located at its value.
  public let value: Located<Int64>

  /// Creates a case.
  public init(name: Located<String>, value: Located<Int64>) {
    self.name = name
    self.value = value
  }
}
