// Helpers shared by the HeraldYAML tests: parsing text and reading nodes and marks tersely.

import HeraldYAML

/// Parses `text` as UTF-8 with the given budget.
func parse(_ text: String, budget: YAMLBudget = .spec) -> YAMLParseResult {
  YAMLParser.parse(Array(text.utf8), budget: budget)
}

/// A 1-based mark.
func mark(_ line: Int, _ column: Int) -> YAMLMark {
  YAMLMark(line: line, column: column)
}

/// A range from two 1-based (line, column) pairs.
func span(_ start: (Int, Int), _ end: (Int, Int)) -> YAMLRange {
  YAMLRange(start: mark(start.0, start.1), end: mark(end.0, end.1))
}

/// Reading helpers for composed nodes.
extension YAMLNode {
  /// The value for the scalar key `key` in a mapping, or `nil`.
  subscript(key: String) -> YAMLNode? {
    guard case .mapping(let pairs) = content else { return nil }
    return pairs.first { $0.key.scalar == key }?.value
  }

  /// The scalar key texts of a mapping, in order.
  var keys: [String] {
    pairs.map { $0.key.scalar ?? "<complex>" }
  }

  /// The subtree's node count, recounted from `content` (aliased subtrees count each time).
  var recountedSize: Int {
    switch content {
    case .scalar: return 1
    case .sequence(let items): return 1 + items.map(\.recountedSize).reduce(0, +)
    case .mapping(let pairs):
      return 1 + pairs.map { $0.key.recountedSize + $0.value.recountedSize }.reduce(0, +)
    }
  }

  /// The subtree's nesting height, recomputed from `content`: 1 for a scalar or an empty
  /// collection, otherwise one more than the highest child.
  var recomputedHeight: Int {
    switch content {
    case .scalar: return 1
    case .sequence(let items): return 1 + (items.map(\.recomputedHeight).max() ?? 0)
    case .mapping(let pairs):
      let heights = pairs.map { max($0.key.recomputedHeight, $0.value.recomputedHeight) }
      return 1 + (heights.max() ?? 0)
    }
  }
}

/// The kinds of a result's problems, in order.
func kinds(_ result: YAMLParseResult) -> [YAMLProblem.Kind] {
  result.problems.map(\.kind)
}
