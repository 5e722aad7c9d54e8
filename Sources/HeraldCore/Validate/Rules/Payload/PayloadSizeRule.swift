// Rule `payload-size`: a category's sample APNs payload must fit the 4096 bytes APNs accepts.

/// Renders each registered category's sample payload and checks its size.
struct PayloadSizeRule: CategoryRule {
  /// The records of the ids this rule owns, declared below; the registry collects them.
  var records: [RuleDescription] { [Self.description] }

  /// Checks one category's payload.
  func check(
    _ category: CategoryDecl, _ machine: Machine?, _ context: ValidationContext,
    _ diagnostics: inout DiagnosticsEngine
  ) {
    guard category.isRegistered else { return }
    // The custom keys: every declared key with its example (placeholders elsewhere), one element
    // per array, counted minified without building the sample.
    let custom =
      PayloadContract(category: category, types: context.payloadTypes)?.sampleSize(
        typeSizes: context.payloadTypeSizes) ?? 0
    // JSON escaping at most sextuples a byte, so shorter ids and paths can never exceed the limit.
    // The bundle identifier needs no escaping (the decoder allows letters, digits, '-', '.').
    let bundle = context.set.app.bundleIdentifier
    let worst =
      6 * (3 * category.id.value.utf8.count + category.range.file.utf8.count) + 400
      + (bundle.map { $0.utf8.count + 40 } ?? 0)
    guard worst + custom > APNs.payloadLimit else { return }
    let payload = SamplePayload.render(
      categoryID: category.id.value, source: category.range.file, bundleIdentifier: bundle,
      mutableContent: context.set.serviceServedCategories.contains(category.id.value))
    let size = payload.utf8.count + custom
    guard size > APNs.payloadLimit else { return }
    let message =
      custom == 0
      ? "shorten the category id"
      : "its custom keys take \(custom) of them; shorten their examples, or the category id"
    diagnostics.report(
      Self.description,
      "the sample payload of this category would be \(size) bytes, more than the \(APNs.payloadLimit) APNs accepts; \(message)",
      at: category.payload?.range ?? category.id.range)
  }
}

extension RuleID {
  /// `payload-size`, described by `PayloadSizeRule.description`.
  public static let payloadSize = RuleID("payload-size")
}

extension PayloadSizeRule {
  /// The record of `payload-size`.
  static let description = RuleDescription(
    id: .payloadSize, severity: .error,
    summary:
      "A category's sample payload, with its custom keys' examples, would exceed the 4096 bytes APNs accepts.",
    scopes: .category,
    examples: .specs(
      triggering: RuleExample(PayloadSizeRule.category(idLength: 1400, marker: "↓")),
      nonTriggering: RuleExample(PayloadSizeRule.category(idLength: 1000))))
}

extension PayloadSizeRule {
  /// A set of one registered category whose id is `length` letters long, written after
  /// `marker`.
  static func category(idLength length: Int, marker: String = "") -> String {
    "version: 1\ncategories:\n  - id: " + marker + String(repeating: "x", count: length) + "\n"
  }
}
