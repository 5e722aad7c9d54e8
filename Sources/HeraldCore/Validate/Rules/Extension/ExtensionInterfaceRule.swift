// Rule `extension-interface`: exactly one of `principalClass` and `mainStoryboard`; a sane ratio.

/// Checks how each extension builds its view and its initial size.
struct ExtensionInterfaceRule: ValidationRule {
  /// The records of the ids this rule owns, declared below; the registry collects them.
  var records: [RuleDescription] { [Self.description] }
  /// The records of the ids this rule also reports, owned by another stage.
  var sharedRecords: [RuleDescription] { [SpecDecoder.invalidValue, SpecDecoder.platformVersion] }

  /// Checks each extension.
  func check(_ context: ValidationContext, _ diagnostics: inout DiagnosticsEngine) {
    for decl in context.set.extensions {
      switch (decl.principalClass, decl.mainStoryboard) {
      case (nil, nil):
        diagnostics.report(
          Self.description,
          "extension '\(decl.target.value)' needs 'principalClass' or 'mainStoryboard'",
          at: decl.target.range)
      case (let principal?, let storyboard?):
        diagnostics.report(
          Self.description,
          "'principalClass' and 'mainStoryboard' exclude each other; keep one",
          at: storyboard.range,
          notes: [DiagnosticNote("'principalClass' is here", at: principal.range)])
      default:
        break
      }
      if let ratio = decl.initialContentSizeRatio, ratio.value < 0 {
        diagnostics.report(
          SpecDecoder.invalidValue,
          "'initialContentSizeRatio' must be 0 or more, found \(JSONValue.number(ratio.value))",
          at: ratio.range)
      }
      if let flag = decl.userInteractionEnabled, flag.value,
        let iOS = context.set.minimum(.iOS), iOS < Version(12)
      {
        diagnostics.report(
          SpecDecoder.platformVersion, as: .warning,
          "'userInteractionEnabled' needs iOS 12; on iOS \(iOS) the view gets no touches",
          at: flag.range)
      }
    }
  }
}

extension RuleID {
  /// `extension-interface`, described by `ExtensionInterfaceRule.description`.
  public static let extensionInterface = RuleID("extension-interface")
}

extension ExtensionInterfaceRule {
  /// The record of `extension-interface`.
  static let description = RuleDescription(
    id: .extensionInterface, severity: .error,
    summary: "An extension without exactly one of `principalClass` and `mainStoryboard`.",
    scopes: .extension,
    examples: .specs(
      triggering: #"""
        version: 1
        categories: [{ id: c }]
        extensions:
          - { target: ↓UI, categories: c, initialContentSizeRatio: 1 }
        """#,
      nonTriggering: #"""
        version: 1
        categories: [{ id: c }]
        extensions:
          - { target: UI, categories: c, mainStoryboard: Main, initialContentSizeRatio: 1 }
        """#))
}
