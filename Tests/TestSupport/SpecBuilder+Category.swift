// Random categories: plain ones (with reused and merged actions) and dynamic ones, with options,
// format strings, presentation, scenarios and gating.

/// What the set plans for one category before it is written.
struct CategoryPlan {
  let id: String
  /// The index of the file that declares it.
  let file: Int
  /// Whether it has a machine (and so needs an extension).
  let dynamic: Bool
  /// Whether an extension serves it.
  let served: Bool
}

extension SpecBuilder {
  /// The category of `plan`.
  mutating func category(_ plan: CategoryPlan) -> YNode {
    var entries: [(String, YNode)] = [("id", styled(plan.id))]
    if dice.chance(0.12) { entries.append(("swiftName", .text("Named\(number())"))) }
    currentCategory = plan.id
    categoryVariantUsed = false
    let model = plan.dynamic ? dynamicActions(&entries) : plainActions(plan.file, &entries)
    currentCategory = nil
    if dice.chance(0.3) {
      let intents = ["INSendMessageIntent", "INStartCallIntent", "custom.intent.\(number())"]
      entries.append(("intentIdentifiers", list(dice.subset(intents))))
    }
    if dice.chance(0.4) {
      let options =
        ["customDismissAction", "hiddenPreviewsShowTitle", "hiddenPreviewsShowSubtitle"]
        + (settings.allowsCarPlay ? ["allowInCarPlay"] : [])
      entries.append(("options", list(dice.shuffled(dice.subset(options)), raw: true)))
    }
    if dice.chance(0.3) {
      let text = format(placeholder: true)
      entries.append(("hiddenPreviewsBodyPlaceholder", visible(text, field: "placeholder")))
    }
    if dice.chance(0.3) {
      entries.append(
        ("categorySummaryFormat", visible(format(placeholder: false), field: "summary")))
    }
    if dice.chance(0.3) {
      let options = dice.shuffled(dice.subset(["badge", "sound", "list", "banner"]))
      entries.append(("foregroundPresentation", list(options, raw: true)))
    }
    if dice.chance(plan.dynamic ? 0.7 : 0.2) {
      let scenarios = (0..<dice.int(1...3)).map { index -> YNode in
        let (taps, expect) = model.walk(length: dice.int(0...5), &dice)
        let name = ("name", styled("scenario \(index + 1) of \(plan.id)"))
        let steps = [("taps", list(taps)), ("expect", list(expect))]
        return .map(.scenario, [name] + dice.shuffled(steps), flow: dice.chance(0.3))
      }
      entries.append(("scenarios", .list(scenarios)))
    }
    if plan.dynamic, dice.chance(0.3) {
      entries.append(("states", states(model)))
      if dice.chance(0.5) {
        // A payload key that is neither empty nor `aps`, which `machine-start-state` refuses.
        let key = ("userInfoKey", styled("state\(number())"))
        entries.append(("startState", .map(.startState, [key], flow: dice.chance(0.5))))
      }
    }
    if plan.served, dice.chance(0.3) {
      entries.append(("register", .raw(dice.pick(["false", "False"]))))
    } else if dice.chance(0.08) {
      entries.append(("register", .raw("true")))
    }
    entries += gating([])
    return .map(.category, [entries[0]] + dice.shuffled(Array(entries.dropFirst())))
  }

  /// `states`: names for one to three reachable lists, found by random walks. The names start
  /// with `shows`, which no derived name does (action words and keywords never start with it),
  /// so they never meet the name of an unnamed state.
  mutating func states(_ model: MachineModel) -> YNode {
    var lists: [[String]] = []
    for _ in 0..<dice.int(1...3) {
      let shown = model.walk(length: dice.int(0...5), &dice).expect
      if !lists.contains(shown) { lists.append(shown) }
    }
    let entries = lists.map { ("shows\(number())", list($0)) }
    return .map(.states, entries, flow: dice.chance(0.3))
  }

  /// Registered actions and alternates of a clean random machine; returns the machine.
  mutating func dynamicActions(_ entries: inout [(String, YNode)]) -> MachineModel {
    let ids = (0..<dice.int(2...5)).map { _ in identifier(Self.actionWords) }
    let (model, fallback) = MachineModel.random(ids: ids, &dice)
    if fallback { fallbacks += 1 }
    var actions: [YNode] = []
    for (index, id) in model.initial.enumerated() {
      actions.append(action(id, onTap: model.onTapNode(id, &dice), destructive: index > 0))
    }
    let alternates = model.alternates.map { id in
      action(id, onTap: model.onTapNode(id, &dice), destructive: true)
    }
    entries.append(("actions", .list(actions)))
    entries.append(("alternates", .list(alternates)))
    return model
  }

  /// Zero to five plain registered actions: new ones (some anchored for reuse), aliases of
  /// earlier anchored actions of the file, and merged copies of them; returns the machine.
  mutating func plainActions(_ file: Int, _ entries: inout [(String, YNode)]) -> MachineModel {
    var ids: [String] = []
    var actions: [YNode] = []
    for slot in 0..<dice.pick([0, 1, 1, 2, 2, 2, 3, 4, 5]) {
      let shared = sharedActions[file].filter { !ids.contains($0.id) }
      if let reused = shared.isEmpty ? nil : dice.pick(shared), dice.chance(0.3) {
        if dice.chance(0.5) {
          actions.append(YNode(kind: .alias(reused.anchor)))
          ids.append(reused.id)
          continue
        }
        let id = identifier(Self.actionWords)
        let own = [("id", styled(id)), ("title", visible(dice.pick(Self.titles), field: "title"))]
        actions.append(.map(.action, [("<<", YNode(kind: .alias(reused.anchor)))] + own))
        ids.append(id)
        continue
      }
      let id = identifier(Self.actionWords)
      let anchor = dice.chance(0.3) ? "shared\(number())" : nil
      actions.append(action(id, onTap: nil, destructive: slot > 0 && anchor == nil, anchor: anchor))
      if let anchor { sharedActions[file].append((anchor, id)) }
      ids.append(id)
    }
    if !actions.isEmpty || dice.chance(0.2) { entries.append(("actions", .list(actions))) }
    return MachineModel(initial: ids, alternates: [], rules: [:])
  }
}
