// The places in a random spec where a mutation can act, with what the schema expects there.

/// One node of one file of a random spec, with its surroundings.
struct MutationSite {
  /// The file's index.
  let file: Int
  /// The node's path in the file's root.
  let path: [NodeStep]
  /// The role of the nearest mapping that holds the node (nil at the root).
  let parent: NodeRole?
  /// The key the node is the value of (for list items: the list's key).
  let key: String?
  let node: YNode

  /// Whether the node is a list item.
  var isItem: Bool { if case .item = path.last { true } else { false } }
  /// Whether the node is a scalar that holds a string (not a number, boolean or enum word).
  var isString: Bool { if case .scalar(_, let style) = node.kind { style != .raw } else { false } }
  /// Whether the node is a scalar written as is.
  var isRaw: Bool { if case .scalar(_, .raw) = node.kind { true } else { false } }
  /// Whether the node is a mapping of a schema object.
  var isObject: Bool { if case .map = node.kind { node.role != nil } else { false } }
  /// Whether the node is a list.
  var isList: Bool { if case .list = node.kind { true } else { false } }

  /// Whether this is the value of (or an item under) `key` in a mapping of `role`.
  func at(_ role: NodeRole, _ keys: Set<String>) -> Bool {
    parent == role && key.map(keys.contains) == true
  }

  /// Every node of every file of `spec`, parents first.
  static func all(in spec: RandomSpec) -> [MutationSite] {
    var sites: [MutationSite] = []
    for (index, file) in spec.files.enumerated() {
      collect(file.root, [], nil, nil, index, &sites)
    }
    return sites
  }

  /// Collects `node` and everything below it.
  private static func collect(
    _ node: YNode, _ path: [NodeStep], _ parent: NodeRole?, _ key: String?, _ file: Int,
    _ sites: inout [MutationSite]
  ) {
    sites.append(MutationSite(file: file, path: path, parent: parent, key: key, node: node))
    switch node.kind {
    case .map(let entries):
      for (index, entry) in entries.enumerated() {
        collect(entry.value, path + [.entry(index)], node.role, entry.key, file, &sites)
      }
    case .list(let items):
      for (index, item) in items.enumerated() {
        collect(item, path + [.item(index)], parent, key, file, &sites)
      }
    case .scalar, .alias: break
    }
  }
}

extension YNode {
  /// Sets the value of `key` in a mapping, adding the entry at the end when it is missing.
  mutating func set(_ key: String, _ value: YNode) {
    var list = entries
    if let index = list.firstIndex(where: { $0.key == key }) {
      list[index].value = value
    } else {
      list.append(YEntry(key: key, value: value))
    }
    kind = .map(list)
  }

  /// Removes `key` from a mapping.
  mutating func remove(_ key: String) { kind = .map(entries.filter { $0.key != key }) }

  /// Sets a scalar's text, keeping its style.
  mutating func setText(_ text: String) {
    if case .scalar(_, let style) = kind { kind = .scalar(text, style) }
  }
}
