// Rules `unsupported-platform` (tvOS has no actionable notifications; platforms appear once) and
// `deployment-target` (a deployment target the generated code cannot run on).

/// Rejects tvOS in `platforms` and `availability`, a platform listed twice, and a deployment
/// target below what the generated code needs.
struct PlatformRule: ValidationRule {
  /// The records of the ids this rule owns, declared below; the registry collects them.
  var records: [RuleDescription] { [Self.description, Self.deploymentTarget] }
  /// The records of the ids this rule also reports, owned by another stage.
  var sharedRecords: [RuleDescription] { [SpecDecoder.duplicateValue] }

  /// Checks every platform mapping of the set.
  func check(_ context: ValidationContext, _ diagnostics: inout DiagnosticsEngine) {
    for file in context.set.files {
      if let targets = file.platforms?.value {
        checkTargets(targets, &diagnostics)
        checkFloors(targets, &diagnostics)
      }
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

extension PlatformRule {
  /// The lowest deployment target of each platform the generated code runs on: it uses Swift
  /// concurrency (`Task`, `actor`, `async`, `withTaskGroup`) without `@available`, which Apple's
  /// documentation gives as iOS 13, macOS 10.15 and watchOS 6; Mac Catalyst starts at 13.1 (the
  /// first UserNotifications of Mac Catalyst), visionOS at 1.0.
  static let floors: [Platform: Version] = [
    .iOS: Version(13), .macCatalyst: Version(13, 1), .macOS: Version(10, 15),
    .watchOS: Version(6), .visionOS: Version(1),
  ]

  /// Reports each deployment target below its platform's floor, at the version, with the floor
  /// as its fix-it.
  func checkFloors(_ targets: [PlatformTarget], _ diagnostics: inout DiagnosticsEngine) {
    for target in targets {
      let platform = target.platform.value
      guard let floor = Self.floors[platform], target.version.value < floor else { continue }
      diagnostics.report(
        Self.deploymentTarget,
        "\(platform.rawValue) \(target.version.value) cannot run the generated code, which uses "
          + "Swift concurrency; the lowest supported \(platform.rawValue) is \(floor)",
        at: target.version.range,
        fixIts: [
          FixIt(range: target.version.range, replacement: YAMLEscaping.doubleQuoted("\(floor)"))
        ])
    }
  }
}

extension RuleID {
  /// `deployment-target`, described by `PlatformRule.deploymentTarget`.
  public static let deploymentTarget = RuleID("deployment-target")

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
        platforms: { iOS: "15.0", ↓tvOS: "15.0" }
        categories: [{ id: c }]
        """#,
      nonTriggering: #"""
        version: 1
        platforms: { iOS: "15.0", watchOS: "8.0" }
        categories: [{ id: c }]
        """#))
}

extension PlatformRule {
  /// The record of `deployment-target`.
  static let deploymentTarget = RuleDescription(
    id: .deploymentTarget, severity: .error,
    summary: "A deployment target below iOS 13, Mac Catalyst 13.1, macOS 10.15 or watchOS 6.",
    scopes: [.file],
    examples: .specs(
      triggering: #"""
        version: 1
        platforms: { iOS: ↓"12.0" }
        categories: [{ id: c }]
        """#,
      nonTriggering: #"""
        version: 1
        platforms: { iOS: "13.0", macCatalyst: "13.1", macOS: "10.15", watchOS: "6.0" }
        categories: [{ id: c }]
        """#))
}
