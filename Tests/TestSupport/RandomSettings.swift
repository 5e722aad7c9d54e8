// The set-wide settings of a random spec (platforms, swift, localization, app) and their
// spellings.

/// One deployment target of a random spec.
struct RandomTarget: Equatable {
  /// The platform's spelling.
  let platform: String
  /// The major version.
  let major: Int
  /// The minor version.
  let minor: Int
}

/// The settings every file of a random spec set agrees on, by value.
struct RandomSettings {
  /// The platforms a random spec may target, with the versions it may pick for each (none below
  /// the floors of `deployment-target`).
  static let versions: [(platform: String, versions: [(Int, Int)])] = [
    ("iOS", [(13, 0), (13, 4), (14, 0), (15, 0), (16, 0), (17, 0)]),
    ("macOS", [(10, 15), (11, 0), (12, 0), (13, 0), (14, 0)]),
    ("macCatalyst", [(13, 1), (14, 0), (15, 0), (16, 0)]),
    ("watchOS", [(6, 0), (7, 0), (8, 0), (9, 0), (10, 0)]),
    ("visionOS", [(1, 0), (2, 0)]),
  ]
  /// The first version of each platform with action icons.
  static let iconMinimums = [
    "iOS": 15, "macOS": 12, "macCatalyst": 15, "watchOS": 8, "visionOS": 1,
  ]

  /// The deployment targets; nil leaves `platforms` out (the set then targets iOS 15.0).
  var platforms: [RandomTarget]?
  /// The `swift` block, or nil.
  var swift: YNode?
  /// The `localization` block, or nil.
  var localization: YNode?
  /// The `app` block, or nil (see `pickApp`).
  var app: YNode?

  /// Picks settings.
  init(_ dice: inout SpecDice) {
    if dice.chance(0.85) {
      let chosen = RandomSettings.versions.filter {
        $0.platform == "iOS" ? dice.chance(0.85) : dice.chance(0.3)
      }
      let picked = chosen.isEmpty ? [RandomSettings.versions[dice.int(0...4)]] : chosen
      platforms = picked.map { entry in
        let (major, minor) = dice.pick(entry.versions)
        return RandomTarget(platform: entry.platform, major: major, minor: minor)
      }
    }
    if dice.chance(0.6) {
      let access = YNode.raw(dice.pick(["internal", "public", "package"]))
      let name = YNode.text(dice.pick(["Notifications", "AppAlerts", "N2"]))
      let entries = dice.subset([("accessLevel", access), ("namespace", name)])
      swift = .map(.swift, dice.shuffled(entries), flow: dice.chance(0.5))
    }
    if dice.chance(0.5) {
      let table = YNode.text(dice.pick(["Notifications", "Alerts", "My Table"]))
      let bundle = YNode.raw(dice.pick(["main", "module"]))
      let entries = dice.subset([("table", table), ("bundle", bundle)])
      localization = .map(.localization, dice.shuffled(entries), flow: dice.chance(0.5))
    }
  }

  /// Picks the `app` block with dice of its own: the block came after the others, and drawing
  /// it from the main dice would have changed the spec of every existing seed.
  mutating func pickApp(_ dice: inout SpecDice) {
    guard dice.chance(0.4) else { return }
    let identifier = YNode.text(dice.pick(["com.example.app", "org.example.Herald-Demo", "a.b"]))
    let payloads = YNode.raw(dice.pick(["true", "false"]))
    let entries = dice.subset([("bundleIdentifier", identifier), ("samplePayloads", payloads)])
    app = .map(.app, dice.shuffled(entries), flow: dice.chance(0.5))
  }

  /// The targets in effect.
  var targets: [RandomTarget] { platforms ?? [RandomTarget(platform: "iOS", major: 15, minor: 0)] }
  /// The iOS deployment target's major version, if the set targets iOS.
  var iOS: Int? { targets.first { $0.platform == "iOS" }?.major }
  /// Whether `%@` stays silent: the set does not target iOS 15 or later.
  var allowsObjectArgument: Bool { (iOS ?? 0) < 15 }
  /// Whether `allowInCarPlay` is allowed: macOS is not the only platform.
  var allowsCarPlay: Bool { targets.map(\.platform) != ["macOS"] }
  /// Whether strings may be written in their localized form.
  var localized: Bool { localization != nil }
  /// The targets below the icon minimum, with that minimum.
  var belowIconMinimum: [(platform: String, minimum: Int)] {
    targets.compactMap { target in
      let minimum = RandomSettings.iconMinimums[target.platform] ?? 0
      return (target.major, target.minor) < (minimum, 0) ? (target.platform, minimum) : nil
    }
  }

  /// The `platforms` block as one file writes it: each version in a spelling of its own.
  func platformsNode(_ dice: inout SpecDice) -> YNode? {
    guard let platforms else { return nil }
    let entries = platforms.map { ($0.platform, RandomSettings.version($0.major, $0.minor, &dice)) }
    return .map(.platforms, dice.shuffled(entries), flow: dice.chance(0.5))
  }

  /// A version in one of the spellings that mean it: `"15.0"`, `15.0`, `15`, `"15.0.0"`.
  static func version(_ major: Int, _ minor: Int, _ dice: inout SpecDice) -> YNode {
    switch dice.int(0...3) {
    case 0: .text("\(major).\(minor)", .double)
    case 1: .raw("\(major).\(minor)")
    case 2 where minor == 0: .raw("\(major)")
    default: .text("\(major).\(minor).0", dice.pick([.single, .double]))
    }
  }
}
