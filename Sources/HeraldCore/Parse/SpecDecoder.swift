// Hand decoding of YAML nodes into the located spec AST: scalars, typed values, and mappings
// and lists checked against the schema.

import HeraldYAML

/// Turns one file's YAML nodes into a `SpecFile`, reporting every problem it finds.
public struct SpecDecoder {
  /// The file's path as the user gave it.
  let file: String
  /// The file's interned path, which every range of it carries.
  let fileID: SourceFileID
  /// Where problems go.
  var diagnostics: DiagnosticsEngine
  /// The results of the `categories` items decoded while parsing (`CategoryStream`), if any.
  var streamed: [StreamedCategory] = []
  /// User-visible texts and symbol names longer than Swift stores inline, each kept once: large
  /// spec sets repeat the same titles, formats and icons across many categories.
  var interned: [String: String] = [:]
  /// The mappings being decoded, outermost first, so that a type error can name its key
  /// (`SpecDecoder+KeyContext.swift`).
  var openMappings: [YAMLNode] = []
  /// Empty values whose problem another diagnostic already explains (`keyBesideEmptyParent`).
  var explainedEmpty: Set<SourceRange> = []

  /// Creates a decoder for one file.
  init(file: String, diagnostics: DiagnosticsEngine = DiagnosticsEngine()) {
    self.file = file
    self.fileID = SourceFileID(file)
    self.diagnostics = diagnostics
  }

  /// The source range of a node.
  func range(_ node: YAMLNode) -> SourceRange {
    range(node.range)
  }

  /// Converts a YAML range into a source range in this file.
  func range(_ range: YAMLRange) -> SourceRange {
    SourceRange(
      fileID: fileID,
      start: SourcePosition(line: range.start.line, column: range.start.column),
      end: SourcePosition(line: range.end.line, column: range.end.column))
  }

  /// A short description of what a node holds, for "found …" in messages.
  func describe(_ node: YAMLNode) -> String {
    switch node.kind {
    case .mapping: return "a mapping"
    case .sequence: return "a list"
    case .scalar:
      if node.isPlainNull { return "nothing (null)" }
      let text = node.scalar ?? ""
      let shown = text.count > 40 ? String(text.prefix(40)) + "…" : text
      return "\"\(shown)\""
    }
  }

  /// Whether a plain scalar means null in YAML.
  static func isNull(_ text: String) -> Bool {
    text.isEmpty || text == "~" || text == "null" || text == "Null" || text == "NULL"
  }

  /// Whether a node has no tag, the non-specific `!`, or the YAML core tag `!!name`.
  static func untagged(_ node: YAMLNode, or name: String) -> Bool {
    guard let tag = node.tag else { return true }
    return tag == "!" || tag == "tag:yaml.org,2002:" + name
  }

  /// Reports a wrong type, naming the key when the value has one (`'placeholder' expects a
  /// string, found a list`), with the hint and fix-its of `typeHint`.
  mutating func wrongType(_ node: YAMLNode, expected: String, type: ExpectedType = .other) {
    // An empty value already explained by the key written beside it instead of under it.
    guard !explainedEmpty.contains(range(node)) else { return }
    let (hint, fixIts) = typeHint(node, expected: type)
    let expects = key(of: node).map { "'\($0)' expects" } ?? "expected"
    diagnostics.report(
      SpecDecoder.wrongType, "\(expects) \(expected), found \(describe(node))\(hint)",
      at: range(node),
      fixIts: fixIts)
  }

  /// The text of a string value; any scalar that is not null counts.
  mutating func string(_ node: YAMLNode) -> Located<String>? {
    if node.kind == .scalar, !node.isPlainNull, let text = node.scalar {
      return Located(text, at: range(node))
    }
    wrongType(node, expected: "a string", type: .string)
    return nil
  }

  /// The string of a node like `string(_:)`, stored once however often it repeats in the file.
  mutating func sharedString(_ node: YAMLNode) -> Located<String>? {
    guard let text = string(node) else { return nil }
    guard text.value.utf8.count > 15 else { return text }
    if let known = interned[text.value] { return Located(known, at: text.range) }
    interned[text.value] = text.value
    return text
  }

  /// A `true`/`false` value.
  mutating func boolean(_ node: YAMLNode) -> Located<Bool>? {
    if node.style == .plain, Self.untagged(node, or: "bool"), let text = node.scalar {
      switch text {
      case "true", "True", "TRUE": return Located(true, at: range(node))
      case "false", "False", "FALSE": return Located(false, at: range(node))
      default: break
      }
    }
    wrongType(node, expected: "a boolean (true/false)", type: .boolean)
    return nil
  }

