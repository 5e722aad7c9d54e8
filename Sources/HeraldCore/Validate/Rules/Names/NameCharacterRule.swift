// Rule `invalid-characters`: ids, keys and names hold no control characters or noncharacters.

/// Rejects a control character (C0, DEL, C1) or a Unicode noncharacter in any string that names
/// something rather than being shown: category and action ids, intent identifiers, localization
/// keys, scenario names, icon names, and an extension's target, principal class, storyboard and
/// tint. These reach an Info.plist (XML 1.0 cannot hold most controls at all, and readers turn a
/// carriage return into a line feed), file names, logs and terminals, where such a character is
/// lost, changed or hidden; none of them is ever meant to hold one. Visible text (titles,
/// placeholders) is checked by `control-characters`, as a warning.
struct NameCharacterRule: ValidationRule {
  /// The records of the ids this rule owns, declared below; the registry collects them.
  var records: [RuleDescription] { [Self.description] }

  /// Checks every name of the set.
  func check(_ context: ValidationContext, _ diagnostics: inout DiagnosticsEngine) {
    for category in context.set.categories {
      check(category.id, "category id", &diagnostics)
      for intent in category.intentIdentifiers { check(intent, "intent identifier", &diagnostics) }
      for scenario in category.scenarios { check(scenario.name, "scenario name", &diagnostics) }
      for text in [category.hiddenPreviewsBodyPlaceholder, category.categorySummaryFormat] {
        checkKey(text, &diagnostics)
      }
      for action in category.allActions {
        check(action.id, "action id", &diagnostics)
        checkKey(action.title, &diagnostics)
        if let input = action.textInput?.value {
          checkKey(input.buttonTitle, &diagnostics)
          checkKey(input.placeholder, &diagnostics)
        }
        if let icon = action.icon {
          switch icon.value {
          case .system(let name), .template(let name):
            check(Located(name, at: icon.range), "icon name", &diagnostics)
          }
        }
      }
    }
    for decl in context.set.extensions {
      check(decl.target, "extension target", &diagnostics)
      if let name = decl.principalClass { check(name, "principal class", &diagnostics) }
      if let name = decl.mainStoryboard { check(name, "storyboard name", &diagnostics) }
      if let tint = decl.mediaPlayPauseButton?.value.tint { check(tint, "tint", &diagnostics) }
    }
  }

  /// Checks a localized text's key, when it has one.
  func checkKey(_ text: LocalizedText?, _ diagnostics: inout DiagnosticsEngine) {
    if let key = text?.key { check(key, "localization key", &diagnostics) }
  }

  /// Reports the first forbidden character of `name`, if any.
  func check(_ name: Located<String>, _ what: String, _ diagnostics: inout DiagnosticsEngine) {
    guard Self.mayHoldForbidden(name.value),
      let scalar = name.value.unicodeScalars.first(where: Self.isForbidden)
    else { return }
    diagnostics.report(
      Self.description,
      "the \(what) holds \(Self.describe(scalar)), which Info.plists, file names and logs cannot carry faithfully; remove it",
      at: name.range)
  }

  /// A quick byte scan: whether the UTF-8 may hold a control character (C0, DEL, or C1 behind
  /// 0xC2) or a noncharacter (U+FDD0–U+FDEF and U+FFFE/U+FFFF behind 0xEF, the last two of each
  /// supplementary plane behind 0xF0–0xF4).
  static func mayHoldForbidden(_ text: String) -> Bool {
    text.utf8.contains { $0 < 0x20 || $0 == 0x7F || $0 == 0xC2 || $0 == 0xEF || $0 >= 0xF0 }
  }

  /// A control character or a noncharacter.
  static func isForbidden(_ scalar: Unicode.Scalar) -> Bool {
    scalar.properties.generalCategory == .control || scalar.properties.isNoncharacterCodePoint
  }

  /// `the control character U+0001` or `the noncharacter U+FFFE`.
  static func describe(_ scalar: Unicode.Scalar) -> String {
    let hex = String(scalar.value, radix: 16, uppercase: true)
    let code = "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
    let kind = scalar.properties.generalCategory == .control ? "control character" : "noncharacter"
    return "the \(kind) \(code)"
  }
}

extension RuleID {
  /// `invalid-characters`, described by `NameCharacterRule.description`.
  public static let invalidCharacters = RuleID("invalid-characters")
}

extension NameCharacterRule {
  /// The record of `invalid-characters`.
  static let description = RuleDescription(
    id: .invalidCharacters, severity: .error,
    summary: "An id, key or name holds a control character or a noncharacter.",
    scopes: .anywhere,
    examples: .specs(
      triggering: #"""
        version: 1
        categories:
          - id: ↓"chat\x01"
        """#,
      nonTriggering: #"""
        version: 1
        categories:
          - id: "chat\u00e9"
        """#))
}
