// Unit tests of the plist merge on `PlistValue` dictionaries: what Herald owns and what it keeps.

import HeraldCore
import Testing

@testable import HeraldCLI
@testable import HeraldPlist

/// Tests of `PlistMerge.merge`.
struct PlistMergeTests {
  /// A spec's `NSExtension` dictionary for `decl`.
  static func spec(_ decl: ExtensionDecl) -> [String: PlistValue] {
    ExtensionAttributes.nsExtension(decl).mapValues(PlistValue.init)
  }

  /// An extension serving `ShowMap` with a principal class or a storyboard.
  static func decl(storyboard: Bool = false, hidden: Bool? = nil) -> ExtensionDecl {
    let here = SourceRange.fileStart("spec.yml")
    var decl = ExtensionDecl(target: Located("MapUI", at: here), range: here)
    decl.categories = [Located("ShowMap", at: here)]
    decl.initialContentSizeRatio = Located(0.5, at: here)
    if storyboard {
      decl.mainStoryboard = Located("MainInterface", at: here)
    } else {
      decl.principalClass = Located("MapViewController", at: here)
    }
    decl.defaultContentHidden = hidden.map { Located($0, at: here) }
    return decl
  }

  /// A team's plist with stale owned values and foreign keys at every level.
  static let teamPlist: [String: PlistValue] = [
    "CFBundleName": .string("Maps"),
    "UNNotificationExtensionCategory": .string("top-level, not owned"),
    "NSExtension": .dictionary([
      "NSExtensionPrincipalClass": .string("Old.Controller"),
      "NSExtensionPointIdentifier": .string("com.example.old"),
      "TeamSetting": .array([.integer(1), .real(1), .bool(true)]),
      "NSExtensionAttributes": .dictionary([
        "UNNotificationExtensionCategory": .array([.string("Old")]),
        "UNNotificationExtensionInitialContentSizeRatio": .integer(2),
        "UNNotificationExtensionDefaultContentHidden": .bool(false),
        "UNNotificationExtensionOverridesDefaultTitle": .bool(true),
        "UNNotificationExtensionUserInteractionEnabled": .bool(true),
        "NSExtensionPrincipalClass": .string("attributes level, not owned"),
        "TeamAttribute": .data([0, 1, 2]),
      ]),
    ]),
  ]

  /// `NSExtension` and `NSExtensionAttributes` of a merged plist.
  static func sections(_ root: [String: PlistValue]) throws
    -> (section: [String: PlistValue], attributes: [String: PlistValue])
  {
    let section = try PlistMerge.dictionary(root["NSExtension"], at: [])
    return (section, try PlistMerge.dictionary(section["NSExtensionAttributes"], at: []))
  }

