// Mapping rules: scalar keys only, no duplicate keys, and `<<` merge keys applied in place.

extension Composer {
  /// The resolved tag that marks a `<<` key as a merge key.
  static let mergeTag = "tag:yaml.org,2002:merge"
  /// How many keys a mapping holds before duplicate checks switch from a scan to a hash table.
  static let keyIndexThreshold = 16

  /// Takes a finished key or value into the open mapping at `top`.
  mutating func attachToMapping(_ node: UInt32, site: YAMLRange, frame top: Int) {
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
    if mergeKeys.count > frames[top].mergeBase, mergeKeys.last == pending.count - 1,
      let bad = badMergeSite(node, site: site)
    {
      report(.badMerge, ComposerMessage.badMerge, at: bad)
      // Keep the `<<` key so a second one still counts as a duplicate; merge nothing.
      let none = UnsafeBufferPointer<UInt32>(start: nil, count: 0)
      pending.append(arena.addCollection(mapping: true, entries: none, tagged: false, range: site))
      return
    }
    pending.append(node)
  }

  /// Checks a key: a collection key is a complex key and a repeated text a duplicate (both are
  /// reported and dropped with their value); a plain `<<` is remembered as a merge key.
  private mutating func acceptKey(_ key: UInt32, site: YAMLRange, frame top: Int) {
    guard arena.kind(key) == NodeInfo.scalar else {
      report(.complexKey, ComposerMessage.complexKey, at: site)
      frames[top].dropValue = true
      return
    }
    if let first = earlierKey(like: key, frame: top) {
      let name = ComposerMessage.quoted(arena.string(key))
      let note = YAMLNote(message: "'\(name)' is first defined here", range: arena.range(first))
      report(
        YAMLProblem(
          kind: .duplicateKey, message: "duplicate key '\(name)' in this mapping", range: site,
          notes: [note]))
      frames[top].dropValue = true
      return
    }
    if arena.isMergeKey(key) { mergeKeys.append(pending.count) }
    pending.append(key)
  }

  /// The key of the mapping at `top` with the bytes of `key`, or `nil`. Small mappings are
  /// scanned; a large one gets a key table, which this keeps up to date (adding `key`).
  @inline(__always)
  private mutating func earlierKey(like key: UInt32, frame top: Int) -> UInt32? {
    if frames[top].hasKeyTable { return keyTables[keyTables.count - 1].insert(key, in: arena) }
    let base = frames[top].base
    var index = base
    while index < pending.count {
      if arena.scalarsEqual(pending[index], key) { return pending[index] }
      index &+= 2
    }
    if pending.count - base >= 2 * Self.keyIndexThreshold { indexKeys(adding: key, frame: top) }
    return nil
  }

  /// Gives the mapping at `top`, grown past the scan threshold, a key table holding its keys
  /// and `key`.
  @inline(never)
  private mutating func indexKeys(adding key: UInt32, frame top: Int) {
    var table = KeyTable(capacity: 2 * Self.keyIndexThreshold)
    for keyAt in stride(from: frames[top].base, to: pending.count, by: 2) {
      _ = table.insert(pending[keyAt], in: arena)
    }
    _ = table.insert(key, in: arena)
    keyTables.append(table)
    frames[top].hasKeyTable = true
  }

  /// Where a merge value is wrong, or `nil` when it is a mapping or a sequence of mappings.
  private func badMergeSite(_ value: UInt32, site: YAMLRange) -> YAMLRange? {
    switch arena.kind(value) {
    case NodeInfo.mapping: return nil
    case NodeInfo.sequence:
      for item in arena.entries(value) where arena.kind(item) != NodeInfo.mapping {
        return arena.range(item)
      }
      return nil
    default: return site
    }
  }

  /// Adds the finished mapping of `frame`, with the pairs of each merge placed where its `<<`
  /// key was: explicit keys and earlier merge sources win.
  mutating func addMergedMapping(of frame: ComposerFrame, range: YAMLRange) -> UInt32 {
    let base = frame.base
    // libyaml always pairs a key with a value; ignore a lone key defensively.
    let end = pending.count - (pending.count - base) % 2
    let merges = mergeKeys[frame.mergeBase...]
    var taken = KeyTable(capacity: (end - base) / 2)
    var next = merges.startIndex
    for keyAt in stride(from: base, to: end, by: 2) {
      if next < merges.endIndex, merges[next] == keyAt {
        next += 1
      } else {
        _ = taken.insert(pending[keyAt], in: arena)
      }
    }
    var entries: [UInt32] = []
    entries.reserveCapacity(end - base)
    next = merges.startIndex
    for keyAt in stride(from: base, to: end, by: 2) {
      guard next < merges.endIndex, merges[next] == keyAt else {
        entries.append(pending[keyAt])
        entries.append(pending[keyAt + 1])
        continue
      }
      next += 1
      for source in mergeSources(pending[keyAt + 1]) {
        let pairs = arena.entries(source)
        for keyAt in stride(from: 0, to: pairs.count, by: 2)
        where taken.insert(pairs[keyAt], in: arena) == nil {
          entries.append(pairs[keyAt])
          entries.append(pairs[keyAt + 1])
        }
      }
    }
    return entries.withUnsafeBufferPointer { entries in
      arena.addCollection(mapping: true, entries: entries, tagged: frame.hasTag, range: range)
    }
  }

  /// The mappings a valid merge value brings, in precedence order.
  private func mergeSources(_ value: UInt32) -> [UInt32] {
    switch arena.kind(value) {
    case NodeInfo.mapping: return [value]
    case NodeInfo.sequence:
      return arena.entries(value).filter { arena.kind($0) == NodeInfo.mapping }
    default: return []
    }
  }
}
