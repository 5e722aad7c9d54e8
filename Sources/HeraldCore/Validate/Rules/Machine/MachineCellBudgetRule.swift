// Rule `machine-cell-budget`: the machines of a whole spec set, measured in cells, stay within a
// budget that grows with the set's actions.

/// The size of one explored machine, kept after the machine itself is dropped.
struct MachineSize: Sendable {
  /// The category whose machine it is.
  let category: CategoryDecl
  /// Reachable states.
  let states: Int
  /// Actions and alternates of the category: the columns of every state's row.
  let actions: Int

  /// The (state, action) cells: what the generated `step`, the harness table and the drawings
  /// grow with.
  var cells: Int { states * actions }
}

/// Errors when the machines of the set have more cells in all than the budget allows. States
/// grow exponentially with `onTap` rules (eight actions that each cycle through three variants
/// already give 3⁸ = 6,561 states), and everything generated for a machine grows with its cells,
/// so without this a small spec could make `generate` and `explore` write hundreds of megabytes.
struct MachineCellBudgetRule: MachineSetRule {
  /// The cells every set may have, however few its actions.
  static let baseCells = 25_000
  /// The cells each action or alternate the set declares adds to the budget.
  static let cellsPerAction = 32

  /// The records of the ids this rule owns, declared below; the registry collects them.
  var records: [RuleDescription] { [Self.description] }

  /// The budget of a set declaring `actions` actions and alternates in all.
  static func budget(actions: Int) -> Int {
    baseCells + cellsPerAction * actions
  }

  /// Reports once, at the category with the most cells, when the total is over the budget.
  /// Machines stopped at the state limit are left out: `machine-state-limit` reports them.
  func check(
    _ sizes: [MachineSize], _ context: ValidationContext, _ diagnostics: inout DiagnosticsEngine
  ) {
    let actions = context.set.categories.reduce(0) { $0 + $1.actions.count + $1.alternates.count }
    let budget = Self.budget(actions: actions)
    let total = sizes.reduce(0) { $0 + $1.cells }
    guard total > budget, let largest = sizes.max(by: { $0.cells < $1.cells }) else { return }
    let each = sizes.count == 1 ? "" : " in \(sizes.count) machines"
    diagnostics.report(
      MachineCellBudgetRule.description,
      "the dynamic-action machines of this spec set have \(total) cells (reachable states × actions)\(each), more than the budget of \(budget) (\(Self.baseCells), plus \(Self.cellsPerAction) per action or alternate); category '\(largest.category.id.value)' has the most, \(largest.cells) (\(largest.states) states × \(largest.actions) actions): simplify its 'onTap' rules",
      at: largest.category.id.range)
  }
}

extension RuleID {
  /// `machine-cell-budget`, described by `MachineCellBudgetRule.description`.
  public static let machineCellBudget = RuleID("machine-cell-budget")
}

extension MachineCellBudgetRule {
  /// The record of `machine-cell-budget`.
  static let description = RuleDescription(
    id: .machineCellBudget, severity: .error,
    summary:
      "The machines of a spec set have more cells than 25,000 plus 32 per action or alternate.",
    scopes: .category,
    examples: .specs(
      // 3^7 states × 21 actions are 45,927 cells, over the budget of 25,672; 3^6 × 18 are 13,122.
      triggering: MachineRuleExamples.cycles(actions: 7, variants: 3, markingCategory: true),
      nonTriggering: MachineRuleExamples.cycles(actions: 6, variants: 3)))
}