  /// Owned keys get the spec's values; the booleans the spec does not set keep the file's.
  @Test func ownedKeysReplaced() throws {
    let merged = try PlistMerge.merge(Self.spec(Self.decl(hidden: true)), into: Self.teamPlist)
    let (section, attributes) = try Self.sections(merged)
    #expect(
      section["NSExtensionPrincipalClass"] == .string("$(PRODUCT_MODULE_NAME).MapViewController"))
    #expect(section["NSExtensionPointIdentifier"] == .string(ExtensionAttributes.pointIdentifier))
    #expect(attributes["UNNotificationExtensionCategory"] == .string("ShowMap"))
    #expect(attributes["UNNotificationExtensionInitialContentSizeRatio"] == .real(0.5))
    #expect(attributes["UNNotificationExtensionDefaultContentHidden"] == .bool(true))
    #expect(attributes["UNNotificationExtensionOverridesDefaultTitle"] == .bool(true))
    #expect(attributes["UNNotificationExtensionUserInteractionEnabled"] == .bool(true))
  }

  /// A spec without `defaultContentHidden` keeps the file's value, whichever it is, and one that
  /// sets it replaces it.
  @Test func unsetOptionalBooleanKept() throws {
    let key = "UNNotificationExtensionDefaultContentHidden"
    let merged = try PlistMerge.merge(Self.spec(Self.decl()), into: Self.teamPlist)
    #expect(try Self.sections(merged).attributes[key] == .bool(false))
    let set = try PlistMerge.merge(Self.spec(Self.decl(hidden: true)), into: merged)
    #expect(try Self.sections(set).attributes[key] == .bool(true))
  }

  /// Keys the team set by hand under `NSExtensionAttributes`, Apple's and its own, survive a
  /// spec that does not mention them.
  @Test func handSetAttributesKept() throws {
    let team: [String: PlistValue] = [
      "NSExtension": .dictionary([
        "NSExtensionAttributes": .dictionary([
          "UNNotificationExtensionDefaultContentHidden": .bool(true),
          "UNNotificationExtensionOverridesDefaultTitle": .bool(true),
          "TeamFlag": .string("x"),
        ])
      ])
    ]
    let attributes = try Self.sections(PlistMerge.merge(Self.spec(Self.decl()), into: team))
      .attributes
    #expect(attributes["UNNotificationExtensionDefaultContentHidden"] == .bool(true))
    #expect(attributes["UNNotificationExtensionOverridesDefaultTitle"] == .bool(true))
    #expect(attributes["TeamFlag"] == .string("x"))
    #expect(attributes["UNNotificationExtensionCategory"] == .string("ShowMap"))
  }

  /// `prune` makes `NSExtensionAttributes` exactly the spec's, and leaves every other level.
  @Test func pruneKeepsOnlyTheSpecsAttributes() throws {
    let spec = Self.spec(Self.decl(hidden: false))
    let merged = try PlistMerge.merge(spec, into: Self.teamPlist, prune: true)
    let (section, attributes) = try Self.sections(merged)
    #expect(attributes == (try PlistMerge.dictionary(spec["NSExtensionAttributes"], at: [])))
    #expect(section["TeamSetting"] == .array([.integer(1), .real(1), .bool(true)]))
    #expect(merged["CFBundleName"] == .string("Maps"))
  }

  /// The interface key the spec does not use is removed, in both directions.
  @Test func unusedInterfaceKeyRemoved() throws {
    let storyboard = try PlistMerge.merge(
      Self.spec(Self.decl(storyboard: true)), into: Self.teamPlist)
    let storyboardSection = try Self.sections(storyboard).section
    #expect(storyboardSection["NSExtensionPrincipalClass"] == nil)
    #expect(storyboardSection["NSExtensionMainStoryboard"] == .string("MainInterface"))
    let principal = try PlistMerge.merge(Self.spec(Self.decl()), into: storyboard)
    let principalSection = try Self.sections(principal).section
    #expect(principalSection["NSExtensionMainStoryboard"] == nil)
    #expect(principalSection["NSExtensionPrincipalClass"] != nil)
  }

  /// Foreign keys at the top, in `NSExtension` and in its attributes keep their values, even
  /// when they carry an owned name at another level.
  @Test func foreignKeysKeptAtEveryLevel() throws {
    let merged = try PlistMerge.merge(Self.spec(Self.decl()), into: Self.teamPlist)
    let (section, attributes) = try Self.sections(merged)
    #expect(merged["CFBundleName"] == .string("Maps"))
    #expect(merged["UNNotificationExtensionCategory"] == .string("top-level, not owned"))
    #expect(section["TeamSetting"] == .array([.integer(1), .real(1), .bool(true)]))
    #expect(attributes["NSExtensionPrincipalClass"] == .string("attributes level, not owned"))
    #expect(attributes["TeamAttribute"] == .data([0, 1, 2]))
    #expect(
      merged.keys.sorted() == ["CFBundleName", "NSExtension", "UNNotificationExtensionCategory"])
  }

  /// A plist without `NSExtension` gets exactly the spec's dictionary.
  @Test func missingSectionsCreated() throws {
    let spec = Self.spec(Self.decl(hidden: false))
    let merged = try PlistMerge.merge(spec, into: ["CFBundleName": .string("Maps")])
    #expect(merged == ["CFBundleName": .string("Maps"), "NSExtension": .dictionary(spec)])
  }

  /// An `NSExtension` or `NSExtensionAttributes` that is not a dictionary is reported, not
  /// replaced.
  @Test func nonDictionarySectionsRejected() {
    let spec = Self.spec(Self.decl())
    #expect(throws: PlistShapeProblem(keyPath: ["NSExtension"], kind: "a string")) {
      try PlistMerge.merge(spec, into: ["NSExtension": .string("x")])
    }
    let attributes: [String: PlistValue] = [
      "NSExtension": .dictionary(["NSExtensionAttributes": .array([])])
    ]
    #expect(
      throws: PlistShapeProblem(
        keyPath: ["NSExtension", "NSExtensionAttributes"], kind: "an array")
    ) { try PlistMerge.merge(spec, into: attributes) }
  }

  /// The owned-key lists are exactly the keys `ExtensionAttributes` can produce, so the merge
  /// and the generator cannot drift apart.
  @Test func ownedKeysMatchExtensionAttributes() throws {
    var every = Self.decl()
    let here = SourceRange.fileStart("spec.yml")
    every.defaultContentHidden = Located(true, at: here)
    every.overridesDefaultTitle = Located(false, at: here)
    every.userInteractionEnabled = Located(true, at: here)
    var storyboard = every
    storyboard.principalClass = nil
    storyboard.mainStoryboard = Located("MainInterface", at: here)
    var sectionKeys: Set<String> = []
    var attributeKeys: Set<String> = []
    for decl in [every, storyboard] {
      let spec = Self.spec(decl)
      sectionKeys.formUnion(spec.keys.filter { $0 != "NSExtensionAttributes" })
      attributeKeys.formUnion(try PlistMerge.dictionary(spec["NSExtensionAttributes"], at: []).keys)
    }
    #expect(sectionKeys == Set(PlistMerge.ownedExtensionKeys))
    #expect(attributeKeys == Set(PlistMerge.ownedAttributeKeys))
    let least = try PlistMerge.dictionary(Self.spec(Self.decl())["NSExtensionAttributes"], at: [])
    #expect(Set(least.keys) == Set(PlistMerge.requiredAttributeKeys))
  }
}

