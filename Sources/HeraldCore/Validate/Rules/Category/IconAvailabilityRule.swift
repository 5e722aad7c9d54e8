// Rule `icon-availability`: icons below their minimum OS fall back with `if #available`.

/// Notes when an icon's minimum OS is above the deployment target.
struct IconAvailabilityRule: ValidationRule {
  /// The first version of each platform with action icons.
  static let minimums: [Platform: Version] = [
    .iOS: Version(15), .macCatalyst: Version(15), .macOS: Version(12), .watchOS: Version(8),
    .visionOS: Version(1),
  ]

  /// The records of the ids this rule owns, declared below; the registry collects them.
  var records: [RuleDescription] { [Self.description] }

  /// Checks each action with an icon against every targeted platform.
  func check(_ context: ValidationContext, _ diagnostics: inout DiagnosticsEngine) {
    let anyBelow = context.set.platforms.contains { target in
      Self.minimums[target.platform.value].map { target.version.value < $0 } ?? false
    }
    guard anyBelow else { return }
    context.forEachAction { _, action in
      guard let icon = action.icon else { return }
      let below = context.set.platforms.compactMap { target -> String? in
        guard let minimum = Self.minimums[target.platform.value] else { return nil }
        let own = action.availability.minimum.first { $0.platform.value == target.platform.value }
        let floor = max(target.version.value, own?.version.value ?? target.version.value)
        return floor < minimum ? "\(target.platform.value.rawValue) \(minimum)" : nil
      }
      guard !below.isEmpty else { return }
      diagnostics.report(
        Self.description,
        "the icon of '\(action.id.value)' needs \(below.joined(separator: ", ")); older systems show the action without it",
        at: icon.range)
    }
  }
}

extension RuleID {
  /// `icon-availability`, described by `IconAvailabilityRule.description`.
  public static let iconAvailability = RuleID("icon-availability")
}

extension IconAvailabilityRule {
  /// The record of `icon-availability`.
  static let description = RuleDescription(
    id: .iconAvailability, severity: .note,
    summary: "An icon below its minimum OS; older systems show no icon.",
    scopes: .actions,
    examples: .specs(
      triggering: #"""
        version: 1
        platforms: { iOS: "14.0" }
        categories:
          - id: c
            actions:
              - { id: a, title: A, icon: ↓{ system: star } }
        """#,
      nonTriggering: #"""
        version: 1
        platforms: { iOS: "15.0" }
        categories:
          - id: c
            actions:
              - { id: a, title: A, icon: { system: star } }
        """#))
}
