// Rules `ontap-unknown-action` and `ontap-conflict`: every id an `onTap` names is its category's.

/// Checks the ids every `onTap` names.
struct OnTapReferenceRule: CategoryRule {
  /// The ids this rule reports.
  var ids: [RuleID] { [.onTapUnknownAction, .onTapConflict] }
  /// The records of the ids this rule owns, declared below; the registry collects them.
  var records: [RuleDescription] { [Self.onTapConflict, Self.onTapUnknownAction] }

  /// Calls `body` with every id written in an `onTap` of the category, and the tapped action.
  static func forEachReference(
    in category: CategoryDecl, _ body: (ActionDecl, Located<String>) -> Void
  ) {
    let visit = { (action: ActionDecl) in
      guard let onTap = action.onTap else { return }
      for pair in onTap.replace {
        body(action, pair.source)
        body(action, pair.target)
      }
      for id in onTap.remove { body(action, id) }
      for id in onTap.append { body(action, id) }
      for id in onTap.set?.value ?? [] { body(action, id) }
    }
    category.actions.forEach(visit)
    category.alternates.forEach(visit)
  }

  /// The ids of the category's actions and alternates: looked up once per reference, so a wide
  /// category costs its references plus its actions, not their product.
  static func declaredIDs(_ category: CategoryDecl) -> Set<String> {
    Set(category.allActions.lazy.map(\.id.value))
  }

  /// The references that name no action or alternate of the category.
  static func unresolved(in category: CategoryDecl) -> [Located<String>] {
    var result: [Located<String>] = []
    var declared: Set<String>?
    forEachReference(in: category) { _, id in
      if declared == nil { declared = declaredIDs(category) }
      if !declared!.contains(id.value) { result.append(id) }
    }
    return result
  }

  /// Reports unknown ids (with a suggestion) and `becomes` clashing with `replace`.
  func check(
    _ category: CategoryDecl, _ machine: Machine?, _ context: ValidationContext,
    _ diagnostics: inout DiagnosticsEngine
  ) {
    let unresolved = Self.unresolved(in: category)
    var suggestions: SuggestionIndex?
    for id in unresolved {
      if suggestions == nil { suggestions = SuggestionIndex(category.allActions.map(\.id.value)) }
      let (match, notes) = suggestions!.suggest(id.value, among: unresolved.count)
      diagnostics.error(
        .onTapUnknownAction,
        "'\(id.value)' is not an action or alternate of category '\(category.id.value)'\(Suggestion.didYouMean(match))",
        at: id.range, notes: notes,
        fixIts: match.map { [FixIt(range: id.range, replacement: $0)] } ?? [])
    }
    for action in category.allActions {
      guard let onTap = action.onTap, let becomes = onTap.becomes,
        let clash = onTap.replace.first(where: {
          $0.origin == .replace && $0.source.value == action.id.value
        })
      else { continue }
      diagnostics.error(
        .onTapConflict,
        "'becomes' and 'replace' both replace '\(action.id.value)'; keep one",
        at: clash.source.range,
        notes: [DiagnosticNote("'becomes' is here", at: becomes.target.range)])
    }
  }
}

extension RuleID {
  /// `ontap-conflict`, described by `OnTapReferenceRule.onTapConflict`.
  public static let onTapConflict = RuleID("ontap-conflict")
  /// `ontap-unknown-action`, described by `OnTapReferenceRule.onTapUnknownAction`.
  public static let onTapUnknownAction = RuleID("ontap-unknown-action")
}

extension OnTapReferenceRule {
  /// The record of `ontap-conflict`.
  static let onTapConflict = RuleDescription(
    id: .onTapConflict, severity: .error,
    summary: "`onTap` keys that exclude each other.",
    examples: .specs(
      triggering: #"""
        version: 1
        categories:
          - id: c
            actions:
              - { id: a, title: A, onTap: { set: [b], append: [b] } }
            alternates:
              - { id: b, title: B }
        extensions:
          - { target: UI, categories: c, principalClass: VC, initialContentSizeRatio: 1 }
        """#,
      nonTriggering: #"""
        version: 1
        categories:
          - id: c
            actions:
              - { id: a, title: A, onTap: { set: [a, b] } }
            alternates:
              - { id: b, title: B }
        extensions:
          - { target: UI, categories: c, principalClass: VC, initialContentSizeRatio: 1 }
        """#))

  /// The record of `ontap-unknown-action`.
  static let onTapUnknownAction = RuleDescription(
    id: .onTapUnknownAction, severity: .error,
    summary: "An `onTap` id that is not an action or alternate of the category.",
    examples: .specs(
      triggering: #"""
        version: 1
        categories:
          - id: c
            actions:
              - { id: play, title: Play, onTap: { becomes: pause } }
            alternates:
              - { id: pause-action, title: Pause, onTap: { becomes: play } }
        extensions:
          - { target: UI, categories: c, principalClass: VC, initialContentSizeRatio: 1 }
        """#,
      nonTriggering: #"""
        version: 1
        categories:
          - id: c
            actions:
              - { id: play, title: Play, onTap: { becomes: pause } }
            alternates:
              - { id: pause, title: Pause, onTap: { becomes: play } }
        extensions:
          - { target: UI, categories: c, principalClass: VC, initialContentSizeRatio: 1 }
        """#))
}