  /// A decimal number (integers included).
  mutating func number(_ node: YAMLNode) -> Located<Double>? {
    if node.style == .plain, let text = node.scalar,
      Self.untagged(node, or: "float") || Self.untagged(node, or: "int"),
      let value = Self.decimal(text)
    {
      return Located(value, at: range(node))
    }
    wrongType(node, expected: "a number", type: .number)
    return nil
  }

  /// Parses a plain decimal number: digits, one optional point, an optional sign and exponent.
  static func decimal(_ text: String) -> Double? {
    let allowed = Set("0123456789.+-eE")
    guard !text.isEmpty, text.allSatisfy({ allowed.contains($0) }),
      text.contains(where: \.isNumber), let value = Double(text), value.isFinite
    else { return nil }
    return value
  }

  /// A whole number.
  mutating func integer(_ node: YAMLNode) -> Located<Int>? {
    if node.style == .plain, let text = node.scalar, Self.untagged(node, or: "int"),
      let value = Int(text)
    {
      return Located(value, at: range(node))
    }
    wrongType(node, expected: "a whole number", type: .integer)
    return nil
  }

  /// A dotted version such as `15.0`, written plain or quoted.
  mutating func version(_ node: YAMLNode) -> Located<Version>? {
    guard let text = string(node) else { return nil }
    guard let version = Version(text.value) else {
      diagnostics.report(
        SpecDecoder.platformVersion, as: .error,
        "'\(text.value)' is not a version; write it like \"15.0\"",
        at: text.range)
      return nil
    }
    return Located(version, at: text.range)
  }

  /// One value of a closed vocabulary, with "did you mean".
  mutating func enumValue<E: SpecEnum>(_ node: YAMLNode, _ type: E.Type, what: String) -> Located<
    E
  >? {
    guard let text = string(node) else { return nil }
    if let value = E(rawValue: text.value) { return Located(value, at: text.range) }
    let hint = Suggestion.didYouMean(text.value, in: E.spellings)
    let list = E.spellings.joined(separator: ", ")
    diagnostics.report(
      SpecDecoder.invalidValue,
      "'\(text.value)' is not a valid \(what)\(hint) (expected one of: \(list))",
      at: text.range,
      fixIts: Suggestion.closest(to: text.value, in: E.spellings).map {
        [FixIt(range: text.range, replacement: $0)]
      } ?? [])
    return nil
  }

  /// The pairs of a mapping checked against a schema: unknown keys are reported with a
  /// suggestion, missing required keys at the mapping. An unknown key that is a near miss of a
  /// missing required key is one diagnostic at the key, and its value is decoded as that key's,
  /// so `titel:` does not also report a missing `title`. `expecting` names keys this mapping
  /// requires although the schema does not (a payload argument's `fallback`): a near miss of one
  /// is read as it too, and the caller reports it if it is still missing. Returns nil when
  /// `node` is not a mapping.
  mutating func object(_ node: YAMLNode, _ schema: ObjectSchema, expecting: [String] = [])
    -> KnownPairs?
  {
    guard node.kind == .mapping else {
      wrongType(node, expected: "a mapping (\(schema.displayName))")
      return nil
    }
    enter(node)
    var known = KnownPairs(
      schema: schema, pairs: Array(repeating: nil, count: schema.keyNames.count))
    var unknown: [(key: String, pair: YAMLPair)] = []
    for pair in node.pairs {
      guard let key = pair.key.scalar else { continue }
      if let index = schema.index(of: key) {
        known.pairs[index] = pair
      } else {
        unknown.append((key, pair))
      }
    }
    var missing = schema.requiredKeys.filter { known[$0] == nil }
    for (key, pair) in unknown {
      if let (name, value) = Self.keyWithoutSpace(key, in: schema) {
        if let index = schema.index(of: name), known.pairs[index] == nil {
          missing.removeAll { $0 == name }
        }
        diagnostics.report(
          SpecDecoder.unknownKey,
          "unknown key '\(key)' in \(schema.displayName); put a space after the ':' to give '\(name)' the value '\(value)'",
          at: range(pair.key),
          fixIts: [FixIt(range: range(pair.key), replacement: "\(name): \(value)")])
      } else if let required = Suggestion.closestByDistance(to: key, in: missing),
        let index = schema.index(of: required)
      {
        missing.removeAll { $0 == required }
        known.pairs[index] = pair
        misspeltRequiredKey(key, at: pair.key, for: required, in: schema)
      } else if let expected = Suggestion.closestByDistance(
        to: key, in: expecting.filter { known[$0] == nil }),
        let index = schema.index(of: expected)
      {
        known.pairs[index] = pair
        diagnostics.report(
          SpecDecoder.unknownKey,
          "unknown key '\(key)' in \(schema.displayName); did you mean '\(expected)'?",
          at: range(pair.key), fixIts: [FixIt(range: range(pair.key), replacement: expected)])
      } else if let parent = emptyParent(of: key, before: pair, in: node, schema: schema) {
        keyBesideEmptyParent(key, at: pair, parent: parent)
      } else {
        unknownKey(key, at: pair.key, in: schema, value: pair.value)
      }
    }
    for required in missing {
      diagnostics.report(
        SpecDecoder.missingKey, "\(schema.displayName) is missing the required key '\(required)'",
        at: startRange(node), fixIts: missingKeyFixIts(required, in: schema, node))
    }
    return known
  }

