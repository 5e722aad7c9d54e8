// What changes between two property-list dictionaries, key by key, so `plist merge` can say
// what it did and `--check` what it would do.

/// One key a merge adds, changes or removes.
public struct PlistChange: Equatable {
  /// What happens to the key.
  public enum Kind: String, Equatable {
    /// The key is new.
    case added
    /// The key keeps its place with another value.
    case changed
    /// The key goes.
    case removed
  }

  /// What happens.
  public let kind: Kind
  /// Where, key by key from the root.
  public let keyPath: [String]
  /// The value before; nil when added.
  public let old: PlistValue?
  /// The value after; nil when removed.
  public let new: PlistValue?

  /// All changes from `old` to `new`, sorted by key path. Dictionaries on both sides are
  /// compared key by key, and a dictionary added or removed is listed by its keys, so every
  /// line names one key; other values are compared exactly (`PlistValue.isIdentical`).
  public static func changes(from old: [String: PlistValue], to new: [String: PlistValue])
    -> [PlistChange]
  {
    var result: [PlistChange] = []
    collect(old: old, new: new, at: [], into: &result)
    return result
  }

  /// Appends the changes between two dictionaries found at `keyPath`.
  static func collect(
    old: [String: PlistValue], new: [String: PlistValue], at keyPath: [String],
    into result: inout [PlistChange]
  ) {
    for key in Set(old.keys).union(new.keys).sorted() {
      let path = keyPath + [key]
      switch (old[key], new[key]) {
      case (.dictionary(let before)?, .dictionary(let after)?):
        collect(old: before, new: after, at: path, into: &result)
      case (nil, .dictionary(let after)?) where !after.isEmpty:
        collect(old: [:], new: after, at: path, into: &result)
      case (.dictionary(let before)?, nil) where !before.isEmpty:
        collect(old: before, new: [:], at: path, into: &result)
      case (nil, let after?):
        result.append(PlistChange(kind: .added, keyPath: path, old: nil, new: after))
      case (let before?, nil):
        result.append(PlistChange(kind: .removed, keyPath: path, old: before, new: nil))
      case (let before?, let after?) where !before.isIdentical(to: after):
        result.append(PlistChange(kind: .changed, keyPath: path, old: before, new: after))
      default: break
      }
    }
  }
}
