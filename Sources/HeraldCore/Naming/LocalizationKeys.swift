// The default localization keys of user-visible strings, shared by the validator and translator.

/// Derives localization keys: `<category>.<action>.title` and similar.
public enum LocalizationKeys {
  /// Calls `body` with every user-visible string of a category and its effective key (the
  /// explicit key, or the default one).
  static func forEachText(in category: CategoryDecl, _ body: (LocalizedText, String) -> Void) {
    let id = category.id.value
    category.forEachVisibleText { text, role, action in
      body(text, text.key?.value ?? defaultKey(category: id, action: action?.id.value, role))
    }
  }

  /// The default key of a string: `<category>.<role>` or `<category>.<action>.<role>`.
  static func defaultKey(category: String, action: String?, _ role: VisibleTextRole) -> String {
    guard let action else { return "\(category).\(role.rawValue)" }
    return "\(category).\(action).\(role.rawValue)"
  }
}
