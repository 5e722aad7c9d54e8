// The payload contract as a property: random declared contracts, random valid payloads through
// the generated Swift and back (equal as JSON values), random invalid payloads failing at the key
// path of their one mutation, as `PayloadValueChecker` says. Every contract of a run is one
// category of one spec, generated and compiled with its driver in one swiftc invocation.

import Foundation
import HeraldCore
import Testing

@testable import RoundtripSupport
@testable import TestSupport

/// Random contracts and payloads through the generated `Payload` types.
@Suite(.serialized) struct PayloadRoundTripPropertyTests {
  /// The run's seed: `HERALD_PAYLOAD_SEED` when set (to reproduce a failure), else random.
  static let seed =
    UInt64(ProcessInfo.processInfo.environment["HERALD_PAYLOAD_SEED"] ?? "")
    ?? UInt64.random(in: 1...UInt64(UInt32.max))

  /// How failures name the seed.
  static var rerun: String { "seed \(seed) (rerun: HERALD_PAYLOAD_SEED=\(seed))" }

  /// Valid payloads decode through both entry points and encode back to their declared keys;
  /// invalid ones fail at the mutated key path with the checker's words.
  @Test func randomContractsRoundTrip() throws {
    print("PayloadRoundTripPropertyTests: \(Self.rerun)")
    var random = PayloadDice(seed: Self.seed)
    let contracts = RandomContracts(&random, categories: 30)
    let cases = contracts.cases(&random, valid: 5, invalid: 5)
    // Every kind of declaration is in the run, whatever the seed.
    let spelled = contracts.spec
    for needle in [
      "\"string\"", "\"integer\"", "\"number\"", "\"boolean\"", "\"date\"", "\"url\"",
      "\"[[", "enum:", "optional: true", "swiftName:", "\"default\"", "\"self\"",
    ] {
      #expect(spelled.contains(needle), "\(Self.rerun): no \(needle)")
    }
    #expect(contracts.types.contains { $0.contains { $0.type.usesNamedType } })
    #expect(cases.filter { $0.mutation != nil }.count >= 120)
    try withTemporaryFolder { folder in
      let spec = contracts.spec
      let specPath = try folder.write("contracts.yml", text: spec)
      let output = folder.url.appending(path: "out")
      let generate = try Herald.run(
        ["generate", specPath, "--output", output.path], directory: folder.url)
      try #require(generate.status == 0, "\(Self.rerun)\n\(generate.stderr)\n\(spec)")
      let app = output.appending(path: "App/NotificationCategories.swift")
      let started = Date()
      let program = try PayloadSwiftTests.compile(
        folder, sources: [app], main: contracts.driver, name: "roundtrip")
      print("PayloadRoundTripPropertyTests: swiftc took \(Date().timeIntervalSince(started)) s")
      // Whatever the contract, the generated file is lint clean: deeply nested arrays give the
      // longest lines it writes.
      let configuration = Herald.packageRoot.appending(path: ".swift-format").path
      let lint = try Tool.run(
        ["swift", "format", "lint", "--strict", "--configuration", configuration, app.path],
        timeout: 300)
      #expect(lint.status == 0 && lint.output.isEmpty, "\(Self.rerun)\n\(lint.summary)")
      let input = try folder.write("cases.json", text: Wire.array(cases.map(\.row)).text)
      let run = try Tool.run([program, input], in: folder.url, timeout: 120)
      try #require(run.status == 0, "\(Self.rerun)\n\(run.summary)")
      let outcomes = try Self.outcomes(run.output)
      let checked = try contracts.checkerProblems(cases)
      #expect(cases.filter { $0.mutation == nil }.count == 150)
      for item in cases {
        let context = "\(Self.rerun) \(item.label) \(item.json.text)"
        let checker = checked[item.label]
        for route in ["userInfo", "decoder"] {
          let outcome = try #require(outcomes[item.label + "|" + route], "\(context) \(route)")
          if let mutation = item.mutation {
            #expect(outcome.path == mutation.path, "\(context) \(route): \(outcome)")
            #expect(
              checker?.path == mutation.path, "\(context): checker \(String(describing: checker))")
            #expect(outcome.expected == checker?.expected, "\(context) \(route)")
            // A number found where an integer is declared is worded from its value in Swift
            // (`1e+300`, `0.1`) and from its text by the checker (`1e300`, `1e-1`).
            if route == "userInfo", checker?.numberFound == false {
              #expect(outcome.message == checker?.message, "\(context) \(route)")
            }
          } else {
            #expect(checker == nil, "\(context): checker \(String(describing: checker))")
            // Every case is judged, so one failure does not hide the others.
            guard let encoded = outcome.encoded else {
              Issue.record("\(context) \(route): \(outcome)")
              continue
            }
            var reader = JSONReader(Array(encoded.utf8), path: "encoded.json")
            let back = Wire(try reader.read())
            #expect(back == item.expected, "\(context) \(route): \(encoded)")
          }
        }
      }
    }
  }

  /// One line of the driver's output.
  struct Outcome: Codable, CustomStringConvertible {
    /// `label|route`.
    let id: String
    /// The encoded value of a successful decode.
    let encoded: String?
    /// The key path of a `PayloadDecodingError`.
    let path: String?
    /// What its `expected` says.
    let expected: String?
    /// The error's description.
    let message: String?
    /// Any other failure: another error, a re-decode that differs.
    let other: String?

    var description: String {
      "encoded \(encoded ?? "-") path \(path ?? "-") message \(message ?? "-") other \(other ?? "-")"
    }
  }

  /// The driver's lines by `label|route`.
  static func outcomes(_ output: String) throws -> [String: Outcome] {
    var outcomes: [String: Outcome] = [:]
    for line in output.split(separator: "\n") {
      let outcome = try JSONDecoder().decode(Outcome.self, from: Data(line.utf8))
      outcomes[outcome.id] = outcome
    }
    return outcomes
  }
}

