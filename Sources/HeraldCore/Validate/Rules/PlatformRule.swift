// Rule `unsupported-platform`: tvOS has no actionable notifications; platforms appear once.

/// Rejects tvOS in `platforms` and `availability`, and a platform listed twice.
struct PlatformRule: ValidationRule {
  /// The records of the ids this rule owns, declared below; the registry collects them.
  var records: [RuleDescription] { [Self.description] }
  /// The records of the ids this rule also reports, owned by another stage.
  var sharedRecords: [RuleDescription] { [SpecDecoder.duplicateValue] }

  /// Checks every platform mapping of the set.
  func check(_ context: ValidationContext, _ diagnostics: inout DiagnosticsEngine) {
    for file in context.set.files {
      if let targets = file.platforms?.value { checkTargets(targets, &diagnostics) }
    }
    for category in context.set.categories {
      checkTargets(category.availability.minimum, &diagnostics)
      for action in category.allActions { checkTargets(action.availability.minimum, &diagnostics) }
    }
  }

  /// Reports tvOS and repeated platforms in one mapping.
  func checkTargets(_ targets: [PlatformTarget], _ diagnostics: inout DiagnosticsEngine) {
    var seen: [Platform: SourceRange] = [:]
    for target in targets {
      let platform = target.platform
      if platform.value == .tvOS {
        diagnostics.report(
          Self.description,
          "tvOS has no notification actions or categories; remove it", at: platform.range)
      }
      if let first = seen[platform.value] {
        diagnostics.report(
          SpecDecoder.duplicateValue, as: .error, "'\(platform.value.rawValue)' is listed twice",
          at: platform.range,
          notes: [DiagnosticNote("first listed here", at: first)])
      }
      seen[platform.value] = platform.range
    }
  }
}

extension RuleID {
  /// `unsupported-platform`, described by `PlatformRule.description`.
  public static let unsupportedPlatform = RuleID("unsupported-platform")
}

extension PlatformRule {
  /// The record of `unsupported-platform`.
  static let description = RuleDescription(
    id: .unsupportedPlatform, severity: .error,
    summary: "tvOS, which has no notification actions.",
    scopes: [.file, .category, .action, .alternate],
    examples: .specs(
      triggering: #"""
        version: 1
        platforms: { iOS: "15.0", tvOS: "15.0" }
        categories: [{ id: c }]
        """#,
      nonTriggering: #"""
        version: 1
        platforms: { iOS: "15.0", watchOS: "8.0" }
        categories: [{ id: c }]
        """#))
}
