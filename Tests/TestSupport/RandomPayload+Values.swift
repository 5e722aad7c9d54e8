// Random payloads of a `RandomContracts`: valid values and what they encode back to, and
// single mutations with the key path where decoding must fail.

import HeraldCore

extension RandomContracts {

  /// Strings, hostile to JSON and Swift alike.
  static let strings = [
    "", "plain", "with \"quotes\" and \\ backslash", "line\nbreak\ttab\u{1}", "é日🙂",
    "\u{2028}\u{FEFF}", "</script>", "2026-12-01T10:00:00Z", "12", "null",
  ]
  /// Integers as JSON writes them: `12.0`, `1e3` and ±(2^53 − 1) are integers too.
  static let integers = [
    "0", "-1", "42", "12.0", "1e3", "1E2", "-0", "9007199254740991", "-9007199254740991",
    "100.000", "0e2",
  ]
  /// Numbers, 2^53 and beyond among them.
  static let numbers = [
    "0", "12.5", "-3.25", "1e-7", "6.02214076e23", "9007199254740992", "9007199254740993",
    "1.7976931348623157e308", "-0.0", "5", "0.1", "0E2", "1e-400", "5e-324",
  ]
  /// Absolute URLs.
  static let urls = [
    "https://example.com", "a:b", "myapp://ride/42?x=1#y", "mailto:a@b.c", "http://[::1]:80/",
    "https://example.com/%20", "urn:isbn:0451450523", "a+b-c.d:x", "https://example.com/a?b=%20#c",
  ]
  /// Dates that do not exist or are not RFC 3339.
  static let badDates = [
    "2026-02-30T10:00:00Z", "2026-12-01T10:00:00", "2026-12-31T23:59:60Z", "2026-13-01T00:00:00Z",
    "2026-12-01 10:00:00Z", "not a date", "2026-12-01T10:00:00+24:00", "",
  ]
  /// Strings that are not absolute URLs.
  static let badURLs = [
    "/relative", "https://exa mple.com", "1a:b", "://x", "", "https://é.com", "a:b[c", "a:b#c#d",
    "a://h:8x/", "a://u@p@h/",
  ]

  /// A random absolute URL: a scheme and characters RFC 3986 allows, percent escapes among them
  /// (drawn again until `PayloadWire` calls it absolute).
  static func url(_ random: inout SpecDice) -> String {
    let pieces = [
      "a", "Z", "0", "-", ".", "_", "~", "!", "$", "&", "'", "(", ")", "*", "+", ",", ";", "=",
      ":", "@", "/", "?", "#", "%20", "%C3%A9", "[", "]", "//host", "//[::1]:8080",
    ]
    while true {
      var text = random.pick(["https:", "myapp:", "a+b-c.d:", "X1:", "urn:"])
      for _ in 0..<random.int(0...10) { text += random.pick(pieces) }
      if PayloadWire.isAbsoluteURL(text) { return text }
    }
  }

  /// A valid RFC 3339 date-time: any offset and case, fractions of any length.
  static func date(_ random: inout SpecDice) -> String {
    // The first and last years too, with offsets that cross them.
    let year = random.chance(0.2) ? random.pick([0, 1, 1969, 1970, 9999]) : random.int(0...9999)
    let month = random.int(1...12)
    let leap = year % 4 == 0 && (year % 100 != 0 || year % 400 == 0)
    let days = [31, leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1]
    func two(_ value: Int) -> String { value < 10 ? "0\(value)" : "\(value)" }
    var text = String(repeating: "0", count: 4 - String(year).count) + "\(year)"
    text += "-\(two(month))-\(two(random.int(1...days)))" + random.pick(["T", "t"])
    text += "\(two(random.int(0...23))):\(two(random.int(0...59))):\(two(random.int(0...59)))"
    if random.chance(0.5) {
      text += "." + (0..<random.int(1...9)).map { _ in String(random.int(0...9)) }.joined()
    }
    switch random.int(0...3) {
    case 0: text += "Z"
    case 1: text += "z"
    default:
      text += random.pick(["+", "-"]) + "\(two(random.int(0...23))):\(two(random.int(0...59)))"
    }
    return text
  }

