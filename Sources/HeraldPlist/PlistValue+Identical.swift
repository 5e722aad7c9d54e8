// Exact comparison of property-list values, for telling whether a merge changes a value.

extension PlistValue {
  /// Whether two values are the same bit for bit: unlike `==`, `-0.0` differs from `0.0` and
  /// NaN equals NaN, so a merge that would change a real's spelling is reported.
  func isIdentical(to other: PlistValue) -> Bool {
    switch (self, other) {
    case (.real(let a), .real(let b)): a.bitPattern == b.bitPattern || (a.isNaN && b.isNaN)
    case (.date(let a), .date(let b)): a.bitPattern == b.bitPattern || (a.isNaN && b.isNaN)
    case (.array(let a), .array(let b)):
      a.count == b.count && zip(a, b).allSatisfy { $0.isIdentical(to: $1) }
    case (.dictionary(let a), .dictionary(let b)):
      a.count == b.count
        && a.allSatisfy { key, value in b[key].map { value.isIdentical(to: $0) } ?? false }
    default: self == other
    }
  }
}
