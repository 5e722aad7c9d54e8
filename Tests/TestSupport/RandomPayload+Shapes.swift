// Random value shapes of issue 38 for `RandomContracts`: scalars and lists carried as strings,
// JSON text, a scalar or its text, maps, `json`, integer enums and lenient keys: their
// declarations, valid values and what they encode back to, and their mutations.

import HeraldCore

extension RandomContracts {
  /// Integer texts `wire: string` accepts, `-0` among them.
  static let integerTexts = ["0", "-1", "42", "-0", "9007199254740991", "-9007199254740991", "7"]
  /// Number texts `wire: string` accepts.
  static let numberTexts = ["0", "12.5", "-3.25", "0.1", "1000000", "0.0000001", "-0", "5"]
  /// Boolean texts.
  static let booleanTexts = ["true", "false", "1", "0"]
  /// Texts each scalar refuses.
  static let badIntegerTexts = ["4x", "+1", " 1", "1.0", "01", "1e3", "", "9007199254740992"]
  static let badNumberTexts = ["1e3", ".5", "1.", "+1", "1,5", " 1", "", "NaN"]
  static let badBooleanTexts = ["True", "yes", "2", "", " 1", "TRUE"]
  /// The integer enums, keywords among the case names.
  static let integerEnums: [[(String, Int)]] = [
    [("low", 1), ("high", 2)], [("zero", 0), ("minus", -3)], [("default", 7), ("self", 8)],
  ]
  /// Separators of lists carried as one string.
  static let separators = [",", ";", " | "]
  /// Keys of maps.
  static let mapKeys = ["a", "b-c", "é", "", "aps", "k.dot"]

  /// Gives a field one of the new shapes, or none.
  static func shape(_ field: inout DeclaredField, _ random: inout SpecDice) {
    var type = field.type
    var enumValues = field.enumValues
    var wire: String?
    var separator: String?
    let scalars: [DeclaredType] = [.integer, .number, .boolean]
    switch random.int(0...13) {
    case 0 where type.depth < 3: type = .map(type)
    case 1:
      type = .json
      enumValues = nil
    case 2...3:
      if scalars.contains(where: { $0.spelling == type.spelling }) { wire = "string" }
    case 4:
      if case .array(let element) = type,
        scalars.contains(where: { $0.spelling == element.spelling })
      {
        wire = "string"
        separator = random.pick(separators)
      }
    case 5:
      switch type {
      // Three arrays deep, the generated encoding of JSON text is one expression longer than
      // a line (a known lint defect, noted on issue 38), so the generator stops at two.
      case .named, .map, .json, .union: wire = "string"
      case .array where type.depth < 3: wire = "string"
      default: break
      }
    case 6
    where enumValues == nil && (scalars + [.string]).contains { $0.spelling == type.spelling }:
      wire = "either"
    default: break
    }
    var shaped = DeclaredField(
      key: field.key, type: type, isOptional: field.isOptional, enumValues: enumValues,
      swiftName: field.swiftName)
    shaped.wire = wire
    shaped.separator = separator
    if case .integer = type, random.chance(0.3) { shaped.integerEnum = random.pick(integerEnums) }
    // Lenient keys are plain: their malformed values are the type's wrong ones.
    shaped.lenient =
      field.isOptional && wire == nil && shaped.integerEnum == nil && type.spelling != "json"
      && random.chance(0.25)
    field = shaped
  }

