// One classified change between two spec sets, with where it is in each.

/// One change `herald diff` reports.
public struct SpecChange: Sendable, Hashable {
  /// What kind of change it is.
  public let kind: ChangeKind
  /// The category it is about (its new id for a renamed one); nil for a change of a content
  /// extension as a whole.
  public let category: String?
  /// A sentence in the spec's terms; spec strings in it are raw, each output escapes them.
  public let message: String
  /// Where it was in the old set, if it was there.
  public let old: SourceRange?
  /// Where it is in the new set: the changed entry, or for a removal the nearest entry that is
  /// still there (the category of a removed action); nil when nothing of it is left.
  public let new: SourceRange?

  /// Creates a change.
  public init(
    _ kind: ChangeKind, category: String?, _ message: String, old: SourceRange?, new: SourceRange?
  ) {
    self.kind = kind
    self.category = category
    self.message = message
    self.old = old
    self.new = new
  }

  /// Its class.
  public var changeClass: ChangeClass { kind.changeClass }
}
