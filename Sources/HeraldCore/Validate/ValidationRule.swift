/// The shape every validation rule has, and what a rule can read.

/// A single check over a spec set. Each rule lives in its own file and reports under stable ids.
protocol ValidationRule: Sendable {
  /// The ids this rule reports.
  var ids: [RuleID] { get }
  /// Runs the check.
  func check(_ context: ValidationContext, _ diagnostics: inout DiagnosticsEngine)
}

/// What rules read: the set, its machines and which extension serves which category.
struct ValidationContext: Sendable {
  /// The spec set.
  let set: SpecSet
  /// The explored machine of every category that declares `onTap` or `scenarios` and whose
  /// references all resolve, by category id.
  let machines: [String: Machine]
  /// The extension serving each category id.
  let served: [String: ExtensionDecl]

  /// Every action of every category, with its category.
  var allActions: [(category: CategoryDecl, action: ActionDecl)] {
    self.set.categories.flatMap { category in category.allActions.map { (category, $0) } }
  }

  /// Every user-visible string with a label for messages.
  var texts: [(what: String, text: LocalizedText)] {
    var result: [(String, LocalizedText)] = []
    for category in self.set.categories {
      if let text = category.hiddenPreviewsBodyPlaceholder { result.append(("placeholder", text)) }
      if let text = category.categorySummaryFormat { result.append(("summary format", text)) }
      for action in category.allActions {
        result.append(("title", action.title))
        if let button = action.textInput?.value.buttonTitle { result.append(("button title", button)) }
        if let holder = action.textInput?.value.placeholder { result.append(("placeholder", holder)) }
      }
    }
    return result
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
