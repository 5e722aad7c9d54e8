// Random pushes of a `RandomActivity`: valid start, update and end pushes built from its
// contract, and pushes broken once in `content-state` or a start's `attributes` (a required key
// dropped or null, a value of the wrong type, a date in the wrong wire form, an enum value
// outside the enum, a string that is no URL), each with the key path where it breaks. Values,
// sites and wrong types are `RandomContracts`'.

import HeraldCore

/// One Live Activity push to decode and check.
struct ActivityPush {
  /// `<activity id>/<event>-<valid|broken>-<n>`.
  let label: String
  /// The activity it is built for.
  let activity: RandomActivity
  /// `start`, `update` or `end`.
  let event: String
  /// The whole push.
  let json: Wire
  /// For a broken push, its one mutation: the key path from the push's top
  /// (`aps.content-state.eta`), as the checker and the decoding error write it.
  let mutation: PayloadMutation?
  /// The same key path as steps (empty for a valid push), to find the value in the push.
  var steps: [PathStep] = []
  /// What the mutation did, for a broken push.
  var kind: ActivityBreak? = nil
}

/// How a broken push was broken.
enum ActivityBreak: String, CaseIterable {
  /// A required key left out.
  case dropped
  /// A required key set to null.
  case null
  /// A value of another JSON type.
  case wrongType = "wrong type"
  /// A date in another wire form than the activity's `dates`, or text that is no date.
  case dateForm = "date form"
  /// A string outside the field's enum.
  case outsideEnum = "outside the enum"
  /// A string that is no URL.
  case notAURL = "not a URL"
}

extension RandomContracts {
  /// Contracts without named types or categories: what `sites` needs for fields that use no
  /// named type, a Live Activity's.
  init() {}
}

extension RandomActivity {
  /// Numbers a default `JSONDecoder` reads as a `Double`: `RandomContracts.numbers` but those
  /// Foundation refuses although they are JSON numbers (`1e-400`, which underflows, and `0E2`),
  /// which neither the checker nor a schema tells apart (noted in the tests' report).
  static let numbers = RandomContracts.numbers.filter { $0 != "1e-400" && $0 != "0E2" }

  /// Strings that no URL parser takes: Foundation's `URL(string:)` refuses them, and so does
  /// the language's absolute-URL rule.
  static let badURLs = ["", "https://exa mple.com", "1a:b"]

  /// A valid date in the activity's wire form: seconds (whole, or with a fraction a `Double`
  /// holds exactly, so that the round trip through `Date` is exact) or RFC 3339 text of any
  /// case, offset and fraction.
  func date(_ random: inout SpecDice) -> Wire {
    switch dates {
    case .iso8601:
      var text = RandomContracts.date(&random)
      // As `RandomContracts.value`: a date whose UTC instant leaves years 0000-9999 has no
      // text to encode back to.
      while PayloadWire.parseDate(text).flatMap(PayloadWire.formatDate) == nil {
        text = RandomContracts.date(&random)
      }
      return .string(text)
    case .secondsSince1970, .secondsSince2001:
      let whole = random.int(-2_000_000_000...2_000_000_000)
      return .number("\(whole)" + random.pick(["", ".5", ".25", ".0"]))
    }
  }

  /// A valid value of a field's type.
  func value(_ type: DeclaredType, enumValues: [String]?, _ random: inout SpecDice) -> Wire {
    switch type {
    case .string:
      .string(enumValues.map { random.pick($0) } ?? random.pick(RandomContracts.strings))
    case .integer: .number(random.pick(RandomContracts.integers))
    case .number: .number(random.pick(Self.numbers))
    case .boolean: .bool(random.chance(0.5))
    case .url:
      .string(random.chance(0.5) ? random.pick(RandomContracts.urls) : RandomContracts.url(&random))
    case .date: date(&random)
    case .array(let element):
      .array((0..<random.int(0...3)).map { _ in value(element, enumValues: enumValues, &random) })
    default: fatalError("a Live Activity carries no \(type.spelling)")
    }
  }

  /// A valid object of `fields`: optional keys absent, null or set, an undeclared key beside
  /// them now and then (the generated type ignores it; the checker warns).
  func object(_ fields: [DeclaredField], _ random: inout SpecDice) -> Wire {
    var members: [(String, Wire)] = []
    for field in fields {
      if field.isOptional, random.chance(0.4) {
        if random.chance(0.5) { members.append((field.key, .null)) }
        continue
      }
      members.append((field.key, value(field.type, enumValues: field.enumValues, &random)))
    }
    if random.chance(0.2) { members.append(("x-undeclared", .array([.number("1"), .null]))) }
    return .object(random.shuffled(members))
  }

  /// A push of `event` around a content state and a start's attributes: a timestamp, and now
  /// and then a stale date after it, an end's dismissal date, a relevance score, an alert.
  func push(
    _ event: String, contentState: Wire?, attributes: Wire?, _ random: inout SpecDice
  ) -> Wire {
    let timestamp = random.int(1_700_000_000...1_800_000_000)
    var aps: [(String, Wire)] = [("event", .string(event)), ("timestamp", .number("\(timestamp)"))]
    if let contentState { aps.append(("content-state", contentState)) }
    if event == "start" {
      aps.append(("attributes-type", .string(typeName)))
      aps.append(("attributes", attributes ?? .object([])))
      if random.chance(0.5) {
        aps.append(("alert", .object([("title", .string(id)), ("body", .string("Started"))])))
      }
    }
    if event != "end", random.chance(0.4) {
      aps.append(("stale-date", .number("\(timestamp + (staleAfter ?? random.int(1...3_600)))")))
    }
    if event == "end", random.chance(0.5) {
      aps.append(("dismissal-date", .number("\(timestamp + random.int(0...14_400))")))
    }
    if random.chance(0.2) { aps.append(("relevance-score", .number("\(random.int(0...100))"))) }
    return .object([("aps", .object(random.shuffled(aps)))])
  }

