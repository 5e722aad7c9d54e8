// Rule `payload-union`: each case of a union is an object type whose discriminator, if it
// declares the key at all, is the string that names the case.

/// Checks every entry of `payloadUnions` against the named types.
struct PayloadUnionRule: ValidationRule {
  /// The records of the ids this rule owns, declared below; the registry collects them.
  var records: [RuleDescription] { [Self.description] }

  /// Reports a case that is itself a union, and a case type that declares the discriminator
  /// as other than a string taking the case's value.
  func check(_ context: ValidationContext, _ diagnostics: inout DiagnosticsEngine) {
    let table = context.payloadTypes
    for decl in context.set.payloadTypes {
      guard let union = decl.union else { continue }
      for item in union.cases {
        guard let type = table[item.type.value] else { continue }
        if type.union != nil {
          diagnostics.report(
            Self.description,
            "case '\(item.value.value)' of union '\(decl.name.value)' is the union '\(item.type.value)'; a case is an object type from 'payloadTypes', whose keys sit beside the discriminator",
            at: item.type.range)
          continue
        }
        guard
          let field = type.declaration.fields.first(where: {
            $0.key.value == union.discriminator.value
          }), let fieldType = field.type
        else { continue }
        let takesValue =
          fieldType.value == .string
          && (field.enumValues?.value.contains { $0.value == item.value.value } ?? true)
        guard !takesValue else { continue }
        diagnostics.report(
          Self.description,
          "'\(item.type.value)' declares the discriminator '\(union.discriminator.value)' of union '\(decl.name.value)' as other than a string taking '\(item.value.value)'; declare it as string (or leave it out: the union reads it)",
          at: fieldType.range,
          notes: [DiagnosticNote("the case is named here", at: item.value.range)])
      }
    }
  }
}

extension RuleID {
  /// `payload-union`, described by `PayloadUnionRule.description`.
  public static let payloadUnion = RuleID("payload-union")
}

extension PayloadUnionRule {
  /// The record of `payload-union`.
  static let description = RuleDescription(
    id: .payloadUnion, severity: .error,
    summary:
      "A union's case is not an object type, or declares the discriminator as other than the string naming it.",
    scopes: .file,
    examples: .specs(
      triggering: """
        version: 1
        categories: [{ id: chat, payload: { message: Message } }]
        payloadUnions:
          Message: { discriminator: type, cases: { stream: Stream } }
        payloadTypes:
          Stream: { type: ↓integer, topic: string }
        """,
      nonTriggering: """
        version: 1
        categories: [{ id: chat, payload: { message: Message } }]
        payloadUnions:
          Message: { discriminator: type, cases: { stream: Stream } }
        payloadTypes:
          Stream: { type: string, topic: string }
        """))
}
