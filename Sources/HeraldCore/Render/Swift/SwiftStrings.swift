// User-visible strings in generated Swift: literal text or a localized lookup.

/// Writes the expression that produces a planned string at run time.
struct SwiftStrings {
  /// The localization settings; nil for literal strings.
  let localization: LocalizationSettings?
  /// Whether every deployment target has `String(localized:)` (iOS 15, macOS 12, watchOS 8).
  let modernLookup: Bool
  /// The type that declares the `localizedString` helper, when calls need to name it.
  var owner: String?

  /// Chooses the lookup style for a plan.
  init(plan: GenerationPlan) {
    localization = plan.localization
    let required = [
      PlannedPlatform(platform: .iOS, minimum: Version(15)),
      PlannedPlatform(platform: .macCatalyst, minimum: Version(15)),
      PlannedPlatform(platform: .macOS, minimum: Version(12)),
      PlannedPlatform(platform: .watchOS, minimum: Version(8)),
    ]
    modernLookup = PlatformConditions.available(required, targets: plan.platforms) == nil
  }

  /// The expression for a string: a literal, or a call of the file's `localized` helper. An
  /// empty string stays a literal: a lookup with an empty default returns the key instead.
  func expression(_ text: PlannedText) -> SwiftExpression {
    guard localization != nil, let key = text.key, !text.text.isEmpty else {
      return .atom(SwiftEscaping.stringLiteral(text.text))
    }
    return .call(
      (owner.map { $0 + "." } ?? "") + "localizedString",
      [
        nil: .atom(SwiftEscaping.stringLiteral(key)),
        "defaultValue": .atom(SwiftEscaping.stringLiteral(text.text)),
        "comment": .atom(SwiftEscaping.stringLiteral(text.comment ?? "")),
      ])
  }

  /// The `localizedString` helper: `String(localized:)` where every deployment target has it,
  /// `NSLocalizedString` below that and on Linux (where the code is only compiled for tests).
  func helper(access: String, _ writer: inout SwiftWriter) {
    guard let localization else { return }
    let bundle = localization.bundle == .module ? ".module" : ".main"
    let table = SwiftEscaping.stringLiteral(localization.table)
    let signature = { (defaultValue: String) in
      FunctionSignature.function(
        "fileprivate static", "localizedString",
        ["_ key: StaticString", "defaultValue: \(defaultValue)", "comment: StaticString"],
        returns: "String")
    }
    writer.doc(
      "Looks a string up in the \(SwiftEscaping.codeVoice(localization.table)) table, falling back to its default."
    )
    let legacy = { (writer: inout SwiftWriter) in
      writer.function(signature("String")) {
        $0.expression(
          "",
          .call(
            "NSLocalizedString",
            [
              nil: .atom("\"\\(key)\""), "tableName": .atom(table), "bundle": .atom(bundle),
              "value": .atom("defaultValue"), "comment": .atom("\"\\(comment)\""),
            ]))
      }
    }
    guard modernLookup else { return legacy(&writer) }
    writer.ifConfig([
      IfConfigBranch("!os(Linux)") {
        $0.function(signature("String.LocalizationValue")) {
          $0.expression(
            "",
            .call(
              "String",
              [
                "localized": .atom("key"), "defaultValue": .atom("defaultValue"),
                "table": .atom(table), "bundle": .atom(bundle), "comment": .atom("comment"),
              ]))
        }
      },
      IfConfigBranch(nil, legacy),
    ])
  }
}
