// Rule `payload-unused-type`: a named payload type that no category's payload reaches is dead
// weight in every schema and generated file, and usually a typo in the key meant to use it.

/// Finds the named types no category's payload reaches, directly or through other types.
struct PayloadUnusedTypeRule: ValidationRule {
  /// The records of the ids this rule owns, declared below; the registry collects them.
  var records: [RuleDescription] { [Self.description] }

  /// Marks the types reached from the categories (each walked once), then reports the rest,
  /// unless some reference names no type.
  func check(_ context: ValidationContext, _ diagnostics: inout DiagnosticsEngine) {
    let table = context.payloadTypes
    guard !table.names.isEmpty else { return }
    var reached = Set<String>()
    var pending: [String] = []
    var unknown = false
    func reach(_ fields: [PayloadFieldDecl]) {
      for field in fields {
        guard let name = field.type?.value.namedType else { continue }
        guard table[name] != nil else {
          unknown = true
          continue
        }
        guard reached.insert(name).inserted else { continue }
        pending.append(name)
      }
    }
    for category in context.set.categories {
      if let payload = category.payload?.value { reach(payload) }
    }
    for push in context.set.pushes {
      if let payload = push.payload?.value { reach(payload) }
    }
    while let name = pending.popLast() {
      reach(table[name]?.declaration.fields ?? [])
    }
    // A misspelt reference (`payload-unknown-type`) usually means one of these types: saying it
    // is unused as well would only repeat that error.
    guard !unknown else { return }
    for name in table.names where !reached.contains(name) {
      guard let decl = table[name]?.declaration else { continue }
      diagnostics.report(
        Self.description,
        "payload type '\(name)' is not used by any category's payload; use it in a 'payload' or remove it",
        at: decl.name.range)
    }
  }
}

extension RuleID {
  /// `payload-unused-type`, described by `PayloadUnusedTypeRule.description`.
  public static let payloadUnusedType = RuleID("payload-unused-type")
}

extension PayloadUnusedTypeRule {
  /// The record of `payload-unused-type`.
  static let description = RuleDescription(
    id: .payloadUnusedType, severity: .warning,
    summary: "A named payload type that no category's payload uses.",
    scopes: .file,
    examples: .specs(
      triggering: #"""
        version: 1
        categories:
          - id: ride
            payload: { pickup: string }
        payloadTypes:
          ↓Place: { lat: number, lng: number }
        """#,
      nonTriggering: #"""
        version: 1
        categories:
          - id: ride
            payload: { pickup: Place }
        payloadTypes:
          Place: { lat: number, lng: number }
        """#))
}
