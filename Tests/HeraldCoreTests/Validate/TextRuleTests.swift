// Marker tests for user-visible text and icons: empty-string, control-characters and
// icon-availability.

import Testing

@testable import HeraldCore

/// Titles, button titles, placeholders and icons.
@Suite struct TextRuleTests {
  /// Empty and blank titles, button titles and extension names are errors at the string.
  @Test func emptyStringFires() {
    let result = check(
      """
      version: 1
      categories:
        - id: c
          actions:
            - { id: a, title: 1️⃣"" }
            - id: b
              title: 2️⃣"   "
              textInput: { buttonTitle: 3️⃣"", placeholder: Say something }
        - id: d
      extensions:
        - target: 4️⃣""
          categories: [d]
          principalClass: 5️⃣""
          initialContentSizeRatio: 1
      """)
    expectDiagnostic(
      result, id: .emptyString, severity: .error,
      message: "the title of action 'a' must not be empty", at: "1️⃣")
    expectDiagnostic(
      result, id: .emptyString, severity: .error,
      message: "the title of action 'b' must not be empty", at: "2️⃣")
    expectDiagnostic(
      result, id: .emptyString, severity: .error,
      message: "the button title of action 'b' must not be empty", at: "3️⃣")
    expectDiagnostic(
      result, id: .emptyString, severity: .error,
      message: "an extension target must not be empty", at: "4️⃣")
    expectDiagnostic(
      result, id: .emptyString, severity: .error,
      message: "'principalClass' must not be empty", at: "5️⃣")
    expectIDs(result, Array(repeating: .emptyString, count: 5))
  }

  /// An empty placeholder is legal (it differs from an absent one), and so is `textInput: true`.
  @Test func emptyStringQuiet() {
    expectClean(
      check(
        """
        version: 1
        categories:
          - id: c
            actions:
              - id: a
                title: Reply
                textInput: { buttonTitle: Send, placeholder: "" }
              - { id: b, title: " Quick reply", textInput: true }
        """))
  }

  /// Control characters other than a line feed warn at the string, naming the code point.
  @Test func controlCharactersFires() {
    let result = check(
      #"""
      version: 1
      categories:
        - id: c
          hiddenPreviewsBodyPlaceholder: 3️⃣"New\u009Bmessage"
          actions:
            - { id: a, title: 1️⃣"Tab\there" }
            - id: b
              title: B
              textInput: { buttonTitle: Send, placeholder: 2️⃣"Ring\a" }
      """#)
    expectDiagnostic(
      result, id: .controlCharacters, severity: .warning,
      message: "the title holds the control character U+0009; it may not display as intended",
      at: "1️⃣")
    expectDiagnostic(
      result, id: .controlCharacters, severity: .warning,
      message: .prefix("the placeholder holds the control character U+0007;"), at: "2️⃣")
    expectDiagnostic(
      result, id: .controlCharacters, severity: .warning,
      message: .prefix("the placeholder holds the control character U+009B;"), at: "3️⃣")
    expectIDs(result, [.controlCharacters, .controlCharacters, .controlCharacters])
  }

  /// Newlines, emoji and other Unicode text are silent.
  @Test func controlCharactersQuiet() {
    expectClean(
      check(
        #"""
        version: 1
        categories:
          - id: c
            hiddenPreviewsBodyPlaceholder: "Nouveau message ✉️"
            actions:
              - { id: a, title: "Line one\nline two 👋🏽" }
              - { id: b, title: "Café — ½ price" }
        """#))
  }

  /// The text that fixed values and payload fallbacks put into a title is checked too, at the
  /// value.
  @Test func controlCharactersInArguments() {
    let result = check(
      #"""
      version: 1
      categories:
        - id: c
          actions:
            - { id: a, title: { default: "Hi %@", arguments: [1️⃣"Ann\u0007"] } }
      """#)
    expectDiagnostic(
      result, id: .controlCharacters, severity: .warning,
      message: .exact(
        "the argument 1 of the title holds the control character U+0007; it may not display as intended"
      ),
      at: "1️⃣")
    expectIDs(result, [.controlCharacters])
  }

  /// Bidirectional controls and invisible format characters warn, in strings and in argument
  /// text; joiners of emoji and scripts and the soft hyphen do not.
  @Test func invisibleCharactersFire() {
    let result = check(
      FormatArgumentRuleTests.chat(
        #"""
              - { id: a, title: 1️⃣"Pay ‮01$", onTap: { becomes: done } }
              - { id: b, title: 2️⃣"Zero​width" }
              - id: r
                title: { default: "Reply to %@", arguments: [{ payload: sender, fallback: 3️⃣"th⁦em" }] }
              - { id: j, title: "👨‍👩‍👧 زن‌ها Wörter­buch" }
        """#))
    expectDiagnostic(
      result, id: .invisibleCharacters, severity: .warning,
      message: .exact(
        "the title holds the bidirectional control U+202E, which changes how the text reads without being seen; remove it"
      ),
      at: "1️⃣")
    expectDiagnostic(
      result, id: .invisibleCharacters, severity: .warning,
      message: .prefix("the title holds the invisible character U+200B,"), at: "2️⃣")
    expectDiagnostic(
      result, id: .invisibleCharacters, severity: .warning,
      message: .prefix("the fallback 1 of the title holds the bidirectional control U+2066,"),
      at: "3️⃣")
    #expect(result.diagnostics(.invisibleCharacters).count == 3, "\(result.listing)")
  }

  /// A title shared through an alias is silenced only where every category that shows it
  /// ignores the rule; an action's own list covers it in every category.
  @Test func aliasedTextIsSilencedOnlyWhereEveryUseIs() {
    let result = check(
      #"""
      version: 1
      categories:
        - id: c
          ignore: [control-characters]
          actions:
            - { id: a, title: 1️⃣&shared "Tab\there" }
        - id: d
          actions:
            - { id: b, title: *shared }
      """#)
    expectDiagnostic(
      result, id: .controlCharacters, severity: .warning,
      message: .prefix("the title holds the control character U+0009;"), at: "1️⃣")
    expectIDs(result, [.controlCharacters])
    let both = check(
      #"""
      version: 1
      categories:
        - id: c
          actions:
            - &action { id: a, title: "Tab\there", ignore: [control-characters] }
        - id: d
          ignore: [invisible-characters]
          actions:
            - { id: b, title: { default: "%@", arguments: [&s "\u202E"] } }
        - id: e
          actions:
            - *action
            - { id: f, title: { default: "%@!", arguments: [*s] }, ignore: [invisible-characters] }
      """#)
    expectClean(both)
  }

  /// An icon below its minimum OS draws a note at the icon, naming what it needs.
  @Test func iconAvailabilityFires() {
    let result = check(
      """
      version: 1
      platforms: { iOS: "14.0", watchOS: "7.0" }
      categories:
        - id: c
          actions:
            - { id: a, title: A, icon: 1️⃣{ system: star } }
      """)
    expectDiagnostic(
      result, id: .iconAvailability, severity: .note,
      message: .exact(
        "the icon of 'a' needs iOS 15.0, watchOS 8.0; older systems show the action without it"),
      at: "1️⃣")
    expectIDs(result, [.iconAvailability])
  }

  /// Icons at or above their minimum OS are silent.
  @Test func iconAvailabilityQuiet() {
    expectClean(
      check(
        """
        version: 1
        platforms: { iOS: "15.0", macOS: "12.0", watchOS: "8.0" }
        categories:
          - id: c
            actions:
              - { id: a, title: A, icon: { system: star } }
              - { id: b, title: B, icon: { template: Flag } }
        """))
  }
}
