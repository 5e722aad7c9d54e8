// Changes of the registration's parameters. Every app argument of a visible string becomes a
// labelled parameter of `register(on:…)`, `register(…completionHandler:)`,
// `registeredCategories(…)`, `merged(with:…)`, `registerReplacingAll(on:…)` and of the
// `makeCategory(…)` of each category that uses it, so adding, removing or retyping one breaks
// the app's calls of them: they no longer compile.

/// The registration parameters of one set, each with the first use that declares it.
struct RegistrationParameters {
  /// One parameter and where it is first used.
  struct Use {
    /// The parameter: its name and type, as the generated signature declares it.
    let parameter: RegistrationParameter
    /// The first `app:` argument of the name.
    let range: SourceRange
    /// The id of the category whose string that argument is in.
    let category: String
  }

  /// The parameters of the registration functions, by name.
  let all: [String: Use]
  /// The parameters of each category's `makeCategory(…)`, by category id, then by name.
  let byCategory: [String: [String: Use]]

  /// Collects the app arguments of every category, as the plan does: a name's type is its first
  /// use's (the validator made every use agree), `string` when no placeholder gives one.
  init(_ set: SpecSet) {
    var all: [String: Use] = [:]
    var byCategory: [String: [String: Use]] = [:]
    for category in set.categories where byCategory[category.id.value] == nil {
      var own: [String: Use] = [:]
      category.forEachAppArgument { argument in
        WorkMeter.add(1)
        let name = argument.name.value
        guard own[name] == nil else { return }
        let use = Use(
          parameter: RegistrationParameter(name: name, type: argument.type ?? .string),
          range: argument.name.range, category: category.id.value)
        own[name] = use
        if all[name] == nil { all[name] = use }
      }
      byCategory[category.id.value] = own
    }
    self.all = all
    self.byCategory = byCategory
  }
}

/// Compares the registration parameters of two sets.
struct RegistrationParameterDiff {
  /// The old set's parameters.
  let old: RegistrationParameters
  /// The new set's parameters.
  let new: RegistrationParameters

  /// The changes of the registration's signature, by parameter name (the signature's order).
  /// They belong to no category: every registration function takes them. A removed parameter
  /// points at its category in the new set, or at the start of the new set's first file when
  /// that category is gone too.
  func changes(newCategories: [String: CategoryDecl], newStart: SourceRange) -> [SpecChange] {
    var changes: [SpecChange] = []
    let names = Set(old.all.keys).union(new.all.keys).sorted()
    WorkMeter.add(names.count)
    for name in names {
      switch (old.all[name], new.all[name]) {
      case (nil, let after?):
        changes.append(
          SpecChange(
            .registrationParameterAdded, category: nil,
            "registration takes a new parameter '\(after.parameter.declaration)': calls of "
              + "register(on:…) and the other registration functions without it no longer compile",
            old: nil, new: after.range))
      case (let before?, nil):
        changes.append(
          SpecChange(
            .registrationParameterRemoved, category: nil,
            "registration no longer takes the parameter '\(before.parameter.declaration)': "
              + "calls of register(on:…) and the other registration functions that pass it no "
              + "longer compile",
            old: before.range, new: newCategories[before.category]?.id.range ?? newStart))
      case (let before?, let after?) where before.parameter.type != after.parameter.type:
        changes.append(
          SpecChange(
            .registrationParameterChanged, category: nil,
            "registration parameter '\(name)' has another type: "
              + "'\(before.parameter.declaration)' → '\(after.parameter.declaration)'; calls "
              + "that pass \(Self.article(before.parameter.type)) no longer compile",
            old: before.range, new: after.range))
      default:
        break
      }
    }
    return changes
  }

  /// The changes of one continuing category's `makeCategory(…)` that the registration's own
  /// changes do not already report: a parameter the registration takes in both sets, with the
  /// same type, that this category's strings use now or no longer use.
  func changes(old before: CategoryDecl, new after: CategoryDecl) -> [SpecChange] {
    let was = old.byCategory[before.id.value] ?? [:]
    let now = new.byCategory[after.id.value] ?? [:]
    guard !was.isEmpty || !now.isEmpty else { return [] }
    let id = after.id.value
    var changes: [SpecChange] = []
    let names = Set(was.keys).union(now.keys).sorted()
    WorkMeter.add(names.count)
    for name in names {
      guard let registered = old.all[name], registered.parameter == new.all[name]?.parameter
      else { continue }  // the registration's change covers every category that uses it
      switch (was[name], now[name]) {
      case (nil, let use?):
        changes.append(
          SpecChange(
            .registrationParameterAdded, category: id,
            "makeCategory(…) of category '\(id)' takes '\(use.parameter.declaration)' now: "
              + "app code that calls it without the parameter no longer compiles",
            old: nil, new: use.range))
      case (let use?, nil):
        changes.append(
          SpecChange(
            .registrationParameterRemoved, category: id,
            "makeCategory(…) of category '\(id)' no longer takes "
              + "'\(use.parameter.declaration)': app code that passes it no longer compiles",
            old: use.range, new: after.id.range))
      default:
        break
      }
    }
    return changes
  }

  /// `an Int`, `a String`, `a Double`.
  static func article(_ type: FormatValueType) -> String {
    (type == .integer ? "an " : "a ") + type.swiftType
  }
}

extension ChangeKind {
  /// The registration functions (or a category's `makeCategory`) take a new app argument.
  public static let registrationParameterAdded = ChangeKind(
    "diff-registration-parameter-added", .breaking)
  /// The registration functions (or a category's `makeCategory`) no longer take a parameter.
  public static let registrationParameterRemoved = ChangeKind(
    "diff-registration-parameter-removed", .breaking)
  /// A registration parameter has another Swift type.
  public static let registrationParameterChanged = ChangeKind(
    "diff-registration-parameter-changed", .breaking)
}
