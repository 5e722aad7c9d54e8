// Marker tests for spec sets of several files: ids and settings checked across the whole set.

import Testing

@testable import HeraldCore

/// Two files compiled together as one spec set.
@Suite struct MultiFileTests {
  /// A category declared in both files is an error in the second, with a note in the first.
  @Test func duplicateCategoryAcrossFiles() {
    let result = check(files: [
      ("a.yml", "version: 1\ncategories:\n  - id: 2️⃣chat\n"),
      ("b.yml", "version: 1\ncategories:\n  - id: 1️⃣chat\n"),
    ])
    let diagnostic = expectDiagnostic(
      result, id: .duplicateCategory, severity: .error,
      message: "category 'chat' is declared twice", at: "1️⃣", in: "b.yml")
    expectNote(diagnostic, result, message: "first declared here", at: "2️⃣", in: "a.yml")
    expectIDs(result, [.duplicateCategory])
  }

  /// An extension in one file may serve a category of another; ids differ across files.
  @Test func crossFileReferencesAreQuiet() {
    let result = check(files: [
      ("a.yml", Podcast.spec.replacing(serving("podcast"), with: "")),
      ("b.yml", "version: 1\ncategories:\n  - id: chat\n\(serving("podcast"))"),
    ])
    expectClean(result)
    #expect(result.outcome.spec?.set.paths == ["a.yml", "b.yml"])
    #expect(result.outcome.spec?.machines.map(\.category) == ["podcast"])
  }

  /// Each settings block that differs from the first file's is an error naming both places.
  @Test func conflictingSettingsFire() {
    let result = check(files: [
      (
        "a.yml",
        """
        version: 1
        platforms: 2️⃣{ iOS: "15.0" }
        swift: 4️⃣{ accessLevel: public }
        localization: 6️⃣{ table: Alerts }
        """
      ),
      (
        "b.yml",
        """
        version: 1
        platforms:
          1️⃣iOS: "16.0"
        swift: 3️⃣{ accessLevel: internal }
        localization: 5️⃣{ table: Other, bundle: module }
        """
      ),
    ])
    for (name, error, first) in [
      ("platforms", "1️⃣", "2️⃣"), ("swift", "3️⃣", "4️⃣"), ("localization", "5️⃣", "6️⃣"),
    ] {
      let diagnostic = expectDiagnostic(
        result, id: .conflictingSettings, severity: .error,
        message: .exact(
          "'\(name)' differs from the one given earlier; every file of a spec set must agree"),
        at: error, in: "b.yml")
      expectNote(
        diagnostic, result, message: .exact("'\(name)' is first given here"), at: first,
        in: "a.yml")
    }
    expectIDs(result, Array(repeating: .conflictingSettings, count: 3))
  }

  /// Settings that agree (same versions spelt differently, defaults spelt out, a file without
  /// them) are silent.
  @Test func conflictingSettingsQuiet() {
    let result = check(files: [
      (
        "a.yml",
        """
        version: 1
        platforms: { iOS: "15.0", watchOS: "8.0" }
        swift: { accessLevel: public }
        localization: {}
        """
      ),
      (
        "b.yml",
        """
        version: 1
        platforms: { watchOS: 8, iOS: "15" }
        swift: { accessLevel: public, namespace: Notifications }
        """
      ),
      ("c.yml", "version: 1\ncategories: [{ id: c }]\n"),
    ])
    expectClean(result)
  }

  /// An extension target and a differently defined shared action across files are reported in
  /// the later file, with notes in the earlier one.
  @Test func extensionAndActionAcrossFiles() {
    let result = check(files: [
      (
        "a.yml",
        """
        version: 1
        categories:
          - id: a
            actions: [{ id: 4️⃣read, title: Read }]
        extensions:
          - { target: 2️⃣UI, categories: [a], principalClass: VC, initialContentSizeRatio: 1 }
        """
      ),
      (
        "b.yml",
        """
        version: 1
        categories:
          - id: b
            actions: [{ id: 3️⃣read, title: Mark as Read }]
        extensions:
          - { target: 1️⃣UI, categories: [b], principalClass: VC, initialContentSizeRatio: 1 }
        """
      ),
    ])
    let target = expectDiagnostic(
      result, id: .duplicateExtension, severity: .error,
      message: "extension target 'UI' is declared twice", at: "1️⃣", in: "b.yml")
    expectNote(target, result, message: "first declared here", at: "2️⃣", in: "a.yml")
    let action = expectDiagnostic(
      result, id: .actionConflict, severity: .warning,
      message: .prefix("action 'read' is defined differently in categories 'a' and 'b'"),
      at: "3️⃣", in: "b.yml")
    expectNote(action, result, message: "the other definition is here", at: "4️⃣", in: "a.yml")
    expectIDs(result, [.duplicateExtension, .actionConflict])
  }
}