  /// A range covering only the first character of a node, for problems about the whole node.
  func startRange(_ node: YAMLNode) -> SourceRange {
    let start = range(node).start
    return SourceRange(fileID: fileID, start: start, end: start)
  }

  /// The key written before `pair` in the same mapping whose value is empty and whose object
  /// takes `key` (`onTap:` with nothing under it, then `becomes:` at the same indentation):
  /// the author meant `key` to be indented under it.
  func emptyParent(
    of key: String, before pair: YAMLPair, in node: YAMLNode, schema: ObjectSchema
  ) -> (key: String, value: YAMLNode)? {
    let at = range(pair.key).start
    var found: (key: String, value: YAMLNode)?
    for candidate in node.pairs {
      guard let name = candidate.key.scalar, range(candidate.key).start < at else { continue }
      guard candidate.value.kind == .scalar, candidate.value.isPlainNull,
        let index = schema.index(of: name), case .object(let object) = schema.keys[index].shape,
        SpecSchema.named(object)?.index(of: key) != nil
      else { continue }
      found = (name, candidate.value)
    }
    return found
  }

  /// Reports `key` written beside the empty `parent` that takes it, with a fix-it that indents
  /// it under the parent when the key and its value are on one line; the parent's empty value
  /// is not reported again.
  mutating func keyBesideEmptyParent(
    _ key: String, at pair: YAMLPair, parent: (key: String, value: YAMLNode)
  ) {
    explainedEmpty.insert(range(parent.value))
    let keyRange = range(pair.key)
    let start = SourceRange(fileID: fileID, start: keyRange.start, end: keyRange.start)
    let oneLine = range(pair.value).end.line == keyRange.start.line
    diagnostics.report(
      SpecDecoder.unknownKey,
      "'\(key)' belongs under '\(parent.key)', which is empty here; indent '\(key)' under '\(parent.key)'",
      at: keyRange, fixIts: oneLine ? [FixIt(range: start, replacement: "  ")] : [])
  }

  /// Reports a key the schema does not know: with the closest key of the schema, or else with
  /// the places the key belongs (`payloadTypes` written in a category), or the language's word
  /// for a key brought from JSON Schema (`required: false`).
  mutating func unknownKey(
    _ key: String, at node: YAMLNode, in schema: ObjectSchema, value: YAMLNode? = nil
  ) {
    let message = "unknown key '\(key)' in \(schema.displayName)"
    if schema.name == SpecSchema.payloadField.name, key == "required", let value {
      // JSON Schema's and many APIs' `required`: the language says `optional`.
      let range = SourceRange(fileID: fileID, start: range(node).start, end: range(value).end)
      let isFalse =
        value.kind == .scalar && value.style == .plain
        && ["false", "False", "FALSE"].contains(value.scalar ?? "")
      diagnostics.report(
        SpecDecoder.unknownKey,
        message + "; a payload key is required unless it says 'optional: true'"
          + (isFalse ? "" : ", so leave 'required' out"),
        at: self.range(node),
        fixIts: isFalse ? [FixIt(range: range, replacement: "optional: true")] : [])
      return
    }
    if let suggestion = Suggestion.closest(to: key, in: schema.keyNames) {
      diagnostics.report(
        SpecDecoder.unknownKey, message + "; did you mean '\(suggestion)'?", at: range(node),
        fixIts: [FixIt(range: range(node), replacement: suggestion)])
      return
    }
    let places = SpecSchema.all.filter { $0.name != schema.name && $0.index(of: key) != nil }
    guard !places.isEmpty else {
      diagnostics.report(SpecDecoder.unknownKey, message, at: range(node))
      return
    }
    let names = places.map(\.place)
    let list =
      names.count == 1
      ? names[0] : names.dropLast().joined(separator: ", ") + " or " + names.last!
    diagnostics.report(
      SpecDecoder.unknownKey, message + "; '\(key)' is written in \(list)", at: range(node))
  }

