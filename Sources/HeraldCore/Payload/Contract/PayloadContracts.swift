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
  /// The push kinds, in declaration order (the first kind of an id counts).
  public let pushes: [PushKind]
  /// The ids of every category of the set.
  let categoryIDs: Set<String>
  /// Where to look for a payload's kind without trying every kind.
  let pushIndex: PushIndex
  /// The position of each push kind in `pushes`, by id.
  let pushPositions: [String: Int]

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
    var seen = Set<String>()
    let kinds = set.pushes.compactMap { decl in
      seen.insert(decl.id.value).inserted ? PushKind(decl, types: types) : nil
    }
    pushes = kinds
    categoryIDs = Set(set.categories.map(\.id.value))
    pushIndex = PushIndex(kinds)
    pushPositions = Dictionary(kinds.indices.map { (kinds[$0].id, $0) }) { first, _ in first }
  }

  /// The push kind with this id, if any.
  public func push(_ id: String) -> PushKind? { pushPositions[id].map { pushes[$0] } }

  /// The contract a payload is held to: the contract of the category `aps.category` names
  /// when it has one; otherwise the first push kind, in declaration order, whose binding
  /// holds. `category` is `aps.category` (nil or empty for none).
  public func match(members: [JSONNodeMember], category: String?) -> PushMatch {
    let category = category.flatMap { $0.isEmpty ? nil : $0 }
    if let category, let contract = byCategory[category] { return .category(contract) }
    for index in pushIndex.candidates(members: members, category: category)
    where pushes[index].binding.matches(
      members: members, category: category, isDeclared: categoryIDs.contains)
    {
      return .push(pushes[index])
    }
    return .none
  }

  /// The contract of the category with this id; nil when it has none.
  public subscript(categoryID: String) -> PayloadContract? { byCategory[categoryID] }

  /// Whether no category and no push kind has a contract.
  public var isEmpty: Bool { byCategory.isEmpty && pushes.isEmpty }
}
