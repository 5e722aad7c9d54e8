// The located problems found while reading YAML.

/// A problem found while reading YAML, with the place it is about and optional located notes.
public struct YAMLProblem: Sendable, Hashable, Error {
  /// Which kind of problem. HeraldCore reports each kind under the diagnostic id of its record
  /// (`SpecLoader.rule(for:)`); the ids are not spelt here, so they live in one place.
  public enum Kind: Sendable, CaseIterable {
    /// libyaml rejected the text (scanner, parser or reader error, invalid UTF-8, control
    /// characters).
    case syntax
    /// A key appears twice in one mapping.
    case duplicateKey
    /// Aliases would expand past the budget.
    case aliasBudget
    /// Nesting is deeper than the budget.
    case depthBudget
    /// An alias names an anchor that was never defined.
    case unknownAnchor
    /// A `<<` merge value that is not a mapping or a sequence of mappings.
    case badMerge
    /// A scalar longer than the budget.
    case scalarTooLong
    /// A file with more than one document.
    case multipleDocuments
    /// A mapping key that is not a scalar.
    case complexKey
    /// An anchor name defined a second time (YAML allows it; later aliases see the new node).
    case duplicateAnchor
  }

  /// The kind of problem.
  public let kind: Kind
  /// A lowercase message that says what is wrong and what to do.
  public let message: String
  /// Where the problem is.
  public let range: YAMLRange
  /// Further located explanations (for example the first occurrence of a duplicate key).
  public let notes: [YAMLNote]

  /// Creates a problem.
  public init(kind: Kind, message: String, range: YAMLRange, notes: [YAMLNote] = []) {
    self.kind = kind
    self.message = message
    self.range = range
    self.notes = notes
  }
}

/// A located note attached to a `YAMLProblem`.
public struct YAMLNote: Sendable, Hashable {
  /// The note's text.
  public let message: String
  /// Where it points.
  public let range: YAMLRange

  /// Creates a note.
  public init(message: String, range: YAMLRange) {
    self.message = message
    self.range = range
  }
}
