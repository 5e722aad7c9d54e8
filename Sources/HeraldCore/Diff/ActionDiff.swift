// The changes of one action kept from the old set to the new: title, options, icon, text input,
// Swift name, availability and localization keys, with the changes that break responses singled
// out.

/// Compares an old action with the action that continues it.
struct ActionDiff {
  /// The old action.
  let old: ActionDecl
  /// The new action (the same id, or the one it was renamed to).
  let new: ActionDecl
  /// The new id of its category.
  let category: String
  /// The old id of its category.
  let oldCategory: String
  /// Its Swift case name in the old and the new category.
  let names: (old: String?, new: String?)
  /// The two sets.
  let context: DiffContext

  /// Every change of the action.
  func changes() -> [SpecChange] {
    var changes: [SpecChange] = []
    let name = "action '\(new.id.value)' of category '\(category)'"
    if !VisibleTextDiff.same(old.title, new.title) {
      changes.append(
        SpecChange(
          .actionTitleChanged, category: category,
          "title of \(name) changed: \(VisibleTextDiff.describe(old.title)) → "
            + VisibleTextDiff.describe(new.title),
          old: old.title.range, new: new.title.range))
    }
    let before = Set(old.options.map(\.value))
    let after = Set(new.options.map(\.value))
    let optionsRange = new.options.first?.range ?? new.id.range
    if before.contains(.foreground) && !after.contains(.foreground) {
      changes.append(
        SpecChange(
          .foregroundRemoved, category: category,
          "'foreground' was removed from \(name): its responses no longer open the app",
          old: old.options.first { $0.value == .foreground }?.range, new: optionsRange))
    }
    let otherBefore = before.subtracting([.foreground])
    var otherAfter = after.subtracting([.foreground])
    if !before.contains(.foreground) && after.contains(.foreground) {
      otherAfter.insert(.foreground)  // adding foreground is only behavioural
    }
    if otherBefore != otherAfter {
      let order = ActionOption.allCases
      changes.append(
        SpecChange(
          .actionOptionsChanged, category: category,
          "options of \(name) changed: "
            + "\(SpecDiff.list(order.filter(before.contains).map(\.rawValue))) → "
            + SpecDiff.list(order.filter(after.contains).map(\.rawValue)),
          old: old.options.first?.range ?? old.id.range, new: optionsRange))
    }
    if old.icon?.value != new.icon?.value {
      changes.append(
        SpecChange(
          .actionIconChanged, category: category,
          "icon of \(name) changed: \(describe(old.icon?.value)) → \(describe(new.icon?.value))",
          old: old.icon?.range ?? old.id.range, new: new.icon?.range ?? new.id.range))
    }
    changes += textInputChanges(name)
    if let change = SwiftNameDiff.action(old, new, names: names, category: category) {
      changes.append(change)
    }
    changes += AvailabilityDiff(platforms: context.new.platforms).changes(
      old: old.availability, new: new.availability, subject: name, category: category,
      places: (old.id.range, new.id.range))
    if context.localizedInBoth {
      changes += LocalizationKeyDiff.action(
        old, new, oldCategory: oldCategory, newCategory: category)
    }
    return changes
  }

  /// A text input removed (breaking), added, or with other strings (behavioural).
  func textInputChanges(_ name: String) -> [SpecChange] {
    switch (old.textInput, new.textInput) {
    case (nil, nil):
      return []
    case (let before?, nil):
      return [
        SpecChange(
          .textInputRemoved, category: category,
          "\(name) no longer takes text input: its responses carry no text",
          old: before.range, new: new.id.range)
      ]
    case (nil, let after?):
      return [
        SpecChange(
          .textInputChanged, category: category, "\(name) takes text input now",
          old: old.id.range, new: after.range)
      ]
    case (let before?, let after?):
      var changes: [SpecChange] = []
      let parts: [(String, LocalizedText?, LocalizedText?)] = [
        ("button title", before.value.buttonTitle, after.value.buttonTitle),
        ("placeholder", before.value.placeholder, after.value.placeholder),
      ]
      for (part, was, now) in parts where !VisibleTextDiff.same(was, now) {
        changes.append(
          SpecChange(
            .textInputChanged, category: category,
            "text input \(part) of \(name) changed: \(quoted(was)) → \(quoted(now))",
            old: was?.range ?? before.range, new: now?.range ?? after.range))
      }
      return changes
    }
  }

  /// A text in quotes with its arguments, or `the system's default`.
  func quoted(_ text: LocalizedText?) -> String {
    VisibleTextDiff.describe(text, absent: "the system's default")
  }

  /// An icon as written, or `none`.
  func describe(_ icon: ActionIcon?) -> String {
    switch icon {
    case .system(let name)?: "system '\(name)'"
    case .template(let name)?: "template '\(name)'"
    case nil: "none"
    }
  }
}
