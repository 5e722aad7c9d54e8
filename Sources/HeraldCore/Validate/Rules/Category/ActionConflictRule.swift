// Rule `action-conflict`: one action id with different definitions in two categories.

/// Warns when an action id is shared by categories that define it differently.
struct ActionConflictRule: ValidationRule {
  /// The records of the ids this rule owns, declared below; the registry collects them.
  var records: [RuleDescription] { [Self.description] }

  /// What two definitions must share to count as the same action.
  struct Signature: Equatable {
    /// The title text.
    let title: String
    /// The options, as a set.
    let options: Set<ActionOption>
    let icon: ActionIcon?
    /// The text-input strings, if any.
    let textInput: [String?]?
  }

  /// Compares each action with the first definition of its id in another category.
  func check(_ context: ValidationContext, _ diagnostics: inout DiagnosticsEngine) {
    var first: [String: (category: String, action: ActionDecl)] = [:]
    first.reserveCapacity(context.set.categories.count * 2)
    context.forEachAction { category, action in
      guard let earlier = first[action.id.value] else {
        first[action.id.value] = (category.id.value, action)
        return
      }
      guard earlier.category != category.id.value,
        Self.signature(earlier.action) != Self.signature(action)
      else { return }
      diagnostics.report(
        Self.description,
        "action '\(action.id.value)' is defined differently in categories '\(earlier.category)' and '\(category.id.value)'; Apple asks for app-wide unique action ids",
        at: action.id.range,
        notes: [DiagnosticNote("the other definition is here", at: earlier.action.id.range)])
    }
  }

  /// The parts of an action that make it a different button.
  static func signature(_ action: ActionDecl) -> Signature {
    let input = action.textInput.map {
      [$0.value.buttonTitle?.text.value, $0.value.placeholder?.text.value]
    }
    return Signature(
      title: action.title.text.value, options: Set(action.options.map(\.value)),
      icon: action.icon?.value, textInput: input)
  }
}

extension RuleID {
  /// `action-conflict`, described by `ActionConflictRule.description`.
  public static let actionConflict = RuleID("action-conflict")
}

extension ActionConflictRule {
  /// The record of `action-conflict`.
  static let description = RuleDescription(
    id: .actionConflict, severity: .warning,
    summary: "The same action id is defined differently in two categories.",
    scopes: .actions,
    examples: .specs(
      triggering: #"""
        version: 1
        categories:
          - id: inbox
            actions:
              - { id: mark-read, title: Mark Read }
          - id: archive
            actions:
              - { id: ↓mark-read, title: Mark as Read }
        """#,
      nonTriggering: #"""
        version: 1
        categories:
          - id: inbox
            actions:
              - { id: mark-read, title: Mark Read }
          - id: archive
            actions:
              - { id: mark-read, title: Mark Read }
        """#))
}
