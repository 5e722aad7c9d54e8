// The located `onTap` block, with `becomes` lowered into its replacement table.

/// What tapping an action does to the shown list (`onTap`), with `becomes` already lowered.
public struct OnTapDecl: Sendable, Hashable {
  /// Where the whole block is.
  public let range: SourceRange
  /// `replace`: in-place substitutions, in source order, then the lowered `becomes`, if any.
  public var replace: [ReplacePair] = []
  /// `remove`.
  public var remove: [Located<String>] = []
  /// `append`.
  public var append: [Located<String>] = []
  /// `set`: the whole new list.
  public var set: Located<[Located<String>]>?
  /// `response`, if written.
  public var response: Located<ResponseOption>?

  /// Creates an empty block.
  public init(range: SourceRange) {
    self.range = range
  }
}

/// One `replace` entry: a shown id and what takes its place.
public struct ReplacePair: Sendable, Hashable {
  /// How an entry came to be in the table.
  public enum Origin: Sendable, Hashable {
    /// Written under `replace`.
    case replace
    /// Lowered from `becomes: <target>` on the tapped action (the source).
    case becomes
  }

  /// The id to replace.
  public let source: Located<String>
  /// The id that takes its place.
  public let target: Located<String>
  /// Where the entry came from; only diagnostics that name `becomes` ask.
  public let origin: Origin

  /// Creates an entry.
  public init(source: Located<String>, target: Located<String>, origin: Origin = .replace) {
    self.source = source
    self.target = target
    self.origin = origin
  }
}

extension OnTapDecl {
  /// Lowers `becomes: target` on the action `tapped` to the `replace` entry `{ tapped: target }`,
  /// appended after the written entries. The decoder calls this once, so the explorer, the rules
  /// and the plan all read a single replacement table instead of each desugaring `becomes`.
  /// Appending keeps the table's order: a written entry for the same id still wins, as it did
  /// when the explorer added `becomes` last on every step (that clash is `ontap-conflict`).
  mutating func lowerBecomes(_ target: Located<String>, tapped: Located<String>) {
    replace.append(ReplacePair(source: tapped, target: target, origin: .becomes))
  }

  /// The entry lowered from `becomes`, if the block had one.
  public var becomes: ReplacePair? {
    replace.last.flatMap { $0.origin == .becomes ? $0 : nil }
  }
}
