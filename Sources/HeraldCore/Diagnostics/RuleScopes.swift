// Where a rule's diagnostics can be located, so that `ignore` lists know where an id can fire.

/// The places of a spec set a diagnostic can point into. A place is the innermost declaration
/// around the diagnostic's start: an action or alternate item, else a category or extension
/// item, else the rest of its file (the top level and the settings blocks). `ignore` on a
/// declaration accepts the ids that can fire inside it; `diagnostics: { ignore: … }` accepts
/// every id that can fire in a spec.
public struct RuleScopes: OptionSet, Sendable, Hashable {
  /// The bits.
  public let rawValue: UInt8

  /// Creates a set from its bits.
  public init(rawValue: UInt8) {
    self.rawValue = rawValue
  }

  /// The top level of a file and its settings blocks, outside every category and extension.
  public static let file = RuleScopes(rawValue: 1 << 0)
  /// A category item, outside its actions and alternates.
  public static let category = RuleScopes(rawValue: 1 << 1)
  /// An item of a category's `actions`.
  public static let action = RuleScopes(rawValue: 1 << 2)
  /// An item of a category's `alternates`.
  public static let alternate = RuleScopes(rawValue: 1 << 3)
  /// An item of `extensions`.
  public static let `extension` = RuleScopes(rawValue: 1 << 4)
  /// A payload file checked by `herald check-payload`; no spec `ignore` reaches it.
  public static let payload = RuleScopes(rawValue: 1 << 5)

  /// Actions and alternates.
  public static let actions: RuleScopes = [.action, .alternate]
  /// A category with everything inside it, what `ignore` on a category covers.
  public static let categoryItem: RuleScopes = [.category, .action, .alternate]
  /// Every place of a spec file.
  public static let anywhere: RuleScopes = [.file, .category, .action, .alternate, .extension]

  /// Each place with its name as the docs and messages spell it, in that order.
  public static let named: [(RuleScopes, String)] = [
    (.file, "file"), (.category, "category"), (.action, "action"), (.alternate, "alternate"),
    (.extension, "extension"), (.payload, "payload"),
  ]

  /// The names of the places in the set, in documentation order.
  public var names: [String] { Self.named.filter { contains($0.0) }.map(\.1) }
}
