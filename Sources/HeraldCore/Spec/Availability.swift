// The `availability` and `unavailable` keys of categories and actions.

/// `availability` and `unavailable`, shared by categories and actions.
public struct Availability: Sendable, Hashable {
  /// Minimum versions per platform (`availability`).
  public var minimum: [PlatformTarget] = []
  /// Platforms the item is left out on (`unavailable`).
  public var unavailable: [Located<Platform>] = []

  /// Creates availability; both parts default to empty.
  public init(minimum: [PlatformTarget] = [], unavailable: [Located<Platform>] = []) {
    self.minimum = minimum
    self.unavailable = unavailable
  }

  /// Whether neither key was given.
  public var isEmpty: Bool { minimum.isEmpty && unavailable.isEmpty }
}
