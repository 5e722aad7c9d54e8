// The push kinds of the payload language (`pushes:`): pushes told apart by what they carry
// rather than by a registered category, each with its own payload contract.

/// One entry of `pushes`: a kind of push the app receives, how a payload is recognized as one,
/// and the custom keys it carries.
public struct PushKindDecl: Sendable {
  /// Where the whole entry is.
  public let range: SourceRange
  /// `id`: the kind's name, unique among the set's push kinds.
  public var id: Located<String>
  /// `when`: the top-level keys whose values select this kind, or `always`.
  public var when: Located<PushMatchDecl>?
  /// `category`: the `aps.category` that selects this kind, or `*` for any category the set
  /// does not declare.
  public var category: Located<String>?
  /// `payload`: the custom keys beside `aps`.
  public var payload: Located<[PayloadFieldDecl]>?
  /// `attachments`: what a service extension serving this kind downloads and attaches.
  public var attachments: [AttachmentDecl] = []
  /// `swiftName`: the generated type's name; default derived from the id.
  public var swiftName: Located<String>?
  /// `description`: what the push is for; the generated doc comment.
  public var description: Located<String>?

  /// Creates a kind with only its id.
  public init(id: Located<String>, range: SourceRange) {
    self.id = id
    self.range = range
  }

  /// Whether `category` is the wildcard that stands for categories the set does not declare.
  public var bindsUndeclaredCategories: Bool { category?.value == Self.anyCategory }

  /// The `category` value that stands for any category the set does not declare: one an app
  /// defines at run time.
  public static let anyCategory = "*"
}

/// What `when` selects.
public enum PushMatchDecl: Sendable {
  /// `when: always`: every push that no category contract and no earlier kind takes.
  case always
  /// `when: { key: value(s) }`: every key must hold one of its values.
  case keys([PushConditionDecl])
}

/// One key of `when` and the values it may hold.
public struct PushConditionDecl: Sendable {
  /// The top-level key.
  public let key: Located<String>
  /// Its values: one, or a list (a list of one when written as one).
  public let values: [Located<PushValue>]
  /// Where the value (or list) is.
  public let range: SourceRange

  /// Creates a condition.
  public init(key: Located<String>, values: [Located<PushValue>], range: SourceRange) {
    self.key = key
    self.values = values
    self.range = range
  }
}

/// A value `when` compares a key with: a JSON string, integer or Boolean. Strings compare by
/// their Unicode scalars, as the payload contract's keys and enum values do.
public enum PushValue: Sendable, Hashable {
  /// A JSON string.
  case string(String)
  /// A JSON number with an integral value.
  case integer(Int64)
  /// JSON `true` or `false`.
  case boolean(Bool)

  /// The value as JSON writes it.
  public var json: String {
    switch self {
    case .string(let text): JSONEscaping.quoted(text)
    case .integer(let value): String(value)
    case .boolean(let value): value ? "true" : "false"
    }
  }

  /// Whether a payload's value is this one: the same string by scalars, the same integral
  /// number (`2` and `2.0`), the same Boolean (never a number).
  public func matches(_ node: JSONNode) -> Bool {
    switch (self, node.value) {
    case (.string(let text), .string(let found)):
      text.unicodeScalars.elementsEqual(found.unicodeScalars)
    case (.integer(let value), .number(let number, _)): Double(value) == number
    case (.boolean(let value), .bool(let found)): value == found
    default: false
    }
  }
}
