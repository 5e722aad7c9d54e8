// Changes of the Swift names the generated code gives categories and actions: app code that
// spells the old name no longer compiles.

/// Compares the generated Swift names of a category or an action that continues.
enum SwiftNameDiff {
  /// The change of a category's type or case name, if any. A category renamed without a
  /// `swiftName` on either side gets new names from its new id: that is part of the rename.
  static func category(
    _ old: CategoryDecl, _ new: CategoryDecl, context: DiffContext
  ) -> SpecChange? {
    guard let before = context.oldNames[old.id.value], let after = context.newNames[new.id.value]
    else { return nil }
    if old.id.value != new.id.value && old.swiftName == nil && new.swiftName == nil { return nil }
    var parts: [String] = []
    if before.typeName != after.typeName {
      parts.append("type '\(before.typeName)' → '\(after.typeName)'")
    }
    if before.caseName != after.caseName {
      parts.append("case '\(before.caseName)' → '\(after.caseName)'")
    }
    guard !parts.isEmpty else { return nil }
    return SpecChange(
      .swiftNameChanged, category: new.id.value,
      "the Swift names of category '\(new.id.value)' changed: " + parts.joined(separator: ", "),
      old: old.swiftName?.range ?? old.id.range, new: new.swiftName?.range ?? new.id.range)
  }

  /// The change of an action's case name, if any; as for categories, a rename without a
  /// `swiftName` on either side is not reported again.
  static func action(
    _ old: ActionDecl, _ new: ActionDecl, names: (old: String?, new: String?), category: String
  ) -> SpecChange? {
    guard let before = names.old, let after = names.new, before != after else { return nil }
    if old.id.value != new.id.value && old.swiftName == nil && new.swiftName == nil { return nil }
    return SpecChange(
      .swiftNameChanged, category: category,
      "the Swift case name of action '\(new.id.value)' of category '\(category)' changed: "
        + "'\(before)' → '\(after)'",
      old: old.swiftName?.range ?? old.id.range, new: new.swiftName?.range ?? new.id.range)
  }
}
