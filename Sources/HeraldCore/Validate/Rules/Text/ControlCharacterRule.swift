// Rules `control-characters` and `invisible-characters`: user-visible strings may hold newlines,
// not other control characters, and no bidirectional controls or invisible format characters.

/// Warns about control characters other than a line feed, bidirectional controls and invisible
/// format characters in user-visible strings and in the text their arguments put into them
/// (fixed values, payload arguments' fallbacks).
///
/// A string shared through a YAML alias is written once but shown by every declaration that
/// uses it: it is reported once, at the place it was written, naming each declaration as a
/// concern, so that an `ignore` entry silences it only where every one of them is covered.
struct ControlCharacterRule: ValidationRule {
  /// The records of the ids this rule owns, declared below; the registry collects them.
  var records: [RuleDescription] { [Self.description, Self.invisible] }

  /// One finding: where, what, and the declarations that show it.
  struct Finding {
    let record: RuleDescription
    let message: String
    let range: SourceRange
    var concerns: [DiagnosticConcern]
  }

  /// A finding's place and id.
  struct Key: Hashable {
    let range: SourceRange
    let id: RuleID
  }

  /// Checks every user-visible string and the text of its arguments.
  func check(_ context: ValidationContext, _ diagnostics: inout DiagnosticsEngine) {
    var findings: [Finding] = []
    var index: [Key: Int] = [:]
    func visit(_ what: String, _ text: LocalizedText?, _ concern: DiagnosticConcern) {
      guard let text else { return }
      var strings = [(what, text.text)]
      for (position, entry) in (text.arguments?.value ?? []).enumerated() {
        switch entry.argument {
        case .fixed(let value), .payload(_, let value):
          if case .string(let string) = value.value {
            let name = entry.sourceName == "payload" ? "fallback" : "argument"
            strings.append(
              ("\(name) \(position + 1) of the \(what)", Located(string, at: value.range)))
          }
        case .app: continue
        }
      }
      for (name, string) in strings {
        for (record, message) in Self.problems(in: string.value, name) {
          let key = Key(range: string.range, id: record.id)
          if let found = index[key] {
            if !findings[found].concerns.contains(concern) {
              findings[found].concerns.append(concern)
            }
            continue
          }
          index[key] = findings.count
          findings.append(
            Finding(record: record, message: message, range: string.range, concerns: [concern]))
        }
      }
    }
    for category in context.set.categories {
      let concern = DiagnosticConcern(outer: category.range, inner: nil)
      visit("placeholder", category.hiddenPreviewsBodyPlaceholder, concern)
      visit("summary format", category.categorySummaryFormat, concern)
      for action in category.allActions {
        let concern = DiagnosticConcern(outer: category.range, inner: action.range)
        visit("title", action.title, concern)
        if let input = action.textInput?.value {
          visit("button title", input.buttonTitle, concern)
          visit("placeholder", input.placeholder, concern)
        }
      }
    }
    for finding in findings {
      diagnostics.report(
        finding.record, finding.message, at: finding.range, concerns: finding.concerns)
    }
  }

  /// The record and message for the first control character of `text`, and for its first
  /// bidirectional or invisible character, if any.
  static func problems(in text: String, _ what: String) -> [(RuleDescription, String)] {
    guard mayHoldSuspicious(text) else { return [] }
    var result: [(RuleDescription, String)] = []
    if let scalar = text.unicodeScalars.first(where: isSuspicious) {
      result.append(
        (
          description,
          "the \(what) holds the control character \(code(scalar)); it may not display as intended"
        ))
    }
    if let scalar = text.unicodeScalars.first(where: isInvisible) {
      let kind = isBidirectional(scalar) ? "bidirectional control" : "invisible character"
      result.append(
        (
          invisible,
          "the \(what) holds the \(kind) \(code(scalar)), which changes how the text reads without being seen; remove it"
        ))
    }
    return result
  }

  /// `U+0009`.
  static func code(_ scalar: Unicode.Scalar) -> String {
    let hex = String(scalar.value, radix: 16, uppercase: true)
    return "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
  }

  /// A quick byte scan: whether the text may hold a C0, DEL or C1 control character (behind
  /// 0xC2), U+061C (behind 0xD8), or a character of U+2000–U+206F or U+FEFF (behind 0xE2, 0xEF).
  static func mayHoldSuspicious(_ text: String) -> Bool {
    text.utf8.contains {
      ($0 < 0x20 && $0 != 0x0A) || $0 == 0x7F || $0 == 0xC2 || $0 == 0xD8 || $0 == 0xE2
        || $0 == 0xEF
    }
  }

  /// A control character other than a line feed.
  static func isSuspicious(_ scalar: Unicode.Scalar) -> Bool {
    scalar != "\n" && scalar.properties.generalCategory == .control
  }

  /// A bidirectional control: the embeddings and overrides U+202A–U+202E, the isolates
  /// U+2066–U+2069, and the marks U+200E, U+200F and U+061C.
  static func isBidirectional(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x202A...0x202E, 0x2066...0x2069, 0x200E, 0x200F, 0x061C: true
    default: false
    }
  }

  /// A bidirectional control, or an invisible format character that joins or separates
  /// nothing a reader sees: U+200B, U+2060–U+2064, U+FEFF. The joiners U+200C and U+200D
  /// (emoji sequences, Persian and Indic shaping) and the soft hyphen U+00AD (a hyphen where a
  /// line breaks) are left alone: they have visible effects text needs.
  static func isInvisible(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x200B, 0x2060...0x2064, 0xFEFF: true
    default: isBidirectional(scalar)
    }
  }
}

extension RuleID {
  /// `control-characters`, described by `ControlCharacterRule.description`.
  public static let controlCharacters = RuleID("control-characters")
  /// `invisible-characters`, described by `ControlCharacterRule.invisible`.
  public static let invisibleCharacters = RuleID("invisible-characters")
}

extension ControlCharacterRule {
  /// The record of `control-characters`.
  static let description = RuleDescription(
    id: .controlCharacters, severity: .warning,
    summary: "A user-visible string holds a control character other than a newline.",
    scopes: .categoryItem,
    examples: .specs(
      triggering: #"""
        version: 1
        categories:
          - id: c
            actions:
              - { id: a, title: ↓"Tab\there" }
        """#,
      nonTriggering: #"""
        version: 1
        categories:
          - id: c
            actions:
              - { id: a, title: "Line\nbreak" }
        """#))

  /// The record of `invisible-characters`.
  static let invisible = RuleDescription(
    id: .invisibleCharacters, severity: .warning,
    summary:
      "A user-visible string holds a bidirectional control (U+202E, U+2066, U+200F…) or an invisible character (U+200B, U+2060, U+FEFF…).",
    scopes: .categoryItem,
    examples: .specs(
      triggering: #"""
        version: 1
        categories:
          - id: c
            actions:
              - { id: a, title: ↓"Pay \u202E01$" }
        """#,
      nonTriggering: #"""
        version: 1
        categories:
          - id: c
            actions:
              - { id: a, title: "Family 👨‍👩‍👧" }
        """#))
}
