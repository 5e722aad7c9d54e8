// Marker tests for machine-cell-budget, with the reproducers of issue 23: one category of eight
// 3-cycles (6,561 states) and ten of them in one set.

import Testing

@testable import HeraldCore

/// The set-wide budget on machine cells.
@Suite struct MachineCellBudgetTests {
  /// `categories` served categories `c0`, `c1`, … (the first marked `1️⃣`), each with `groups`
  /// actions that cycle through three variants with `becomes` (`a` → `b` → `c` → `a`): each has
  /// 3^groups states and 3·groups actions and alternates; `extra` is written after them.
  static func cycles(categories: Int, groups: Int, extra: String = "") -> String {
    var text = "version: 1\ncategories:\n"
    for category in 0..<categories {
      let id = "c\(category)"
      text += "  - id: \(category == 0 ? "1️⃣" : "")\(id)\n    actions:\n"
      for group in 0..<groups {
        text += "      - { id: \(id)g\(group)a, title: A, onTap: { becomes: \(id)g\(group)b } }\n"
      }
      text += "    alternates:\n"
      for group in 0..<groups {
        text += "      - { id: \(id)g\(group)b, title: B, onTap: { becomes: \(id)g\(group)c } }\n"
        text += "      - { id: \(id)g\(group)c, title: C, onTap: { becomes: \(id)g\(group)a } }\n"
      }
    }
    let ids = (0..<categories).map { "c\($0)" }.joined(separator: ", ")
    return text + extra + "extensions:\n"
      + "  - { target: UI, categories: [\(ids)], principalClass: VC, initialContentSizeRatio: 1 }\n"
  }

  /// The message for a set of `machines` machines of `states` × `actions` cells each.
  static func message(machines: Int, states: Int, actions: Int) -> String {
    let budget = 25_000 + 32 * machines * actions
    let each = machines == 1 ? "" : " in \(machines) machines"
    return
      "the dynamic-action machines of this spec set have \(machines * states * actions) cells (reachable states × actions)\(each), more than the budget of \(budget) (25000, plus 32 per action or alternate); category 'c0' has the most, \(states * actions) (\(states) states × \(actions) actions): simplify its 'onTap' rules"
  }

  /// The errors of a check, for counting.
  static func errors(_ result: MarkedCheck) -> [Diagnostic] {
    result.diagnostics.filter { $0.severity == .error }
  }

  /// Issue 23's first reproducer: 6,561 states × 24 actions = 157,464 cells from 1.5 KB of spec.
  /// The one error, with the figure and the limit, at the category; nothing goes on to the plan.
  @Test func oneCategoryOfEightThreeCyclesIsOverTheBudget() {
    let text = Self.cycles(categories: 1, groups: 8)
    #expect(text.utf8.count < 1_700)
    let result = check(text)
    expectDiagnostic(
      result, id: .machineCellBudget, severity: .error,
      message: .exact(Self.message(machines: 1, states: 6_561, actions: 24)), at: "1️⃣")
    #expect(Self.errors(result).map(\.id) == [.machineCellBudget])
    #expect(result.outcome.spec == nil)
  }

  /// Issue 23's second reproducer: ten such categories (14.5 KB) in one set. One error, at the
  /// first of the largest machines, and validation stops before anything is planned or rendered:
  /// the work done is the exploration, no cell is rendered.
  @Test func tenCategoriesGetOneErrorAndRenderNothing() {
    let text = Self.cycles(categories: 10, groups: 8)
    #expect(text.utf8.count < 15_000)
    var result: MarkedCheck?
    let work = WorkMeter.observe { result = check(text) }
    guard let result else { return }
    expectDiagnostic(
      result, id: .machineCellBudget, severity: .error,
      message: .exact(Self.message(machines: 10, states: 6_561, actions: 24)), at: "1️⃣")
    #expect(Self.errors(result).map(\.id) == [.machineCellBudget])
    #expect(result.outcome.spec == nil)
    #expect(work.count(of: .tap) == 10 * 6_561 * 8)
    #expect(work.count(of: .rendered) == 0)
  }

  /// The budget is set-wide: two machines of 729 × 18 = 13,122 cells each are under it alone
  /// (25,576) but over it together (26,244 against 26,152).
  @Test func twoMachinesUnderTheBudgetAloneAreOverItTogether() {
    expectNoDiagnostic(check(Self.cycles(categories: 1, groups: 6)), id: .machineCellBudget)
    let result = check(Self.cycles(categories: 2, groups: 6))
    expectDiagnostic(
      result, id: .machineCellBudget, severity: .error,
      message: .exact(Self.message(machines: 2, states: 729, actions: 18)), at: "1️⃣")
  }

  /// Every action or alternate of the set raises the budget by 32, dynamic or not: the same two
  /// machines pass beside a static category of three actions (26,152 + 96 = 26,248).
  @Test func staticActionsRaiseTheBudget() {
    let plain =
      "  - id: plain\n    actions:\n      - { id: p1, title: P }\n      - { id: p2, title: P }\n"
      + "      - { id: p3, title: P }\n"
    let result = check(Self.cycles(categories: 2, groups: 6, extra: plain))
    expectNoDiagnostic(result, id: .machineCellBudget)
    #expect(Self.errors(result).isEmpty, "\(result.listing)")
  }

  /// A machine stopped at the state limit is reported by `machine-state-limit` alone.
  @Test func aMachineOverTheStateLimitIsNotCountedAgain() {
    let result = check(Self.cycles(categories: 1, groups: 9))
    #expect(Self.errors(result).map(\.id) == [.machineStateLimit], "\(result.listing)")
  }

  /// The budget's figure: 25,000 cells plus 32 per action or alternate.
  @Test func budgetFigure() {
    #expect(MachineCellBudgetRule.budget(actions: 0) == 25_000)
    #expect(MachineCellBudgetRule.budget(actions: 240) == 32_680)
  }
}
