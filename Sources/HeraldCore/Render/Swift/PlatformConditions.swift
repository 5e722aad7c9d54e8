// Compile-time and run-time platform conditions for generated Swift.

/// Spells platform checks the way Swift source needs them.
enum PlatformConditions {
  /// The `#if` condition that is true when compiling for a platform.
  static func compiles(for platform: Platform) -> String {
    switch platform {
    case .iOS: "(os(iOS) && !targetEnvironment(macCatalyst))"
    case .macCatalyst: "targetEnvironment(macCatalyst)"
    case .macOS: "os(macOS)"
    case .watchOS: "os(watchOS)"
    case .visionOS: "os(visionOS)"
    case .tvOS: "os(tvOS)"
    }
  }

  /// The `#if` condition that leaves code out on the listed platforms, or nil for none.
  static func excluding(_ platforms: [Platform]) -> String? {
    guard !platforms.isEmpty else { return nil }
    return "!(" + platforms.sorted().map(compiles(for:)).joined(separator: " || ") + ")"
  }

  /// The minimum versions of action icons.
  static let iconMinimums = [
    PlannedPlatform(platform: .iOS, minimum: Version(15)),
    PlannedPlatform(platform: .macCatalyst, minimum: Version(15)),
    PlannedPlatform(platform: .macOS, minimum: Version(12)),
    PlannedPlatform(platform: .watchOS, minimum: Version(8)),
    PlannedPlatform(platform: .visionOS, minimum: Version(1)),
  ]

  /// The `#available(…, *)` check for `required` versions, or nil when every targeted platform's
  /// deployment target already meets them (then no check is needed).
  static func available(_ required: [PlannedPlatform], targets: [PlannedPlatform]) -> String? {
    let needed = required.filter { need in
      guard let target = targets.first(where: { $0.platform == need.platform }) else {
        return false
      }
      return target.minimum < need.minimum
    }
    guard !needed.isEmpty else { return nil }
    let relevant = required.filter { need in targets.contains { $0.platform == need.platform } }
    return "#available("
      + relevant.map { "\($0.platform.rawValue) \($0.minimum)" }.joined(separator: ", ") + ", *)"
  }
}