/// A seeded random source for contracts and payloads.
struct PayloadDice {
  /// The generator.
  var generator: SplitMix64

  /// Starts from `seed`.
  init(seed: UInt64) { generator = SplitMix64(state: seed) }

  /// A number in `range`.
  mutating func int(_ range: ClosedRange<Int>) -> Int { Int.random(in: range, using: &generator) }

  /// True with probability `probability`.
  mutating func chance(_ probability: Double) -> Bool {
    Double.random(in: 0..<1, using: &generator) < probability
  }

  /// One of `items`.
  mutating func pick<T>(_ items: [T]) -> T { items[int(0...items.count - 1)] }
}

/// A JSON value with numbers kept as written, compared as values (objects ignore member order,
/// numbers compare by value).
indirect enum Wire: Equatable, CustomStringConvertible {
  case null
  case bool(Bool)
  case number(Double, String)
  case string(String)
  case array([Wire])
  case object([(String, Wire)])

  /// A value read by herald's JSON reader.
  init(_ node: JSONNode) {
    switch node.value {
    case .null: self = .null
    case .bool(let value): self = .bool(value)
    case .number(let value, let text): self = .number(value, text)
    case .string(let text): self = .string(text)
    case .array(let items): self = .array(items.map(Wire.init))
    case .object(let members): self = .object(members.map { ($0.key, Wire($0.value)) })
    }
  }

  /// The number `text` means.
  static func number(_ text: String) -> Wire { .number(Double(text)!, text) }

  static func == (left: Wire, right: Wire) -> Bool {
    switch (left, right) {
    case (.null, .null): true
    case (.bool(let one), .bool(let other)): one == other
    case (.number(let one, _), .number(let other, _)): one == other
    case (.string(let one), .string(let other)): one == other
    case (.array(let one), .array(let other)): one == other
    case (.object(let one), .object(let other)):
      one.count == other.count
        && Dictionary(one, uniquingKeysWith: { first, _ in first }).allSatisfy { key, value in
          other.contains { $0.0 == key && $0.1 == value }
        }
    default: false
    }
  }

  /// The JSON text, numbers as written.
  var text: String {
    switch self {
    case .null: "null"
    case .bool(let value): value ? "true" : "false"
    case .number(_, let text): text
    case .string(let text): Self.quoted(text)
    case .array(let items): "[" + items.map(\.text).joined(separator: ",") + "]"
    case .object(let members):
      "{" + members.map { Self.quoted($0.0) + ":" + $0.1.text }.joined(separator: ",") + "}"
    }
  }

  var description: String { text }

  /// A JSON string literal.
  static func quoted(_ text: String) -> String {
    var result = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": result += "\\\""
      case "\\": result += "\\\\"
      case "\n": result += "\\n"
      case _ where scalar.value < 0x20:
        result +=
          "\\u" + String(repeating: "0", count: 4 - String(scalar.value, radix: 16).count)
          + String(scalar.value, radix: 16)
      default: result.unicodeScalars.append(scalar)
      }
    }
    return result + "\""
  }

  /// The value at `path`, replaced by `transform` (nil removes an object member).
  func replacing(_ path: ArraySlice<PathStep>, _ transform: (Wire) -> Wire?) -> Wire? {
    guard let step = path.first else { return transform(self) }
    switch (self, step) {
    case (.array(var items), .index(let index)):
      items[index] = items[index].replacing(path.dropFirst(), transform)!
      return .array(items)
    case (.object(let members), .key(let key)):
      return .object(
        members.compactMap { member in
          guard member.0 == key else { return member }
          return member.1.replacing(path.dropFirst(), transform).map { (key, $0) }
        })
    default: fatalError("no \(step) in \(text)")
    }
  }
}

