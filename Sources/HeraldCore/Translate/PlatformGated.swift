// Which planned categories and actions some platform of the set registers.

/// A planned item that `unavailable` can leave out on some platforms.
protocol PlatformGated {
  /// Platforms that leave the item out.
  var unavailable: [Platform] { get }
}

extension PlatformGated {
  /// Whether some platform of the set compiles the item in. `register(on:)` leaves an item out
  /// with `#if` exactly on its `unavailable` platforms, and the manifest shows what the newest
  /// versions of the set's platforms register, so it keeps the items this is true of.
  func isIncluded(in plan: GenerationPlan) -> Bool {
    plan.platforms.contains { !unavailable.contains($0.platform) }
  }
}

extension PlannedCategory: PlatformGated {}
extension PlannedAction: PlatformGated {}
