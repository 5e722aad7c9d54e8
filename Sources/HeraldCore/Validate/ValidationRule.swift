// The shapes validation rules have (whole set, or one category), and what a rule can read.

/// A check over the whole spec set. Each rule lives in its own file and reports under stable ids.
protocol ValidationRule: RecordedRule {
  /// Runs the check.
  func check(_ context: ValidationContext, _ diagnostics: inout DiagnosticsEngine)
}

/// A check of one category at a time. The validator runs every such rule on a category in one
/// pass, while the category is hot in the cache.
protocol CategoryRule: RecordedRule {
  /// Runs the check on one category and its explored machine, if it has one.
  func check(
    _ category: CategoryDecl, _ machine: Machine?, _ context: ValidationContext,
    _ diagnostics: inout DiagnosticsEngine)
}

/// A check over the sizes of every machine of the set, run once all categories are explored.
protocol MachineSetRule: RecordedRule {
  /// Runs the check on the explored machines' sizes, in category order.
  func check(
    _ sizes: [MachineSize], _ context: ValidationContext, _ diagnostics: inout DiagnosticsEngine)
}

/// What rules read: the set and which categories an extension serves.
struct ValidationContext: Sendable {
  let set: SpecSet
  /// The ids of the categories some content extension serves.
  let served: Set<String>
  /// The declared categories an extension most likely meant where it lists an id no file
  /// declares (its close match by edit distance): `extension-unknown-category` already says so
  /// with a fix, so the rules about unserved categories leave these out.
  let meantToServe: Set<String>
  /// The set's payload contracts, resolved once for every payload rule and carried on by the
  /// validated spec.
  let payload: PayloadContracts
  /// The set's named payload types.
  var payloadTypes: PayloadTypeTable { payload.types }
  /// The minified size of each named type's sample, for `payload-size`.
  var payloadTypeSizes: [String: Int] { payload.typeSizes }

  /// The context of `set`.
  init(set: SpecSet) {
    self.set = set
    payload = PayloadContracts(set)
    served = set.servedCategories
    meantToServe = Self.nearMisses(set, served: served)
  }

  /// The declared category each unknown id of an extension's `categories` is a close match of,
  /// for at most `SuggestionIndex.defaultSearchLimit` unknown ids (as many as get a suggestion).
  static func nearMisses(_ set: SpecSet, served: Set<String>) -> Set<String> {
    let declared = set.categories.map(\.id.value)
    let known = Set(declared)
    var index: SuggestionIndex?
    var result = Set<String>()
    var searched = 0
    for decl in set.extensions {
      for id in decl.categories where !known.contains(id.value) {
        guard searched < SuggestionIndex.defaultSearchLimit else { return result }
        searched += 1
        if index == nil { index = SuggestionIndex(declared) }
        if let match = index!.closestByDistance(to: id.value) { result.insert(match) }
      }
    }
    return result
  }

  /// Calls `body` with every action and alternate of every category, in order.
  func forEachAction(_ body: (CategoryDecl, ActionDecl) -> Void) {
    for category in set.categories {
      for action in category.actions { body(category, action) }
      for action in category.alternates { body(category, action) }
    }
  }

  /// Calls `body` with every user-visible string and a label for messages.
  func forEachText(_ body: (String, LocalizedText) -> Void) {
    for category in set.categories {
      if let text = category.hiddenPreviewsBodyPlaceholder { body("placeholder", text) }
      if let text = category.categorySummaryFormat { body("summary format", text) }
    }
    forEachAction { _, action in
      body("title", action.title)
      if let input = action.textInput?.value {
        if let button = input.buttonTitle { body("button title", button) }
        if let holder = input.placeholder { body("placeholder", holder) }
      }
    }
  }

  /// Formats a tap path for messages: `after tapping 'a', 'b'` or `in the registered actions`.
  static func describe(path: [String]) -> String {
    path.isEmpty
      ? "in the registered actions"
      : "after tapping " + path.map { "'\($0)'" }.joined(separator: ", ")
  }

  /// Formats a list of ids for messages: `[a, b]`.
  static func describe(list: [String]) -> String {
    "[" + list.joined(separator: ", ") + "]"
  }
}