  /// The known key and the value of a plain key such as `title:A`, which YAML reads as one key
  /// because no space follows the `:` (common in `{ … }` mappings); nil for any other key.
  static func keyWithoutSpace(_ key: String, in schema: ObjectSchema) -> (String, String)? {
    guard let colon = key.firstIndex(of: ":") else { return nil }
    let name = String(key[..<colon])
    let value = String(key[key.index(after: colon)...])
    guard !value.isEmpty, !value.hasPrefix(" "), schema.index(of: name) != nil else { return nil }
    return (name, value)
  }

  /// Reports an unknown key that is a near miss of a required key the mapping lacks, with the
  /// rename as its fix-it.
  mutating func misspeltRequiredKey(
    _ key: String, at node: YAMLNode, for required: String, in schema: ObjectSchema
  ) {
    diagnostics.report(
      SpecDecoder.unknownKey,
      "unknown key '\(key)' in \(schema.displayName); did you mean '\(required)', which \(schema.displayName) requires?",
      at: range(node), fixIts: [FixIt(range: range(node), replacement: required)])
  }

  /// The items of a list, each decoded by `element`; nil items are dropped.
  mutating func list<T>(
    _ node: YAMLNode, what: String, _ element: (inout SpecDecoder, YAMLNode) -> T?
  ) -> [T] {
    guard node.kind == .sequence else {
      wrongType(node, expected: "a list of \(what)")
      return []
    }
    var result: [T] = []
    result.reserveCapacity(node.count)
    for item in node.items {
      if let value = element(&self, item) { result.append(value) }
    }
    return result
  }

  /// A list of strings.
  mutating func strings(_ node: YAMLNode) -> [Located<String>] {
    list(node, what: "strings") { $0.string($1) }
  }

  /// A list of enum values, each reported once if repeated.
  mutating func enumList<E: SpecEnum>(_ node: YAMLNode, _ type: E.Type, what: String) -> [Located<
    E
  >] {
    let values = list(node, what: what + "s") { $0.enumValue($1, type, what: what) }
    for (index, value) in values.enumerated() {
      guard let first = values[..<index].first(where: { $0.value == value.value }) else { continue }
      diagnostics.report(
        SpecDecoder.duplicateValue, as: .warning, "'\(value.value.rawValue)' is listed twice",
        at: value.range,
        notes: [DiagnosticNote("first listed here", at: first.range)])
    }
    return values
  }

  /// A mapping from platform names to versions (`platforms`, `availability`).
  mutating func platformTargets(_ node: YAMLNode) -> [PlatformTarget] {
    guard node.kind == .mapping else {
      wrongType(node, expected: "a mapping of platforms to versions")
      return []
    }
    return node.pairs.compactMap { pair in
      guard let platform = enumValue(pair.key, Platform.self, what: "platform"),
        let version = version(pair.value)
      else { return nil }
      return PlatformTarget(platform: platform, version: version)
    }
  }
}

/// The known pairs of one mapping, indexed by the schema's keys.
struct KnownPairs {
  /// The schema the mapping was checked against.
  let schema: ObjectSchema
  /// The pair of each schema key, if present.
  var pairs: [YAMLPair?]

  /// The pair of a key, if present. A name the schema does not list stops the program: it is a
  /// typo in the decoder, which would otherwise read as a key the spec never gives.
  subscript(name: String) -> YAMLPair? {
    guard let index = schema.index(of: name) else {
      preconditionFailure("'\(name)' is not a key of \(schema.name)")
    }
    return pairs[index]
  }

  /// How many known keys are present.
  var count: Int { pairs.reduce(0) { $0 + ($1 == nil ? 0 : 1) } }
}
