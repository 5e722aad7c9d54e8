// The names a spec declares and uses: category ids, action ids, state names, payload types and
// payload keys, each occurrence with its range, found by walking the decoded files.

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
  /// A payload type's name where a type is written or declared: a named type of `payloadTypes`
  /// or a built-in (`string`), so hover and references work on both; only named types rename.
  case payloadType(String)
  /// A custom payload key of a category or a field of a named type.
  case payloadKey(owner: PayloadKeyOwner, key: String)
  /// An `app` argument of a visible string: one parameter of the generated registration, which
  /// every use of the name across the set shares.
  case appArgument(String)

  /// The category the name belongs to (the category itself for a category id); nil for the
  /// payload names, which no category owns alone.
  var category: String? {
    switch self {
    case .category(let id): id
    case .action(let category, _), .state(let category, _): category
    case .payloadType, .appArgument: nil
    case .payloadKey(let owner, _):
      if case .category(let id) = owner { id } else { nil }
    }
  }

  /// The name as written.
  var name: String {
    switch self {
    case .category(let id): id
    case .action(_, let id): id
    case .state(_, let name): name
    case .payloadType(let name): name
    case .payloadKey(_, let key): key
    case .appArgument(let name): name
    }
  }

  /// Whether a rename applies: a payload key is the wire contract with the backend (renaming
  /// it in the spec alone would silently break every sender), and a built-in type is fixed.
  var isRenamable: Bool {
    switch self {
    case .category, .action, .state: true
    case .payloadType(let name): PayloadType.builtin(name) == nil
    case .payloadKey: false
    // The app's code passes it by name: a rename in the specs alone breaks every call.
    case .appArgument: false
    }
  }
}

/// Where a payload key is declared.
public enum PayloadKeyOwner: Sendable, Hashable {
  /// A category's `payload`.
  case category(String)
  /// A named type of `payloadTypes`.
  case type(String)
}

/// One place a name is written.
public struct SymbolOccurrence: Sendable, Hashable {
  /// The name.
  public let symbol: SpecSymbol
  /// Where it is written (the scalar, quotes included).
  public let range: SourceRange
  /// Whether this is where the name is declared (`id:` of a category or action, a `states` key).
  public let isDeclaration: Bool
  /// For a payload type written in a field, the whole spelling (`[Place]`) that `range` covers:
  /// a rename rewrites the name inside it.
  public let payloadSpelling: PayloadType?

  /// Creates an occurrence.
  public init(
    symbol: SpecSymbol, range: SourceRange, isDeclaration: Bool,
    payloadSpelling: PayloadType? = nil
  ) {
    self.symbol = symbol
    self.range = range
    self.isDeclaration = isDeclaration
    self.payloadSpelling = payloadSpelling
  }
}

extension PayloadType {
  /// The innermost element's name (`Place` for `[[Place]]`, `string` for `[string]`).
  var innermostName: String {
    if case .array(let element) = self { return element.innermostName }
    return spelling
  }

  /// The type with its innermost named type renamed.
  func renamingInnermost(to name: String) -> PayloadType {
    switch self {
    case .array(let element): .array(element.renamingInnermost(to: name))
    case .named: .named(name)
    default: self
    }
  }
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
    visit(category.payload?.value ?? [], owner: .category(owner), body)
    visitArguments(category, body)
  }

  /// Every occurrence in the arguments of a category's visible strings: each app argument's
  /// name, and each payload argument's key as a use of the category's payload key.
  static func visitArguments(_ category: CategoryDecl, _ body: (SymbolOccurrence) -> Void) {
    category.forEachVisibleText { text, _, _ in
      for argument in text.arguments?.value ?? [] {
        switch argument.argument {
        case .app(let name, _):
          body(
            SymbolOccurrence(
              symbol: .appArgument(name.value), range: name.range, isDeclaration: false))
        case .payload(let key, _):
          body(
            SymbolOccurrence(
              symbol: .payloadKey(owner: .category(category.id.value), key: key.value),
              range: key.range, isDeclaration: false))
        case .fixed: continue
        }
      }
    }
  }

  /// Every occurrence in payload fields: each key (declared there) and the type it names.
  static func visit(
    _ fields: [PayloadFieldDecl], owner: PayloadKeyOwner, _ body: (SymbolOccurrence) -> Void
  ) {
    for field in fields {
      body(
        SymbolOccurrence(
          symbol: .payloadKey(owner: owner, key: field.key.value), range: field.key.range,
          isDeclaration: true))
      guard let type = field.type else { continue }
      body(
        SymbolOccurrence(
          symbol: .payloadType(type.value.innermostName), range: type.range, isDeclaration: false,
          payloadSpelling: type.value))
    }
  }

  /// Every occurrence in a named payload type: its name (declared there) and its fields.
  static func visit(_ decl: PayloadTypeDecl, _ body: (SymbolOccurrence) -> Void) {
    body(
      SymbolOccurrence(
        symbol: .payloadType(decl.name.value), range: decl.name.range, isDeclaration: true))
    visit(decl.fields, owner: .type(decl.name.value), body)
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
    for decl in file.payloadTypes
    where contains(decl.range, position) || contains(decl.name.range, position) {
      visit(decl, check)
    }
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
        switch symbol {
        case .category:
          collect(
            SymbolOccurrence(
              symbol: .category(category.id.value), range: category.id.range, isDeclaration: true))
        case .payloadType:
          visit(category.payload?.value ?? [], owner: .category(category.id.value), collect)
        case .appArgument:
          // Every category's strings may use it: it is one parameter of the whole set.
          visitArguments(category, collect)
        default:
          if category.id.value == symbol.category { visit(category, collect) }
        }
      }
      switch symbol {
      case .category:
        for decl in file.extensions { visit(decl, collect) }
      case .payloadType, .payloadKey(.type, _):
        for decl in file.payloadTypes { visit(decl, collect) }
      default: break
      }
    }
    return result
  }

  /// Whether a range holds a position (its end included).
  static func contains(_ range: SourceRange, _ position: SourcePosition) -> Bool {
    range.start <= position && position <= range.end
  }
}
