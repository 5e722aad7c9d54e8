// Changes of a category's scenarios, the checks the generated harness replays. They run only in
// tests, so none breaks anything: a new one is additive, a removed or changed one behavioural
// (the harness checks less, or something else). Compared under the category's action renames,
// so a scenario that only follows a rename is no change.

/// Compares the scenarios of a category that continues, by name.
struct ScenarioDiff {
  /// The old category.
  let old: CategoryDecl
  /// The new category.
  let new: CategoryDecl
  /// Old action id → new id, for the category's actions reported as renamed.
  let renamed: [String: String]

  /// Scenarios removed and changed, in old order, then added, in new order. Scenarios of one
  /// name are paired in order (the first with the first).
  func changes() -> [SpecChange] {
    let id = new.id.value
    var changes: [SpecChange] = []
    var byName: [String: [ScenarioDecl]] = [:]
    for scenario in new.scenarios { byName[scenario.name.value, default: []].append(scenario) }
    var used: [String: Int] = [:]  // name → how many of its new scenarios are paired
    var paired = Set<SourceRange>()
    for scenario in old.scenarios {
      let name = scenario.name.value
      let candidates = byName[name] ?? []
      let position = used[name, default: 0]
      guard position < candidates.count else {
        changes.append(
          SpecChange(
            .scenarioRemoved, category: id,
            "scenario '\(name)' of category '\(id)' was removed", old: scenario.range,
            new: new.id.range))
        continue
      }
      let next = candidates[position]
      used[name] = position + 1
      paired.insert(next.range)
      let taps = (scenario.taps.map(\.value).map(translate), next.taps.map(\.value))
      let expect = (
        scenario.expect.value.map(\.value).map(translate), next.expect.value.map(\.value)
      )
      var parts: [String] = []
      if taps.0 != taps.1 {
        parts.append("taps \(SpecDiff.list(taps.0)) → \(SpecDiff.list(taps.1))")
      }
      if expect.0 != expect.1 {
        parts.append("expects \(SpecDiff.list(expect.0)) → \(SpecDiff.list(expect.1))")
      }
      guard !parts.isEmpty else { continue }
      changes.append(
        SpecChange(
          .scenarioChanged, category: id,
          "scenario '\(name)' of category '\(id)' changed: " + parts.joined(separator: ", "),
          old: scenario.range, new: next.range))
    }
    for scenario in new.scenarios where !paired.contains(scenario.range) {
      changes.append(
        SpecChange(
          .scenarioAdded, category: id,
          "scenario '\(scenario.name.value)' was added to category '\(id)'", old: nil,
          new: scenario.range))
    }
    return changes
  }

  /// An old action id in the new set's terms.
  func translate(_ action: String) -> String { renamed[action] ?? action }
}