  /// A category with a key of every shape, so that every run has each.
  static var everyShape: [DeclaredField] {
    func field(
      _ key: String, _ type: DeclaredType, optional: Bool = false, wire: String? = nil,
      separator: String? = nil, lenient: Bool = false, cases: [(String, Int)]? = nil,
      enumValues: [String]? = nil
    ) -> DeclaredField {
      var field = DeclaredField(
        key: key, type: type, isOptional: optional, enumValues: enumValues, swiftName: nil)
      field.wire = wire
      field.separator = separator
      field.lenient = lenient
      field.integerEnum = cases
      return field
    }
    return [
      field("s-int", .integer, wire: "string"), field("s-num", .number, wire: "string"),
      field("s-bool", .boolean, optional: true, wire: "string"),
      field("s-list", .array(.integer), wire: "string", separator: ","),
      field("s-flags", .array(.boolean), wire: "string", separator: " | "),
      field("s-json", .named(5), wire: "string"),
      field("s-arr-json", .array(.number), wire: "string"),
      field("e-int", .integer, wire: "either"), field("e-num", .number, wire: "either"),
      field("e-bool", .boolean, wire: "either"), field("e-str", .string, wire: "either"),
      field("map", .map(.integer)), field("map-place", .map(.named(5))),
      field("nested", .array(.map(.array(.integer)))),
      field("vehicles", .map(.string), enumValues: ["car", "xl"]),
      field("any", .json), field("any-opt", .json, optional: true),
      field("prio", .integer, cases: integerEnums[0]),
      field("prio-text", .integer, wire: "string", cases: integerEnums[1]),
      field("len", .number, optional: true, lenient: true),
      field("len-place", .named(5), optional: true, lenient: true),
    ]
  }

  /// A random JSON value but null at the top (nulls inside), for `json`.
  static func anyJSON(_ random: inout SpecDice, depth: Int = 0) -> Wire {
    switch random.int(0...(depth < 2 ? 5 : 3)) {
    case 0: return .string(random.pick(strings))
    case 1: return .number(random.pick(["0", "-1", "12.5", "1e3", "5"]))
    case 2: return .bool(random.chance(0.5))
    case 3: return depth == 0 ? .string("top") : .null
    case 4: return .array((0..<random.int(0...3)).map { _ in anyJSON(&random, depth: depth + 1) })
    default:
      let keys = random.shuffled(mapKeys).prefix(random.int(0...3))
      return .object(keys.map { ($0, anyJSON(&random, depth: depth + 1)) })
    }
  }

  /// A valid value of a field by its shape, and what it encodes back to (nil: left out, for a
  /// lenient key's malformed value).
  func fieldValue(_ field: DeclaredField, _ random: inout SpecDice) -> (Wire, Wire?) {
    if field.lenient, random.chance(0.3) {
      return (Self.wrongType(field.type, &random), nil)
    }
    if let cases = field.integerEnum {
      let value = random.pick(cases).1
      let number = Wire.number(String(value))
      switch field.wire {
      case "string": return (.string(String(value)), .string(String(value)))
      case "either": return (random.chance(0.5) ? .string(String(value)) : number, number)
      default: return (number, number)
      }
    }
    switch (field.wire, field.type) {
    case ("string", .integer):
      let text = random.pick(Self.integerTexts)
      return (.string(text), .string(String(PayloadWire.integerText(text)!)))
    case ("string", .number):
      let text = random.pick(Self.numberTexts)
      return (.string(text), .string(PayloadWire.text(of: PayloadWire.numberText(text)!)))
    case ("string", .boolean):
      let text = random.pick(Self.booleanTexts)
      let value = text == "true" || text == "1"
      return (.string(text), .string(value ? "true" : "false"))
    case ("string", .array(let element)) where field.separator != nil:
      let separator = field.separator!
      let texts = (0..<random.int(0...3)).map { _ in
        random.pick(
          element.spelling == "integer"
            ? Self.integerTexts
            : element.spelling == "number" ? Self.numberTexts : Self.booleanTexts)
      }
      let canonical = texts.map { text in
        switch element {
        case .integer: String(PayloadWire.integerText(text)!)
        case .number: PayloadWire.text(of: PayloadWire.numberText(text)!)
        default: text == "true" || text == "1" ? "true" : "false"
        }
      }
      return (
        .string(texts.joined(separator: separator)),
        .string(canonical.joined(separator: separator))
      )
    case ("string", _):
      let (inner, encoded) = value(field.type, enumValues: field.enumValues, &random)
      return (.string(inner.text), .jsonText(encoded))
    case ("either", .string):
      if random.chance(0.5) {
        let text = random.pick(Self.strings)
        return (.string(text), .string(text))
      }
      let number = random.pick(["0", "12.5", "-3.25", "1e3", "5", "0.1", "-0.0"])
      return (.number(number), .string(PayloadWire.text(of: Double(number)!)))
    case ("either", .integer):
      if random.chance(0.5) {
        let text = random.pick(Self.integerTexts)
        return (.string(text), .number(String(PayloadWire.integerText(text)!)))
      }
      let number = Wire.number(random.pick(Self.integers))
      return (number, number)
    case ("either", .number):
      if random.chance(0.5) {
        let text = random.pick(Self.numberTexts)
        return (.string(text), .number(text))
      }
      let number = Wire.number(random.pick(Self.numbers.filter { $0 != "1e-400" }))
      return (number, number)
    case ("either", .boolean):
      let value = random.chance(0.5)
      if random.chance(0.5) {
        return (
          .string(value ? random.pick(["true", "1"]) : random.pick(["false", "0"])), .bool(value)
        )
      }
      return (.bool(value), .bool(value))
    default:
      return value(field.type, enumValues: field.enumValues, &random)
    }
  }

