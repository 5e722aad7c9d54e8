// A toggle pair: two actions that turn into each other.

/// `first` becomes `second` and `second` becomes `first`; each direction is its own pair. The
/// validator checks that the round trip restores the list, and the harness proves it again, so
/// both read the same pairs, found in one place (`CategoryDecl.togglePairs`).
public struct TogglePair: Sendable, Hashable {
  /// The action tapped first.
  public let first: String
  /// The action it becomes, tapped second.
  public let second: String
}
