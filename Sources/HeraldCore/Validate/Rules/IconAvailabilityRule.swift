/// Rule `icon-availability`: icons below their minimum OS fall back with `if #available`.

/// Notes when an icon's minimum OS is above the deployment target.
struct IconAvailabilityRule: ValidationRule {
  /// The first version of each platform with action icons.
  static let minimums: [Platform: Version] = [
    .iOS: Version(15), .macCatalyst: Version(15), .macOS: Version(12), .watchOS: Version(8),
    .visionOS: Version(1),
  ]

  /// The ids this rule reports.
  var ids: [RuleID] { [.iconAvailability] }

  /// Checks each action with an icon against every targeted platform.
  func check(_ context: ValidationContext, _ diagnostics: inout DiagnosticsEngine) {
    let below = context.set.platforms.compactMap { target -> String? in
      guard let minimum = Self.minimums[target.platform.value], target.version.value < minimum
      else { return nil }
      return "\(target.platform.value.rawValue) \(minimum)"
    }
    guard !below.isEmpty else { return }
    context.forEachAction { _, action in
      guard let icon = action.icon else { return }
      diagnostics.note(
        .iconAvailability,
        "the icon of '\(action.id.value)' needs \(below.joined(separator: ", ")); older systems show the action without it",
        at: icon.range)
    }
  }
}
