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

  /// The items of a sequence (empty for anything else).
  var items: [YAMLNode] {
    if case .sequence(let items) = content { return items }
    return []
  }

  /// The pairs of a mapping (empty for anything else).
  var pairs: [YAMLPair] {
    if case .mapping(let pairs) = content { return pairs }
    return []
  }

  /// The scalar key texts of a mapping, in order.
  var keys: [String] {
    pairs.map { $0.key.scalar ?? "<complex>" }
  }

  /// The scalar style, or `nil` for a collection.
  var style: YAMLScalarStyle? {
    if case .scalar(_, let style) = content { return style }
    return nil
  }

  /// This subtree rebuilt with the public initializer, which recomputes `size` and `height`.
  var rebuilt: YAMLNode {
    switch content {
    case .scalar: return YAMLNode(content: content, range: range, tag: tag)
    case .sequence(let items):
      return YAMLNode(content: .sequence(items.map(\.rebuilt)), range: range, tag: tag)
    case .mapping(let pairs):
      let rebuiltPairs = pairs.map { YAMLPair(key: $0.key.rebuilt, value: $0.value.rebuilt) }
      return YAMLNode(content: .mapping(rebuiltPairs), range: range, tag: tag)
    }
  }
}

/// The kinds of a result's problems, in order.
func kinds(_ result: YAMLParseResult) -> [YAMLProblem.Kind] {
  result.problems.map(\.kind)
}
