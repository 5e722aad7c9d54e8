// Random dynamic-action machines that Herald must accept cleanly, their `onTap` nodes and
// scenarios replayed on the model.

extension MachineModel {
  /// A clean machine over some of `ids` (at least two) with at least one `onTap`: random rules
  /// until one passes `isClean`, else a plain toggle. `fallback` tells which one it is.
  static func random(ids: [String], _ dice: inout SpecDice) -> (model: MachineModel, fallback: Bool)
  {
    for _ in 0..<400 {
      let count = dice.int(2...ids.count)
      let pool = Array(dice.shuffled(ids).prefix(count))
      let registered = dice.int(1...min(2, count))
      var rules: [String: TapRule] = [:]
      for id in pool { rules[id] = randomRule(for: id, pool: pool, &dice) }
      let model = MachineModel(
        initial: Array(pool.prefix(registered)), alternates: Array(pool.dropFirst(registered)),
        rules: rules)
      if !rules.isEmpty, model.isClean { return (model, false) }
    }
    let toggle = [ids[0]: TapRule(becomes: ids[1]), ids[1]: TapRule(becomes: ids[0])]
    return (MachineModel(initial: [ids[0]], alternates: [ids[1]], rules: toggle), true)
  }

  /// A random rule for `id` naming only ids of `pool`; nil for an action without `onTap`.
  static func randomRule(for id: String, pool: [String], _ dice: inout SpecDice) -> TapRule? {
    let others = pool.filter { $0 != id }
    var rule = TapRule()
    switch dice.int(0...9) {
    case 0: return nil
    case 1: return rule
    case 2, 3: rule.becomes = dice.pick(others)
    case 4:
      for source in dice.shuffled(pool).prefix(dice.int(1...2)) {
        rule.replace.append((source, dice.pick(pool.filter { $0 != source })))
      }
    case 5, 6:
      rule.becomes = dice.chance(0.4) ? dice.pick(others) : nil
      rule.remove = dice.shuffled(dice.subset(pool, limit: 2))
      rule.append = dice.shuffled(dice.subset(pool, limit: 2))
    case 7: rule.set = dice.shuffled(dice.subset(pool, limit: 2))
    case 8: rule.response = dice.pick(["dismiss", "dismissAndForwardAction", "doNotDismiss"])
    default:
      rule.becomes = dice.pick(others)
      rule.response = "doNotDismiss"
    }
    if rule.response == nil, dice.chance(0.15) { rule.response = "doNotDismiss" }
    return rule
  }

  /// A random walk of up to `length` taps from the registered actions, restarting there after
  /// a terminal tap, and the list it leaves shown.
  func walk(length: Int, _ dice: inout SpecDice) -> (taps: [String], expect: [String]) {
    var state = initial
    var taps: [String] = []
    for _ in 0..<length where !state.isEmpty {
      let tap = dice.pick(state)
      taps.append(tap)
      guard let (next, terminal) = step(state, tap: tap) else { preconditionFailure("unclean") }
      state = terminal ? initial : next
    }
    return (taps, state)
  }

  /// The `onTap` node of `id`, or nil.
  func onTapNode(_ id: String, _ dice: inout SpecDice) -> YNode? {
    guard let rule = rules[id] else { return nil }
    var entries: [(String, YNode)] = []
    if let becomes = rule.becomes { entries.append(("becomes", .text(becomes))) }
    if !rule.replace.isEmpty {
      let pairs = rule.replace.map { ($0.source, YNode.text($0.target)) }
      entries.append(("replace", .map(.replace, pairs, flow: dice.chance(0.5))))
    }
    if !rule.remove.isEmpty || (rule.set == nil && dice.chance(0.05)) {
      entries.append(("remove", list(rule.remove, &dice)))
    }
    if !rule.append.isEmpty { entries.append(("append", list(rule.append, &dice))) }
    if let set = rule.set { entries.append(("set", list(set, &dice))) }
    if let response = rule.response { entries.append(("response", .raw(response))) }
    return .map(.onTap, dice.shuffled(entries), flow: dice.chance(0.4))
  }

  /// A list of ids, flow or block.
  func list(_ ids: [String], _ dice: inout SpecDice) -> YNode {
    .list(ids.map { .text($0) }, flow: ids.isEmpty || dice.chance(0.6))
  }
}
