// Rules `payload-unknown-type` and `payload-duplicate-type`: every type a payload names is a
// built-in or declared once in the set's `payloadTypes`.

/// Resolves the type names of every payload field against the set's named types.
struct PayloadTypeReferenceRule: ValidationRule {
  /// The records of the ids this rule owns, declared below; the registry collects them.
  var records: [RuleDescription] { [Self.unknownType, Self.duplicateType] }

  /// Reports names declared twice, then unknown names with the closest declared one.
  func check(_ context: ValidationContext, _ diagnostics: inout DiagnosticsEngine) {
    let table = context.payloadTypes
    for decl in context.set.payloadTypes {
      guard let first = table[decl.name.value]?.declaration, first.name.range != decl.name.range
      else { continue }
      diagnostics.report(
        Self.duplicateType,
        "payload type '\(decl.name.value)' is declared twice; rename one or remove it",
        at: decl.name.range, notes: [DiagnosticNote("first declared here", at: first.name.range)])
    }
    var index: SuggestionIndex?
    context.forEachPayloadFieldList { list in
      for field in list.fields {
        guard let type = field.type, let name = type.value.namedType, table[name] == nil else {
          continue
        }
        if let correction = PayloadTypeSpelling.correction(
          type.value.spelling, isDeclared: { table[$0] != nil })
        {
          // A Swift or JSON Schema name (`Double`, `[Timestamp]`): the language's own.
          diagnostics.report(
            Self.unknownType,
            "unknown payload type '\(name)' for key '\(field.key.value)'\(correction.hint)",
            at: type.range,
            fixIts: correction.spelling.map {
              [FixIt(range: type.range, replacement: YAMLEscaping.scalar($0))]
            } ?? [])
          continue
        }
        if index == nil { index = SuggestionIndex(table.names + PayloadType.builtinNames) }
        let (match, notes) = index!.suggest(name, among: nil)
        let fixIts = match.map { corrected in
          let spelling = type.value.replacingElement(
            with: PayloadType.builtin(corrected) ?? .named(corrected)
          ).spelling
          return [FixIt(range: type.range, replacement: YAMLEscaping.scalar(spelling))]
        }
        diagnostics.report(
          Self.unknownType,
          "unknown payload type '\(name)' for key '\(field.key.value)'\(Suggestion.didYouMean(match)) (declare it in 'payloadTypes', or use string, integer, number, boolean, date or url)",
          at: type.range, notes: notes, fixIts: fixIts ?? [])
      }
    }
  }
}

extension RuleID {
  /// `payload-unknown-type`, described by `PayloadTypeReferenceRule.unknownType`.
  public static let payloadUnknownType = RuleID("payload-unknown-type")
  /// `payload-duplicate-type`, described by `PayloadTypeReferenceRule.duplicateType`.
  public static let payloadDuplicateType = RuleID("payload-duplicate-type")
}

extension PayloadTypeReferenceRule {
  /// The record of `payload-unknown-type`.
  static let unknownType = RuleDescription(
    id: .payloadUnknownType, severity: .error,
    summary: "A payload key's type is neither built in nor declared in `payloadTypes`.",
    scopes: [.file, .category],
    examples: .specs(
      triggering: #"""
        version: 1
        categories:
          - id: ride
            payload: { pickup: ↓Plac }
        payloadTypes:
          Place: { lat: number, lng: number }
        """#,
      nonTriggering: #"""
        version: 1
        categories:
          - id: ride
            payload: { pickup: Place }
        payloadTypes:
          Place: { lat: number, lng: number }
        """#))

  /// The record of `payload-duplicate-type`.
  static let duplicateType = RuleDescription(
    id: .payloadDuplicateType, severity: .error,
    summary: "Two files of the set declare a payload type of the same name.",
    scopes: .file,
    examples: .specs(
      triggering: RuleExample(files: [
        "version: 1\ncategories:\n  - id: ride\n    payload: { pickup: Place }\npayloadTypes:\n  Place: { lat: number }\n",
        "version: 1\npayloadTypes:\n  ↓Place: { lng: number }\n",
      ]),
      nonTriggering: RuleExample(files: [
        "version: 1\ncategories:\n  - id: ride\n    payload: { pickup: Place }\npayloadTypes:\n  Place: { lat: number }\n",
        "version: 1\ncategories:\n  - id: stop\n    payload: { at: Spot }\npayloadTypes:\n  Spot: { lng: number }\n",
      ])))
}
