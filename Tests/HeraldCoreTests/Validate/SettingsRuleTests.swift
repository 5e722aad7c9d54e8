// Marker tests for platforms and localization: unsupported-platform, platform-version,
// localization-unused and localization-key-conflict.

import Testing

@testable import HeraldCore

/// Deployment targets, availability and localization keys.
@Suite struct SettingsRuleTests {
  /// tvOS is an error wherever a platform maps to a version.
  @Test func unsupportedPlatformFires() {
    let result = check(
      """
      version: 1
      platforms:
        iOS: "15.0"
        1️⃣tvOS: "15.0"
      categories:
        - id: c
          actions:
            - { id: a, title: A, availability: { 2️⃣tvOS: "16.0" } }
      """)
    for marker in ["1️⃣", "2️⃣"] {
      expectDiagnostic(
        result, id: .unsupportedPlatform, severity: .error,
        message: "tvOS has no notification actions or categories; remove it", at: marker)
    }
    expectIDs(result, [.unsupportedPlatform, .unsupportedPlatform])
  }

  /// Every other platform is silent, in `platforms` and in `availability`.
  @Test func unsupportedPlatformQuiet() {
    expectClean(
      check(
        """
        version: 1
        platforms: { iOS: "15.0", macCatalyst: "15.0", watchOS: "8.0", visionOS: "1.0" }
        categories:
          - id: c
            unavailable: [watchOS]
            actions:
              - { id: a, title: A, availability: { iOS: "16.0" } }
        """))
  }

  /// A deployment target below what the generated code needs (Swift concurrency) is an error at
  /// the version, with the lowest supported version as its fix-it.
  @Test func deploymentTargetFires() {
    let result = check(
      """
      version: 1
      platforms: { iOS: 1️⃣"12.0", macCatalyst: 2️⃣"13.0", macOS: 3️⃣"10.14", watchOS: 4️⃣5 }
      """)
    for (marker, platform, written, floor) in [
      ("1️⃣", "iOS", "12.0", "13.0"), ("2️⃣", "macCatalyst", "13.0", "13.1"),
      ("3️⃣", "macOS", "10.14", "10.15"), ("4️⃣", "watchOS", "5.0", "6.0"),
    ] {
      let message =
        "\(platform) \(written) cannot run the generated code, which uses Swift concurrency; "
        + "the lowest supported \(platform) is \(floor)"
      expectDiagnostic(
        result, id: .deploymentTarget, severity: .error, message: .exact(message), at: marker)
    }
    expectIDs(result, Array(repeating: .deploymentTarget, count: 4))
    let fixIts = result.diagnostics.flatMap(\.fixIts).map(\.replacement)
    #expect(fixIts == ["\"13.0\"", "\"13.1\"", "\"10.15\"", "\"6.0\""])
  }

  /// The floors themselves, and anything above, are silent.
  @Test func deploymentTargetQuiet() {
    expectClean(
      check(
        """
        version: 1
        platforms: { iOS: 13, macCatalyst: "13.1", macOS: "10.15", watchOS: "6.0", visionOS: "1.0" }
        categories: [{ id: c }]
        """))
  }

  /// A malformed version is an error at the version.
  @Test func platformVersionFires() {
    let result = check(
      """
      version: 1
      platforms: { iOS: 1️⃣15.x, macOS: 2️⃣"12.0.1.4" }
      """)
    expectDiagnostic(
      result, id: .platformVersion, severity: .error,
      message: "'15.x' is not a version; write it like \"15.0\"", at: "1️⃣")
    expectDiagnostic(
      result, id: .platformVersion, severity: .error,
      message: "'12.0.1.4' is not a version; write it like \"15.0\"", at: "2️⃣")
    expectIDs(result, [.platformVersion, .platformVersion])
  }

  /// Versions with one to three parts, plain or quoted, are silent.
  @Test func platformVersionQuiet() {
    expectClean(check("version: 1\nplatforms: { iOS: 15, macOS: \"12.0.1\", watchOS: 8.0 }\n"))
  }

  /// A localization key without a `localization` block warns at the key.
  @Test func localizationUnusedFires() {
    let result = check(
      """
      version: 1
      categories:
        - id: c
          actions:
            - id: a
              title: { key: 1️⃣greet, default: Hello }
      """)
    expectDiagnostic(
      result, id: .localizationUnused, severity: .warning,
      message: "the key 'greet' is ignored because no spec file has a 'localization' block",
      at: "1️⃣")
    expectIDs(result, [.localizationUnused])
  }

  /// With a `localization` block the key is used: silent.
  @Test func localizationUnusedQuiet() {
    expectClean(
      check(
        """
        version: 1
        localization: { table: Alerts }
        categories:
          - id: c
            actions:
              - id: a
                title: { key: greet, default: Hello, comment: Greets the user }
        """))
  }

  /// One key with two different defaults is an error at the second key, with a note at the first
  /// default.
  @Test func localizationKeyConflictFires() {
    let result = check(
      """
      version: 1
      localization: {}
      categories:
        - id: c
          actions:
            - { id: a, title: { key: greet, default: 2️⃣Hello } }
            - { id: b, title: { key: 1️⃣greet, default: Hi } }
      """)
    let diagnostic = expectDiagnostic(
      result, id: .localizationKeyConflict, severity: .error,
      message: .exact(
        "the localization key 'greet' stands for two different default values; give one of them"
          + " its own 'key'"),
      at: "1️⃣")
    expectNote(diagnostic, result, message: "the other value is here", at: "2️⃣")
    expectIDs(result, [.localizationKeyConflict])
  }

  /// One key with the same default in two places is silent.
  @Test func localizationKeyConflictQuiet() {
    expectClean(
      check(
        """
        version: 1
        localization: {}
        categories:
          - id: c
            actions:
              - { id: a, title: { key: greet, default: Hello } }
          - id: d
            actions:
              - { id: b, title: { key: greet, default: Hello } }
        """))
  }
}
