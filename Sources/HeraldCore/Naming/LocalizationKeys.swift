// The default localization keys of user-visible strings, shared by the validator and translator.

/// Derives localization keys: `<category>.<action>.title` and similar.
public enum LocalizationKeys {
  /// Calls `body` with every user-visible string of a category and its effective key (the
  /// explicit key, or the default one).
  static func forEachText(in category: CategoryDecl, _ body: (LocalizedText, String) -> Void) {
    let id = category.id.value
    if let text = category.hiddenPreviewsBodyPlaceholder {
      body(text, text.key?.value ?? "\(id).hiddenPreviewsBodyPlaceholder")
    }
    if let text = category.categorySummaryFormat {
      body(text, text.key?.value ?? "\(id).categorySummaryFormat")
    }
    for action in category.allActions {
      let prefix = "\(id).\(action.id.value)"
      body(action.title, action.title.key?.value ?? "\(prefix).title")
      if let button = action.textInput?.value.buttonTitle {
        body(button, button.key?.value ?? "\(prefix).buttonTitle")
      }
      if let placeholder = action.textInput?.value.placeholder {
        body(placeholder, placeholder.key?.value ?? "\(prefix).placeholder")
      }
    }
  }
}
