// herald-roundtrip's driver: registers the generated categories on a fresh stand-in center and
// prints what was registered as JSON, in the format of the manifest's `categories`.
//
// herald-roundtrip compiles this file together with the generated
// App/NotificationCategories.swift and a one-line file that declares
// `typealias HeraldRoundtripNamespace = <the generated namespace enum>`, against the Linux
// UserNotifications stand-in. It is not part of any SwiftPM target.
//
// Test hook: with HERALD_ROUNDTRIP_DROP_ACTION=1 in the environment the driver leaves out the
// last action of the first category (in output order) that has actions, so that a test can
// prove the comparison in herald-roundtrip fails when the two sides differ.

import Foundation
import UserNotifications

/// A JSON value; objects print their keys sorted.
enum HeraldRoundtripJSON {
  /// `null`.
  case null
  /// A string.
  case string(String)
  /// An array.
  case array([HeraldRoundtripJSON])
  /// An object.
  case object([String: HeraldRoundtripJSON])

  /// A string, or `null` for nil.
  static func optional(_ text: String?) -> HeraldRoundtripJSON {
    text.map { .string($0) } ?? .null
  }

  /// The value as compact JSON text. Quotes, backslashes and control characters are escaped;
  /// every other scalar is written as is, so the text holds exactly the registered strings.
  var text: String {
    switch self {
    case .null: return "null"
    case .string(let value): return Self.quoted(value)
    case .array(let items): return "[" + items.map(\.text).joined(separator: ", ") + "]"
    case .object(let members):
      let pairs = members.keys.sorted().map { Self.quoted($0) + ": " + members[$0]!.text }
      return "{" + pairs.joined(separator: ", ") + "}"
    }
  }

  /// A JSON string literal for `value`.
  static func quoted(_ value: String) -> String {
    var output = "\""
    for scalar in value.unicodeScalars {
      switch scalar {
      case "\"": output += "\\\""
      case "\\": output += "\\\\"
      default:
        if scalar.value < 0x20 || scalar.value == 0x7F {
          let hex = String(scalar.value, radix: 16)
          output += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
        } else {
          output.unicodeScalars.append(scalar)
        }
      }
    }
    return output + "\""
  }
}

/// Turns stand-in objects into manifest-shaped JSON.
enum HeraldRoundtripEncoder {
  /// Action option names in Apple's declaration order, with their raw values.
  static let actionOptions: [(UInt, String)] = [
    (UNNotificationActionOptions.authenticationRequired.rawValue, "authenticationRequired"),
    (UNNotificationActionOptions.destructive.rawValue, "destructive"),
    (UNNotificationActionOptions.foreground.rawValue, "foreground"),
  ]

  /// Category option names in Apple's declaration order, with their raw values
  /// (`allowAnnouncement` by value, as it is deprecated).
  static let categoryOptions: [(UInt, String)] = [
    (UNNotificationCategoryOptions.customDismissAction.rawValue, "customDismissAction"),
    (UNNotificationCategoryOptions.allowInCarPlay.rawValue, "allowInCarPlay"),
    (UNNotificationCategoryOptions.hiddenPreviewsShowTitle.rawValue, "hiddenPreviewsShowTitle"),
    (
      UNNotificationCategoryOptions.hiddenPreviewsShowSubtitle.rawValue,
      "hiddenPreviewsShowSubtitle"
    ),
    (1 << 4, "allowAnnouncement"),
  ]

  /// The names of the bits set in `raw`, in table order; unknown bits as `unknown(0x…)`.
  static func options(_ raw: UInt, _ table: [(UInt, String)]) -> HeraldRoundtripJSON {
    var names = table.filter { raw & $0.0 != 0 }.map { HeraldRoundtripJSON.string($0.1) }
    let unknown = raw & ~table.reduce(0) { $0 | $1.0 }
    if unknown != 0 { names.append(.string("unknown(0x" + String(unknown, radix: 16) + ")")) }
    return .array(names)
  }

  /// One category, as the manifest writes it.
  static func category(_ category: UNNotificationCategory, actions: [UNNotificationAction])
    -> HeraldRoundtripJSON
  {
    .object([
      "identifier": .string(category.identifier),
      "actions": .array(actions.map(action)),
      "intentIdentifiers": .array(category.intentIdentifiers.map { .string($0) }),
      "options": options(category.options.rawValue, categoryOptions),
      "hiddenPreviewsBodyPlaceholder": .optional(category.standInHiddenPreviewsBodyPlaceholder),
      "categorySummaryFormat": .optional(category.standInCategorySummaryFormat),
    ])
  }

  /// One action, as the manifest writes it.
  static func action(_ action: UNNotificationAction) -> HeraldRoundtripJSON {
    var textInput = HeraldRoundtripJSON.null
    if let input = action as? UNTextInputNotificationAction {
      textInput =
        input.standInUsesSystemDefaults
        ? .object(["buttonTitle": .null, "placeholder": .null])
        : .object([
          "buttonTitle": .string(input.textInputButtonTitle),
          "placeholder": .string(input.textInputPlaceholder),
        ])
    }
    return .object([
      "identifier": .string(action.identifier),
      "title": .string(action.title),
      "options": options(action.options.rawValue, actionOptions),
      "icon": icon(action.icon),
      "textInput": textInput,
    ])
  }

  /// An icon as `{"system": name}` or `{"template": name}`, or `null`.
  static func icon(_ icon: UNNotificationActionIcon?) -> HeraldRoundtripJSON {
    guard let icon else { return .null }
    var object: [String: HeraldRoundtripJSON] = [:]
    if let name = icon.standInSystemImageName { object["system"] = .string(name) }
    if let name = icon.standInTemplateImageName { object["template"] = .string(name) }
    return .object(object)
  }
}

/// The driver's entry point.
@main
enum HeraldRoundtripDriver {
  /// Registers, checks the center saw exactly one `setNotificationCategories` call, and prints
  /// `{"categories": [...]}` sorted by identifier.
  static func main() async {
    let center = UNUserNotificationCenter(standInSupportsContentExtensions: true)
    // Passes the round trip's values for the registration's parameters, if it has any.
    await heraldRoundtripRegister(on: center)
    let calls = center.standInSetNotificationCategoriesCalls.count
    guard calls == 1 else {
      let message = "roundtrip driver: register(on:) called setNotificationCategories \(calls) "
      FileHandle.standardError.write(Data((message + "times, expected once\n").utf8))
      exit(4)
    }
    let sorted = center.standInRegisteredCategories.sorted { $0.identifier < $1.identifier }
    var dropAction = ProcessInfo.processInfo.environment["HERALD_ROUNDTRIP_DROP_ACTION"] == "1"
    var categories: [HeraldRoundtripJSON] = []
    for category in sorted {
      var actions = category.actions
      if dropAction, !actions.isEmpty {
        actions.removeLast()
        dropAction = false
      }
      categories.append(HeraldRoundtripEncoder.category(category, actions: actions))
    }
    print(HeraldRoundtripJSON.object(["categories": .array(categories)]).text)
  }
}
