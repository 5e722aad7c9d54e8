// Which key a value belongs to, so that a type error can name it without every caller passing
// the key down.

import HeraldYAML

extension SpecDecoder {
  /// Notes that the decoder entered `mapping`. The open mappings form the path from the
  /// outermost mapping being decoded to this one: any mapping that does not contain the new one
  /// was finished and leaves, so the stack stays as deep as the nesting, however long the file.
  mutating func enter(_ mapping: YAMLNode) {
    while let top = openMappings.last,
      !(top.document === mapping.document && Self.contains(top.range, mapping.range))
    {
      openMappings.removeLast()
    }
    openMappings.append(mapping)
  }

  /// The key whose value is `node` in an open mapping, innermost first; nil for a list item, a
  /// mapping key or a value of a mapping the decoder reads without a schema.
  func key(of node: YAMLNode) -> String? {
    for mapping in openMappings.reversed() where mapping.document === node.document {
      for pair in mapping.pairs where pair.value.isSameNode(as: node) {
        return pair.key.scalar
      }
    }
    return nil
  }

  /// Whether `outer` contains `inner` (equal ranges count).
  static func contains(_ outer: YAMLRange, _ inner: YAMLRange) -> Bool {
    outer.start <= inner.start && inner.end <= outer.end
  }
}
