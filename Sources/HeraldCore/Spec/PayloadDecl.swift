// The located declarations of the payload language: a category's `payload` fields and the
// set's `payloadTypes`.

/// One custom payload key of a category, or one field of a named type: `key: Type` (the short
/// form) or `key: { type, optional, example, description, swiftName, enum }`.
public struct PayloadFieldDecl: Sendable {
  /// The key, as the payload spells it.
  public let key: Located<String>
  /// The type, located at its spelling; nil when the spelling was malformed (already reported).
  public let type: Located<PayloadType>?
  /// `optional` (default false).
  public let optional: Located<Bool>?
  /// `example`, as a JSON value located in the spec (YAML's plain scalars read as JSON reads
  /// them: `12.5` is a number, `true` a Boolean, `"12.5"` a string).
  public let example: JSONNode?
  /// `description`: the generated doc comment and the schema's description.
  public let description: Located<String>?
  /// `swiftName`: the property's name; default derived from the key (lowerCamelCase).
  public let swiftName: Located<String>?
  /// `enum`: the strings the value may take, located at the list.
  public let enumValues: Located<[Located<String>]>?
  /// The whole declaration (the key's value).
  public let range: SourceRange
  /// `wire`: how the value is carried (`string`, `either`); nil for the type's own JSON.
  public var wire: Located<PayloadWireForm>? = nil
  /// From the `wire` key to the end of its value: what a fix-it removing it removes.
  public var wireEntry: SourceRange? = nil
  /// From the `separator` key to the end of its value.
  public var separatorEntry: SourceRange? = nil
  /// `separator`: with `wire: string` on an array of scalars, what joins the elements.
  public var separator: Located<String>? = nil
  /// `lenient`: a malformed value decodes as nil and is reported beside the value.
  public var lenient: Located<Bool>? = nil
  /// `enum` as a mapping from Swift case names to integers, for an `integer` field; located at
  /// the mapping.
  public var integerEnum: Located<[PayloadIntegerCase]>? = nil

  /// Creates a field.
  public init(
    key: Located<String>, type: Located<PayloadType>?, optional: Located<Bool>? = nil,
    example: JSONNode? = nil, description: Located<String>? = nil,
    swiftName: Located<String>? = nil, enumValues: Located<[Located<String>]>? = nil,
    range: SourceRange
  ) {
    self.key = key
    self.type = type
    self.optional = optional
    self.example = example
    self.description = description
    self.swiftName = swiftName
    self.enumValues = enumValues
    self.range = range
  }

  /// Whether the key may be absent (or null).
  public var isOptional: Bool { optional?.value ?? false }

  /// Whether a malformed value decodes as nil (`lenient: true`).
  public var isLenient: Bool { lenient?.value ?? false }
}

/// One entry of `payloadTypes`: a named object type the payloads of the set share.
public struct PayloadTypeDecl: Sendable {
  /// The type's name, which is also its Swift name; located at the key.
  public let name: Located<String>
  /// Its fields, in source order.
  public let fields: [PayloadFieldDecl]
  /// The whole mapping of fields.
  public let range: SourceRange
  /// For an entry of `payloadUnions`: its discriminator and cases. Its `fields` are then the
  /// cases, each a key (the discriminator's value) of the case's type, so that the rules that
  /// resolve, walk and name types read a union as they read an object.
  public var union: PayloadUnionDecl? = nil

  /// Creates a named type.
  public init(name: Located<String>, fields: [PayloadFieldDecl], range: SourceRange) {
    self.name = name
    self.fields = fields
    self.range = range
  }
}

/// One entry of `payloadUnions`: an object whose shape its discriminator key's value chooses.
public struct PayloadUnionDecl: Sendable {
  /// `discriminator`: the key every case's object carries, whose string names the case.
  public let discriminator: Located<String>
  /// `cases`: each value of the discriminator with the `payloadTypes` type of its object.
  public let cases: [(value: Located<String>, type: Located<String>)]

  /// Creates a union.
  public init(
    discriminator: Located<String>, cases: [(value: Located<String>, type: Located<String>)]
  ) {
    self.discriminator = discriminator
    self.cases = cases
  }
}