/// `plist merge --target App`: the app's Live Activity keys (issue 40).
struct PlistMergeAppTests {
  /// Contracts of activities, one with frequent updates when asked.
  static func activities(frequent: Bool) -> [LiveActivityContract] {
    let here = SourceRange.fileStart("spec.yml")
    var decl = LiveActivityDecl(id: Located("delivery", at: here), range: here)
    decl.frequentUpdates = Located(frequent, at: here)
    return [LiveActivityContract(decl)]
  }

  /// Both keys are set when an activity asks for frequent updates; others are kept.
  @Test func setsBothKeys() {
    let merged = PlistMerge.mergeApp(
      Self.activities(frequent: true), into: ["CFBundleName": .string("Food")])
    #expect(merged["NSSupportsLiveActivities"] == .bool(true))
    #expect(merged["NSSupportsLiveActivitiesFrequentUpdates"] == .bool(true))
    #expect(merged["CFBundleName"] == .string("Food"))
  }

  /// Without frequent updates that key is removed, and a stale false becomes true.
  @Test func removesFrequentUpdatesNoActivityAsksFor() {
    let merged = PlistMerge.mergeApp(
      Self.activities(frequent: false),
      into: [
        "NSSupportsLiveActivities": .bool(false),
        "NSSupportsLiveActivitiesFrequentUpdates": .bool(true),
      ])
    #expect(merged == ["NSSupportsLiveActivities": .bool(true)])
  }

  /// A set without activities leaves the file as it is.
  @Test func noActivitiesKeepsTheFile() {
    let root: [String: PlistValue] = ["NSSupportsLiveActivities": .bool(false)]
    #expect(PlistMerge.mergeApp([], into: root) == root)
  }
}
