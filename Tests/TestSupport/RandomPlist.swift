// Seeded random property lists and extension specs for the plist-merge property test.

import Foundation
import HeraldCore
import HeraldPlist

/// SplitMix64: a tiny, seeded, deterministic random-number generator.
struct SplitMix64: RandomNumberGenerator {
  /// The state, advanced by a fixed odd constant per number.
  var state: UInt64

  /// The next 64 random bits.
  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var mixed = state
    mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
    mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
    return mixed ^ (mixed >> 31)
  }
}

/// Builds random values from one seed; the same seed always gives the same values.
struct RandomPlist {
  /// The draws: `SpecDice`'s own range arithmetic, the same on every toolchain.
  var dice: SpecDice

  /// The generator under the draws, for raw bits.
  var generator: SplitMix64 {
    get { dice.generator }
    set { dice.generator = newValue }
  }

  /// Starts from `seed`.
  init(seed: UInt64) { dice = SpecDice(seed: seed) }

  /// Characters for keys and strings: XML specials, non-ASCII, a space and a newline.
  static let characters = Array("abcXYZ09 _-.&<>\"'é日🙂\n")

  /// The keys `PlistMerge` owns directly inside `NSExtension`, in its order. Spelt out because
  /// this library is built without access to HeraldCLI's internals (`swift build -c release`
  /// builds it too); `PlistMergePropertyTests.sameSeedSamePlist` checks that they agree.
  static let ownedExtensionKeys = [
    "NSExtensionMainStoryboard", "NSExtensionPointIdentifier", "NSExtensionPrincipalClass",
  ]

  /// The keys `PlistMerge` owns inside `NSExtension.NSExtensionAttributes`, in its order.
  static let ownedAttributeKeys = [
    "UNNotificationExtensionCategory", "UNNotificationExtensionInitialContentSizeRatio",
    "UNNotificationExtensionDefaultContentHidden", "UNNotificationExtensionOverridesDefaultTitle",
    "UNNotificationExtensionUserInteractionEnabled",
  ]

  /// Names Herald owns somewhere: foreign keys at the levels where Herald does not own them.
  static let trickyKeys =
    ["NSExtension", "NSExtensionAttributes"] + ownedExtensionKeys + ownedAttributeKeys

  /// A number in `range`.
  mutating func int(_ range: ClosedRange<Int>) -> Int { dice.int(range) }

  /// True with probability `probability`.
  mutating func chance(_ probability: Double) -> Bool { dice.chance(probability) }

  /// A string of up to `maxLength` characters.
  mutating func string(maxLength: Int = 8) -> String {
    var text = ""
    for _ in 0..<int(0...maxLength) {
      text.append(Self.characters[int(0...Self.characters.count - 1)])
    }
    return text
  }

  /// A key that is none of `excluded`: sometimes a name Herald owns at another level.
  mutating func key(excluding excluded: Set<String>) -> String {
    while true {
      let candidate =
        chance(0.2) ? Self.trickyKeys[int(0...Self.trickyKeys.count - 1)] : string(maxLength: 12)
      if !excluded.contains(candidate) { return candidate }
    }
  }

  /// An integer, often an edge of the 64-bit range.
  mutating func integer() -> Int {
    [0, 1, -1, Int.min, Int.max, int(-1000...1000), Int(truncatingIfNeeded: generator.next())][
      int(0...6)]
  }

  /// A real: whole numbers (written without a point), fractions, extremes, random bit patterns.
  mutating func real() -> Double {
    let bits = Double(bitPattern: generator.next())
    let choices = [
      0, 1, 0.5, 0.1, -2.5, 1e20, 1e-7, .infinity, -.infinity,
      Double(int(-1_000_000_000...1_000_000_000)) / 1_000,
      bits.isFinite ? bits : 3,
    ]
    return choices[int(0...choices.count - 1)]
  }

  /// Any value, nested at most `depth` more levels.
  mutating func value(depth: Int) -> PlistValue {
    switch int(0...(depth > 0 ? 8 : 6)) {
    case 0, 6: return .string(string())
    case 1: return .bool(chance(0.5))
    case 2: return .integer(integer())
    case 3: return .real(real())
    case 4:
      return .data((0..<int(0...90)).map { _ in UInt8(truncatingIfNeeded: generator.next()) })
    case 5: return .date(Double(int(-2_208_988_800...4_102_444_800)))  // 1900 to 2100
    case 7:
      var items: [PlistValue] = []
      for _ in 0..<int(0...4) { items.append(value(depth: depth - 1)) }
      return .array(items)
    default: return .dictionary(dictionary(count: int(0...4), excluding: [], depth: depth - 1))
    }
  }

  /// A dictionary of `count` random keys (none of `excluded`) and values.
  mutating func dictionary(count: Int, excluding excluded: Set<String>, depth: Int)
    -> [String: PlistValue]
  {
    var members: [String: PlistValue] = [:]
    for _ in 0..<count { members[key(excluding: excluded)] = value(depth: depth) }
    return members
  }

  /// A hand-kept Info.plist: foreign keys at every level, some owned keys with any old value.
  mutating func infoPlist() -> [String: PlistValue] {
    var root = dictionary(count: int(0...5), excluding: ["NSExtension"], depth: 2)
    guard chance(0.85) else { return root }
    let sectionOwned = Set(Self.ownedExtensionKeys + ["NSExtensionAttributes"])
    var section = dictionary(count: int(0...4), excluding: sectionOwned, depth: 2)
    for key in Self.ownedExtensionKeys where chance(0.5) { section[key] = value(depth: 1) }
    if chance(0.85) {
      let owned = Set(Self.ownedAttributeKeys)
      var attributes = dictionary(count: int(0...4), excluding: owned, depth: 2)
      for key in owned where chance(0.5) { attributes[key] = value(depth: 1) }
      section["NSExtensionAttributes"] = .dictionary(attributes)
    }
    root["NSExtension"] = .dictionary(section)
    return root
  }

  /// A random content extension, in the shape the validator accepts.
  mutating func extensionDecl() -> ExtensionDecl {
    let here = SourceRange.fileStart("random.yml")
    var decl = ExtensionDecl(target: Located("RandomUI", at: here), range: here)
    decl.categories = (0..<int(1...3)).map { Located("category-\($0)", at: here) }
    if chance(0.5) {
      decl.principalClass = Located(chance(0.5) ? "Kit.ViewController" : "ViewController", at: here)
    } else {
      decl.mainStoryboard = Located("MainInterface", at: here)
    }
    decl.initialContentSizeRatio = Located(Double(int(0...20)) / 8, at: here)
    let flags: [WritableKeyPath<ExtensionDecl, Located<Bool>?>] = [
      \.defaultContentHidden, \.overridesDefaultTitle, \.userInteractionEnabled,
    ]
    for flag in flags where chance(0.5) { decl[keyPath: flag] = Located(chance(0.5), at: here) }
    return decl
  }
}

/// Converts a value to the Foundation objects `PropertyListSerialization` writes.
func foundationObject(_ value: PlistValue) -> Any {
  switch value {
  case .string(let text): text
  case .bool(let flag): flag
  case .integer(let number): number
  case .real(let number): number
  case .array(let items): items.map(foundationObject)
  case .dictionary(let members): members.mapValues(foundationObject)
  case .data(let bytes): Data(bytes)
  case .date(let seconds): Date(timeIntervalSince1970: seconds)
  }
}
