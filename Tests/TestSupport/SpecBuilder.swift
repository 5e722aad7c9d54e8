// The random spec generator's state and its small pieces: ids, visible strings, format strings.

/// Builds the parts of one random spec set; see `RandomSpec` for the whole.
struct SpecBuilder {
  /// Words that category ids are made of.
  static let categoryWords = ["podcast", "invite", "chat", "map", "order", "alarm", "news", "ride"]
  /// Words that action ids are made of.
  static let actionWords = [
    "play", "pause", "reply", "like", "accept", "decline", "snooze", "undo",
  ]
  /// Ids that are Swift keywords as a whole (each used at most once per set).
  static let keywords = [
    "default", "protocol", "class", "Self", "return", "open", "init", "Type", "in", "self",
  ]
  /// Titles and other visible strings: quotes, escapes, emoji, line breaks, YAML look-alikes.
  static let titles = [
    "Play", "Pause", "Mark as Read", "Reply", "Répondre", "🙂 Like", "Say \"hi\"", "back\\slash",
    "\\(interp)", "Two\nlines", "Yes", "No", "12", "1.50", "true", "日本語", "#tag", "a: b",
    "- dash", "[x]", "50% off", "Snooze 👩‍👩‍👧‍👦", "e\u{301}", "שלום", "it's", "{ not: a map }",
  ]
  /// Comments for translators.
  static let comments = ["The button that plays", "Shown in the banner", "Ünïcödé comment"]

  /// The choices.
  var dice: SpecDice
  /// The set-wide settings.
  let settings: RandomSettings
  /// The last number handed out; every id and name carries a number of its own.
  var counter = 0
  /// Keyword ids already used, lowercased: `Self` and `self` would meet as `_self`.
  var usedKeywords: Set<String> = []
  /// The id of the category whose actions are being made, while one is.
  var currentCategory: String? = nil
  /// Whether an action of the current category already took a spelling of its id.
  var categoryVariantUsed = false
  /// How many dynamic categories fell back to the plain toggle machine.
  var fallbacks = 0
  /// Per file: anchored plain actions that later categories of that file may reuse.
  var sharedActions: [[(anchor: String, id: String)]]
  /// Per file: anchored extensions that later extensions of that file may merge.
  var sharedExtensions: [[String]]
  /// The choices of payload contracts, apart from the rest (`SpecBuilder+Payload.swift`).
  var payloadDice: SpecDice
  /// The named payload types made so far, in the order made.
  var payloadTypes: [PayloadTypePlan] = []

  /// Starts a builder for `files` files.
  init(dice: SpecDice, settings: RandomSettings, files: Int, payloadDice: SpecDice) {
    self.dice = dice
    self.payloadDice = payloadDice
    self.settings = settings
    sharedActions = Array(repeating: [], count: files)
    sharedExtensions = Array(repeating: [], count: files)
  }

  /// A fresh number.
  mutating func number() -> Int {
    counter += 1
    return counter
  }

  /// A fresh id made of one of `words` and a fresh number in one of many spellings, or now and
  /// then a keyword. The number keeps derived Swift names and localization keys unique.
  mutating func identifier(_ words: [String]) -> String {
    let number = number()
    let word = dice.pick(words)
    switch dice.int(0...10) {
    case 0: return "\(word)-\(number)"
    case 1: return "\(word).\(number)"
    case 2: return "\(word)_\(number)"
    case 3: return word.prefix(1).uppercased() + word.dropFirst() + "\(number)"
    case 4: return "\(number)\(word)"
    case 5: return "\(word) \(number)"
    case 6: return "\(word)-é-\(number)"
    case 7:
      let keyword = dice.pick(Self.keywords)
      if usedKeywords.insert(keyword.lowercased()).inserted { return keyword }
      return "\(word)\(number)"
    case 9:
      // A long id (about 45 to 60 characters, the length up to which generated code is laid
      // out as swift-format lays it out: docs/language.md): its names fill a generated line.
      return "\(word)-" + String(repeating: "long-", count: dice.int(7...9)) + "\(number)"
    case 8:
      // An action spelled like its category (`podcast3` in `podcast3`, `PODCAST3`, `Podcast3`):
      // its case name then sits next to the category's type name. One per category, since
      // `podcast3` and `Podcast3` side by side collide, as documented.
      guard let category = currentCategory, !categoryVariantUsed else { return "\(word)\(number)" }
      categoryVariantUsed = true
      switch dice.int(0...2) {
      case 0: return category
      case 1: return category.uppercased()
      default: return category.prefix(1).uppercased() + category.dropFirst()
      }
    default: return "\(word)\(number)"
    }
  }

  /// `text` as a scalar in a random style.
  mutating func styled(_ text: String) -> YNode {
    .text(text, dice.pick([.text, .text, .single, .double]))
  }

  /// A visible string: plain, or (with localization) sometimes a `{ key, default, comment }`
  /// mapping with a fresh key.
  mutating func visible(_ text: String, field: String) -> YNode {
    guard settings.localized, dice.chance(0.35) else { return styled(text) }
    var entries: [(String, YNode)] = [
      ("key", .text("k\(number()).\(field)")), ("default", styled(text)),
    ]
    if dice.chance(0.6) { entries.append(("comment", styled(dice.pick(Self.comments)))) }
    return .map(.localizedString, dice.shuffled(entries), flow: dice.chance(0.5))
  }

  /// A valid format string: `%u`, positional forms, `%%`, and `%@` only where it draws no
  /// warning; an empty one only for a placeholder.
  mutating func format(placeholder: Bool) -> String {
    var options = ["%u new items", "%1$u more", "100%% done", "Nothing new", "%u nouveaux 🙂"]
    if settings.allowsObjectArgument { options += ["%u more from %@", "%2$@ sent %1$u"] }
    if placeholder { options.append("") }
    return dice.pick(options)
  }

  /// A list of scalars, flow or block.
  mutating func list(_ values: [String], raw: Bool = false) -> YNode {
    .list(values.map { raw ? .raw($0) : .text($0) }, flow: values.isEmpty || dice.chance(0.5))
  }
}
