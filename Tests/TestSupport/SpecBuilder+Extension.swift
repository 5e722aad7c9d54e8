// Random content extensions: each serves one to three categories, with every optional key, and
// later extensions of a file sometimes merge an earlier one.

extension SpecBuilder {
  /// Extensions that serve `served` together (each category exactly once), as (file, node).
  mutating func extensions(serving served: [String], files: Int) -> [(file: Int, node: YNode)] {
    var remaining = dice.shuffled(served)
    var result: [(file: Int, node: YNode)] = []
    while !remaining.isEmpty {
      let group = Array(remaining.prefix(dice.int(1...3)))
      remaining.removeFirst(group.count)
      let file = dice.int(0...files - 1)
      result.append((file, contentExtension(group, file: file)))
    }
    return result
  }

  /// One extension serving `group`: a merged copy of an earlier anchored extension of the same
  /// file, or a new one (maybe anchored).
  mutating func contentExtension(_ group: [String], file: Int) -> YNode {
    let target = dice.pick([
      "Ext\(number())UI", "Ext\(number())_Content",
      "Ext\(number())RideOfferNotificationContentTarget",
    ])
    let categories =
      group.count == 1 && dice.chance(0.7) ? styled(group[0]) : list(group.map { $0 })
    let own: [(String, YNode)] = [("target", styled(target)), ("categories", categories)]
    if let base = sharedExtensions[file].last, dice.chance(0.35) {
      return .map(.contentExtension, [("<<", YNode(kind: .alias(base)))] + own)
    }
    var entries = own
    if dice.chance(0.6) {
      let name = dice.pick(["NotificationViewController", "Kit\(number()).ViewController"])
      entries.append(("principalClass", styled(name)))
    } else {
      entries.append(("mainStoryboard", styled(dice.pick(["MainInterface", "Story board"]))))
    }
    let ratio = dice.pick(["0", "0.0001", "0.5", "1", "1.5", ".75", "+1.25", "1e-3"])
    entries.append(("initialContentSizeRatio", .raw(ratio)))
    for key in ["defaultContentHidden", "overridesDefaultTitle", "userInteractionEnabled"]
    where dice.chance(0.4) {
      entries.append((key, .raw(dice.pick(["true", "false", "True", "FALSE"]))))
    }
    if dice.chance(0.3) { entries.append(("mediaPlayPauseButton", mediaButton())) }
    var node = YNode.map(
      .contentExtension, [entries[0]] + dice.shuffled(Array(entries.dropFirst())))
    if dice.chance(0.3) {
      node.anchor = "ext\(number())"
      sharedExtensions[file].append(node.anchor!)
    }
    return node
  }

  /// A media play/pause button with a valid frame and maybe a tint.
  mutating func mediaButton() -> YNode {
    var entries: [(String, YNode)] = [
      ("type", .raw(dice.pick(["none", "default", "overlay"]))),
      (
        "frame", list([dice.pick(["0", "10.5"]), "0", dice.pick(["44", "0.5"]), "44"], raw: true)
      ),
    ]
    if dice.chance(0.5) { entries.append(("tint", styled(dice.pick(["#FF3B30", "#00ff00cc"])))) }
    return .map(.mediaButton, dice.shuffled(entries), flow: dice.chance(0.5))
  }
}
