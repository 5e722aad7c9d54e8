// Mapping rules: scalar keys only, no duplicate keys, and `<<` merge keys applied in place.

extension Composer {
  /// The resolved tag that marks a `<<` key as a merge key.
  static let mergeTag = "tag:yaml.org,2002:merge"
  /// How many keys a mapping holds before duplicate checks switch from a scan to a dictionary.
  static let keyIndexThreshold = 16

  /// Takes a finished key or value into the open mapping at `top`.
  mutating func attachToMapping(_ node: consuming YAMLNode, site: YAMLRange, frame top: Int) {
    guard frames[top].awaitingValue else {
      frames[top].awaitingValue = true
      acceptKey(node, site: site, frame: top)
      return
    }
    frames[top].awaitingValue = false
    if frames[top].dropValue {
      frames[top].dropValue = false
      return
    }
    if frames[top].mergeKeys.last == values.count - 1, let bad = badMergeSite(node, site: site) {
      report(.badMerge, ComposerMessage.badMerge, at: bad)
      // Keep the `<<` key so a second one still counts as a duplicate; merge nothing.
      values.push(YAMLNode(content: .mapping([]), range: site))
      return
    }
    values.push(node)
  }

  /// Checks a key: a collection key is a complex key and a repeated text a duplicate (both are
  /// reported and dropped with their value); a plain `<<` is remembered as a merge key.
  private mutating func acceptKey(_ key: consuming YAMLNode, site: YAMLRange, frame top: Int) {
    guard case .scalar(let text, let style) = key.content else {
      report(.complexKey, ComposerMessage.complexKey, at: site)
      frames[top].dropValue = true
      return
    }
    if let first = findKey(text, frame: top) {
      let name = ComposerMessage.quoted(text)
      let note = YAMLNote(message: "'\(name)' is first defined here", range: values[first].range)
      report(
        YAMLProblem(
          kind: .duplicateKey, message: "duplicate key '\(name)' in this mapping", range: site,
          notes: [note]))
      frames[top].dropValue = true
      return
    }
    if style == .plain, text.utf8.count == 2, text == "<<",
      key.tag == nil || key.tag == Self.mergeTag
    {
      frames[top].mergeKeys.append(values.count)
    }
    if frames[top].keyIndex != nil { frames[top].keyIndex?[text] = values.count }
    values.push(key)
  }

  /// The index in `values` of the key with text `text` in the mapping at `top`, or `nil`. Small
  /// mappings are scanned; a large one gets a dictionary, kept up to date by `acceptKey`.
  private mutating func findKey(_ text: String, frame top: Int) -> Int? {
    if let index = frames[top].keyIndex { return index[text] }
    let base = frames[top].base
    var index = base
    while index < values.count {
      if values.isScalar(at: index, equalTo: text) { return index }
      index += 2
    }
    if values.count - base >= 2 * Self.keyIndexThreshold {
      var keyIndex: [String: Int] = [:]
      keyIndex.reserveCapacity(Self.keyIndexThreshold * 2)
      for keyAt in stride(from: base, to: values.count, by: 2) {
        if let key = values[keyAt].scalar { keyIndex[key] = keyAt }
      }
      frames[top].keyIndex = keyIndex
    }
    return nil
  }

  /// Where a merge value is wrong, or `nil` when it is a mapping or a sequence of mappings.
  private func badMergeSite(_ value: YAMLNode, site: YAMLRange) -> YAMLRange? {
    switch value.content {
    case .mapping: return nil
    case .sequence(let items):
      for item in items {
        if case .mapping = item.content { continue }
        return item.range
      }
      return nil
    case .scalar: return site
    }
  }

  /// Removes the finished mapping's children from `values` and returns the mapping, with the
  /// pairs of each merge placed where its `<<` key was.
  mutating func takeMergedMapping(of frame: ComposerFrame, range: YAMLRange) -> YAMLNode {
    let base = frame.base
    // libyaml always pairs a key with a value; ignore a lone key defensively.
    let end = values.count - (values.count - base) % 2
    let isMerge = Set(frame.mergeKeys)
    var taken = Set<String>()
    for keyAt in stride(from: base, to: end, by: 2) where !isMerge.contains(keyAt) {
      if let key = values[keyAt].scalar { taken.insert(key) }
    }
    var pairs: [YAMLPair] = []
    pairs.reserveCapacity((end - base) / 2)
    for keyAt in stride(from: base, to: end, by: 2) {
      guard isMerge.contains(keyAt) else {
        pairs.append(YAMLPair(key: values[keyAt], value: values[keyAt + 1]))
        continue
      }
      for source in Self.mergeSources(values[keyAt + 1]) {
        for pair in source {
          // Explicit keys and earlier merge sources win.
          if let key = pair.key.scalar, taken.insert(key).inserted { pairs.append(pair) }
        }
      }
    }
    values.discard(from: base)
    return YAMLNode(content: .mapping(pairs), range: range, tag: frame.tag)
  }

  /// The mappings' pairs a valid merge value brings, in precedence order.
  private static func mergeSources(_ value: YAMLNode) -> [[YAMLPair]] {
    switch value.content {
    case .mapping(let pairs): return [pairs]
    case .sequence(let items):
      return items.compactMap { item in
        if case .mapping(let pairs) = item.content { return pairs }
        return nil
      }
    case .scalar: return []
    }
  }
}
