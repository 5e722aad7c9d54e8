// Renders the String Catalog (`.xcstrings`) with every localized key, default and comment.

/// Writes `Localization/<table>.xcstrings`.
enum StringCatalogRenderer {
  /// The catalog for a localized plan (the development language is English). Empty strings are
  /// left out: the generated code uses them literally.
  static func render(_ plan: GenerationPlan) -> String {
    var strings: [String: JSONValue] = [:]
    for text in texts(plan) {
      guard let key = text.key, !text.text.isEmpty, strings[key] == nil else { continue }
      var entry: [String: JSONValue] = [
        "extractionState": .string("manual"),
        "localizations": .object([
          "en": .object([
            "stringUnit": .object(["state": .string("translated"), "value": .string(text.text)])
          ])
        ]),
      ]
      if let comment = text.comment { entry["comment"] = .string(comment) }
      strings[key] = .object(entry)
    }
    return JSONValue.object([
      "_generator": .string(FileHeader.json(sources: plan.sources)),
      "sourceLanguage": .string("en"),
      "strings": .object(strings),
      "version": .string("1.0"),
    ]).rendered()
  }

  /// Every planned string, in plan order.
  static func texts(_ plan: GenerationPlan) -> [PlannedText] {
    plan.categories.flatMap { category -> [PlannedText] in
      var result = [category.placeholder, category.summaryFormat].compactMap { $0 }
      for action in category.allActions {
        result.append(action.title)
        result += [action.textInput?.buttonTitle, action.textInput?.placeholder].compactMap { $0 }
      }
      return result
    }
  }
}