  /// A broken value of a shaped field and the path (below the field's) where it breaks; nil
  /// when the field has no shape of its own.
  func breakShaped(_ field: DeclaredField, _ valid: Wire, _ random: inout SpecDice) -> (
    Wire, String
  )? {
    if let cases = field.integerEnum, random.chance(0.5) {
      let outside = (1...9).map { $0 * 11 }.first { value in !cases.contains { $0.1 == value } }!
      return (field.wire == "string" ? .string(String(outside)) : .number(String(outside)), "")
    }
    switch (field.wire, field.type) {
    case ("string", .integer), ("either", .integer):
      return (random.chance(0.7) ? .string(random.pick(Self.badIntegerTexts)) : .bool(true), "")
    case ("string", .number), ("either", .number):
      return (random.chance(0.7) ? .string(random.pick(Self.badNumberTexts)) : .array([]), "")
    case ("string", .boolean), ("either", .boolean):
      return (random.chance(0.7) ? .string(random.pick(Self.badBooleanTexts)) : .number("1"), "")
    case ("either", .string):
      return (random.pick([.bool(true), .array([]), .object([])]), "")
    case ("string", .array(let element)) where field.separator != nil:
      guard case .string(let text) = valid, random.chance(0.7) else { return (.number("5"), "") }
      let pieces = text.isEmpty ? 0 : text.components(separatedBy: field.separator!).count
      let bad =
        element.spelling == "integer"
        ? random.pick(Self.badIntegerTexts.filter { !$0.isEmpty })
        : element.spelling == "number"
          ? random.pick(Self.badNumberTexts.filter { !$0.isEmpty })
          : random.pick(Self.badBooleanTexts.filter { !$0.isEmpty })
      let broken = text.isEmpty ? bad : text + field.separator! + bad
      return (.string(broken), "[\(pieces)]")
    case ("string", _):
      guard case .string(let text) = valid else { return nil }
      if random.chance(0.3) {
        return random.chance(0.5) ? (.string("{\"unclosed\": "), "") : (.bool(false), "")
      }
      var reader = JSONReader(Array(text.utf8), path: "inner.json")
      guard let node = try? reader.read() else { return nil }
      let inner = Wire(node)
      let sites = self.sites(inner, type: field.type, enumValues: field.enumValues, path: [])
      guard !sites.isEmpty else { return (.string("not json"), "") }
      let (broken, path) = breakSite(inner, random.pick(sites), &random)
      // The inner path: empty at the text's root, else a key after `.` or a position.
      let suffix = path.isEmpty || path.hasPrefix("[") ? path : "." + path
      return (.string(broken.text), "(json)" + suffix)
    default: return nil
    }
  }
}

extension DeclaredType {
  /// How many arrays and maps wrap the innermost type.
  var depth: Int {
    switch self {
    case .array(let inner), .map(let inner): inner.depth + 1
    default: 0
    }
  }
}
