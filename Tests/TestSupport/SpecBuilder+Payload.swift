// Random payload contracts: a category's `payload` and the set's `payloadTypes`, every one valid
// (types resolve, no cycles, every named type used, examples of their types).

import HeraldCore

/// A named payload type the set declares.
struct PayloadTypePlan {
  /// The type's name.
  let name: String
  /// The index of the file that declares it.
  let file: Int
  /// Its fields mapping.
  let node: YNode
}

extension SpecBuilder {
  /// Words that payload keys are made of.
  static let payloadWords = ["fare", "pickup", "eta", "note", "seats", "link", "when", "tags"]
  /// Words that named payload types are made of.
  static let payloadTypeWords = ["Place", "Stop", "Driver", "Price"]
  /// Descriptions, some of them hostile to a Swift comment.
  static let payloadDescriptions = [
    "The fare in euros.", "Ends a comment: */ and starts one: /*", "Two\nlines", "Ünïcödé",
    "A `code` span", "///",
  ]

  /// A category's `payload`, or nil for most categories. Its own dice keep the other random
  /// choices of a seed as they were before payloads existed.
  mutating func payload(file: Int, fileCount: Int) -> YNode? {
    guard payloadDice.chance(0.4) else { return nil }
    let count = payloadDice.int(1...4)
    let entries = (0..<count).map { _ in payloadField(depth: 0, fileCount: fileCount) }
    return .map(nil, entries, flow: payloadDice.chance(0.2))
  }

  /// One field: a fresh key and a type, in the short form or the long one.
  mutating func payloadField(depth: Int, fileCount: Int) -> (String, YNode) {
    let number = number()
    let word = payloadDice.pick(Self.payloadWords)
    let key =
      switch payloadDice.int(0...3) {
      case 0: "\(word)-\(number)"
      case 1: "\(word)_\(number)"
      case 2: word.prefix(1).uppercased() + word.dropFirst() + "\(number)"
      default: "\(word)\(number)"
      }
    // The built-in names before `json`, so that a seed draws the specs it drew before.
    var type = payloadDice.pick(["string", "integer", "number", "boolean", "date", "url"])
    var enumValues: [String] = []
    switch payloadDice.int(0...9) {
    case 0 where depth < 2:
      type = payloadTypeName(depth: depth, fileCount: fileCount)
    case 1:
      enumValues = ["car", "xl-\(number)", "bike", "default"]
      type = "string"
    case 2, 3: type = "[\(type)]"
    case 4: type = "[[\(type)]]"
    default: break
    }
    let isArray = type.hasPrefix("[")
    let named = type.first?.isUppercase == true
    if enumValues.isEmpty, payloadDice.chance(0.4) {
      // `[number]` unquoted is YAML's flow list of one item, which reads as the same type.
      let short: YNode =
        isArray && !type.hasPrefix("[[") && payloadDice.chance(0.5)
        ? .list([.text(Self.element(of: type))], flow: true) : .text(type, .double)
      return (key, short)
    }
    var entries: [(String, YNode)] = [("type", .text(type, .double))]
    if !enumValues.isEmpty {
      entries.append(("enum", .list(enumValues.map { .text($0) }, flow: true)))
    }
    var optional: String?
    if payloadDice.chance(0.4) {
      optional = payloadDice.pick(["true", "false"])
      entries.append(("optional", .raw(optional!)))
    }
    // The value shapes of issue 38: a scalar or a list carried as a string, a lenient key.
    if ["integer", "number", "boolean", "[integer]"].contains(type), payloadDice.chance(0.2) {
      entries.append(("wire", .text("string")))
      if type == "[integer]" { entries.append(("separator", .text(",", .double))) }
      if payloadDice.chance(0.5) {
        let text = ["integer": "42", "number": "12.5", "boolean": "true", "[integer]": "54,321"]
        entries.append(("example", .text(text[type]!, .double)))
      }
      return (key, .map(.payloadField, payloadDice.shuffled(entries), flow: true))
    }
    if optional == "true", payloadDice.chance(0.2) { entries.append(("lenient", .raw("true"))) }
    if !named, payloadDice.chance(0.6) {
      let element = Self.element(of: type)
      var example = exampleValue(element, enumValues: enumValues)
      let depth = type.prefix(while: { $0 == "[" }).count
      for _ in 0..<depth { example = .list([example], flow: true) }
      entries.append(("example", example))
    }
    if payloadDice.chance(0.3) {
      entries.append(("description", .text(payloadDice.pick(Self.payloadDescriptions), .double)))
    }
    if payloadDice.chance(0.15) { entries.append(("swiftName", .text("custom\(number)"))) }
    return (key, .map(.payloadField, payloadDice.shuffled(entries), flow: payloadDice.chance(0.5)))
  }

  /// A named type for a field at `depth`: an earlier one, or a new one declared in a random
  /// file whose fields use only types declared before it, so no type reaches itself.
  mutating func payloadTypeName(depth: Int, fileCount: Int) -> String {
    if !payloadTypes.isEmpty, payloadDice.chance(0.4) { return payloadDice.pick(payloadTypes).name }
    let name = payloadDice.pick(Self.payloadTypeWords) + "\(number())"
    let fields = (0..<payloadDice.int(1...3)).map { _ in
      payloadField(depth: depth + 1, fileCount: fileCount)
    }
    payloadTypes.append(
      PayloadTypePlan(
        name: name, file: payloadDice.int(0...fileCount - 1), node: .map(nil, fields)))
    return name
  }

  /// A valid example of a built-in type (or of the enum).
  mutating func exampleValue(_ type: String, enumValues: [String]) -> YNode {
    if !enumValues.isEmpty { return .text(payloadDice.pick(enumValues), .double) }
    switch type {
    case "integer": return .raw(payloadDice.pick(["0", "42", "-7", "2147483647", "12.0"]))
    case "number": return .raw(payloadDice.pick(["12.5", "-0.25", "1e3", "52.52", "3"]))
    case "boolean": return .raw(payloadDice.pick(["true", "false"]))
    case "date":
      let dates = [
        "2026-12-01T10:00:00Z", "2026-12-01T10:00:00.250+01:00", "2024-02-29t23:59:59.999z",
      ]
      return .text(payloadDice.pick(dates), .double)
    case "url":
      return .text(payloadDice.pick(["https://example.com/a?b=1#c", "myapp://ride/42"]), .double)
    default:
      return .text(payloadDice.pick(["r-1842", "12", "true", "Say \"hi\"", "日本語", ""]), .double)
    }
  }

  /// The innermost element of a type's spelling (`[[number]]` → `number`).
  static func element(of type: String) -> String {
    String(type.filter { $0 != "[" && $0 != "]" })
  }

  /// The `payloadTypes` mapping of file `index`, if it declares any.
  func payloadTypesNode(file index: Int) -> YNode? {
    let own = payloadTypes.filter { $0.file == index }
    guard !own.isEmpty else { return nil }
    return .map(nil, own.map { ($0.name, $0.node) })
  }
}
