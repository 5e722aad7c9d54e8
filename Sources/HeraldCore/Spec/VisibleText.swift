// Every user-visible string of a category, with the part it plays, for the rules and the plan
// that treat them alike (localization keys, format arguments).

/// The part a visible string plays; the raw value is the last component of its default key.
public enum VisibleTextRole: String, Sendable {
  /// An action's `title`.
  case title
  /// A text input's `buttonTitle`.
  case buttonTitle
  /// A text input's `placeholder`.
  case placeholder
  /// The category's `hiddenPreviewsBodyPlaceholder`.
  case hiddenPreviewsBodyPlaceholder
  /// The category's `categorySummaryFormat`.
  case categorySummaryFormat
}

extension CategoryDecl {
  /// Calls `body` with every visible string, its role and its action (nil for the category's
  /// own strings): the category's strings first, then each action's and alternate's in order.
  public func forEachVisibleText(_ body: (LocalizedText, VisibleTextRole, ActionDecl?) -> Void) {
    if let text = hiddenPreviewsBodyPlaceholder { body(text, .hiddenPreviewsBodyPlaceholder, nil) }
    if let text = categorySummaryFormat { body(text, .categorySummaryFormat, nil) }
    for action in allActions {
      body(action.title, .title, action)
      if let button = action.textInput?.value.buttonTitle { body(button, .buttonTitle, action) }
      if let placeholder = action.textInput?.value.placeholder {
        body(placeholder, .placeholder, action)
      }
    }
  }
}
