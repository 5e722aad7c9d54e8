// The arguments of a visible string written as a localized format: fixed values, values the app
// passes when it registers, and payload keys a content extension reads.

/// What a format's placeholder formats, and so what its argument must be.
public enum FormatValueType: String, SpecEnum {
  /// `%@`: text.
  case string
  /// `%lld` or `%ld`: a whole number.
  case integer
  /// `%f`, `%lf` or `%.2f`: a decimal number.
  case number

  /// The placeholder a format would use for a value of this type, for fix-its and messages.
  public var placeholder: String {
    switch self {
    case .string: "%@"
    case .integer: "%lld"
    case .number: "%f"
    }
  }

  /// The Swift type of a value of this type.
  public var swiftType: String {
    switch self {
    case .string: "String"
    case .integer: "Int"
    case .number: "Double"
    }
  }
}

/// A value written in the spec: a fixed argument, or a payload argument's fallback.
public enum FormatValue: Sendable, Hashable {
  /// A quoted scalar, or a plain one that is not a number.
  case string(String)
  /// A plain whole number.
  case integer(Int)
  /// A plain decimal number, with its text as written (so `2.50` shows as written).
  case number(Double, text: String)

  /// The type the value has; an integer also fills a number's placeholder.
  public var type: FormatValueType {
    switch self {
    case .string: .string
    case .integer: .integer
    case .number: .number
    }
  }

  /// Whether the value can fill a placeholder of `type`.
  public func fits(_ type: FormatValueType) -> Bool { Self.type(self.type, fits: type) }

  /// Whether a value of type `value` can fill a placeholder of type `placeholder`.
  public static func type(_ value: FormatValueType, fits placeholder: FormatValueType) -> Bool {
    value == placeholder || (placeholder == .number && value == .integer)
  }

  /// The value as the spec wrote it, for messages and documents.
  public var text: String {
    switch self {
    case .string(let text): text
    case .integer(let value): String(value)
    case .number(_, let text): text
    }
  }
}

/// One argument of a localized format.
public enum FormatArgument: Sendable, Hashable {
  /// A value written in the spec: `5`, `"Anna"`.
  case fixed(Located<FormatValue>)
  /// `{ app: name, type: ... }`: a parameter of the generated registration.
  case app(name: Located<String>, type: Located<FormatValueType>?)
  /// `{ payload: key, fallback: value }`: a key of the category's payload, filled by the content
  /// extension that shows the action; `fallback` wherever the payload is not at hand.
  case payload(key: Located<String>, fallback: Located<FormatValue>)
}

/// An argument and where the whole entry was written.
public struct LocatedFormatArgument: Sendable, Hashable {
  /// The argument.
  public let argument: FormatArgument
  /// The entry: the scalar, or the whole mapping.
  public let range: SourceRange

  /// Creates a located argument.
  public init(_ argument: FormatArgument, at range: SourceRange) {
    self.argument = argument
    self.range = range
  }

  /// The source's name in messages: `fixed`, `app`, `payload`.
  public var sourceName: String {
    switch argument {
    case .fixed: "fixed"
    case .app: "app"
    case .payload: "payload"
    }
  }
}
