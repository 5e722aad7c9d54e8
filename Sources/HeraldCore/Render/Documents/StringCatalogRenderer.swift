// Renders the String Catalog (`.xcstrings`) with every localized key, default and comment.

/// Writes `Localization/<table>.xcstrings`.
enum StringCatalogRenderer {
  /// The catalog for a localized plan (the development language is English). Empty strings are
  /// left out: the generated code uses them literally.
  static func render(_ plan: GenerationPlan) -> String {
    var strings: [String: JSONValue] = [:]
    let texts = plan.categories.flatMap(\.texts)
    // Every use of a format's key, for the comment that lists what its arguments are.
    var uses: [String: [PlannedText]] = [:]
    for text in texts where text.isFormat {
      if let key = text.key { uses[key, default: []].append(text) }
    }
    for text in texts {
      guard let key = text.key, !text.text.isEmpty, strings[key] == nil else { continue }
      var entry: [String: JSONValue] = [
        "extractionState": .string("manual"),
        "localizations": .object([
          "en": .object([
            "stringUnit": .object(["state": .string("translated"), "value": .string(text.text)])
          ])
        ]),
      ]
      if let comment = FormatArgumentText.comment(text.comment, uses: uses[key] ?? []) {
        entry["comment"] = .string(comment)
      }
      strings[key] = .object(entry)
    }
    return JSONValue.object([
      "_generator": .string(FileHeader.json(sources: plan.sources)),
      "sourceLanguage": .string("en"),
      "strings": .object(strings),
      "version": .string("1.0"),
    ]).rendered()
  }
}
