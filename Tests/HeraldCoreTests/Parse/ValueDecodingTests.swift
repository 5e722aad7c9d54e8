// Marker tests for closed vocabularies and lists: invalid-value and duplicate-value.

import Testing

@testable import HeraldCore

/// Values outside the spec's vocabularies, and values listed twice.
@Suite struct ValueDecodingTests {
  /// A misspelt option suggests the closest one, lists every spelling and offers a fix-it.
  @Test func invalidValueFires() {
    let result = check(
      """
      version: 1
      swift: { accessLevel: 1️⃣open }
      categories:
        - id: c
          actions:
            - { id: a, title: A, options: [2️⃣foregrund] }
      """)
    expectDiagnostic(
      result, id: .invalidValue, severity: .error,
      message: "'open' is not a valid access level (expected one of: internal, public, package)",
      at: "1️⃣")
    let option = expectDiagnostic(
      result, id: .invalidValue, severity: .error,
      message: .exact(
        "'foregrund' is not a valid action option; did you mean 'foreground'? (expected one of: "
          + "authenticationRequired, destructive, foreground)"),
      at: "2️⃣")
    #expect(option?.fixIts.map(\.replacement) == ["foreground"])
    expectIDs(result, [.invalidValue, .invalidValue])
  }

  /// A localization table with a slash is an invalid value at the table name.
  @Test func invalidValueForLocalizationTable() {
    let result = check("version: 1\nlocalization: { table: 1️⃣\"a/b\" }\n")
    expectDiagnostic(
      result, id: .invalidValue, severity: .error,
      message: "the localization table must be a non-empty name without '/'", at: "1️⃣")
  }

  /// The right spellings are silent.
  @Test func invalidValueQuiet() {
    expectClean(
      check(
        """
        version: 1
        swift: { accessLevel: package }
        localization: { table: Alerts, bundle: module }
        categories:
          - id: c
            actions:
              - { id: a, title: A, options: [foreground] }
        """))
  }

  /// A repeated option is a warning at the repeat with a note at the first one.
  @Test func duplicateValueFires() {
    let result = check(
      """
      version: 1
      categories:
        - id: c
          foregroundPresentation: [3️⃣banner, sound, 4️⃣banner]
          actions:
            - { id: a, title: A, options: [2️⃣foreground, 1️⃣foreground] }
      """)
    let option = expectDiagnostic(
      result, id: .duplicateValue, severity: .warning, message: "'foreground' is listed twice",
      at: "1️⃣")
    expectNote(option, result, message: "first listed here", at: "2️⃣")
    let presentation = expectDiagnostic(
      result, id: .duplicateValue, severity: .warning, message: "'banner' is listed twice",
      at: "4️⃣")
    expectNote(presentation, result, message: "first listed here", at: "3️⃣")
    expectIDs(result, [.duplicateValue, .duplicateValue])
    #expect(result.outcome.spec != nil, "warnings do not stop generation")
  }

  /// Distinct values are silent.
  @Test func duplicateValueQuiet() {
    expectClean(
      check(
        """
        version: 1
        categories:
          - id: c
            foregroundPresentation: [banner, sound, list, badge]
            actions:
              - { id: a, title: A, options: [foreground, authenticationRequired] }
        """))
  }
}
