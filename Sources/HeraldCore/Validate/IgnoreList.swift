// The `ignore` lists of a spec set, each with the declaration it belongs to.

/// One `ignore` list: its entries and the place they silence.
struct IgnoreList: Sendable {
  /// The kinds of place a list can sit in.
  enum Place: Sendable {
    /// `diagnostics: { ignore: … }`: every place of the set.
    case set
    /// A category: the category, its actions and its alternates.
    case category
    /// An item of `actions`.
    case action
    /// An item of `alternates`.
    case alternate
    /// An item of `extensions` or `serviceExtensions`.
    case `extension`

    /// The places of a rule's records one of the ids must fire in to be accepted here.
    var accepts: RuleScopes {
      switch self {
      case .set: .anywhere
      case .category: .categoryItem
      case .action: .action
      case .alternate: .alternate
      case .extension: .extension
      }
    }

    /// The place as messages name it.
    var name: String {
      switch self {
      case .set: "a spec"
      case .category: "a category or its actions"
      case .action: "an action"
      case .alternate: "an alternate"
      case .extension: "an extension"
      }
    }

    /// Whether the place holds a declaration inside a category (checked before the category).
    var isInner: Bool { self == .action || self == .alternate }
  }

  /// Where the list sits.
  let place: Place
  /// The declaration the list silences in; nil for the set-wide list.
  let range: SourceRange?
  /// The entries, as written.
  let entries: [Located<String>]
}

extension SpecSet {
  /// Every non-empty `ignore` list, in file order: the `diagnostics` blocks, then each category
  /// followed by its actions and alternates, then the extensions. `firstSetWideOnly` keeps the
  /// `diagnostics` block of the first file that has one, the one the set uses (as for `swift`).
  func ignoreLists(firstSetWideOnly: Bool) -> [IgnoreList] {
    var lists: [IgnoreList] = []
    for block in files.compactMap(\.diagnostics) where !block.value.ignore.isEmpty {
      lists.append(IgnoreList(place: .set, range: nil, entries: block.value.ignore))
      if firstSetWideOnly { break }
    }
    for category in categories {
      if !category.ignore.isEmpty {
        lists.append(IgnoreList(place: .category, range: category.range, entries: category.ignore))
      }
      for action in category.actions where !action.ignore.isEmpty {
        lists.append(IgnoreList(place: .action, range: action.range, entries: action.ignore))
      }
      for action in category.alternates where !action.ignore.isEmpty {
        lists.append(IgnoreList(place: .alternate, range: action.range, entries: action.ignore))
      }
    }
    for decl in extensions where !decl.ignore.isEmpty {
      lists.append(IgnoreList(place: .extension, range: decl.range, entries: decl.ignore))
    }
    for decl in serviceExtensions where !decl.ignore.isEmpty {
      lists.append(IgnoreList(place: .extension, range: decl.range, entries: decl.ignore))
    }
    return lists
  }
}
