// The names a spec declares and uses: category ids, action ids and state names, each occurrence
// with its range, found by walking the decoded files.

import HeraldCore

/// A name of the spec set. Action ids and state names belong to their category: `reply` in
/// `chat` and `reply` in `mail` are separate actions to Herald (the ids merely agree).
public enum SpecSymbol: Sendable, Hashable {
  /// A category id.
  case category(String)
  /// An action or alternate id of a category.
  case action(category: String, id: String)
  /// A name under a category's `states`.
  case state(category: String, name: String)

  /// The category the name belongs to (the category itself for a category id).
  var category: String {
    switch self {
    case .category(let id): id
    case .action(let category, _), .state(let category, _): category
    }
  }

  /// The name as written.
  var name: String {
    switch self {
    case .category(let id): id
    case .action(_, let id): id
    case .state(_, let name): name
    }
  }
}

/// One place a name is written.
public struct SymbolOccurrence: Sendable, Hashable {
  /// The name.
  public let symbol: SpecSymbol
  /// Where it is written (the scalar, quotes included).
  public let range: SourceRange
  /// Whether this is where the name is declared (`id:` of a category or action, a `states` key).
  public let isDeclaration: Bool
}

/// Walks the decoded spec for occurrences. Nothing is indexed ahead of time: a walk over one
/// category or the whole set is fast, and the set's trees are already in memory, so an index
/// would only double the memory a large spec takes.
enum SpecSymbols {
  /// Every occurrence in one category: its id, its actions' ids, every id an `onTap`, a
  /// scenario or a `states` list names, and its state names.
  static func visit(_ category: CategoryDecl, _ body: (SymbolOccurrence) -> Void) {
    let owner = category.id.value
    body(SymbolOccurrence(symbol: .category(owner), range: category.id.range, isDeclaration: true))
    func action(_ id: Located<String>, declaration: Bool = false) {
      body(
        SymbolOccurrence(
          symbol: .action(category: owner, id: id.value), range: id.range,
          isDeclaration: declaration))
    }
    for decl in category.allActions {
      action(decl.id, declaration: true)
      guard let onTap = decl.onTap else { continue }
      for pair in onTap.replace {
        // `becomes` is lowered with the tapped action's own id as its source: not a use.
        if pair.origin == .replace { action(pair.source) }
        action(pair.target)
      }
      for id in onTap.remove { action(id) }
      for id in onTap.append { action(id) }
      for id in onTap.set?.value ?? [] { action(id) }
    }
    for scenario in category.scenarios {
      for id in scenario.taps { action(id) }
      for id in scenario.expect.value { action(id) }
    }
    for entry in category.states?.value ?? [] {
      body(
        SymbolOccurrence(
          symbol: .state(category: owner, name: entry.name.value), range: entry.name.range,
          isDeclaration: true))
      for id in entry.shows.value { action(id) }
    }
  }

  /// Every occurrence in one extension: the category ids it serves.
  static func visit(_ decl: ExtensionDecl, _ body: (SymbolOccurrence) -> Void) {
    for id in decl.categories {
      body(SymbolOccurrence(symbol: .category(id.value), range: id.range, isDeclaration: false))
    }
  }

  /// The occurrence under a position of a file, if any. The end of a name counts as on it, so a
  /// cursor just after `pause` still finds `pause`.
  static func occurrence(at position: SourcePosition, in file: SpecFile) -> SymbolOccurrence? {
    var found: SymbolOccurrence?
    let check = { (occurrence: SymbolOccurrence) in
      if found == nil, occurrence.range.start <= position, position <= occurrence.range.end {
        found = occurrence
      }
    }
    for category in file.categories where contains(category.range, position) {
      visit(category, check)
    }
    for decl in file.extensions where contains(decl.range, position) { visit(decl, check) }
    return found
  }

  /// Every occurrence of a name in the set, in file order, each range once (an alias repeats
  /// the anchored node's range).
  static func occurrences(of symbol: SpecSymbol, in files: [SpecFile]) -> [SymbolOccurrence] {
    var result: [SymbolOccurrence] = []
    var seen = Set<SourceRange>()
    let collect = { (occurrence: SymbolOccurrence) in
      if occurrence.symbol == symbol, seen.insert(occurrence.range).inserted {
        result.append(occurrence)
      }
    }
    for file in files {
      for category in file.categories {
        // Only a category of that id holds its actions and states; any category may not
        // mention another's id, so the rest are skipped whole.
        if case .category = symbol {
          collect(
            SymbolOccurrence(
              symbol: .category(category.id.value), range: category.id.range, isDeclaration: true))
        } else if category.id.value == symbol.category {
          visit(category, collect)
        }
      }
      if case .category = symbol {
        for decl in file.extensions { visit(decl, collect) }
      }
    }
    return result
  }

  /// Whether a range holds a position (its end included).
  static func contains(_ range: SourceRange, _ position: SourcePosition) -> Bool {
    range.start <= position && position <= range.end
  }
}
