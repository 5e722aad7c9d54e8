// Random payload contracts for the property tests: named types and one category per contract,
// declared keys of every type, in one spec. Drawn from `SpecDice`, so a seed gives the same
// contracts on every toolchain. The payloads are in RandomPayload+Values.swift.

/// A declared type.
indirect enum DeclaredType {
  case string, integer, number, boolean, date, url
  case array(DeclaredType)
  /// An index into the named types.
  case named(Int)
  /// `[string: T]`.
  case map(DeclaredType)
  /// `json`.
  case json
  /// The contracts' union (`RandomContracts.union`).
  case union

  /// Whether a named type is this type or its element.
  var usesNamedType: Bool {
    switch self {
    case .named, .union: true
    case .array(let element), .map(let element): element.usesNamedType
    default: false
    }
  }

  /// The spelling in a spec.
  var spelling: String {
    switch self {
    case .string: "string"
    case .integer: "integer"
    case .number: "number"
    case .boolean: "boolean"
    case .date: "date"
    case .url: "url"
    case .array(let element): "[\(element.spelling)]"
    case .named(let index): RandomContracts.typeName(index)
    case .map(let value): "[string: \(value.spelling)]"
    case .json: "json"
    case .union: RandomContracts.unionName
    }
  }
}

/// A declared key.
struct DeclaredField {
  let key: String
  let type: DeclaredType
  let isOptional: Bool
  let enumValues: [String]?
  let swiftName: String?
  /// `wire` (`string`, `either`), `separator`, `lenient`, an integer `enum`.
  var wire: String? = nil
  var separator: String? = nil
  var lenient = false
  var integerEnum: [(String, Int)]? = nil
}

/// A mutation of a valid payload and the key path where it must fail.
struct PayloadMutation {
  /// The path the error names.
  let path: String
  /// What was done, for messages.
  let what: String
}

/// One payload to decode.
struct PayloadCase {
  let label: String
  let category: String
  /// The payload.
  let json: Wire
  /// For a valid payload, what it encodes back to: its declared keys, dates in UTC.
  let expected: Wire?
  /// For an invalid payload, its one mutation.
  let mutation: PayloadMutation?

  /// The row the driver reads.
  var row: Wire { .array([.string(label), .string(category), .string(json.text)]) }
}

/// Random named types and one category per contract, in one spec.
struct RandomContracts {
  /// The named types: each uses only types after it, so none is recursive.
  var types: [[DeclaredField]] = []
  /// Each category's fields.
  var categories: [[DeclaredField]] = []

  /// The name of named type `index`.
  static func typeName(_ index: Int) -> String { "Place\(index)" }

  /// The name of the contracts' union.
  static let unionName = "Union0"

  /// The union: its discriminator key and each case's value with the index of its type.
  var union: (key: String, cases: [(value: String, type: Int)]) = ("kind", [])
  /// The id of category `index`.
  static func categoryID(_ index: Int) -> String { "contract-\(index)" }

  /// Enum values whose Swift case names differ, keywords and non-ASCII among them.
  static let enumSets = [
    ["car", "xl", "bike"], ["a-b", "c", "default"], ["self", "none", "Ünï-x"], ["Type", "init"],
  ]

  /// Keys that are Swift keywords or members' names, each at most once per object.
  static let specialKeys = [
    "default", "self", "Type", "init", "where", "class", "protocol", "true",
  ]

  /// Creates `categories` contracts and the types they use.
  init(_ random: inout SpecDice, categories count: Int) {
    let typeCount = 6
    for index in 0..<typeCount {
      // One named field at most, so the sample payload stays small.
      // The first type always uses another, so named types nest in every run.
      types.append(
        fields(
          &random, count: random.int(1...4), namedAfter: index + 1, of: typeCount,
          forcing: index == 0))
    }
    for index in 0..<count {
      // The first category always has the keys that are Swift keywords.
      categories.append(
        fields(
          &random, count: random.int(1...6), namedAfter: 0, of: typeCount,
          keys: index == 0 ? ["default", "self"] : []))
    }
    categories.append(Self.everyShape)
    // The union, over named types, used by the first category (alone or in an array), drawn
    // last so that the contracts above are those of earlier runs.
    let values = random.shuffled(["a", "b-é", "private", "Default", "x y"])
    let types = random.shuffled(Array(0..<typeCount))
    union = (
      random.pick(["kind", "type", "t-é"]),
      (0..<random.int(1...3)).map { (values[$0], types[$0]) }
    )
    categories[0].append(
      DeclaredField(
        key: "u-union", type: random.chance(0.5) ? .union : .array(.union),
        isOptional: random.chance(0.3), enumValues: nil, swiftName: nil))
  }

