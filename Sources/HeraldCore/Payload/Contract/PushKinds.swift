// The push kinds of a set, resolved: how a payload that no category contract takes is
// recognized, and the contract it is then held to. `check-payload`, the generated `Payload`
// dispatch and the schemas all choose a kind by these rules.

/// One push kind, resolved.
public struct PushKind: Sendable {
  /// The kind's id.
  public let id: String
  /// How a payload is recognized as one.
  public let binding: PushBinding
  /// Its payload contract.
  public let contract: PayloadContract
  /// The declaration.
  public let declaration: PushKindDecl

  /// Resolves `decl`; nil when it says neither `when` nor `category` (already reported).
  init?(_ decl: PushKindDecl, types: PayloadTypeTable) {
    if decl.bindsUndeclaredCategories {
      binding = .undeclaredCategory
    } else if let category = decl.category {
      binding = .category(category.value)
    } else if let when = decl.when {
      switch when.value {
      case .always: binding = .always
      case .keys(let conditions):
        binding = .keys(
          conditions.map { PushCondition(key: $0.key.value, values: $0.values.map(\.value)) })
      }
    } else {
      return nil
    }
    id = decl.id.value
    contract = PayloadContract(push: decl, types: types)
    declaration = decl
  }
}

/// How a push kind recognizes its payloads.
public enum PushBinding: Sendable, Hashable {
  /// Every key holds one of its values.
  case keys([PushCondition])
  /// `aps.category` is this id.
  case category(String)
  /// `aps.category` names a category the set does not declare (`category: "*"`).
  case undeclaredCategory
  /// Every payload (`when: always`).
  case always

  /// Whether the binding reads `aps.category`.
  public var bindsCategory: Bool {
    switch self {
    case .category, .undeclaredCategory: true
    case .keys, .always: false
    }
  }

  /// The binding as messages and doc comments say it: `type is "clear"`,
  /// `aps.category is "chat"`.
  public var described: String {
    switch self {
    case .keys(let conditions): conditions.map(\.described).joined(separator: " and ")
    case .category(let id): "aps.category is \(JSONEscaping.quoted(id))"
    case .undeclaredCategory: "aps.category names a category the spec does not declare"
    case .always: "when: always"
    }
  }
}

/// One key of a `when` binding and the values that select the kind.
public struct PushCondition: Sendable, Hashable {
  /// The top-level key.
  public let key: String
  /// The values, in spec order.
  public let values: [PushValue]

  /// Whether the payload's members hold one of the values at the key.
  public func matches(_ members: [JSONNodeMember]) -> Bool {
    guard let member = members.first(where: { Self.sameKey($0.key, key) }) else { return false }
    return values.contains { $0.matches(member.value) }
  }

  /// `type is "clear"`, `type is "clear" or "reset"`.
  public var described: String {
    "\(key) is " + values.map(\.json).joined(separator: " or ")
  }

  /// Keys compare by their Unicode scalars, as the contract's keys do.
  static func sameKey(_ left: String, _ right: String) -> Bool {
    left.unicodeScalars.elementsEqual(right.unicodeScalars)
  }
}

/// What chose the contract of one payload.
public enum PushMatch: Sendable {
  /// The contract of the category `aps.category` names.
  case category(PayloadContract)
  /// The first push kind whose binding holds.
  case push(PushKind)
  /// Nothing: no category contract, and no kind's binding holds.
  case none

  /// The chosen contract, if any.
  public var contract: PayloadContract? {
    switch self {
    case .category(let contract): contract
    case .push(let kind): kind.contract
    case .none: nil
    }
  }
}

extension PushBinding {
  /// Whether a payload with these top-level members and this `aps.category` (nil or empty for
  /// none) is recognized; `isDeclared` says whether the set declares the category.
  func matches(
    members: [JSONNodeMember], category: String?, isDeclared: (String) -> Bool
  ) -> Bool {
    switch self {
    case .keys(let conditions): conditions.allSatisfy { $0.matches(members) }
    case .category(let id): category == id
    case .undeclaredCategory: category.map { !isDeclared($0) } ?? false
    case .always: true
    }
  }
}

/// The kinds a payload may be, found without trying every kind: a kind bound by keys is filed
/// under its first key and each of that key's values, a kind bound by a category under the
/// category, so that checking many payloads against many kinds costs the payloads' keys and the
/// few kinds that share a value, not every pair.
struct PushIndex: Sendable {
  /// The kinds bound by keys, by their first key, then by each value of it.
  let byKey: [String: [PushValue: [Int]]]
  /// The first keys, in the order their first kind declares them.
  let keys: [String]
  /// The kinds bound by a category, by the category.
  let byCategory: [String: [Int]]
  /// The kinds every payload, or every undeclared category, may be: always tried.
  let general: [Int]

  /// Files each kind, by its position in `kinds`.
  init(_ kinds: [PushKind]) {
    var byKey: [String: [PushValue: [Int]]] = [:]
    var keys: [String] = []
    var byCategory: [String: [Int]] = [:]
    var general: [Int] = []
    for (index, kind) in kinds.enumerated() {
      switch kind.binding {
      case .keys(let conditions):
        guard let first = conditions.first else { continue }
        if byKey[first.key] == nil { keys.append(first.key) }
        for value in Set(first.values) {
          byKey[first.key, default: [:]][value, default: []].append(index)
        }
      case .category(let id): byCategory[id, default: []].append(index)
      case .undeclaredCategory, .always: general.append(index)
      }
    }
    self.byKey = byKey
    self.keys = keys
    self.byCategory = byCategory
    self.general = general
  }

  /// The positions of the kinds that may match, in declaration order.
  func candidates(members: [JSONNodeMember], category: String?) -> [Int] {
    var found = general
    if let category, let kinds = byCategory[category] { found += kinds }
    if !byKey.isEmpty {
      for member in members {
        guard let values = byKey[member.key], let value = PushValue(member.value),
          let kinds = values[value]
        else { continue }
        found += kinds
      }
    }
    return found.sorted()
  }
}

extension PushValue {
  /// The value of a payload's node, when it is one `when` can name: a string, an integral
  /// number or a Boolean.
  init?(_ node: JSONNode) {
    switch node.value {
    case .string(let text): self = .string(text)
    case .bool(let flag): self = .boolean(flag)
    case .number(let number, _):
      guard number == number.rounded(), abs(number) <= 9_007_199_254_740_991 else { return nil }
      self = .integer(Int64(number))
    default: return nil
    }
  }
}
