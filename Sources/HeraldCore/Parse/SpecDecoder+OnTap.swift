/// Decoding of `onTap` blocks.

import HeraldYAML

extension SpecDecoder {
  /// Decodes the `onTap` of the action `tapped`, lowering `becomes` into `replace`; `set`
  /// together with another list key is an error.
  mutating func onTap(_ node: YAMLNode, tapped: Located<String>) -> OnTapDecl? {
    guard let keys = object(node, SpecSchema.onTap) else { return nil }
    var onTap = OnTapDecl(range: range(node))
    let becomes = keys["becomes"].flatMap { string($0.value) }
    if let value = keys["replace"]?.value { onTap.replace = replacePairs(value) }
    if let value = keys["remove"]?.value { onTap.remove = strings(value) }
    if let value = keys["append"]?.value { onTap.append = strings(value) }
    if let value = keys["set"]?.value { onTap.set = Located(strings(value), at: range(value)) }
    if let value = keys["response"]?.value {
      onTap.response = enumValue(value, ResponseOption.self, what: "response")
    }
    if let becomes { onTap.lowerBecomes(becomes, tapped: tapped) }
    if let set = keys["set"] {
      for other in ["becomes", "replace", "remove", "append"] {
        guard let pair = keys[other] else { continue }
        diagnostics.error(
          .onTapConflict, "'set' gives the whole new list and cannot be combined with '\(other)'",
          at: range(pair.key),
          notes: [DiagnosticNote("'set' is here", at: range(set.key))])
      }
    }
    return onTap
  }

  /// Decodes the `replace` mapping of ids to ids.
  mutating func replacePairs(_ node: YAMLNode) -> [ReplacePair] {
    guard node.kind == .mapping else {
      wrongType(node, expected: "a mapping of action ids to action ids")
      return []
    }
    return node.pairs.compactMap { pair in
      guard let source = string(pair.key), let target = string(pair.value) else { return nil }
      return ReplacePair(source: source, target: target)
    }
  }
}
