/// The lowering of `becomes`: the one place that knows it is sugar.

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
