// Out-of-line storage for the rarely written parts of a declaration.

/// An immutable value kept on the heap, so that an optional of it costs one pointer when absent.
/// Declarations box what most specs leave out (a text input, an `onTap` block, a localization
/// key), which keeps the spec tree of a large file a few times smaller.
public final class Box<Value: Sendable>: Sendable {
  /// The boxed value.
  public let value: Value

  /// Boxes a value.
  public init(_ value: Value) {
    self.value = value
  }
}

extension Box: Equatable where Value: Equatable {
  /// Boxes are equal when their values are.
  public static func == (lhs: Box, rhs: Box) -> Bool { lhs.value == rhs.value }
}

extension Box: Hashable where Value: Hashable {
  /// Hashes the boxed value.
  public func hash(into hasher: inout Hasher) { hasher.combine(value) }
}