/// One step of a key path.
enum PathStep {
  case key(String)
  case index(Int)

  /// A path as the generated Swift and the checker write it: keys joined by `.`, `[n]`.
  static func text(_ path: [PathStep]) -> String {
    var text = ""
    for step in path {
      switch step {
      case .key(let key): text += (text.isEmpty ? "" : ".") + key
      case .index(let index): text += "[\(index)]"
      }
    }
    return text
  }
}

/// A declared type.
indirect enum DeclaredType {
  case string, integer, number, boolean, date, url
  case array(DeclaredType)
  /// An index into the named types.
  case named(Int)

  /// Whether a named type is this type or its element.
  var usesNamedType: Bool {
    switch self {
    case .named: true
    case .array(let element): element.usesNamedType
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
  init(_ random: inout PayloadDice, categories count: Int) {
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
  }

  /// `count` fields (at least as many as `keys`) with distinct keys, `keys` first; at most one
  /// uses a named type at or after `first`, the first one when `forcing`.
  func fields(
    _ random: inout PayloadDice, count: Int, namedAfter first: Int, of typeCount: Int,
    keys: [String] = [], forcing: Bool = false
  ) -> [DeclaredField] {
    var special = Self.specialKeys.filter { !keys.contains($0) }
    var usedNamed = false
    return (0..<max(count, keys.count)).map { index in
      let key: String
      if index < keys.count {
        key = keys[index]
      } else if random.chance(0.25), let word = special.randomElement(using: &random.generator) {
        special.removeAll { $0 == word }
        key = word
      } else {
        key = random.pick([
          "k\(index)", "k\(index)-dash", "k\(index).dot", "k\(index) space", "ключ\(index)",
          "K\(index)_Upper", "k\(index)-é", "日本\(index)", "k\(index)\"q", "k\(index)\\b",
        ])
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
      return DeclaredField(
        key: key, type: type, isOptional: random.chance(0.35), enumValues: enumValues,
        swiftName: random.chance(0.15) ? "renamed\(index)" : nil)
    }
  }

  /// The spec: every category and the named types, in YAML's flow style with JSON strings.
  var spec: String {
    func fieldsText(_ fields: [DeclaredField], indent: String) -> String {
      fields.map { field in
        var members = ["type: \(Wire.quoted(field.type.spelling))"]
        if field.isOptional { members.append("optional: true") }
        if let values = field.enumValues {
          members.append("enum: [" + values.map(Wire.quoted).joined(separator: ", ") + "]")
        }
        if let name = field.swiftName { members.append("swiftName: \(name)") }
        return indent + Wire.quoted(field.key) + ": { " + members.joined(separator: ", ") + " }\n"
      }.joined()
    }
    var text = "version: 1\ncategories:\n"
    for (index, fields) in categories.enumerated() {
      text += "  - id: \(Self.categoryID(index))\n    payload:\n"
      text += fieldsText(fields, indent: "      ")
    }
    text += "payloadTypes:\n"
    for (index, fields) in types.enumerated() {
      text += "  \(Self.typeName(index)):\n" + fieldsText(fields, indent: "    ")
    }
    return text
  }

  /// The driver: reads `[label, category, json]` rows from the file its argument names, decodes
  /// each by `init(userInfo:)` and `JSONDecoder`, and prints one JSON line per route.
  var driver: String {
    var text = #"""
      import Foundation

      struct Outcome: Codable {
        var id: String
        var encoded: String?
        var path: String?
        var expected: String?
        var message: String?
        var other: String?
      }

      func outcome<P: Codable & Equatable>(_ id: String, _ decode: () throws -> P) -> Outcome {
        var result = Outcome(id: id)
        do {
          let payload = try decode()
          let encoder = JSONEncoder()
          encoder.outputFormatting = [.sortedKeys]
          let data = try encoder.encode(payload)
          let back = try JSONDecoder().decode(P.self, from: data)
          if back == payload {
            result.encoded = String(decoding: data, as: UTF8.self)
          } else {
            result.other = "decoding the encoded value gives another value"
          }
        } catch let error as Notifications.PayloadDecodingError {
          result.path = error.path
          result.expected = error.expected
          result.message = "\(error)"
        } catch {
          result.other = "\(type(of: error)): \(error)"
        }
        return result
      }

      func run<P: Codable & Equatable>(
        _ type: P.Type, _ label: String, _ json: String,
        _ userInfo: ([AnyHashable: Any]) throws -> P
      ) -> [Outcome] {
        let data = Data(json.utf8)
        let object = try? JSONSerialization.jsonObject(with: data)
        return [
          outcome(label + "|userInfo") {
            guard let dictionary = object as? [AnyHashable: Any] else {
              throw CocoaError(.propertyListReadCorrupt)
            }
            return try userInfo(dictionary)
          },
          outcome(label + "|decoder") { try JSONDecoder().decode(P.self, from: data) },
        ]
      }

      func dispatch(_ category: String, _ label: String, _ json: String) -> [Outcome] {
        switch category {

      """#
    for index in categories.indices {
      let type = "Notifications.Contract\(index).Payload"
      text += "  case \(SwiftEscaping.stringLiteral(Self.categoryID(index))):\n"
      text += "    return run(\(type).self, label, json, \(type).init(userInfo:))\n"
    }
    text += #"""
        default: fatalError("unknown category \(category)")
        }
      }

      @main struct Driver {
        static func main() throws {
          let input = try Data(contentsOf: URL(fileURLWithPath: CommandLine.arguments[1]))
          let rows = try JSONSerialization.jsonObject(with: input) as! [[String]]
          let encoder = JSONEncoder()
          encoder.outputFormatting = [.sortedKeys]
          for row in rows {
            for outcome in dispatch(row[1], row[0], row[2]) {
              print(String(decoding: try encoder.encode(outcome), as: UTF8.self))
            }
          }
        }
      }

      """#
    return text
  }

  // MARK: Payloads

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
  static func url(_ random: inout PayloadDice) -> String {
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
  static func date(_ random: inout PayloadDice) -> String {
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
  func value(_ type: DeclaredType, enumValues: [String]?, _ random: inout PayloadDice) -> (
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
    }
  }

  /// A valid object of `fields`: optional keys absent, null or set, undeclared keys beside them.
  func object(_ fields: [DeclaredField], _ random: inout PayloadDice) -> (Wire, Wire) {
    var members: [(String, Wire)] = []
    var expected: [(String, Wire)] = []
    for field in fields {
      if field.isOptional, random.chance(0.4) {
        if random.chance(0.5) { members.append((field.key, .null)) }
        continue
      }
      let (value, encoded) = value(field.type, enumValues: field.enumValues, &random)
      members.append((field.key, value))
      expected.append((field.key, encoded))
    }
    if random.chance(0.3) { members.append(("x-undeclared", .array([.number("1"), .null]))) }
    return (.object(members.shuffled(using: &random.generator)), .object(expected))
  }

  /// Where a valid payload can be broken: each present value with its type, and each present
  /// required key.
  enum Site {
    case value([PathStep], DeclaredType, [String]?)
    case required([PathStep])
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
      sites += self.sites(member.1, type: field.type, enumValues: field.enumValues, path: fieldPath)
    }
    return sites
  }

  /// The sites of a value of `type` and inside it.
  func sites(_ value: Wire, type: DeclaredType, enumValues: [String]?, path: [PathStep]) -> [Site] {
    var sites: [Site] = [.value(path, type, enumValues)]
    switch (type, value) {
    case (.array(let element), .array(let items)):
      for (index, item) in items.enumerated() {
        sites += self.sites(
          item, type: element, enumValues: enumValues, path: path + [.index(index)])
      }
    case (.named(let index), _):
      sites += self.sites(value, fields: types[index], path: path)
    default: break
    }
    return sites
  }

  /// A value of another JSON type than `type` allows (never null: null means absent).
  static func wrongType(_ type: DeclaredType, _ random: inout PayloadDice) -> Wire {
    switch type {
    case .string, .date, .url:
      random.pick([.number("5"), .bool(true), .array([]), .object([])])
    case .integer, .number: random.pick([.string("5"), .bool(false), .array([.number("1")])])
    case .boolean: random.pick([.number("1"), .number("0"), .string("true")])
    case .array: random.pick([.object([]), .string("[]"), .number("2")])
    case .named: random.pick([.array([]), .string("{}"), .number("3")])
    }
  }

  /// One mutation of `valid`: the broken payload and where it breaks, nil when it has no site.
  func mutate(_ valid: Wire, fields: [DeclaredField], _ random: inout PayloadDice) -> (
    Wire, PayloadMutation
  )? {
    let sites = sites(valid, fields: fields, path: [])
    guard !sites.isEmpty else { return nil }
    switch random.pick(sites) {
    case .required(let path):
      let remove = random.chance(0.5)
      let broken = valid.replacing(path[...]) { _ in remove ? nil : .null }!
      return (broken, PayloadMutation(path: PathStep.text(path), what: remove ? "removed" : "null"))
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
      return (broken, PayloadMutation(path: PathStep.text(path), what: replacement.text))
    }
  }

  /// `valid` valid and up to `invalid` invalid payloads of each category.
  func cases(_ random: inout PayloadDice, valid: Int, invalid: Int) -> [PayloadCase] {
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

  /// The checker's first problem that fails decoding, for each case that has one, with the
  /// checker's did-you-mean left out (the generated Swift gives none).
  func checkerProblems(_ cases: [PayloadCase]) throws -> [String: (
    path: String, expected: String, message: String, numberFound: Bool
  )] {
    let outcome = Compiler.check([InputFile(path: "contracts.yml", bytes: Array(spec.utf8))])
    let set = try #require(outcome.spec?.set, "\(outcome.diagnostics.diagnostics)")
    let checker = PayloadValueChecker(types: PayloadTypeTable(set))
    var problems: [String: (path: String, expected: String, message: String, numberFound: Bool)] =
      [:]
    for item in cases {
      let category = try #require(set.category(item.category))
      let contract = try #require(set.payloadContract(for: category))
      var reader = JSONReader(Array(item.json.text.utf8), path: "payload.json")
      let root = try reader.read()
      guard
        let problem = checker.check(payload: root, against: contract).first(where: \.failsDecoding)
      else { continue }
      var message = problem.message
      if let hint = message.range(of: "; did you mean") {
        message = String(message[..<hint.lowerBound])
      }
      let numberFound = [.fractionalInteger, .integerOutOfRange, .numberOutOfRange].contains(problem.kind)
      problems[item.label] = (problem.path, problem.expected, message, numberFound)
    }
    return problems
  }
}
