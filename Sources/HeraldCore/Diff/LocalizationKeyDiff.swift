// Changes of the localization key a string is looked up under: the translations stored under
// the old key are no longer found, so users of other languages see the development text.

/// Compares the effective localization keys of the strings of an item that continues.
enum LocalizationKeyDiff {
  /// One string of each side: the text, if any, and its default key.
  typealias Side = (text: LocalizedText?, defaultKey: String)

  /// The change of one string's key, if both sides have the string and its keys differ. Keys
  /// that differ only because the ids they derive from were renamed are part of that rename
  /// (docs/decisions.md), so one side at least must give its key explicitly.
  static func change(
    _ part: String, old: Side, new: Side, category: String
  ) -> SpecChange? {
    guard let before = old.text, let after = new.text,
      before.key != nil || after.key != nil
    else { return nil }
    let was = before.key?.value ?? old.defaultKey
    let now = after.key?.value ?? new.defaultKey
    guard was != now else { return nil }
    return SpecChange(
      .localizationKeyChanged, category: category,
      "the localization key of \(part) changed: '\(was)' → '\(now)'; translations under the "
        + "old key are no longer used",
      old: before.key?.range ?? before.range, new: after.key?.range ?? after.range)
  }

  /// The key changes of a category's own strings.
  static func category(_ old: CategoryDecl, _ new: CategoryDecl) -> [SpecChange] {
    let id = new.id.value
    let parts: [(String, LocalizedText?, LocalizedText?)] = [
      (
        "hiddenPreviewsBodyPlaceholder", old.hiddenPreviewsBodyPlaceholder,
        new.hiddenPreviewsBodyPlaceholder
      ),
      ("categorySummaryFormat", old.categorySummaryFormat, new.categorySummaryFormat),
    ]
    return parts.compactMap { key, before, after in
      change(
        "\(key) of category '\(id)'", old: (before, "\(old.id.value).\(key)"),
        new: (after, "\(id).\(key)"), category: id)
    }
  }

  /// The key changes of an action's strings: its title and its text input's.
  static func action(
    _ old: ActionDecl, _ new: ActionDecl, oldCategory: String, newCategory: String
  ) -> [SpecChange] {
    let name = "action '\(new.id.value)' of category '\(newCategory)'"
    let oldPrefix = "\(oldCategory).\(old.id.value)"
    let newPrefix = "\(newCategory).\(new.id.value)"
    let parts: [(String, String, LocalizedText?, LocalizedText?)] = [
      ("the title", "title", old.title, new.title),
      (
        "the text input button title", "buttonTitle", old.textInput?.value.buttonTitle,
        new.textInput?.value.buttonTitle
      ),
      (
        "the text input placeholder", "placeholder", old.textInput?.value.placeholder,
        new.textInput?.value.placeholder
      ),
    ]
    return parts.compactMap { part, key, before, after in
      change(
        "\(part) of \(name)", old: (before, "\(oldPrefix).\(key)"),
        new: (after, "\(newPrefix).\(key)"), category: newCategory)
    }
  }
}
