// What every part of a comparison may need from the two sets as a whole: the sets, the Swift
// names of their categories (computed set-wide, since ids that differ only in letter case change
// each other's names), their registration parameters and whether strings are localized in both.

/// The two sets a comparison reads, with what is computed once for all their categories.
struct DiffContext {
  /// The old set.
  let old: SpecSet
  /// The new set.
  let new: SpecSet
  /// The Swift names of the old set's categories, by id (the first of an id).
  let oldNames: [String: SwiftNames.CategoryNames]
  /// The Swift names of the new set's categories, by id (the first of an id).
  let newNames: [String: SwiftNames.CategoryNames]
  /// The registration parameters of both sets, set-wide and per category.
  let parameters: RegistrationParameterDiff

  /// Computes the names and the registration parameters of both sets.
  init(old: SpecSet, new: SpecSet) {
    self.old = old
    self.new = new
    oldNames = Self.names(old)
    newNames = Self.names(new)
    parameters = RegistrationParameterDiff(
      old: RegistrationParameters(old), new: RegistrationParameters(new))
  }

  /// The Swift names of a set's categories, by id.
  static func names(_ set: SpecSet) -> [String: SwiftNames.CategoryNames] {
    let names = SwiftNames.categories(set.categories)
    return Dictionary(zip(set.categories.map(\.id.value), names).map { ($0, $1) }) { first, _ in
      first
    }
  }

  /// Whether both sets localize their strings, so that localization keys mean something in
  /// both (turning localization on or off is a change of its own).
  var localizedInBoth: Bool { old.localization != nil && new.localization != nil }
}