  /// A valid push of `event`: a content state on start and update (and on half the ends),
  /// attributes on start.
  func validPush(_ event: String, _ random: inout SpecDice) -> Wire {
    let state = event != "end" || random.chance(0.5) ? object(contentState, &random) : nil
    let attributes = event == "start" ? object(self.attributes, &random) : nil
    return push(event, contentState: state, attributes: attributes, &random)
  }

  /// A value of `type` that a default `JSONDecoder` refuses at its key path and the checker
  /// reports there, and what it is (`ActivityBreak`): another JSON type, a date in another wire
  /// form, an enum value outside the enum, a string that is no URL.
  func brokenValue(_ type: DeclaredType, enumValues: [String]?, _ random: inout SpecDice) -> (
    Wire, ActivityBreak
  ) {
    switch (type, random.chance(0.6)) {
    case (.string, true) where enumValues != nil:
      return (.string(random.pick(["zz-not-listed", "CAR", "", "Default"])), .outsideEnum)
    case (.url, true):
      return (.string(random.pick(Self.badURLs)), .notAURL)
    case (.date, _) where dates == .iso8601:
      // A number (seconds, the default form) or text that is no RFC 3339 date-time.
      return random.chance(0.5)
        ? (.number(random.pick(["786692800", "0", "1.5"])), .dateForm)
        : (.string(random.pick(RandomContracts.badDates)), .dateForm)
    case (.date, _):
      // RFC 3339 text where seconds are read, or another JSON type.
      return random.chance(0.6)
        ? (.string(random.pick(["2026-12-01T10:00:00Z", "1765000000", ""])), .dateForm)
        : (random.pick([.bool(true), .array([]), .object([])]), .wrongType)
    default:
      return (RandomContracts.wrongType(type, &random), .wrongType)
    }
  }

  /// `state` (or `attributes`) broken once at a random site below `prefix`, with the key path
  /// of the break; nil when the object has no site (every key optional and left out).
  func breakOnce(
    _ object: Wire, _ fields: [DeclaredField], prefix: [PathStep], _ random: inout SpecDice
  )
    -> (Wire, [PathStep], ActivityBreak)?
  {
    let sites = RandomContracts().sites(object, fields: fields, path: [])
    guard !sites.isEmpty else { return nil }
    switch random.pick(sites) {
    case .required(let path):
      let remove = random.chance(0.5)
      let broken = object.replacing(path[...]) { _ in remove ? nil : .null }!
      return (broken, prefix + path, remove ? .dropped : .null)
    case .value(let path, let type, let enumValues):
      let (replacement, kind) = brokenValue(type, enumValues: enumValues, &random)
      return (object.replacing(path[...]) { _ in replacement }!, prefix + path, kind)
    case .shaped:
      fatalError("a Live Activity's field has no wire shape")
    }
  }

  /// A push broken once: in a start's attributes or in the content state of any event.
  func brokenPush(_ random: inout SpecDice) -> (Wire, String, [PathStep], ActivityBreak)? {
    let event = random.pick(["start", "update", "end"])
    var state = object(contentState, &random)
    var attributes = event == "start" ? object(self.attributes, &random) : nil
    let path: [PathStep]
    let kind: ActivityBreak
    if let given = attributes, random.chance(0.4),
      let (broken, at, what) = breakOnce(
        given, self.attributes, prefix: [.key("aps"), .key("attributes")], &random)
    {
      (attributes, path, kind) = (broken, at, what)
    } else if let (broken, at, what) = breakOnce(
      state, contentState, prefix: [.key("aps"), .key("content-state")], &random)
    {
      (state, path, kind) = (broken, at, what)
    } else {
      return nil
    }
    let json = push(event, contentState: state, attributes: attributes, &random)
    return (json, event, path, kind)
  }

  /// `valid` valid pushes of each event and up to `broken` broken ones.
  func pushes(_ random: inout SpecDice, valid: Int, broken: Int) -> [ActivityPush] {
    var pushes: [ActivityPush] = []
    for event in ["start", "update", "end"] {
      for number in 0..<valid {
        pushes.append(
          ActivityPush(
            label: "\(id)/\(event)-valid-\(number)", activity: self, event: event,
            json: validPush(event, &random), mutation: nil))
      }
    }
    for number in 0..<broken {
      guard let (json, event, steps, kind) = brokenPush(&random) else { continue }
      pushes.append(
        ActivityPush(
          label: "\(id)/\(event)-broken-\(number)", activity: self, event: event, json: json,
          mutation: PayloadMutation(path: PathStep.text(steps), what: kind.rawValue),
          steps: steps, kind: kind))
    }
    return pushes
  }
}

extension RandomActivities {
  /// Every activity's pushes, each activity drawing from its own seed's dice after its
  /// declarations, so one activity's pushes do not move with the others'.
  func pushes(valid: Int, broken: Int) -> [ActivityPush] {
    activities.flatMap { activity in
      var random = SpecDice(seed: activity.seed &* 1_000_003 &+ UInt64(activity.index))
      return activity.pushes(&random, valid: valid, broken: broken)
    }
  }
}
