// Where each structured mutation acts and what it writes there.

extension SpecMutation {
  /// A site, a description of the change, and the edit of the site's node.
  typealias Plan = (site: MutationSite, change: String, edit: (inout YNode) -> Void)

  /// Chooses where and how to mutate among `sites`; nil when no site fits.
  func plan(_ sites: [MutationSite], _ dice: inout SpecDice) -> Plan? {
    /// Whether the site is under a key of `table` (by the object that holds it).
    func keyed(_ table: [NodeRole: Set<String>], _ site: MutationSite) -> Bool {
      site.parent.flatMap { table[$0] }?.contains(site.key ?? "") == true
    }
    let candidates: [MutationSite]
    switch self {
    case .deleteRequiredKey:
      candidates = sites.filter { site in
        site.isObject && site.node["<<"] == nil
          && (Self.required[site.node.role!] ?? []).contains { site.node[$0] != nil }
      }
    case .mapForString:
      candidates = sites.filter { !$0.isItem && $0.isString && keyed(Self.strings, $0) }
    case .stringForBoolean:
      candidates = sites.filter { !$0.isItem && $0.isRaw && keyed(Self.booleans, $0) }
    case .listForMapping:
      // A list for a payload key's mapping is the array shorthand (`stops: [Place]`), not damage.
      candidates = sites.filter {
        $0.isObject && $0.node.role != .file && $0.node.role != .payloadField
      }
    case .stringForList:
      candidates = sites.filter { !$0.isItem && $0.isList && keyed(Self.lists, $0) }
    case .duplicateID: return duplicate(sites, &dice)
    case .brokenReference:
      candidates = sites.filter { site in
        site.isString
          && (site.at(.onTap, ["becomes", "remove", "append", "set"]) || site.parent == .replace
            || site.at(.contentExtension, ["categories"]) || site.at(.scenario, ["taps"]))
      }
    case .badEnumValue:
      candidates = sites.filter { site in
        (site.isRaw && keyed(Self.vocabularies, site))
          || (site.isObject && [.platforms, .availability].contains(site.node.role))
      }
    case .unknownKey:
      // Ids, platforms or state names as keys.
      let open: [NodeRole?] = [.replace, .platforms, .availability, .states]
      candidates = sites.filter { $0.isObject && !open.contains($0.node.role) }
    case .unterminatedQuote: candidates = sites.filter(\.isString)
    }
    guard !candidates.isEmpty else { return nil }
    let site = dice.pick(candidates)
    if self == .deleteRequiredKey {
      let key = dice.pick(Self.required[site.node.role!]!.filter { site.node[$0] != nil })
      return (site, "removed '\(key)' from a \(site.node.role!.rawValue)", { $0.remove(key) })
    }
    let change = "\(describe(site.node)) under '\(site.key ?? "(top)")'"
    return (site, change, edit(site.node, &dice))
  }

  /// The edit of one node for every mutation but `deleteRequiredKey` and `duplicateID`.
  func edit(_ node: YNode, _ dice: inout SpecDice) -> (inout YNode) -> Void {
    switch self {
    case .mapForString: return { $0 = .map(nil, [("oops", .text("x"))], flow: true) }
    case .stringForBoolean: return { $0 = .text("yes please", .double) }
    case .listForMapping:
      return { node in
        node.kind = .list([.text("x")])
        node.role = nil
      }
    case .stringForList: return { $0 = .text("oops") }
    case .brokenReference:
      let ghost = "ghost-\(dice.int(1...99))"
      return { $0.setText(ghost) }
    case .badEnumValue:
      guard case .map(var entries) = node.kind else {
        return { $0.kind = .scalar("bogusValue", .raw) }
      }
      entries[0].key = "iPadOS"
      return { $0.kind = .map(entries) }
    case .unknownKey:
      let position = dice.int(0...node.entries.count)
      let key = dice.pick(["colour", "titel", "ids", "extension", "onTapp"])
      return { node in
        var entries = node.entries
        entries.insert(YEntry(key: key, value: .text("red")), at: position)
        node.kind = .map(entries)
      }
    case .unterminatedQuote:
      return { $0.kind = .scalar("TRUNCATE-HERE" + ($0.scalar ?? ""), .double) }
    case .deleteRequiredKey, .duplicateID: preconditionFailure("planned by plan(_:_:)")
    }
  }

  /// Gives a second category, extension or action of one category the id of a first one.
  func duplicate(_ sites: [MutationSite], _ dice: inout SpecDice) -> Plan? {
    let objects = sites.filter(\.isObject)
    var groups = [objects.filter { $0.node.role == .category }]
    groups.append(objects.filter { $0.node.role == .contentExtension && $0.node["target"] != nil })
    for category in groups[0] {
      groups.append(
        objects.filter { site in
          site.node.role == .action && site.file == category.file && site.node["id"] != nil
            && site.path.count == category.path.count + 2 && site.path.starts(with: category.path)
        })
    }
    let usable = groups.filter { $0.count >= 2 }
    guard !usable.isEmpty else { return nil }
    let pair = dice.shuffled(dice.pick(usable)).prefix(2)
    let key = pair.first!.node.role == .contentExtension ? "target" : "id"
    let copied = pair.first!.node[key]?.scalar ?? ""
    return (pair.last!, "'\(key)' set to '\(copied)'", { $0.set(key, .text(copied, .double)) })
  }

  /// A short description of the node a mutation changes.
  func describe(_ node: YNode) -> String {
    switch node.kind {
    case .scalar(let text, _): "changed scalar '\(text)'"
    case .map: "changed \(node.role?.rawValue ?? "mapping")"
    case .list: "changed list"
    case .alias(let name): "changed alias *\(name)"
    }
  }
}
