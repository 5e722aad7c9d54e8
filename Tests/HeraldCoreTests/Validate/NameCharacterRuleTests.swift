// Marker tests for invalid-characters: names that reach Info.plists, file names and logs.

import Testing

@testable import HeraldCore

/// Control characters and noncharacters in ids, keys and names.
@Suite struct NameCharacterRuleTests {
  /// Each kind of name with a forbidden character is an error at the name.
  @Test func invalidCharactersFires() {
    let result = check(
      """
      version: 1
      localization: { table: T }
      categories:
        - id: 1️⃣"a\\x01b"
          intentIdentifiers: [2️⃣"in\\ttent"]
          actions:
            - { id: 3️⃣"x\\x7F", title: { key: 4️⃣"k\\r\\n", default: T } }
          alternates:
            - { id: 5️⃣"y\\u0085", title: Y, icon: 6️⃣{ system: "s\\x1B[2J" } }
      extensions:
        - target: 7️⃣"U\\nI"
          categories: "a\\x01b"
          principalClass: 8️⃣"P\\uFFFE"
          initialContentSizeRatio: 0.5
      """)
    let expected: [(String, String)] = [
      ("1️⃣", "the category id holds the control character U+0001"),
      ("2️⃣", "the intent identifier holds the control character U+0009"),
      ("3️⃣", "the action id holds the control character U+007F"),
      ("4️⃣", "the localization key holds the control character U+000D"),
      ("5️⃣", "the action id holds the control character U+0085"),
      ("6️⃣", "the icon name holds the control character U+001B"),
      ("7️⃣", "the extension target holds the control character U+000A"),
      ("8️⃣", "the principal class holds the noncharacter U+FFFE"),
    ]
    for (marker, message) in expected {
      expectDiagnostic(
        result, id: .invalidCharacters, severity: .error,
        message: .prefix(message + ", which Info.plists"), at: marker)
    }
    #expect(result.diagnostics.filter { $0.id == RuleID.invalidCharacters }.count == 8)
  }

  /// Names with ordinary Unicode, punctuation and emoji are silent, and so are control
  /// characters in visible text, which `control-characters` reports instead.
  @Test func invalidCharactersQuiet() {
    let result = check(
      """
      version: 1
      categories:
        - id: com.example.ünïcødé-😀_1
          actions:
            - { id: "a b\\u00A0c", title: "tab\\there" }
      extensions:
        - { target: UI, categories: com.example.ünïcødé-😀_1, principalClass: Main.VC, initialContentSizeRatio: 1 }
      """)
    #expect(!result.diagnostics.contains { $0.id == RuleID.invalidCharacters })
    #expect(result.diagnostics.contains { $0.id == RuleID.controlCharacters })
  }
}
