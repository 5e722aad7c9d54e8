// Where nodes are in the source and how scalars were written: marks, ranges, styles and pairs.

/// A position in a YAML source: 1-based line and 1-based column, counted in Unicode characters
/// (code points) as libyaml counts them.
public struct YAMLMark: Sendable, Hashable, Comparable {
  /// The 1-based line, stored compactly to keep nodes small.
  private let storedLine: UInt32
  /// The 1-based column, stored compactly.
  private let storedColumn: UInt32

  /// The 1-based line.
  public var line: Int { Int(storedLine) }
  /// The 1-based column, in characters.
  public var column: Int { Int(storedColumn) }

  /// Creates a mark from 1-based values; values beyond `UInt32.max` are clamped.
  public init(line: Int, column: Int) {
    storedLine = UInt32(clamping: line)
    storedColumn = UInt32(clamping: column)
  }

  /// Creates a mark from libyaml's 0-based values, clamping at `UInt32.max` as `init` does.
  @inline(__always)
  init(zeroBasedLine line: Int, column: Int) {
    let limit = UInt(UInt32.max) - 1
    storedLine = UInt32(truncatingIfNeeded: min(UInt(bitPattern: line), limit) &+ 1)
    storedColumn = UInt32(truncatingIfNeeded: min(UInt(bitPattern: column), limit) &+ 1)
  }

  /// Orders marks by line, then column.
  public static func < (lhs: YAMLMark, rhs: YAMLMark) -> Bool {
    (lhs.line, lhs.column) < (rhs.line, rhs.column)
  }
}

/// The start and end of a node; `end` is the position just past the node's last character.
public struct YAMLRange: Sendable, Hashable {
  /// Where the node starts.
  public let start: YAMLMark
  /// Where the node ends (exclusive).
  public let end: YAMLMark

  /// Creates a range.
  public init(start: YAMLMark, end: YAMLMark) {
    self.start = start
    self.end = end
  }
}

/// How a scalar was written, which decides how its text is typed (a quoted `"true"` is a string).
public enum YAMLScalarStyle: Sendable, Hashable {
  /// Unquoted text.
  case plain
  /// `'text'`.
  case singleQuoted
  /// `"text"`.
  case doubleQuoted
  /// `|` block.
  case literal
  /// `>` block.
  case folded
}

/// One key and its value inside a mapping, in source order (merged pairs keep the ranges of the
/// mapping they came from, and are the very nodes of that mapping).
public struct YAMLPair: Sendable {
  /// The key node (a scalar for every spec key).
  public let key: YAMLNode
  /// The value node.
  public let value: YAMLNode

  /// Creates a pair.
  public init(key: YAMLNode, value: YAMLNode) {
    self.key = key
    self.value = value
  }
}
