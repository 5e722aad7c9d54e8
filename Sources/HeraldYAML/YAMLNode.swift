/// The located YAML node tree that the rest of Herald reads: no libyaml pointer escapes this module.

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
/// mapping they came from).
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

/// A YAML node with its location. Alias targets are shared, not copied.
public struct YAMLNode: Sendable {
  /// The content of a node.
  public enum Content: Sendable {
    /// A scalar: its text exactly as resolved by YAML (no type conversion) and its style.
    case scalar(String, YAMLScalarStyle)
    /// A sequence of nodes.
    case sequence([YAMLNode])
    /// A mapping, in source order, with `<<` merge keys already applied and no duplicate keys.
    case mapping([YAMLPair])
  }

  /// What the node holds.
  public let content: Content
  /// Where the node is in the source.
  public let range: YAMLRange
  /// The explicit tag, if any (`!!str`, `!custom`), as libyaml reports it.
  public let tag: String?
  /// The number of nodes in this subtree, itself included (what an alias to it adds).
  public var size: Int { Int(storedSize) }
  /// The nesting height of this subtree: 1 for a scalar.
  public var height: Int { Int(storedHeight) }
  /// `size`, stored compactly.
  let storedSize: UInt32
  /// `height`, stored compactly.
  let storedHeight: UInt32

  /// Creates a node; `size` and `height` are computed from the children.
  public init(content: Content, range: YAMLRange, tag: String? = nil) {
    self.content = content
    self.range = range
    self.tag = tag
    var size = 1
    var height = 0
    switch content {
    case .scalar:
      break
    case .sequence(let items):
      for item in items {
        size += item.size
        height = max(height, item.height)
      }
    case .mapping(let pairs):
      for pair in pairs {
        size += pair.key.size + pair.value.size
        height = max(height, pair.key.height, pair.value.height)
      }
    }
    storedSize = UInt32(clamping: size)
    storedHeight = UInt32(clamping: height + 1)
  }

  /// The scalar text, or `nil` for a collection.
  public var scalar: String? {
    if case .scalar(let text, _) = content { return text }
    return nil
  }
}

/// A problem found while reading YAML, with the place it is about and optional located notes.
public struct YAMLProblem: Sendable, Hashable, Error {
  /// Which kind of problem, a stable id used by diagnostics.
  public enum Kind: String, Sendable {
    /// libyaml rejected the text (scanner, parser or reader error, invalid UTF-8, control characters).
    case syntax = "yaml-syntax"
    /// A key appears twice in one mapping.
    case duplicateKey = "yaml-duplicate-key"
    /// Aliases would expand past the budget.
    case aliasBudget = "yaml-alias-budget"
    /// Nesting is deeper than the budget.
    case depthBudget = "yaml-depth-budget"
    /// An alias names an anchor that was never defined.
    case unknownAnchor = "yaml-unknown-anchor"
    /// A `<<` merge value that is not a mapping or a sequence of mappings.
    case badMerge = "yaml-bad-merge"
    /// A scalar longer than the budget.
    case scalarTooLong = "yaml-scalar-too-long"
    /// A file with more than one document.
    case multipleDocuments = "yaml-multiple-documents"
    /// A mapping key that is not a scalar.
    case complexKey = "yaml-complex-key"
  }

  /// The kind of problem.
  public let kind: Kind
  /// A lowercase message that says what is wrong and what to do.
  public let message: String
  /// Where the problem is.
  public let range: YAMLRange
  /// Further located explanations (for example the first occurrence of a duplicate key).
  public let notes: [YAMLNote]

  /// Creates a problem.
  public init(kind: Kind, message: String, range: YAMLRange, notes: [YAMLNote] = []) {
    self.kind = kind
    self.message = message
    self.range = range
    self.notes = notes
  }
}

/// A located note attached to a `YAMLProblem`.
public struct YAMLNote: Sendable, Hashable {
  /// The note's text.
  public let message: String
  /// Where it points.
  public let range: YAMLRange

  /// Creates a note.
  public init(message: String, range: YAMLRange) {
    self.message = message
    self.range = range
  }
}

/// The limits the composer enforces so that hostile input cannot hang or exhaust memory.
public struct YAMLBudget: Sendable, Hashable {
  /// Most nodes that alias expansion may add to one file.
  public var aliasNodes: Int
  /// Deepest nesting of collections allowed.
  public var depth: Int
  /// Longest scalar, in bytes.
  public var scalarBytes: Int

  /// Creates a budget.
  public init(aliasNodes: Int = 100_000, depth: Int = 64, scalarBytes: Int = 1 << 20) {
    self.aliasNodes = aliasNodes
    self.depth = depth
    self.scalarBytes = scalarBytes
  }

  /// The spec language's budgets: 100,000 alias nodes, depth 64, scalars up to 1 MiB.
  public static let spec = YAMLBudget()
}

/// The result of reading one YAML file: the root (nil when the file holds no document or a fatal
/// error stopped reading) and every problem found, in source order.
public struct YAMLParseResult: Sendable {
  /// The document's root node, if one was composed.
  public let root: YAMLNode?
  /// Every problem found.
  public let problems: [YAMLProblem]

  /// Creates a result.
  public init(root: YAMLNode?, problems: [YAMLProblem]) {
    self.root = root
    self.problems = problems
  }
}
