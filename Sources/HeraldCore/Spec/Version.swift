// The dotted versions of platform keys.

/// A dotted version such as `15.0` or `12`.
public struct Version: Sendable, Hashable, Comparable, CustomStringConvertible {
  /// The numeric components, at least one.
  public let components: [Int]
  /// What `init?(_:)` accepts as text, as a regular expression for the JSON Schema.
  public static let pattern = "^[0-9]{1,4}(\\.[0-9]{1,4}){0,2}$"

  /// Parses `major[.minor[.patch]]`; nil when malformed.
  public init?(_ text: String) {
    let parts = text.split(separator: ".", omittingEmptySubsequences: false)
    guard (1...3).contains(parts.count) else { return nil }
    var numbers: [Int] = []
    for part in parts {
      guard !part.isEmpty, part.count <= 4, part.allSatisfy({ ("0"..."9").contains($0) }),
        let number = Int(part)
      else { return nil }
      numbers.append(number)
    }
    components = numbers
  }

  /// Creates a version from numbers.
  public init(_ major: Int, _ minor: Int = 0) {
    components = [major, minor]
  }

  /// The text form, at least `major.minor`.
  public var description: String {
    (components.count == 1 ? components + [0] : components).map(String.init).joined(separator: ".")
  }

  /// Compares component by component, missing components as zero.
  public static func < (lhs: Version, rhs: Version) -> Bool {
    for index in 0..<max(lhs.components.count, rhs.components.count) {
      let (a, b) = (lhs[index], rhs[index])
      if a != b { return a < b }
    }
    return false
  }

  /// Equal when every component matches, missing components as zero.
  public static func == (lhs: Version, rhs: Version) -> Bool { !(lhs < rhs) && !(rhs < lhs) }

  /// Hashes the normalized components.
  public func hash(into hasher: inout Hasher) {
    var trimmed = components
    while trimmed.count > 1, trimmed.last == 0 { trimmed.removeLast() }
    hasher.combine(trimmed)
  }

  /// The component at `index`, zero past the end.
  private subscript(index: Int) -> Int { index < components.count ? components[index] : 0 }
}
