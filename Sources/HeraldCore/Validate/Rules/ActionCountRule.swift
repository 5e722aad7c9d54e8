/// Rules `too-many-actions`, `banner-actions`, `destructive-first`: what the system can show.

/// Checks how many actions a category registers and which comes first.
struct ActionCountRule: CategoryRule {
  /// The ids this rule reports.
  var ids: [RuleID] { [.tooManyActions, .bannerActions, .destructiveFirst] }

  /// Checks each category's registered actions.
  func check(
    _ category: CategoryDecl, _ machine: Machine?, _ context: ValidationContext,
    _ diagnostics: inout DiagnosticsEngine
  ) {
    guard !category.actions.isEmpty else { return }
    let count = category.actions.count
    let id = category.id
    if count > MachineExplorer.shownLimit {
      diagnostics.error(
        .tooManyActions,
        "category '\(id.value)' has \(count) actions; the system shows at most 10",
        at: category.actions[MachineExplorer.shownLimit].id.range)
    } else if count > 2 {
      diagnostics.note(
        .bannerActions,
        "category '\(id.value)' has \(count) actions; banners show only the first two",
        at: category.actions[2].id.range)
    }
    let first = category.actions[0]
    if first.options.contains(where: { $0.value == .destructive }) {
      diagnostics.note(
        .destructiveFirst,
        "the first action '\(first.id.value)' is destructive; a watch double tap runs the first non-destructive action instead",
        at: first.id.range)
    }
  }
}
