// The limits on what one YAML file may make the composer do.

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
