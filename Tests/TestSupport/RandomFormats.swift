// Random titles with arguments: visible strings of a random category rewritten as localized
// formats whose placeholders agree with their fixed, app and payload arguments, each source only
// where the language allows it.

import HeraldCore

/// Rewrites some visible strings of random categories as formats with `arguments`. Its dice are
/// its own, so the rest of a seed's spec stays as it was before formats existed.
struct RandomFormats {
  /// The app arguments, one type per name: every use of a name agrees, as one registration
  /// parameter must (`format-argument-conflict`).
  static let appArguments: [(name: String, type: FormatValueType)] = [
    ("userName", .string), ("snoozeMinutes", .integer), ("unitPrice", .number),
    ("badgeCount", .integer),
  ]
  /// Keys that several strings share, each with its one default (`localization-key-conflict`)
  /// showing one argument of the given type.
  static let sharedKeys: [(key: String, format: String, type: FormatValueType)] = [
    ("shared.snooze.title", "Snooze for %lld min", .integer),
    ("shared.reply.title", "Reply to %@", .string),
    ("shared.tip.title", "Tip %.2f €", .number),
  ]
  /// The words between placeholders: accents, emoji, quotes and YAML look-alikes.
  static let words = [
    "Snooze", "for", "min", "Reply to", "from", "Pay", "left", "🙂", "Répondre à", "\"quoted\"",
    "a: b", "#tag", "- x", "日本語",
  ]
  /// Fixed text values; those that a plain scalar would read as a number or a Boolean are
  /// always quoted.
  static let strings = ["Anna", "them", "Zoë", "12", "true", "50%", "a, b", "Say \"hi\"", ""]

  /// The choices.
  var dice: SpecDice
  /// Whether the set has `localization`, so that a string may carry a `key`.
  let localized: Bool
  /// The last number of a fresh key.
  var counter = 0

  /// Where a string is and so which arguments it may take.
  struct Sources {
    /// Whether an app argument reaches the string: the app builds it when it registers.
    var app: Bool
    /// The payload keys a content extension fills the string from, with their types.
    var payload: [(key: String, type: FormatValueType)]
  }

  /// `node` (a category of `plan`) with some of its visible strings rewritten as formats.
  mutating func category(_ node: YNode, _ plan: CategoryPlan) -> YNode {
    guard case .map(var entries) = node.kind else { return node }
    // The content extension rebuilds the actions of a served category with a machine, from the
    // notification it shows: there, payload arguments are filled and app arguments cannot be.
    // A category with scenarios has a machine too, whether or not it has `onTap`.
    let rebuilt = plan.served && (plan.dynamic || node["scenarios"] != nil)
    let actionSources = Sources(
      app: !rebuilt, payload: plan.dynamic && plan.served ? Self.payloadKeys(node["payload"]) : [])
    for index in entries.indices {
      switch entries[index].key {
      case "hiddenPreviewsBodyPlaceholder" where dice.chance(0.3):
        entries[index].value = text(
          Sources(app: true, payload: []), field: "placeholder", systemCount: true)
      case "actions", "alternates":
        guard case .list(let actions) = entries[index].value.kind else { continue }
        entries[index].value.kind = .list(actions.map { action($0, actionSources) })
      default: continue
      }
    }
    var result = node
    result.kind = .map(entries)
    return result
  }

  /// An action with its title and text-input strings maybe rewritten. An anchored action takes
  /// fixed arguments only: its aliases may stand in categories whose strings take no others.
  mutating func action(_ node: YNode, _ sources: Sources) -> YNode {
    guard node.role == .action, case .map(var entries) = node.kind else { return node }
    let sources = node.anchor == nil ? sources : Sources(app: false, payload: [])
    for index in entries.indices {
      switch entries[index].key {
      case "title" where dice.chance(0.3):
        entries[index].value = text(sources, field: "title", systemCount: false)
      case "textInput":
        guard entries[index].value.role == .textInput,
          case .map(var strings) = entries[index].value.kind
        else { continue }
        for inner in strings.indices where dice.chance(0.3) {
          strings[inner].value = text(sources, field: strings[inner].key, systemCount: false)
        }
        entries[index].value.kind = .map(strings)
      default: continue
      }
    }
    var result = node
    result.kind = .map(entries)
    return result
  }

  /// The keys of a category's `payload` that a placeholder shows (string, integer, number; an
  /// enum is a string), with their types.
  static func payloadKeys(_ payload: YNode?) -> [(key: String, type: FormatValueType)] {
    (payload?.entries ?? []).compactMap { entry in
      let spelling =
        entry.value.role == .payloadField ? entry.value["type"]?.scalar : entry.value.scalar
      guard let spelling, let type = FormatValueType(rawValue: spelling) else { return nil }
      return (entry.key, type)
    }
  }

