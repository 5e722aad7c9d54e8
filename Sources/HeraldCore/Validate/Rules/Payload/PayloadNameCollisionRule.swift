// Rule `payload-name-collision`: the keys of one payload or named type become distinct Swift
// properties (and distinct enum types), none of them a member the generated struct declares.

/// Checks the Swift names of each list of payload fields.
struct PayloadNameCollisionRule: ValidationRule {
  /// The records of the ids this rule owns, declared below; the registry collects them.
  var records: [RuleDescription] { [Self.description] }

  /// Reports the second key of each pair that meets, and keys that take a reserved member name.
  /// A category's start-state key takes its name too, even when `payload` does not declare it.
  func check(_ context: ValidationContext, _ diagnostics: inout DiagnosticsEngine) {
    context.forEachPayloadFieldList { list in
      var names: [String: PayloadFieldDecl] = [:]
      var enumTypes: [String: PayloadFieldDecl] = [:]
      for field in list.fields {
        let name = PayloadNames.propertyName(field)
        let at = field.swiftName?.range ?? field.key.range
        if PayloadNames.reservedMemberNames.contains(name) {
          diagnostics.report(
            Self.description,
            "payload key '\(field.key.value)' becomes the Swift property '\(name)', which the generated Payload declares itself; give it another 'swiftName'",
            at: at)
        } else if let first = names[name] {
          diagnostics.report(
            Self.description,
            "payload keys '\(field.key.value)' and '\(first.key.value)' both become the Swift property '\(name)'; give one a 'swiftName'",
            at: at, notes: [DiagnosticNote("'\(first.key.value)' is here", at: first.key.range)])
        } else {
          names[name] = field
        }
        guard field.enumValues != nil else { continue }
        let typeName = PayloadNames.enumTypeName(property: name)
        if let first = enumTypes[typeName], PayloadNames.propertyName(first) != name {
          diagnostics.report(
            Self.description,
            "payload keys '\(field.key.value)' and '\(first.key.value)' both get the enum type '\(typeName)'; give one a 'swiftName'",
            at: at, notes: [DiagnosticNote("'\(first.key.value)' is here", at: first.key.range)])
        } else {
          enumTypes[typeName] = enumTypes[typeName] ?? field
        }
      }
      guard let category = list.category, let key = category.startState?.value.userInfoKey,
        !list.fields.contains(where: { $0.key.value == key.value })
      else { return }
      let name = PayloadNames.propertyName(key: key.value)
      if let first = names[name] {
        diagnostics.report(
          Self.description,
          "payload key '\(first.key.value)' becomes the Swift property '\(name)', as the start-state key '\(key.value)' does; give it a 'swiftName'",
          at: first.swiftName?.range ?? first.key.range,
          notes: [DiagnosticNote("the start-state key is here", at: key.range)])
      }
    }
  }
}

extension RuleID {
  /// `payload-name-collision`, described by `PayloadNameCollisionRule.description`.
  public static let payloadNameCollision = RuleID("payload-name-collision")
}

extension PayloadNameCollisionRule {
  /// The record of `payload-name-collision`.
  static let description = RuleDescription(
    id: .payloadNameCollision, severity: .error,
    summary: "Two payload keys of one object become the same Swift property or enum type.",
    scopes: [.file, .category],
    examples: .specs(
      triggering: #"""
        version: 1
        categories:
          - id: ride
            payload: { ride-id: string, ↓ride_id: string }
        """#,
      nonTriggering: #"""
        version: 1
        categories:
          - id: ride
            payload: { ride-id: string, ride_id: { type: string, swiftName: legacyRideId } }
        """#))
}
