// Rules `ontap-unknown-action` and `ontap-conflict`: every id an `onTap` names is its category's.

/// Checks the ids every `onTap` names.
struct OnTapReferenceRule: CategoryRule {
  /// The records of the ids this rule owns, declared below; the registry collects them.
  var records: [RuleDescription] { [Self.onTapUnknownAction] }
  /// The records of the ids this rule also reports, owned by an earlier stage.
  var sharedRecords: [RuleDescription] { [SpecDecoder.onTapConflict] }

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

  /// Reports unknown ids (with a suggestion) and `becomes` clashing with `replace`. A
  /// `becomes` target is usually a new variant the author has not declared yet: it gets another
  /// id suggested only for a typo (one edit, or an id that contains it; `unlike` is not a
  /// misspelt `like`), and otherwise the advice to declare it under `alternates`, with a fix-it
  /// that does.
  func check(
    _ category: CategoryDecl, _ machine: Machine?, _ context: ValidationContext,
    _ diagnostics: inout DiagnosticsEngine
  ) {
    let unresolved = Self.unresolved(in: category)
    guard !unresolved.isEmpty else { return checkConflicts(category, &diagnostics) }
    let becomesTargets = Set(
      category.allActions.compactMap { $0.onTap?.becomes?.target }.map(\.range))
    var suggestions = SuggestionIndex(category.allActions.map(\.id.value))
    for id in unresolved {
      var (match, notes) = suggestions.suggest(id.value, among: unresolved.count)
      let isBecomes = becomesTargets.contains(id.range)
      if isBecomes, let candidate = match, !Self.isTypo(id.value, of: candidate) { match = nil }
      var fixIts = match.map { [FixIt(range: id.range, replacement: $0)] } ?? []
      var advice = Suggestion.didYouMean(match)
      if isBecomes && match == nil {
        advice = "; declare it under 'alternates' to show it after the tap"
        if let declare = Self.declareAlternate(id.value, in: category) { fixIts = [declare] }
      }
      diagnostics.report(
        Self.onTapUnknownAction,
        "'\(id.value)' is not an action or alternate of category '\(category.id.value)'\(advice)",
        at: id.range, notes: notes, fixIts: fixIts)
    }
    checkConflicts(category, &diagnostics)
  }

  /// Whether `candidate` is a typo of `word`: one edit away, or containing it.
  static func isTypo(_ word: String, of candidate: String) -> Bool {
    let (a, b) = (
      Array(word.lowercased().unicodeScalars), Array(candidate.lowercased().unicodeScalars)
    )
    return Suggestion.editDistance(a, b, limit: 1) != nil
      || (a.count >= 3 && candidate.lowercased().contains(word.lowercased()))
  }

  /// A fix-it that declares `id` as an alternate titled as its id, written in the style of the
  /// entries around it: after the last alternate, or in a new `alternates` list after the last
  /// action. Only for entries written as one-line flow mappings (`- { id: a, title: A }`), whose
  /// indentation can be read from their positions; nil otherwise.
  static func declareAlternate(_ id: String, in category: CategoryDecl) -> FixIt? {
    let entry = "{ id: \(YAMLEscaping.scalar(id)), title: \(YAMLEscaping.scalar(id)) }"
    let last = category.alternates.last ?? category.actions.last
    guard let last, last.range.start.line == last.range.end.line, last.range.start.column > 2
    else { return nil }
    let at = SourceRange(fileID: last.range.fileID, start: last.range.end, end: last.range.end)
    // `- ` precedes the entry's `{`; a list's key sits two columns left of its dashes.
    let dash = last.range.start.column - 2
    if !category.alternates.isEmpty {
      return FixIt(
        range: at, replacement: "\n" + String(repeating: " ", count: dash - 1) + "- " + entry)
    }
    guard dash >= 3 else { return nil }
    let key = String(repeating: " ", count: dash - 3)
    return FixIt(
      range: at,
      replacement: "\n\(key)alternates:\n\(key)  - \(entry)")
  }

  /// Reports `becomes` clashing with `replace`.
  func checkConflicts(_ category: CategoryDecl, _ diagnostics: inout DiagnosticsEngine) {
    for action in category.allActions {
      guard let onTap = action.onTap, let becomes = onTap.becomes,
        let clash = onTap.replace.first(where: {
          $0.origin == .replace && $0.source.value == action.id.value
        })
      else { continue }
      diagnostics.report(
        SpecDecoder.onTapConflict,
        "'becomes' and 'replace' both replace '\(action.id.value)'; keep one",
        at: clash.source.range,
        notes: [DiagnosticNote("'becomes' is here", at: becomes.target.range)])
    }
  }
}

extension RuleID {
  /// `ontap-unknown-action`, described by `OnTapReferenceRule.onTapUnknownAction`.
  public static let onTapUnknownAction = RuleID("ontap-unknown-action")
}

extension OnTapReferenceRule {

  /// The record of `ontap-unknown-action`.
  static let onTapUnknownAction = RuleDescription(
    id: .onTapUnknownAction, severity: .error,
    summary: "An `onTap` id that is not an action or alternate of the category.",
    scopes: .actions,
    examples: .specs(
      triggering: #"""
        version: 1
        categories:
          - id: c
            actions:
              - { id: play, title: Play, onTap: { becomes: ↓pause } }
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
