/// Rules `ontap-unknown-action` and `ontap-conflict`: every id an `onTap` names is its category's.

/// Checks the ids every `onTap` names.
struct OnTapReferenceRule: ValidationRule {
  /// The ids this rule reports.
  var ids: [RuleID] { [.onTapUnknownAction, .onTapConflict] }

  /// Every id written in an `onTap` of the category, with the tapped action.
  static func references(in category: CategoryDecl) -> [(action: ActionDecl, id: Located<String>)] {
    category.allActions.flatMap { action -> [(ActionDecl, Located<String>)] in
      guard let onTap = action.onTap else { return [] }
      let ids =
        [onTap.becomes].compactMap { $0 } + onTap.replace.flatMap { [$0.source, $0.target] }
        + onTap.remove + onTap.append + (onTap.set?.value ?? [])
      return ids.map { (action, $0) }
    }
  }

  /// The references that name no action or alternate of the category.
  static func unresolved(in category: CategoryDecl) -> [Located<String>] {
    let known = Set(category.allActions.map(\.id.value))
    return references(in: category).map(\.id).filter { !known.contains($0.value) }
  }

  /// Reports unknown ids (with a suggestion) and `becomes` clashing with `replace`.
  func check(_ context: ValidationContext, _ diagnostics: inout DiagnosticsEngine) {
    for category in context.set.categories {
      let known = category.allActions.map(\.id.value)
      for id in Self.unresolved(in: category) {
        diagnostics.error(
          .onTapUnknownAction,
          "'\(id.value)' is not an action or alternate of category '\(category.id.value)'\(Suggestion.didYouMean(id.value, in: known))",
          at: id.range,
          fixIts: Suggestion.closest(to: id.value, in: known).map {
            [FixIt(range: id.range, replacement: $0)]
          } ?? [])
      }
      for action in category.allActions {
        guard let onTap = action.onTap, let becomes = onTap.becomes,
          let clash = onTap.replace.first(where: { $0.source.value == action.id.value })
        else { continue }
        diagnostics.error(
          .onTapConflict,
          "'becomes' and 'replace' both replace '\(action.id.value)'; keep one",
          at: clash.source.range, notes: [DiagnosticNote("'becomes' is here", at: becomes.range)])
      }
    }
  }
}
