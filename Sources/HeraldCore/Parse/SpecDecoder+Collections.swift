/// Mappings and lists: key checks against the schema, and element decoding.

import HeraldYAML

extension SpecDecoder {
  /// The pairs of a mapping checked against a schema: unknown keys are reported with a
  /// suggestion, missing required keys at the mapping. Returns nil when `node` is not a mapping.
  mutating func object(_ node: YAMLNode, _ schema: ObjectSchema) -> KnownPairs? {
    guard node.kind == .mapping else {
      wrongType(node, expected: "a mapping (\(schema.name))")
      return nil
    }
    var known = KnownPairs(
      schema: schema, pairs: Array(repeating: nil, count: schema.keyNames.count))
    for pair in node.pairs {
      guard let key = pair.key.scalar else { continue }
      if let index = schema.index(of: key) {
        known.pairs[index] = pair
      } else {
        unknownKey(key, at: pair.key, in: schema)
      }
    }
    for required in schema.requiredKeys where known[required] == nil {
      diagnostics.error(
        .missingKey, "\(schema.name) is missing the required key '\(required)'",
        at: startRange(node))
    }
    return known
  }

  /// A range covering only the first character of a node, for problems about the whole node.
  func startRange(_ node: YAMLNode) -> SourceRange {
    let start = range(node).start
    return SourceRange(fileID: fileID, start: start, end: start)
  }

  /// Reports a key the schema does not know.
  mutating func unknownKey(_ key: String, at node: YAMLNode, in schema: ObjectSchema) {
    let suggestion = Suggestion.closest(to: key, in: schema.keyNames)
    let hint = suggestion.map { "; did you mean '\($0)'?" } ?? ""
    diagnostics.error(
      .unknownKey, "unknown key '\(key)' in \(schema.name)\(hint)", at: range(node),
      fixIts: suggestion.map { [FixIt(range: range(node), replacement: $0)] } ?? [])
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
      diagnostics.warning(
        .duplicateValue, "'\(value.value.rawValue)' is listed twice", at: value.range,
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
