// Structured mutations of a valid random spec: each one must make Herald report an error.

import HeraldCore

/// One kind of damage that always makes a spec set invalid.
enum SpecMutation: String, CaseIterable, Sendable {
  /// Removes a key the object requires.
  case deleteRequiredKey
  /// Writes a mapping where a string goes.
  case mapForString
  /// Writes a string where a boolean goes.
  case stringForBoolean
  /// Writes a list where an object goes.
  case listForMapping
  /// Writes a string where a list goes.
  case stringForList
  /// Gives a category, extension or action the id (or target) of another.
  case duplicateID
  /// Names an id that does not exist in `onTap`, an extension or a scenario.
  case brokenReference
  /// Writes a word outside a closed vocabulary (or an unknown platform key).
  case badEnumValue
  /// Adds a key the object does not know.
  case unknownKey
  /// Cuts the file inside a double-quoted scalar.
  case unterminatedQuote

  /// The keys each object must have (for `icon`: its only key, one of two).
  static let required: [NodeRole: [String]] = [
    .file: ["version"], .category: ["id"], .action: ["id", "title"], .icon: ["system", "template"],
    .textInput: ["buttonTitle", "placeholder"], .localizedString: ["default"],
    .formatArgument: ["app", "payload", "fallback"], .scenario: ["name", "taps", "expect"],
    .mediaButton: ["type", "frame"],
    .contentExtension: ["target", "categories", "initialContentSizeRatio"],
    .startState: ["userInfoKey"],
  ]
  /// The keys whose value is a string (or a localizable string), by object.
  static let strings: [NodeRole: Set<String>] = [
    .category: ["id", "swiftName", "hiddenPreviewsBodyPlaceholder", "categorySummaryFormat"],
    .action: ["id", "swiftName", "title"], .icon: ["system", "template"],
    .textInput: ["buttonTitle", "placeholder"], .localizedString: ["key", "default", "comment"],
    .formatArgument: ["app", "payload"], .scenario: ["name"], .onTap: ["becomes"],
    .swift: ["namespace"], .localization: ["table"],
    .contentExtension: ["target", "principalClass", "mainStoryboard"], .mediaButton: ["tint"],
    .startState: ["userInfoKey"],
  ]
  /// The keys whose value is a boolean, by object.
  static let booleans: [NodeRole: Set<String>] = [
    .category: ["register"], .action: ["textInput"],
    .contentExtension: ["defaultContentHidden", "overridesDefaultTitle", "userInteractionEnabled"],
  ]
  /// The keys whose value is a list (that no other shape may replace), by object.
  static let lists: [NodeRole: Set<String>] = [
    .file: ["categories", "extensions"], .action: ["options", "unavailable"],
    .category: [
      "actions", "alternates", "intentIdentifiers", "options", "foregroundPresentation",
      "scenarios", "unavailable",
    ],
    .onTap: ["remove", "append", "set"], .scenario: ["taps", "expect"], .mediaButton: ["frame"],
    .localizedString: ["arguments"],
  ]
  /// The keys whose value (or items) come from a closed vocabulary, by object.
  static let vocabularies: [NodeRole: Set<String>] = [
    .swift: ["accessLevel"], .localization: ["bundle"], .onTap: ["response"],
    .mediaButton: ["type"], .category: ["options", "foregroundPresentation", "unavailable"],
    .action: ["options", "unavailable"], .formatArgument: ["type"],
  ]

  /// The error ids of which at least one must be reported.
  var expectedErrors: Set<RuleID> {
    switch self {
    case .deleteRequiredKey: [.missingKey]
    case .mapForString: [.wrongType, .missingKey, .unknownKey]
    case .stringForBoolean, .stringForList: [.wrongType]
    case .listForMapping: [.wrongType, .yamlBadMerge]
    case .duplicateID: [.duplicateCategory, .duplicateExtension, .duplicateAction]
    case .brokenReference:
      [.onTapUnknownAction, .extensionUnknownCategory, .scenarioNotShown]
    case .badEnumValue: [.invalidValue, .unknownKey]
    case .unknownKey: [.unknownKey]
    case .unterminatedQuote: [.yamlSyntax]
    }
  }

  /// `spec` with this damage done somewhere (chosen by `dice`) and what was done; nil when the
  /// spec has no place for it (no extension to duplicate, for example).
  func apply(to spec: RandomSpec, _ dice: inout SpecDice) -> (spec: RandomSpec, change: String)? {
    let sites = MutationSite.all(in: spec)
    guard let (site, change, edit) = plan(sites, &dice) else { return nil }
    var mutated = spec
    mutated.files[site.file].root.update(at: site.path[...], edit)
    if self == .unterminatedQuote {
      mutated.files[site.file].cut = ("\"TRUNCATE-HERE", 1 + dice.int(0...12))
    }
    let place = "\(spec.files[site.file].path) at \(site.path)"
    return (mutated, "\(rawValue): \(change) in \(place)")
  }
}
