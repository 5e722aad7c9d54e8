// Rule `payload-enum`: an `enum` lists distinct strings for a string type, each with its own
// Swift case name in the generated enum.

/// Checks every `enum` of every payload field.
struct PayloadEnumRule: ValidationRule {
  /// The records of the ids this rule owns, declared below; the registry collects them.
  var records: [RuleDescription] { [Self.description] }

  /// Reports an enum on a type that holds no strings, an empty enum, and values whose case names
  /// meet (a repeated value is the plainest case of that).
  func check(_ context: ValidationContext, _ diagnostics: inout DiagnosticsEngine) {
    context.forEachPayloadFieldList { list in
      for field in list.fields {
        guard let values = field.enumValues else { continue }
        if let type = field.type, type.value.element != .string {
          diagnostics.report(
            Self.description,
            "'enum' lists strings, but '\(field.key.value)' is \(type.value.described); use type string (or an array of strings)",
            at: type.range)
          continue
        }
        guard !values.value.isEmpty else {
          diagnostics.report(
            Self.description,
            "'enum' of '\(field.key.value)' is empty; list the strings it may take",
            at: values.range)
          continue
        }
        var cases: [String: Located<String>] = [:]
        for value in values.value {
          let name = PayloadNames.caseName(value.value)
          guard let first = cases[name] else {
            cases[name] = value
            continue
          }
          let message =
            first.value == value.value
            ? "'\(value.value)' is listed twice in the 'enum' of '\(field.key.value)'"
            : "'\(value.value)' and '\(first.value)' both become the Swift case '\(name)' in the 'enum' of '\(field.key.value)'; the generated enum needs distinct names, so rename one value"
          diagnostics.report(
            Self.description, message, at: value.range,
            notes: [DiagnosticNote("'\(first.value)' is here", at: first.range)])
        }
      }
    }
  }
}

extension RuleID {
  /// `payload-enum`, described by `PayloadEnumRule.description`.
  public static let payloadEnum = RuleID("payload-enum")
}

extension PayloadEnumRule {
  /// The record of `payload-enum`.
  static let description = RuleDescription(
    id: .payloadEnum, severity: .error,
    summary:
      "A payload `enum` on a non-string type, empty, or with values that share a Swift case name.",
    scopes: [.file, .category],
    examples: .specs(
      triggering: #"""
        version: 1
        categories:
          - id: ride
            payload:
              vehicle: { type: string, enum: [car-xl, ↓car_xl] }
        """#,
      nonTriggering: #"""
        version: 1
        categories:
          - id: ride
            payload:
              vehicle: { type: string, enum: [car-xl, bike] }
        """#))
}
