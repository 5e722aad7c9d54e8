// Random Live Activities for the property tests (issue 40): activities whose attributes and
// content state are payload fields of the types an activity carries (string, integer, number,
// boolean, date, url and lists of them; a named type, a map or `json` is `live-activity-field`),
// string enums and optional keys among them, in each `dates` wire form, declared in one spec.
// Drawn from `SpecDice`, so a seed gives the same activities on every toolchain. Keys, enum
// values and field declarations are `RandomContracts`'; the pushes are in
// RandomActivities+Pushes.swift.

import HeraldCore

/// One random Live Activity.
struct RandomActivity {
  /// The seed it was drawn from, for failure messages.
  let seed: UInt64
  /// Its position among the seed's activities.
  let index: Int
  /// `swiftName`, when declared.
  let swiftName: String?
  /// Its `dates` wire form.
  let dates: ActivityDateWireForm
  /// Whether the spec spells `dates` (the default form may be left out).
  let spellsDates: Bool
  /// `pushToStart`.
  let pushToStart: Bool
  /// `staleAfter`, when declared.
  let staleAfter: Int?
  /// `attributes`, possibly none.
  let attributes: [DeclaredField]
  /// `contentState`, at least one field.
  let contentState: [DeclaredField]

  /// The activity's id: unique across seeds, so that the activities of several seeds share
  /// one spec and one compile.
  var id: String { "s\(seed)-activity-\(index)" }

  /// The generated `ActivityAttributes` type, derived here from the id as docs/language.md
  /// says (`s3-activity-1` → `S3Activity1Attributes`), not read from herald.
  var typeName: String { (swiftName ?? "S\(seed)Activity\(index)") + "Attributes" }

  /// Draws activity `index` of `seed`. The first activity of each seed has one field of each
  /// kind that must always be in a run: an enum, an optional URL and lists of dates two deep.
  init(seed: UInt64, index: Int, _ random: inout SpecDice) {
    self.seed = seed
    self.index = index
    swiftName = random.chance(0.2) ? "Seed\(seed)Renamed\(index)" : nil
    // The first three of a seed take one form each, so every run has all three.
    let forms: [ActivityDateWireForm] = [.secondsSince2001, .secondsSince1970, .iso8601]
    dates = index < forms.count ? forms[index] : random.pick(forms)
    spellsDates = dates != .secondsSince2001 || random.chance(0.5)
    pushToStart = random.chance(0.7)
    staleAfter = random.chance(0.3) ? random.int(1...7_200) : nil
    attributes = Self.fields(&random, count: random.int(0...4))
    var state = Self.fields(&random, count: random.int(1...5))
    if index == 0 {
      state += [
        DeclaredField(
          key: "phase", type: .string, isOptional: false, enumValues: RandomContracts.enumSets[2],
          swiftName: nil),
        DeclaredField(
          key: "link", type: .url, isOptional: true, enumValues: nil, swiftName: nil),
        DeclaredField(
          key: "marks", type: .array(.array(.date)), isOptional: false, enumValues: nil,
          swiftName: nil),
      ]
    }
    contentState = state
  }

  /// `count` fields with distinct keys, of the types an activity carries.
  static func fields(_ random: inout SpecDice, count: Int) -> [DeclaredField] {
    var special = RandomContracts.specialKeys
    return (0..<count).map { index in
      let key: String
      if random.chance(0.25), !special.isEmpty {
        let word = random.pick(special)
        special.removeAll { $0 == word }
        key = word
      } else {
        key = RandomContracts.key(index, &random)
      }
      var type = random.pick([DeclaredType.string, .integer, .number, .boolean, .date, .url])
      var enumValues: [String]?
      if random.chance(0.25) {
        type = .string
        enumValues = random.pick(RandomContracts.enumSets)
      }
      switch random.int(0...5) {
      case 0: type = .array(type)
      case 1: type = .array(.array(type))
      default: break
      }
      return DeclaredField(
        key: key, type: type, isOptional: random.chance(0.35), enumValues: enumValues,
        swiftName: random.chance(0.15) ? "renamed\(index)" : nil)
    }
  }

  /// The activity's entry of `liveActivities`, in YAML's block style.
  var entry: String {
    var text = "  - id: \(id)\n"
    if let swiftName { text += "    swiftName: \(swiftName)\n" }
    if spellsDates { text += "    dates: \(dates.rawValue)\n" }
    if pushToStart { text += "    pushToStart: true\n" }
    if let staleAfter { text += "    staleAfter: \(staleAfter)\n" }
    if !attributes.isEmpty {
      text += "    attributes:\n" + RandomContracts.fieldsText(attributes, indent: "      ")
    }
    return text + "    contentState:\n"
      + RandomContracts.fieldsText(contentState, indent: "      ")
  }

  /// A spec declaring only this activity: `check-payload` then checks each push against it
  /// alone, as an app with one activity does, so a broken push's error names its key path in
  /// its message rather than in a note per candidate activity.
  var spec: String { "version: 1\nliveActivities:\n" + entry }
}

/// The random activities of several seeds, in one spec.
struct RandomActivities {
  /// Every activity, seed by seed.
  let activities: [RandomActivity]
  /// `swift.accessLevel`: internal structs keep Swift's memberwise initializer, public ones get
  /// one written out, so both are compiled over a few runs.
  let access: String

  /// Draws `perSeed` activities of each seed.
  init(seeds: [UInt64], perSeed: Int) {
    var activities: [RandomActivity] = []
    for seed in seeds {
      var random = SpecDice(seed: seed)
      for index in 0..<perSeed {
        activities.append(RandomActivity(seed: seed, index: index, &random))
      }
    }
    self.activities = activities
    var random = SpecDice(seed: seeds.first ?? 0)
    access = random.pick(["internal", "public"])
  }

  /// The spec of every activity.
  var spec: String {
    "version: 1\nswift: { accessLevel: \(access) }\nliveActivities:\n"
      + activities.map(\.entry).joined()
  }
}