  /// A valid value of a type, and what it encodes back to.
  func value(_ type: DeclaredType, enumValues: [String]?, _ random: inout SpecDice) -> (
    Wire, Wire
  ) {
    switch type {
    case .string:
      let text = enumValues.map { random.pick($0) } ?? random.pick(Self.strings)
      return (.string(text), .string(text))
    case .integer:
      let number = Wire.number(random.pick(Self.integers))
      return (number, number)
    case .number:
      let number = Wire.number(random.pick(Self.numbers))
      return (number, number)
    case .boolean:
      let value = Wire.bool(random.chance(0.5))
      return (value, value)
    case .date:
      var text = Self.date(&random)
      // A date the language refuses, or one whose offset moves it out of years 0–9999 in UTC
      // (it decodes, but the encoding, which writes UTC, throws), is drawn again.
      while PayloadWire.parseDate(text).flatMap(PayloadWire.formatDate) == nil {
        text = Self.date(&random)
      }
      let milliseconds = PayloadWire.parseDate(text)!
      return (.string(text), .string(PayloadWire.formatDate(milliseconds: milliseconds)!))
    case .url:
      let text = random.chance(0.5) ? random.pick(Self.urls) : Self.url(&random)
      return (.string(text), .string(text))
    case .array(let element):
      let items = (0..<random.int(0...3)).map { _ in
        value(element, enumValues: enumValues, &random)
      }
      return (.array(items.map(\.0)), .array(items.map(\.1)))
    case .named(let index):
      return object(types[index], &random)
    case .map(let inner):
      let keys = random.shuffled(Self.mapKeys).prefix(random.int(0...3))
      let items = keys.map { ($0, value(inner, enumValues: enumValues, &random)) }
      return (.object(items.map { ($0.0, $0.1.0) }), .object(items.map { ($0.0, $0.1.1) }))
    case .json:
      let json = Self.anyJSON(&random)
      return (json, json)
    }
  }

  /// A valid object of `fields`: optional keys absent, null or set, undeclared keys beside them.
  func object(_ fields: [DeclaredField], _ random: inout SpecDice) -> (Wire, Wire) {
    var members: [(String, Wire)] = []
    var expected: [(String, Wire)] = []
    for field in fields {
      if field.isOptional, random.chance(0.4) {
        if random.chance(0.5) { members.append((field.key, .null)) }
        continue
      }
      let (value, encoded) = fieldValue(field, &random)
      members.append((field.key, value))
      if let encoded { expected.append((field.key, encoded)) }
    }
    if random.chance(0.3) { members.append(("x-undeclared", .array([.number("1"), .null]))) }
    return (.object(random.shuffled(members)), .object(expected))
  }

  /// Where a valid payload can be broken: each present value with its type, and each present
  /// required key.
  enum Site {
    case value([PathStep], DeclaredType, [String]?)
    case required([PathStep])
    /// A key with a wire shape or an integer enum of its own.
    case shaped([PathStep], DeclaredField)
  }

  /// The sites of `value`, an object of `fields` at `path`.
  func sites(_ value: Wire, fields: [DeclaredField], path: [PathStep]) -> [Site] {
    guard case .object(let members) = value else { return [] }
    var sites: [Site] = []
    for field in fields {
      guard let member = members.first(where: { $0.0 == field.key }), member.1 != .null else {
        continue
      }
      let fieldPath = path + [.key(field.key)]
      if !field.isOptional { sites.append(.required(fieldPath)) }
      // A lenient key's broken values only warn.
      if field.lenient { continue }
      if field.wire != nil || field.integerEnum != nil {
        sites.append(.shaped(fieldPath, field))
        continue
      }
      sites += self.sites(member.1, type: field.type, enumValues: field.enumValues, path: fieldPath)
    }
    return sites
  }

