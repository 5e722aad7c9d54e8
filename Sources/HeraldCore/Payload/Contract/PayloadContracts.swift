// The payload contract of a whole set, resolved once: validation builds it, the validated spec
// carries it, and the plan, `check-payload`, `herald diff` and the language server read it, so
// that no stage resolves the named types or a category's keys again.

/// Every payload contract of a set: its named types, the contract of each category by id, and
/// the sample size of each named type.
public struct PayloadContracts: Sendable {
  /// The set's named types.
  public let types: PayloadTypeTable
  /// The contract of each category that declares `payload` or `startState`, by id (the first
  /// category of an id counts, as everywhere).
  public let byCategory: [String: PayloadContract]
  /// The minified size of each named type's sample (`PayloadContract.typeSizes`).
  public let typeSizes: [String: Int]

  /// Resolves the contracts of `set`.
  public init(_ set: SpecSet) {
    let types = PayloadTypeTable(set)
    var byCategory: [String: PayloadContract] = [:]
    for category in set.categories where byCategory[category.id.value] == nil {
      guard category.payload != nil || category.startState != nil else { continue }
      byCategory[category.id.value] = PayloadContract(category: category, types: types)
    }
    self.types = types
    self.byCategory = byCategory
    typeSizes = PayloadContract.typeSizes(types)
  }

  /// The contract of the category with this id; nil when it has none.
  public subscript(categoryID: String) -> PayloadContract? { byCategory[categoryID] }

  /// Whether any category has a contract.
  public var isEmpty: Bool { byCategory.isEmpty }
}
