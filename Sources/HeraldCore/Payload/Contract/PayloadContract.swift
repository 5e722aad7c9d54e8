// The resolved payload contract of a category: its declared keys with their types, the named
// types they use, and the start-state key that every category with `startState` has.

/// One key of a contract, resolved: what generation, the schema and `check-payload` read.
public struct PayloadField: Sendable {
  /// The key, as the payload spells it.
  public let key: String
  /// The generated property's name.
  public let propertyName: String
  /// The value's type.
  public let type: PayloadType
  /// Whether the key may be absent or null.
  public let isOptional: Bool
  /// The only strings the value (or each string in it) may take; nil for any string.
  public let enumValues: [String]?
  /// For the start-state key: the named states. Unlike `enumValues` they do not restrict
  /// decoding (an unknown state falls back to the registered actions); `check-payload` warns.
  public let startStates: [String]?
  /// `description`, if given.
  public let description: String?
  /// `example`, if given.
  public let example: JSONNode?
  /// The declaration; nil for a start-state key the category does not declare in `payload`.
  public let declaration: PayloadFieldDecl?
  /// How the value is carried (`wire`, `separator`); `.plain` when they do not fit the type
  /// (`payload-wire` reports that).
  public var wireShape: PayloadWireShape = .plain
  /// Whether a malformed value decodes as nil, reported beside the value (`lenient: true` on
  /// an optional key; `payload-lenient` reports it on a required one, which stays strict).
  public var isLenient = false
  /// An `integer` field's `enum`: its cases, Swift name and value, in spec order.
  public var integerEnum: [(name: String, value: Int64)]? = nil

  /// Whether this is the category's start-state key.
  public var isStartState: Bool { startStates != nil }

  /// Resolves a declared field; nil when its type was malformed (already reported).
  init?(_ decl: PayloadFieldDecl, startStates: [String]? = nil) {
    guard let type = decl.type?.value else { return nil }
    key = decl.key.value
    propertyName = PayloadNames.propertyName(decl)
    self.type = type
    isOptional = decl.optional?.value ?? (startStates != nil && decl.optional == nil)
    enumValues = decl.enumValues.map { $0.value.map(\.value) }
    self.startStates = startStates
    description = decl.description?.value
    example = decl.example
    declaration = decl
    wireShape =
      PayloadWireShape.resolve(type, wire: decl.wire?.value, separator: decl.separator?.value)
      ?? .plain
    isLenient = decl.isLenient && isOptional
    if type == .integer, let cases = decl.integerEnum?.value {
      integerEnum = cases.map { ($0.name.value, $0.value.value) }
    }
  }

  /// The start-state key of a category that does not declare it: an optional string.
  init(startStateKey key: String, states: [String]) {
    self.key = key
    propertyName = PayloadNames.propertyName(key: key)
    type = .string
    isOptional = true
    enumValues = nil
    startStates = states
    description = "The state the content extension starts in (one of the category's `states`)."
    example = nil
    declaration = nil
  }
}

/// A named type of `payloadTypes` or `payloadUnions`, resolved.
public struct PayloadObjectType: Sendable {
  /// The type's name.
  public let name: String
  /// Its fields, in source order (those with a malformed type left out); a union's cases.
  public let fields: [PayloadField]
  /// The declaration.
  public let declaration: PayloadTypeDecl

  /// For a union: its discriminator key and, in source order, each value with its case's type.
  public var union: PayloadUnion? {
    declaration.union.map { decl in
      PayloadUnion(
        discriminator: decl.discriminator.value,
        cases: decl.cases.map { (value: $0.value.value, type: $0.type.value) })
    }
  }
}

/// A tagged union, resolved: the key whose value names the case, and the cases.
public struct PayloadUnion: Sendable {
  /// The discriminator key.
  public let discriminator: String
  /// Each value of the discriminator with its case's type name, in source order.
  public let cases: [(value: String, type: String)]

  /// The type of the case `value` names, compared by Unicode scalars.
  public func caseType(_ value: String) -> String? {
    cases.first { $0.value.unicodeScalars.elementsEqual(value.unicodeScalars) }?.type
  }

  /// The case values as messages list them.
  public var described: String { "one of " + cases.map(\.value).joined(separator: ", ") }
}

