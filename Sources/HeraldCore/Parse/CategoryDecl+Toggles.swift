/// The toggle pairs of a category, read from its lowered `becomes` entries.

extension CategoryDecl {
  /// Every toggle pair, sorted by its first action, each located at the `becomes` value of its
  /// first action (where `machine-toggle-round-trip` points). Of a duplicated action id (an
  /// error of its own) the first declaration with `becomes` counts.
  public var togglePairs: [Located<TogglePair>] {
    var becomes: [String: Located<String>] = [:]
    for action in allActions where action.hasOnTap {
      guard let target = action.onTap?.becomes?.target, becomes[action.id.value] == nil else {
        continue
      }
      becomes[action.id.value] = target
    }
    return becomes.sorted { $0.key < $1.key }.compactMap { first, second in
      guard becomes[second.value]?.value == first else { return nil }
      return Located(TogglePair(first: first, second: second.value), at: second.range)
    }
  }
}
