/// Rule `conflicting-settings`: files of one set must agree on `platforms`, `swift`, `localization`.

/// Reports a settings block that differs from the first file's.
struct SettingsAgreementRule: ValidationRule {
  /// The ids this rule reports.
  var ids: [RuleID] { [.conflictingSettings] }

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
      diagnostics.error(
        .conflictingSettings,
        "'\(name)' differs from the one given earlier; every file of a spec set must agree",
        at: block.0, notes: [DiagnosticNote("'\(name)' is first given here", at: first.0)])
    }
  }
}