  /// `count` fields (at least as many as `keys`) with distinct keys, `keys` first; at most one
  /// uses a named type at or after `first`, the first one when `forcing`.
  func fields(
    _ random: inout SpecDice, count: Int, namedAfter first: Int, of typeCount: Int,
    keys: [String] = [], forcing: Bool = false
  ) -> [DeclaredField] {
    var special = Self.specialKeys.filter { !keys.contains($0) }
    var usedNamed = false
    return (0..<max(count, keys.count)).map { index in
      let key: String
      if index < keys.count {
        key = keys[index]
      } else if random.chance(0.25), !special.isEmpty {
        let word = random.pick(special)
        special.removeAll { $0 == word }
        key = word
      } else {
        key = Self.key(index, &random)
      }
      var type = random.pick([
        DeclaredType.string, .integer, .number, .boolean, .date, .url,
      ])
      var enumValues: [String]?
      if !usedNamed, first < typeCount, forcing || random.chance(0.3) {
        usedNamed = true
        type = .named(random.int(first...typeCount - 1))
      } else if random.chance(0.2) {
        type = .string
        enumValues = random.pick(Self.enumSets)
      }
      switch random.int(0...5) {
      case 0: type = .array(type)
      case 1: type = .array(.array(type))
      case 2 where enumValues == nil: type = .array(.array(.array(type)))
      default: break
      }
      if enumValues != nil, case .array(.array) = type { type = .array(.string) }
      var field = DeclaredField(
        key: key, type: type, isOptional: random.chance(0.35), enumValues: enumValues,
        swiftName: random.chance(0.15) ? "renamed\(index)" : nil)
      Self.shape(&field, &random)
      return field
    }
  }

  /// A key of field `index`: dots, spaces, quotes, backslashes, dashes and non-ASCII letters
  /// among them, which the generated Swift and the checker must both carry as written.
  static func key(_ index: Int, _ random: inout SpecDice) -> String {
    random.pick([
      "k\(index)", "k\(index)-dash", "k\(index).dot", "k\(index) space", "ключ\(index)",
      "K\(index)_Upper", "k\(index)-é", "日本\(index)", "k\(index)\"q", "k\(index)\\b",
    ])
  }

  /// Fields as the spec writes them, one flow mapping a line at `indent`, keys and types as
  /// JSON strings.
  static func fieldsText(_ fields: [DeclaredField], indent: String) -> String {
    fields.map { field in
      var members = ["type: \(Wire.quoted(field.type.spelling))"]
      if field.isOptional { members.append("optional: true") }
      if let values = field.enumValues {
        members.append("enum: [" + values.map(Wire.quoted).joined(separator: ", ") + "]")
      }
      if let name = field.swiftName { members.append("swiftName: \(name)") }
      if let wire = field.wire { members.append("wire: \(wire)") }
      if let separator = field.separator {
        members.append("separator: \(Wire.quoted(separator))")
      }
      if field.lenient { members.append("lenient: true") }
      if let cases = field.integerEnum {
        members.append(
          "enum: { " + cases.map { "\($0.0): \($0.1)" }.joined(separator: ", ") + " }")
      }
      return indent + Wire.quoted(field.key) + ": { " + members.joined(separator: ", ") + " }\n"
    }.joined()
  }

  /// The spec: every category and the named types, in YAML's flow style with JSON strings.
  var spec: String {
    var text = "version: 1\ncategories:\n"
    for (index, fields) in categories.enumerated() {
      text += "  - id: \(Self.categoryID(index))\n    payload:\n"
      text += Self.fieldsText(fields, indent: "      ")
    }
    let cases = union.cases.map { "\(Wire.quoted($0.value)): \(Self.typeName($0.type))" }
    text += "payloadUnions:\n  \(Self.unionName):\n    discriminator: \(Wire.quoted(union.key))\n"
    text += "    cases: { " + cases.joined(separator: ", ") + " }\n"
    text += "payloadTypes:\n"
    for (index, fields) in types.enumerated() {
      text += "  \(Self.typeName(index)):\n" + Self.fieldsText(fields, indent: "    ")
    }
    return text
  }
}
