// Random actions: titles, options, icons, text input, availability, with their onTap.

extension SpecBuilder {
  /// SF Symbol names for system icons.
  static let symbols = ["star.fill", "heart", "arrowshape.turn.up.left", "trash", "bell.badge"]
  /// Text-input button titles.
  static let buttons = ["Send", "Post ✉️", "OK", "Go \"now\""]
  /// Text-input placeholders, the empty one included.
  static let placeholders = [
    "", "Say something nice", "Type…", "Écrivez ici", "50% is not a format",
  ]

  /// An action with `id`; `destructive` allows the destructive option (never on a first
  /// registered action, which would draw a note); an `anchor` marks it for reuse.
  mutating func action(_ id: String, onTap: YNode?, destructive: Bool, anchor: String? = nil)
    -> YNode
  {
    var entries: [(String, YNode)] = [("id", styled(id))]
    entries.append(("title", visible(dice.pick(Self.titles), field: "title")))
    if anchor == nil, dice.chance(0.12) { entries.append(("swiftName", .text("named\(number())"))) }
    if dice.chance(0.35) {
      let options = ["authenticationRequired", "foreground"] + (destructive ? ["destructive"] : [])
      entries.append(("options", list(dice.shuffled(dice.subset(options)), raw: true)))
    }
    var availability: [(String, YNode)] = []
    if dice.chance(0.3) {
      let icon =
        dice.chance(0.6)
        ? ("system", styled(dice.pick(Self.symbols))) : ("template", styled("Icon\(number())"))
      entries.append(("icon", .map(.icon, [icon], flow: dice.chance(0.6))))
      for (platform, minimum) in settings.belowIconMinimum {
        availability.append((platform, RandomSettings.version(minimum, 0, &dice)))
      }
    }
    if let input = textInput() { entries.append(("textInput", input)) }
    if let onTap { entries.append(("onTap", onTap)) }
    entries += gating(availability)
    var node = YNode.map(.action, [entries[0]] + dice.shuffled(Array(entries.dropFirst())))
    node.anchor = anchor
    node.flow = dice.chance(0.1)
    return node
  }

  /// `textInput`: `true`, `false` or the strings (an empty placeholder now and then), or nil.
  mutating func textInput() -> YNode? {
    guard dice.chance(0.25) else { return nil }
    switch dice.int(0...9) {
    case 0...2: return .raw("true")
    case 3: return .raw(dice.pick(["false", "False"]))
    default:
      let button = visible(dice.pick(Self.buttons), field: "buttonTitle")
      let placeholder = visible(dice.pick(Self.placeholders), field: "placeholder")
      let entries = dice.shuffled([("buttonTitle", button), ("placeholder", placeholder)])
      return .map(.textInput, entries, flow: dice.chance(0.4))
    }
  }

  /// `availability` (with the versions in `required`, plus maybe more) and `unavailable`
  /// entries; `unavailable` always leaves at least one targeted platform.
  mutating func gating(_ required: [(String, YNode)]) -> [(String, YNode)] {
    var entries: [(String, YNode)] = []
    var availability = required
    if dice.chance(0.12) {
      let target = dice.pick(settings.targets)
      if !availability.contains(where: { $0.0 == target.platform }) {
        let version = RandomSettings.version(target.major + dice.int(0...2), target.minor, &dice)
        availability.append((target.platform, version))
      }
    }
    if !availability.isEmpty {
      entries.append(("availability", .map(.availability, availability, flow: dice.chance(0.5))))
    }
    if dice.chance(0.12) {
      let kept = dice.pick(settings.targets).platform
      let all = ["iOS", "macOS", "macCatalyst", "watchOS", "visionOS", "tvOS"]
      let gone = dice.shuffled(dice.subset(all.filter { $0 != kept }, probability: 0.3, limit: 3))
      entries.append(("unavailable", list(gone.isEmpty ? ["tvOS"] : gone, raw: true)))
    }
    return entries
  }
}