  /// A localized format with arguments from `sources`: a shared key's format now and then,
  /// else a format of zero to three arguments; `systemCount` adds the system's `%u` at times.
  mutating func text(_ sources: Sources, field: String, systemCount: Bool) -> YNode {
    var entries: [(String, YNode)] = []
    let format: String
    let arguments: [YNode]
    if localized, dice.chance(0.25) {
      let shared = dice.pick(Self.sharedKeys)
      entries.append(("key", .text(shared.key)))
      format = shared.format
      arguments = [argument(shared.type, sources)]
    } else {
      if localized, dice.chance(0.4) {
        counter += 1
        entries.append(("key", .text("fmt\(counter).\(field)")))
      }
      let count = dice.pick([0, 1, 1, 1, 2, 2, 3])
      var types: [FormatValueType] = []
      var built: [YNode] = []
      for _ in 0..<count {
        let (type, node) = anyArgument(sources)
        types.append(type)
        built.append(node)
      }
      format = self.format(types, systemCount: systemCount)
      arguments = built
    }
    entries.append(("default", .text(format, dice.pick([.text, .double, .single]))))
    if dice.chance(0.3) {
      entries.append(("comment", .text(dice.pick(SpecBuilder.comments), .double)))
    }
    entries.append(("arguments", .list(arguments, flow: arguments.isEmpty || dice.chance(0.6))))
    return .map(.localizedString, dice.shuffled(entries), flow: dice.chance(0.5))
  }

  /// A format showing arguments of `types` in order: unnumbered, or numbered in a shuffled
  /// order with one of them shown twice now and then; with `%%` and, where the system counts,
  /// `%u` at times.
  mutating func format(_ types: [FormatValueType], systemCount: Bool) -> String {
    let positional = !types.isEmpty && dice.chance(0.35)
    var order = Array(types.indices)
    if positional {
      order = dice.shuffled(order)
      if dice.chance(0.3) { order.append(dice.pick(order)) }
    }
    var pieces = order.map { index in
      (positional ? "%\(index + 1)$" : "%") + spelling(types[index])
    }
    if dice.chance(0.2) { pieces.insert("%%", at: dice.int(0...pieces.count)) }
    if systemCount, dice.chance(0.5) { pieces.insert("%u", at: dice.int(0...pieces.count)) }
    var words: [String] = []
    for piece in pieces {
      if dice.chance(0.7) { words.append(dice.pick(Self.words)) }
      words.append(piece)
    }
    if words.isEmpty || dice.chance(0.4) { words.append(dice.pick(Self.words)) }
    return words.joined(separator: " ")
  }

  /// A placeholder's conversion for `type`, in one of its spellings.
  mutating func spelling(_ type: FormatValueType) -> String {
    switch type {
    case .string: "@"
    case .integer: dice.pick(["lld", "ld"])
    case .number: dice.pick(["f", "lf", ".2f", ".1f"])
    }
  }

  /// An argument from any of `sources`, with the type its placeholder shows.
  mutating func anyArgument(_ sources: Sources) -> (FormatValueType, YNode) {
    var kinds = ["fixed"]
    if sources.app { kinds.append("app") }
    if !sources.payload.isEmpty { kinds += ["payload", "payload"] }
    switch dice.pick(kinds) {
    case "app":
      let app = dice.pick(Self.appArguments)
      return (app.type, appArgument(app.name, app.type))
    case "payload":
      let field = dice.pick(sources.payload)
      return (field.type, payloadArgument(field.key, field.type))
    default:
      let type = dice.pick([FormatValueType.string, .integer, .number])
      return (type, fixed(type))
    }
  }

  /// An argument of `type` from any of `sources` that has one.
  mutating func argument(_ type: FormatValueType, _ sources: Sources) -> YNode {
    let apps = sources.app ? Self.appArguments.filter { $0.type == type } : []
    let keys = sources.payload.filter { $0.type == type }
    switch dice.int(0...2) {
    case 1 where !apps.isEmpty: return appArgument(dice.pick(apps).name, type)
    case 2 where !keys.isEmpty: return payloadArgument(dice.pick(keys).key, type)
    default: return fixed(type)
    }
  }

  /// `{ app: name }`, with its `type` written now and then.
  mutating func appArgument(_ name: String, _ type: FormatValueType) -> YNode {
    var entries: [(String, YNode)] = [("app", .text(name))]
    if dice.chance(0.4) { entries.append(("type", .raw(type.rawValue))) }
    return .map(.formatArgument, dice.shuffled(entries), flow: dice.chance(0.7))
  }

  /// `{ payload: key, fallback: value }`.
  mutating func payloadArgument(_ key: String, _ type: FormatValueType) -> YNode {
    let entries: [(String, YNode)] = [("payload", .text(key)), ("fallback", fixed(type))]
    return .map(.formatArgument, dice.shuffled(entries), flow: dice.chance(0.7))
  }

  /// A fixed value that fills a placeholder of `type`; a whole number fills a number's too.
  mutating func fixed(_ type: FormatValueType) -> YNode {
    switch type {
    case .integer: return .raw(dice.pick(["5", "15", "0", "-3", "1000000"]))
    case .number where dice.chance(0.3): return .raw(dice.pick(["2", "60"]))
    case .number: return .raw(dice.pick(["2.5", "0.75", "-1.25", "12.50"]))
    case .string:
      let text = dice.pick(Self.strings)
      let plainIsText = text.first?.isLetter == true && !["true", "True", "TRUE"].contains(text)
      return .text(text, plainIsText ? dice.pick([.text, .double, .single]) : .double)
    }
  }
}
