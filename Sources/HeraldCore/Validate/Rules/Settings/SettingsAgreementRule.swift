// Rule `conflicting-settings`: files of one set must agree on `platforms`, `swift`,
// `localization`, `app` and `diagnostics`.

/// Reports a settings block that differs from the first file's.
struct SettingsAgreementRule: ValidationRule {
  /// The records of the ids this rule owns, declared below; the registry collects them.
  var records: [RuleDescription] { [Self.description] }

  /// Compares each file's blocks with the first one given.
  func check(_ context: ValidationContext, _ diagnostics: inout DiagnosticsEngine) {
    let files = context.set.files
    compare(
      "platforms", files.compactMap { $0.platforms.map { ($0.range, normalized($0.value)) } },
      &diagnostics)
    compare("swift", files.compactMap { $0.swift.map { ($0.range, $0.value) } }, &diagnostics)
    compare(
      "localization", files.compactMap { $0.localization.map { ($0.range, $0.value) } },
      &diagnostics)
    compare("app", files.compactMap { $0.app.map { ($0.range, $0.value) } }, &diagnostics)
    compare(
      "diagnostics", files.compactMap { $0.diagnostics.map { ($0.range, $0.value.ids) } },
      &diagnostics)
  }

  /// Platform targets as comparable values.
  func normalized(_ targets: [PlatformTarget]) -> [Platform: Version] {
    Dictionary(
      targets.map { ($0.platform.value, $0.version.value) }, uniquingKeysWith: { a, _ in a })
  }

  /// Reports every block that differs from the first.
  func compare<T: Equatable>(
    _ name: String, _ blocks: [(SourceRange, T)], _ diagnostics: inout DiagnosticsEngine
  ) {
    guard let first = blocks.first else { return }
    for block in blocks.dropFirst() where block.1 != first.1 {
      diagnostics.report(
        Self.description,
        "'\(name)' differs from the one given earlier; every file of a spec set must agree",
        at: block.0, notes: [DiagnosticNote("'\(name)' is first given here", at: first.0)])
    }
  }
}

extension RuleID {
  /// `conflicting-settings`, described by `SettingsAgreementRule.description`.
  public static let conflictingSettings = RuleID("conflicting-settings")
}

extension SettingsAgreementRule {
  /// The record of `conflicting-settings`.
  static let description = RuleDescription(
    id: .conflictingSettings, severity: .error,
    summary:
      "Files of one set disagree on `platforms`, `swift`, `localization`, `app` or `diagnostics`.",
    scopes: .file,
    examples: .specs(
      triggering: RuleExample(files: [
        #"""
        version: 1
        platforms: { iOS: "15.0" }
        categories:
          - id: c
        """#,
        #"""
        version: 1
        platforms: ↓{ iOS: "16.0" }
        categories:
          - id: d
        """#,
      ]),
      nonTriggering: RuleExample(files: [
        #"""
        version: 1
        platforms: { iOS: "15.0" }
        categories:
          - id: c
        """#,
        #"""
        version: 1
        platforms: { iOS: "15.0" }
        categories:
          - id: d
        """#,
      ])))
}
