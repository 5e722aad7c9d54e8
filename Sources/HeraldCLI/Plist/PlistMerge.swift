// Merges Herald's `NSExtension` keys into a team's own Info.plist, keeping every other key.

import HeraldCore
import HeraldPlist

/// The keys Herald owns in an extension's Info.plist, and the merge that replaces only them.
///
/// Herald owns exactly the keys `ExtensionAttributes.nsExtension` can generate, in two groups:
/// the keys every spec sets (the extension point, the category, the size ratio, and one of the
/// principal class and the storyboard) are always written, and the other interface key is
/// removed; the three booleans are written when the spec sets them and otherwise left as the
/// file has them, since a team may set them by hand and a missing boolean means `false` anyway.
enum PlistMerge {
  /// Herald's keys directly inside `NSExtension`: the spec sets the point identifier and one of
  /// the other two, and the other is removed (an extension has one interface).
  static let ownedExtensionKeys = [
    "NSExtensionMainStoryboard", "NSExtensionPointIdentifier", "NSExtensionPrincipalClass",
  ]

  /// Keys inside `NSExtension.NSExtensionAttributes` that every spec sets.
  static let requiredAttributeKeys = [
    "UNNotificationExtensionCategory", "UNNotificationExtensionInitialContentSizeRatio",
  ]

  /// Keys inside `NSExtension.NSExtensionAttributes` that Herald writes only when the spec sets
  /// them; when it does not, the file's value (or its absence) is kept, unless pruning.
  static let optionalAttributeKeys = [
    "UNNotificationExtensionDefaultContentHidden", "UNNotificationExtensionOverridesDefaultTitle",
    "UNNotificationExtensionUserInteractionEnabled",
  ]

  /// Every key Herald can write inside `NSExtension.NSExtensionAttributes`.
  static let ownedAttributeKeys = requiredAttributeKeys + optionalAttributeKeys

  /// `root` with Herald's keys taken from `nsExtension` (the spec's `NSExtension` dictionary,
  /// as `ExtensionAttributes.nsExtension` builds it): each key of `ownedExtensionKeys` and
  /// `requiredAttributeKeys` gets the spec's value or is removed when the spec has none, and each
  /// optional key the spec sets gets its value. With `prune`, `NSExtensionAttributes` becomes
  /// exactly the spec's. Every other key, at every level, is kept as it is. Throws when
  /// `NSExtension` or `NSExtensionAttributes` holds something other than a dictionary, which
  /// cannot be merged into without dropping it.
  static func merge(
    _ nsExtension: [String: PlistValue], into root: [String: PlistValue], prune: Bool = false
  ) throws(PlistShapeProblem) -> [String: PlistValue] {
    let extensionPath = ["NSExtension"]
    let attributesPath = extensionPath + ["NSExtensionAttributes"]
    var section = try dictionary(root["NSExtension"], at: extensionPath)
    var attributes = try dictionary(section["NSExtensionAttributes"], at: attributesPath)
    let specAttributes = try dictionary(nsExtension["NSExtensionAttributes"], at: attributesPath)
    if prune { attributes = [:] }
    for key in requiredAttributeKeys { attributes[key] = specAttributes[key] }
    for key in optionalAttributeKeys where specAttributes[key] != nil {
      attributes[key] = specAttributes[key]
    }
    for key in ownedExtensionKeys { section[key] = nsExtension[key] }
    section["NSExtensionAttributes"] = .dictionary(attributes)
    var result = root
    result["NSExtension"] = .dictionary(section)
    return result
  }

  /// The app's Info.plist keys Herald owns when the set declares Live Activities.
  static let appActivityKeys = [
    "NSSupportsLiveActivities", "NSSupportsLiveActivitiesFrequentUpdates",
  ]

  /// The app's keys for its Live Activities: `NSSupportsLiveActivities` when the set declares
  /// any, and `NSSupportsLiveActivitiesFrequentUpdates` when one of them says `frequentUpdates`.
  static func appKeys(_ activities: [LiveActivityContract]) -> [String: PlistValue] {
    guard !activities.isEmpty else { return [:] }
    var keys: [String: PlistValue] = ["NSSupportsLiveActivities": .bool(true)]
    if activities.contains(where: \.frequentUpdates) {
      keys["NSSupportsLiveActivitiesFrequentUpdates"] = .bool(true)
    }
    return keys
  }

  /// `root` with the app's keys: with activities declared, each of `appActivityKeys` gets the
  /// spec's value or is removed when the spec has none (frequent updates no activity asks for);
  /// without activities the file is kept as it is. Every other key is kept.
  static func mergeApp(_ activities: [LiveActivityContract], into root: [String: PlistValue])
    -> [String: PlistValue]
  {
    guard !activities.isEmpty else { return root }
    let keys = appKeys(activities)
    var result = root
    for key in appActivityKeys { result[key] = keys[key] }
    return result
  }

  /// The members of a dictionary value; an absent value is an empty dictionary.
  static func dictionary(_ value: PlistValue?, at keyPath: [String]) throws(PlistShapeProblem)
    -> [String: PlistValue]
  {
    switch value {
    case nil: return [:]
    case .dictionary(let members): return members
    case let other?: throw PlistShapeProblem(keyPath: keyPath, kind: other.kindName)
    }
  }
}

/// A value where the merge needs a dictionary.
struct PlistShapeProblem: Error, Equatable {
  /// Where it is, key by key.
  let keyPath: [String]
  /// What it is instead (`a string`).
  let kind: String
}

extension PlistValue {
  /// The kind of value, with its article, for messages (`an array`).
  var kindName: String {
    switch self {
    case .string: "a string"
    case .bool: "a boolean"
    case .integer: "an integer"
    case .real: "a real"
    case .array: "an array"
    case .dictionary: "a dictionary"
    case .data: "data"
    case .date: "a date"
    }
  }
}