/// The named types of a set, by name: the first declaration of each name counts (a second one
/// is `payload-duplicate-type`). Built once per set and shared by every contract.
public struct PayloadTypeTable: Sendable {
  /// The types by name.
  public let types: [String: PayloadObjectType]
  /// The names in declaration order, each once.
  public let names: [String]
  /// The largest magnitude of an `integer` in the set's payloads: 2^31 − 1 when the set
  /// targets watchOS, whose `Int` has 32 bits, 2^53 − 1 otherwise (`PayloadWire`).
  public let integerLimit: Int64

  /// Resolves the named types of `set`, with its platforms' integer limit.
  public init(_ set: SpecSet) {
    self.init(
      set.payloadTypes,
      integerLimit: PayloadWire.maximumInteger(platforms: set.platforms.map(\.platform.value)))
  }

  /// Resolves the given declarations.
  public init(_ declarations: [PayloadTypeDecl], integerLimit: Int64 = PayloadWire.maximumInteger) {
    self.integerLimit = integerLimit
    var types: [String: PayloadObjectType] = [:]
    var names: [String] = []
    for decl in declarations where types[decl.name.value] == nil {
      types[decl.name.value] = PayloadObjectType(
        name: decl.name.value, fields: decl.fields.compactMap { PayloadField($0) },
        declaration: decl)
      names.append(decl.name.value)
    }
    self.types = types
    self.names = names
    WorkMeter.add(declarations.count)
  }

  /// The type named `name`, if declared.
  public subscript(name: String) -> PayloadObjectType? { types[name] }
}

/// What declares a contract: a category (bound by `aps.category`) or a push kind (bound by
/// its content, `pushes`).
public enum PayloadOwner: Sendable, Hashable {
  /// The category with this id.
  case category(String)
  /// The push kind with this id.
  case push(String)

  /// How messages name it: `category 'ride-offer'`, `push kind 'clear'`.
  public var described: String {
    switch self {
    case .category(let id): "category '\(id)'"
    case .push(let id): "push kind '\(id)'"
    }
  }
}

/// A category's or push kind's whole custom payload: the keys beside `aps` a backend sends and
/// the app decodes.
public struct PayloadContract: Sendable {
  /// What declares it.
  public let owner: PayloadOwner
  /// The keys in source order, then the start-state key when `payload` does not declare it.
  public let fields: [PayloadField]
  /// The set's named types.
  public let types: PayloadTypeTable
  /// Whether the category declares `payload` (and so gets a generated `Payload` type).
  public let isDeclared: Bool

  /// The contract of `category`; nil when it declares neither `payload` nor `startState`.
  public init?(category: CategoryDecl, types: PayloadTypeTable) {
    let startKey = category.startState?.value.userInfoKey.value
    guard category.payload != nil || startKey != nil else { return nil }
    let states = category.states?.value.map(\.name.value) ?? []
    var fields: [PayloadField] = []
    var declaresStart = false
    for decl in category.payload?.value ?? [] {
      let isStart = decl.key.value == startKey && Self.isStartStateCompatible(decl)
      declaresStart = declaresStart || decl.key.value == startKey
      if let field = PayloadField(decl, startStates: isStart ? states : nil) {
        fields.append(field)
      }
    }
    if let startKey, !declaresStart, !startKey.isEmpty {
      fields.append(PayloadField(startStateKey: startKey, states: states))
    }
    owner = .category(category.id.value)
    self.fields = fields
    self.types = types
    isDeclared = category.payload != nil
  }

  /// The contract of a push kind: its `payload` (none is an empty contract).
  public init(push: PushKindDecl, types: PayloadTypeTable) {
    owner = .push(push.id.value)
    fields = (push.payload?.value ?? []).compactMap { PayloadField($0) }
    self.types = types
    isDeclared = push.payload != nil
  }

  /// The category's id, for a category's contract.
  public var categoryID: String? {
    if case .category(let id) = owner { return id }
    return nil
  }

  /// Whether a declaration of the start-state key agrees with it: a `string` without `enum`
  /// (the states are its values). Anything else is `payload-start-state-key`.
  public static func isStartStateCompatible(_ decl: PayloadFieldDecl) -> Bool {
    decl.type?.value == .string && decl.enumValues == nil
  }
}

extension SpecSet {
  /// The payload contract of `category` with the set's named types (resolved anew on each call;
  /// a caller with many categories builds one `PayloadTypeTable` and uses
  /// `PayloadContract(category:types:)`).
  public func payloadContract(for category: CategoryDecl) -> PayloadContract? {
    PayloadContract(category: category, types: PayloadTypeTable(self))
  }
}
