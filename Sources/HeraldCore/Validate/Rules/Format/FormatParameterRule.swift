// Rule `format-argument-conflict`: an app argument is one registration parameter, of one type.

/// Checks that every use of an app argument's name across the set has the same type, since all
/// of them become one parameter of the generated registration.
struct FormatParameterRule: ValidationRule {
  /// The records of the ids this rule owns, declared below; the registry collects them.
  var records: [RuleDescription] { [Self.formatArgumentConflict] }

  /// Compares each use with the first use of its name.
  func check(_ context: ValidationContext, _ diagnostics: inout DiagnosticsEngine) {
    var first: [String: (type: FormatValueType, range: SourceRange)] = [:]
    for category in context.set.categories {
      category.forEachAppArgument { use in
        guard let type = use.type else { return }
        guard let earlier = first[use.name.value] else {
          first[use.name.value] = (type, use.name.range)
          return
        }
        guard earlier.type != type else { return }
        diagnostics.report(
          Self.formatArgumentConflict,
          "app argument '\(use.name.value)' is \(type.rawValue) here but \(earlier.type.rawValue) where it is first used; registration takes one parameter '\(use.name.value): \(earlier.type.swiftType)'",
          at: use.name.range,
          notes: [DiagnosticNote("first used here", at: earlier.range)])
      }
    }
  }
}

extension RuleID {
  /// `format-argument-conflict`, described by `FormatParameterRule.formatArgumentConflict`.
  public static let formatArgumentConflict = RuleID("format-argument-conflict")
}

extension FormatParameterRule {
  /// The record of `format-argument-conflict`.
  static let formatArgumentConflict = RuleDescription(
    id: .formatArgumentConflict, severity: .error,
    summary: "One app argument is used with two types; registration takes it as one parameter.",
    scopes: .categoryItem,
    examples: .specs(
      triggering: #"""
        version: 1
        categories:
          - id: reminder
            actions:
              - id: snooze
                title: { default: "Snooze %lld min", arguments: [{ app: snooze }] }
              - id: later
                title: { default: "Later (%@)", arguments: [{ app: ↓snooze }] }
        """#,
      nonTriggering: #"""
        version: 1
        categories:
          - id: reminder
            actions:
              - id: snooze
                title: { default: "Snooze %lld min", arguments: [{ app: snooze }] }
              - id: later
                title: { default: "Later (%lld min)", arguments: [{ app: snooze }] }
        """#))
}
