// The list of every diagnostic record, collected from the stages that own them.

/// Every record, so that the SARIF rule list, the docs table and the example tests see the same
/// ids. Nothing here names a rule: the records come from the rules the validator runs and from
/// the stages before it, so a new rule is published by its file and its line in `Validator`.
/// Consumers take the list as a parameter (defaulting to `all`), so tests can add records.
public enum RuleRegistry {
  /// Every record, sorted by id, then the reserved ids. A SARIF log lists its rules in this
  /// order and its results point into that same list by position (`ruleIndex`).
  public static let all: [RuleDescription] =
    (SpecLoader.records + SpecDecoder.records + Validator.setRules.flatMap(\.records)
    + Validator.categoryRules.flatMap(\.records) + Validator.machineSetRules.flatMap(\.records)
    + PayloadChecker.records).sorted { $0.id < $1.id }
    + ReservedRules.records
}

extension RuleRegistry {
  /// The records an `ignore` list may name where it silences `scopes`: ids reported as warnings
  /// or notes that can fire in one of those places, sorted by id.
  public static func silenceable(
    in scopes: RuleScopes, among records: [RuleDescription] = all
  ) -> [RuleDescription] {
    records.filter { $0.isSilenceable && !$0.scopes.isDisjoint(with: scopes) }
  }
}