  /// The sites of a value of `type` and inside it.
  func sites(_ value: Wire, type: DeclaredType, enumValues: [String]?, path: [PathStep]) -> [Site] {
    // Any value but null is a `json`; null is missing or optional, as for every key.
    if case .json = type { return [] }
    var sites: [Site] = [.value(path, type, enumValues)]
    switch (type, value) {
    case (.array(let element), .array(let items)):
      for (index, item) in items.enumerated() {
        sites += self.sites(
          item, type: element, enumValues: enumValues, path: path + [.index(index)])
      }
    case (.named(let index), _):
      sites += self.sites(value, fields: types[index], path: path)
    case (.map(let inner), .object(let members)):
      for member in members {
        sites += self.sites(
          member.1, type: inner, enumValues: enumValues, path: path + [.key(member.0)])
      }
    default: break
    }
    return sites
  }

  /// A value of another JSON type than `type` allows (never null: null means absent).
  static func wrongType(_ type: DeclaredType, _ random: inout SpecDice) -> Wire {
    switch type {
    case .string, .date, .url:
      random.pick([.number("5"), .bool(true), .array([]), .object([])])
    case .integer, .number: random.pick([.string("5"), .bool(false), .array([.number("1")])])
    case .boolean: random.pick([.number("1"), .number("0"), .string("true")])
    case .array: random.pick([.object([]), .string("[]"), .number("2")])
    case .named: random.pick([.array([]), .string("{}"), .number("3")])
    case .map: random.pick([.array([]), .string("{}"), .number("4")])
    case .json: .null
    }
  }

  /// One mutation of `valid`: the broken payload and where it breaks, nil when it has no site.
  func mutate(_ valid: Wire, fields: [DeclaredField], _ random: inout SpecDice) -> (
    Wire, PayloadMutation
  )? {
    let sites = sites(valid, fields: fields, path: [])
    guard !sites.isEmpty else { return nil }
    let site = random.pick(sites)
    let (broken, path) = breakSite(valid, site, &random)
    return (broken, PayloadMutation(path: path, what: broken.text))
  }

  /// `valid` broken at `site`, and the key path of the error.
  func breakSite(_ valid: Wire, _ site: Site, _ random: inout SpecDice) -> (Wire, String) {
    switch site {
    case .required(let path):
      let remove = random.chance(0.5)
      let broken = valid.replacing(path[...]) { _ in remove ? nil : .null }!
      return (broken, PathStep.text(path))
    case .shaped(let path, let field):
      // A shaped key whose value has no shape-specific break is broken as its type.
      guard let (replacement, suffix) = breakShaped(field, valid.value(at: path[...]), &random)
      else {
        return breakSite(valid, .value(path, field.type, field.enumValues), &random)
      }
      return (valid.replacing(path[...]) { _ in replacement }!, PathStep.text(path) + suffix)
    case .value(let path, let type, let enumValues):
      var replacement = Self.wrongType(type, &random)
      switch (type, random.chance(0.6)) {
      case (.string, true) where enumValues != nil:
        replacement = .string(random.pick(["zz-not-listed", "CAR", "", "Default"]))
      case (.date, true): replacement = .string(random.pick(Self.badDates))
      case (.url, true): replacement = .string(random.pick(Self.badURLs))
      case (.integer, true):
        replacement = .number(random.pick(["12.5", "-0.5", "1e-1", "9007199254740992", "1e300"]))
      default: break
      }
      let broken = valid.replacing(path[...]) { _ in replacement }!
      return (broken, PathStep.text(path))
    }
  }

  /// `valid` valid and up to `invalid` invalid payloads of each category.
  func cases(_ random: inout SpecDice, valid: Int, invalid: Int) -> [PayloadCase] {
    var cases: [PayloadCase] = []
    for (index, fields) in categories.enumerated() {
      let category = Self.categoryID(index)
      for number in 0..<valid {
        var (payload, expected) = object(fields, &random)
        if random.chance(0.3), case .object(let members) = payload {
          payload = .object([("aps", .object([("category", .string(category))]))] + members)
        }
        cases.append(
          PayloadCase(
            label: "\(category)/valid-\(number)", category: category, json: payload,
            expected: expected, mutation: nil))
      }
      for number in 0..<invalid {
        let (payload, _) = object(fields, &random)
        guard let (broken, mutation) = mutate(payload, fields: fields, &random) else { continue }
        cases.append(
          PayloadCase(
            label: "\(category)/invalid-\(number)", category: category, json: broken,
            expected: nil, mutation: mutation))
      }
    }
    return cases
  }
}
