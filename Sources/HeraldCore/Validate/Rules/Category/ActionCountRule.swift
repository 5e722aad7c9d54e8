// Rules `too-many-actions`, `banner-actions`, `destructive-first`: what the system can show.

/// Checks how many actions a category registers and which comes first.
struct ActionCountRule: CategoryRule {
  /// The records of the ids this rule owns, declared below; the registry collects them.
  var records: [RuleDescription] {
    [Self.bannerActions, Self.destructiveFirst, Self.tooManyActions]
  }

  /// Checks each category's registered actions.
  func check(
    _ category: CategoryDecl, _ machine: Machine?, _ context: ValidationContext,
    _ diagnostics: inout DiagnosticsEngine
  ) {
    guard !category.actions.isEmpty else { return }
    let count = category.actions.count
    let id = category.id
    if count > MachineExplorer.shownLimit {
      diagnostics.report(
        Self.tooManyActions,
        "category '\(id.value)' has \(count) actions; the system shows at most 10",
        at: category.actions[MachineExplorer.shownLimit].id.range)
    } else if count > 2 {
      diagnostics.report(
        Self.bannerActions,
        "category '\(id.value)' has \(count) actions; banners show only the first two",
        at: category.actions[2].id.range)
    }
    let first = category.actions[0]
    if first.options.contains(where: { $0.value == .destructive }) {
      diagnostics.report(
        Self.destructiveFirst,
        "the first action '\(first.id.value)' is destructive; a watch double tap runs the first non-destructive action instead",
        at: first.id.range)
    }
  }
}

extension RuleID {
  /// `banner-actions`, described by `ActionCountRule.bannerActions`.
  public static let bannerActions = RuleID("banner-actions")
  /// `destructive-first`, described by `ActionCountRule.destructiveFirst`.
  public static let destructiveFirst = RuleID("destructive-first")
  /// `too-many-actions`, described by `ActionCountRule.tooManyActions`.
  public static let tooManyActions = RuleID("too-many-actions")
}

extension ActionCountRule {
  /// The record of `banner-actions`.
  static let bannerActions = RuleDescription(
    id: .bannerActions, severity: .note,
    summary: "A category registers more than two actions; banners show two.",
    scopes: .action,
    examples: .specs(
      triggering: #"""
        version: 1
        categories:
          - id: c
            actions:
              - { id: a, title: A }
              - { id: b, title: B }
              - { id: ↓d, title: D }
        """#,
      nonTriggering: #"""
        version: 1
        categories:
          - id: c
            actions:
              - { id: a, title: A }
              - { id: b, title: B }
        """#))

  /// The record of `destructive-first`.
  static let destructiveFirst = RuleDescription(
    id: .destructiveFirst, severity: .note,
    summary: "The first registered action is destructive.",
    scopes: .action,
    examples: .specs(
      triggering: #"""
        version: 1
        categories:
          - id: c
            actions:
              - { id: ↓delete, title: Delete, options: [destructive] }
              - { id: keep, title: Keep }
        """#,
      nonTriggering: #"""
        version: 1
        categories:
          - id: c
            actions:
              - { id: keep, title: Keep }
              - { id: delete, title: Delete, options: [destructive] }
        """#))

  /// The record of `too-many-actions`.
  static let tooManyActions = RuleDescription(
    id: .tooManyActions, severity: .error,
    summary: "A category registers more than 10 actions.",
    scopes: .action,
    examples: .specs(
      triggering: RuleExample(ActionCountRule.category(actions: 11, marked: 11)),
      nonTriggering: RuleExample(ActionCountRule.category(actions: 10))))
}

extension ActionCountRule {
  /// A set of one category that registers `count` actions, with the example marker before the
  /// id of action number `marked`.
  static func category(actions count: Int, marked: Int? = nil) -> String {
    "version: 1\ncategories:\n  - id: c\n    actions:\n"
      + (1...count).map { "      - { id: \($0 == marked ? "↓" : "")a\($0), title: A }\n" }.joined()
  }
}
