/// Rules `format-specifier` and `summary-argument`: placeholders and summary formats.

/// Checks the format specifiers of `categorySummaryFormat` and `hiddenPreviewsBodyPlaceholder`.
struct FormatStringRule: ValidationRule {
  /// The ids this rule reports.
  var ids: [RuleID] { [.formatSpecifier, .summaryArgument] }

  /// Checks each category's two format strings.
  func check(_ context: ValidationContext, _ diagnostics: inout DiagnosticsEngine) {
    let modernIOS = (context.set.minimum(.iOS) ?? Version(0)) >= Version(15)
    for category in context.set.categories {
      for (name, text) in [
        ("hiddenPreviewsBodyPlaceholder", category.hiddenPreviewsBodyPlaceholder),
        ("categorySummaryFormat", category.categorySummaryFormat),
      ] {
        guard let text else { continue }
        let specifiers = Self.specifiers(in: text.text.value)
        for bad in specifiers where !Self.allowed(bad) {
          diagnostics.error(
            .formatSpecifier,
            "'\(bad)' is not allowed in '\(name)'; use %u, %@, their positional forms (%1$u) or %%",
            at: text.text.range)
        }
        if modernIOS, specifiers.contains(where: { $0.hasSuffix("@") }) {
          diagnostics.warning(
            .summaryArgument,
            "'%@' in '\(name)' may stay empty: since iOS 15 the system ignores summary arguments",
            at: text.text.range)
        }
      }
    }
  }

  /// Every `%…` specifier in a format string, up to and including its conversion character.
  static func specifiers(in format: String) -> [String] {
    var result: [String] = []
    var iterator = format.makeIterator()
    while let character = iterator.next() {
      guard character == "%" else { continue }
      var spec = "%"
      while let next = iterator.next() {
        spec.append(next)
        if next.isLetter || next == "@" || next == "%" { break }
      }
      result.append(spec)
    }
    return result
  }

  /// Whether a specifier is `%u`, `%@`, `%%` or a positional `%N$u` / `%N$@`.
  static func allowed(_ spec: String) -> Bool {
    if ["%u", "%@", "%%"].contains(spec) { return true }
    let body = spec.dropFirst()
    guard let dollar = body.firstIndex(of: "$") else { return false }
    let position = body[..<dollar]
    let conversion = body[body.index(after: dollar)...]
    return !position.isEmpty && position.allSatisfy(\.isASCII) && Int(position) != nil
      && (conversion == "u" || conversion == "@")
  }
}
