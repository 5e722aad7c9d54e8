// Rule `payload-wire`: a field's `wire` and `separator` fit its type: `wire: string` on a
// scalar it can carry as text (integer, number, boolean), on JSON it can hold as text (a named
// type, an array, a map, json), `separator` only with `wire: string` on an array of those
// scalars, and `wire: either` only on integer, number, boolean or a string without `enum`.

/// Checks the wire form of every payload field.
struct PayloadWireRule: ValidationRule {
  /// The records of the ids this rule owns, declared below; the registry collects them.
  var records: [RuleDescription] { [Self.description] }

  /// Reports a `wire` or `separator` that does not fit, with a fix-it removing it where the
  /// type is carried as a string already or the key does nothing.
  func check(_ context: ValidationContext, _ diagnostics: inout DiagnosticsEngine) {
    context.forEachPayloadFieldList { list in
      for field in list.fields {
        guard let type = field.type?.value, field.wire != nil || field.separator != nil else {
          continue
        }
        report(field, type: type, &diagnostics)
      }
    }
  }

  /// The one problem of a field's wire form, if any.
  func report(_ field: PayloadFieldDecl, type: PayloadType, _ diagnostics: inout DiagnosticsEngine)
  {
    let key = field.key.value
    func removing(_ entry: SourceRange?) -> [FixIt] {
      entry.map { [FixIt(range: $0, replacement: "")] } ?? []
    }
    if let separator = field.separator {
      guard field.wire?.value == .string else {
        let fixIts: [FixIt] =
          field.wire == nil
          ? [
            FixIt.newKey(
              "wire", "string", after: separator.range, anchorKey: "separator", in: field.range)
          ] : []
        diagnostics.report(
          Self.description,
          "'separator' of '\(key)' joins the elements of a list carried as one string; add 'wire: string'",
          at: separator.range, fixIts: fixIts)
        return
      }
      guard case .array(let element) = type, PayloadWireShape.isTextScalar(element) else {
        diagnostics.report(
          Self.description,
          "'separator' of '\(key)' needs an array of integer, number or boolean, but '\(key)' is \(type.described); remove it (without it, 'wire: string' carries JSON text)",
          at: separator.range, fixIts: removing(field.separatorEntry))
        return
      }
      if separator.value.isEmpty {
        diagnostics.report(
          Self.description, "'separator' of '\(key)' is empty; write the text between elements",
          at: separator.range)
      }
      return
    }
    guard let wire = field.wire else { return }
    if field.enumValues != nil, wire.value == .either {
      diagnostics.report(
        Self.description,
        "'wire: either' on '\(key)' would match numbers against the strings of its 'enum'; remove it",
        at: wire.range, fixIts: removing(field.wireEntry))
      return
    }
    guard
      PayloadWireShape.resolve(type, wire: wire.value, separator: nil) == nil
    else { return }
    let reason: String
    switch (wire.value, type) {
    case (.string, .string), (.string, .date), (.string, .url):
      reason = "\(type.described) is a JSON string already"
    case (.either, _):
      reason =
        "'wire: either' takes integer, number, boolean or string, and '\(key)' is \(type.described)"
    default:
      reason = "'wire: string' does not carry \(type.described)"
    }
    diagnostics.report(
      Self.description, "'wire' of '\(key)' does nothing here: \(reason); remove it",
      at: wire.range, fixIts: removing(field.wireEntry))
  }
}

extension RuleID {
  /// `payload-wire`, described by `PayloadWireRule.description`.
  public static let payloadWire = RuleID("payload-wire")
}

extension PayloadWireRule {
  /// The record of `payload-wire`.
  static let description = RuleDescription(
    id: .payloadWire, severity: .error,
    summary:
      "A payload key's `wire` or `separator` does not fit its type: `wire` on a type that is a string already, `separator` without `wire: string` or on another type than an array of scalars.",
    scopes: [.file, .category],
    examples: .specs(
      triggering: #"""
        version: 1
        categories:
          - id: ride
            payload:
              expires-at: { type: date, wire: ↓string }
              stops: { type: "[integer]", separator: ↓"," }
        """#,
      nonTriggering: #"""
        version: 1
        categories:
          - id: ride
            payload:
              seats: { type: integer, wire: string }
              stops: { type: "[integer]", wire: string, separator: "," }
        """#))
}
