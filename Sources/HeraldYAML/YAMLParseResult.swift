// What reading one YAML file gives: its root node and its problems.

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
