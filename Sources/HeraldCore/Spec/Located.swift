// A decoded value together with the place in the spec it came from.

/// A value and its source range.
public struct Located<Value: Sendable>: Sendable {
  /// The decoded value.
  public let value: Value
  /// Where it was written.
  public let range: SourceRange

  /// Creates a located value.
  public init(_ value: Value, at range: SourceRange) {
    self.value = value
    self.range = range
  }
}

extension Located: Equatable where Value: Equatable {}
extension Located: Hashable where Value: Hashable {}
