// The final Swift names of a set's categories and of a category's actions, computed in one place
// so that the names the validator checks are the names the translator generates.

/// The Swift names the generated code uses: an explicit `swiftName`, or a name derived from the id
/// (`Naming`), told apart from the names of ids that differ from it only in letter case.
public enum SwiftNames {
  /// The Swift names of one category.
  public struct CategoryNames: Sendable, Hashable {
    /// The type name (`Camera`): `swiftName`, or derived from the id.
    public let typeName: String
    /// The case name in `Category`, `Response` and an extension's `Tap` (`camera`): derived from
    /// `swiftName` when given, otherwise from the id.
    public let caseName: String
  }

  /// The names of `categories`, in the same order. Type names keep the id's capitals already
  /// (`camera` → `Camera`, `CAMERA` → `CAMERA`); case names lowercase the first word, so ids that
  /// differ only in letter case would share one (`camera`). Those ids keep their capitals after
  /// the first letter instead (`caseName(_:keepingCapitals:)`), whatever order they come in.
  public static func categories(_ categories: [CategoryDecl]) -> [CategoryNames] {
    let sources = categories.map { $0.swiftName?.value ?? $0.id.value }
    let cases = caseNames(sources)
    return categories.indices.map { index in
      let category = categories[index]
      return CategoryNames(
        typeName: category.swiftName?.value ?? Naming.typeName(category.id.value),
        caseName: cases[index]!)
    }
  }

  /// The case name of each of `actions` (a category's actions, then its alternates), in the same
  /// order: `swiftName`, or derived from the id as category case names are, so that `reply` and
  /// `REPLY` become `reply` and `rEPLY`.
  public static func actions(_ actions: [ActionDecl]) -> [String] {
    let derived = caseNames(actions.map { $0.swiftName == nil ? $0.id.value : nil })
    return actions.indices.map { actions[$0].swiftName?.value ?? derived[$0]! }
  }

  /// The case name of each action and alternate of `category`, by id (the first one of an id
  /// declared twice, which is a `duplicate-action` error).
  public static func actionCaseNames(in category: CategoryDecl) -> [String: String] {
    let actions = category.allActions
    let names = Self.actions(actions)
    var byID: [String: String] = [:]
    byID.reserveCapacity(actions.count)
    for index in actions.indices where byID[actions[index].id.value] == nil {
      byID[actions[index].id.value] = names[index]
    }
    return byID
  }

  /// The case names derived from `sources` (nil where a name is not derived), in the same order.
  /// A source whose usual name (`Naming.caseName`) another source shares, where the two differ
  /// only in letter case, keeps its capitals: every source of such a pair changes, so the result
  /// does not depend on the order. Other collisions are left for `swift-name-collision`, as are
  /// pairs whose names still meet (`Camera` and `camera`: the first letter is what differs).
  static func caseNames(_ sources: [String?]) -> [String?] {
    var names = sources.map { $0.map(Naming.caseName) }
    // A category's few actions: compared pairwise, without the dictionaries below, which cost
    // more than the names themselves when validate runs this once per category.
    if names.count <= 16 {
      let distinct = names.indices.allSatisfy { index in
        guard let name = names[index] else { return true }
        return !names[(index + 1)...].contains(name)
      }
      if distinct { return names }
    }
    var holders: [String: [Int]] = [:]
    for index in names.indices {
      guard let name = names[index] else { continue }
      holders[name, default: []].append(index)
    }
    for indices in holders.values where indices.count > 1 {
      var spellings: [String: Set<String>] = [:]
      for index in indices {
        guard let source = sources[index] else { continue }
        spellings[source.lowercased(), default: []].insert(source)
      }
      for index in indices {
        guard let source = sources[index], spellings[source.lowercased()]!.count > 1 else {
          continue
        }
        names[index] = Naming.caseName(source, keepingCapitals: true)
      }
    }
    return names
  }
}

extension SwiftNames {
  /// The type name (in `Pushes`) and case name (in `Payload`) of each push kind, in order:
  /// `swiftName`, or derived from the id as a category's are.
  public static func pushes(_ pushes: [PushKindDecl]) -> [CategoryNames] {
    let cases = caseNames(pushes.map { $0.swiftName?.value ?? $0.id.value })
    return pushes.indices.map { index in
      CategoryNames(
        typeName: pushes[index].swiftName?.value ?? Naming.typeName(pushes[index].id.value),
        caseName: cases[index]!)
    }
  }
}
