// Rule `payload-integer-enum`: an `enum` written as a mapping names the cases of an `integer`
// key: Swift case names to distinct integers.

/// Checks every integer `enum` of every payload field.
struct PayloadIntegerEnumRule: ValidationRule {
  /// The records of the ids this rule owns, declared below; the registry collects them.
  var records: [RuleDescription] { [Self.description] }

  /// Reports a mapping `enum` on another type than `integer`, an empty one, names that become
  /// one Swift case, a value listed twice, and values beyond the set's integer limit.
  func check(_ context: ValidationContext, _ diagnostics: inout DiagnosticsEngine) {
    let limit = context.payloadTypes.integerLimit
    context.forEachPayloadFieldList { list in
      for field in list.fields {
        guard let cases = field.integerEnum else { continue }
        let key = field.key.value
        if let type = field.type, type.value != .integer {
          diagnostics.report(
            Self.description,
            "an 'enum' mapping names the cases of an integer, but '\(key)' is \(type.value.described); use type integer, or list strings for a string",
            at: cases.range)
          continue
        }
        guard !cases.value.isEmpty else {
          diagnostics.report(
            Self.description,
            "'enum' of '\(key)' is empty; map Swift case names to the integers it may take",
            at: cases.range)
          continue
        }
        var names: [String: Located<String>] = [:]
        var values: [Int64: Located<String>] = [:]
        for item in cases.value {
          let name = item.name
          let caseName = PayloadNames.caseName(name.value)
          if let first = names[caseName] {
            diagnostics.report(
              Self.description,
              "'\(name.value)' and '\(first.value)' both become the Swift case '\(caseName)' in the 'enum' of '\(key)'; rename one",
              at: name.range, notes: [DiagnosticNote("'\(first.value)' is here", at: first.range)])
          } else {
            names[caseName] = name
          }
          if item.value.value.magnitude > limit.magnitude {
            diagnostics.report(
              Self.description,
              "\(item.value.value) in the 'enum' of '\(key)' is beyond \(PayloadWire.describe(limit: limit))",
              at: item.value.range)
          } else if let first = values[item.value.value] {
            diagnostics.report(
              Self.description,
              "\(item.value.value) is listed twice in the 'enum' of '\(key)' ('\(first.value)' and '\(name.value)')",
              at: item.value.range,
              notes: [DiagnosticNote("'\(first.value)' is here", at: first.range)])
          } else {
            values[item.value.value] = name
          }
        }
      }
    }
  }
}

extension RuleID {
  /// `payload-integer-enum`, described by `PayloadIntegerEnumRule.description`.
  public static let payloadIntegerEnum = RuleID("payload-integer-enum")
}

extension PayloadIntegerEnumRule {
  /// The record of `payload-integer-enum`.
  static let description = RuleDescription(
    id: .payloadIntegerEnum, severity: .error,
    summary:
      "An integer `enum` (a mapping from Swift case names to integers) on another type, empty, or with a name or value twice.",
    scopes: [.file, .category],
    examples: .specs(
      triggering: #"""
        version: 1
        categories:
          - id: ride
            payload:
              priority: { type: integer, enum: { low: 1, high: ↓1 } }
        """#,
      nonTriggering: #"""
        version: 1
        categories:
          - id: ride
            payload:
              priority: { type: integer, enum: { low: 1, high: 2 } }
        """#))
}
