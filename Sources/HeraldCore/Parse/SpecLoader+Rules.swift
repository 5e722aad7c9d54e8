// The records of the ids reported while reading a file: an empty file and every YAML problem.

import HeraldYAML

extension RuleID {
  /// `empty-spec`, described by `SpecLoader.emptySpec`.
  public static let emptySpec = RuleID("empty-spec")
  /// `yaml-alias-budget`, described by `SpecLoader.yamlAliasBudget`.
  public static let yamlAliasBudget = RuleID("yaml-alias-budget")
  /// `yaml-bad-merge`, described by `SpecLoader.yamlBadMerge`.
  public static let yamlBadMerge = RuleID("yaml-bad-merge")
  /// `yaml-complex-key`, described by `SpecLoader.yamlComplexKey`.
  public static let yamlComplexKey = RuleID("yaml-complex-key")
  /// `yaml-depth-budget`, described by `SpecLoader.yamlDepthBudget`.
  public static let yamlDepthBudget = RuleID("yaml-depth-budget")
  /// `yaml-duplicate-anchor`, described by `SpecLoader.yamlDuplicateAnchor`.
  public static let yamlDuplicateAnchor = RuleID("yaml-duplicate-anchor")
  /// `yaml-duplicate-key`, described by `SpecLoader.yamlDuplicateKey`.
  public static let yamlDuplicateKey = RuleID("yaml-duplicate-key")
  /// `yaml-multiple-documents`, described by `SpecLoader.yamlMultipleDocuments`.
  public static let yamlMultipleDocuments = RuleID("yaml-multiple-documents")
  /// `yaml-scalar-too-long`, described by `SpecLoader.yamlScalarTooLong`.
  public static let yamlScalarTooLong = RuleID("yaml-scalar-too-long")
  /// `yaml-syntax`, described by `SpecLoader.yamlSyntax`.
  public static let yamlSyntax = RuleID("yaml-syntax")
  /// `yaml-unknown-anchor`, described by `SpecLoader.yamlUnknownAnchor`.
  public static let yamlUnknownAnchor = RuleID("yaml-unknown-anchor")
}

extension SpecLoader {
  /// The records of the ids reported while reading a file, for `RuleRegistry.all`.
  static var records: [RuleDescription] {
    [
      emptySpec, yamlAliasBudget, yamlBadMerge, yamlComplexKey, yamlDepthBudget,
      yamlDuplicateAnchor, yamlDuplicateKey, yamlMultipleDocuments, yamlScalarTooLong, yamlSyntax,
      yamlUnknownAnchor,
    ]
  }

  /// The record of `empty-spec`.
  static let emptySpec = RuleDescription(
    id: .emptySpec, severity: .error,
    summary: "A spec file holds no YAML document.",
    scopes: .file,
    examples: .specs(
      triggering: #"""
        ↓# nothing yet
        """#,
      nonTriggering: #"""
        version: 1
        categories: [{ id: c }]
        """#))

  /// The record of `yaml-alias-budget`.
  static let yamlAliasBudget = RuleDescription(
    id: .yamlAliasBudget, severity: .error,
    summary: "Aliases expand to more than 100,000 nodes.",
    scopes: .anywhere,
    examples: .specs(
      // Counting the nodes, the reader passes the budget at the eighth alias of `a4`.
      triggering: RuleExample(SpecLoader.aliases(levels: 6, marking: (list: 4, alias: 8))),
      nonTriggering: RuleExample(SpecLoader.aliases(levels: 4))))

  /// The record of `yaml-bad-merge`.
  static let yamlBadMerge = RuleDescription(
    id: .yamlBadMerge, severity: .error,
    summary: "A `<<` value that is not a mapping or a list of mappings.",
    scopes: .anywhere,
    examples: .specs(
      triggering: #"""
        version: 1
        categories:
          - &shared { id: c }
          - <<: ↓shared
            id: d
        """#,
      nonTriggering: #"""
        version: 1
        categories:
          - &shared { id: c }
          - <<: *shared
            id: d
        """#))

  /// The record of `yaml-complex-key`.
  static let yamlComplexKey = RuleDescription(
    id: .yamlComplexKey, severity: .error,
    summary: "A mapping key that is a collection.",
    scopes: .anywhere,
    examples: .specs(
      triggering: #"""
        version: 1
        ? ↓[a, b]
        : c
        """#,
      nonTriggering: #"""
        version: 1
        ? categories
        : [{ id: c }]
        """#))

  /// The record of `yaml-depth-budget`.
  static let yamlDepthBudget = RuleDescription(
    id: .yamlDepthBudget, severity: .error,
    summary: "Nesting deeper than 64 levels.",
    scopes: .anywhere,
    examples: .specs(
      triggering: RuleExample(SpecLoader.nested(depth: 65, marked: true)),
      nonTriggering: RuleExample(SpecLoader.nested(depth: 64))))

  /// The record of `yaml-duplicate-anchor`.
  static let yamlDuplicateAnchor = RuleDescription(
    id: .yamlDuplicateAnchor, severity: .warning,
    summary: "An anchor name defined twice in one file.",
    scopes: .anywhere,
    examples: .specs(
      triggering: #"""
        version: 1
        categories:
          - &shared { id: c }
          - ↓&shared { id: d }
        """#,
      nonTriggering: #"""
        version: 1
        categories:
          - &c { id: c }
          - &d { id: d }
        """#))

  /// The record of `yaml-duplicate-key`.
  static let yamlDuplicateKey = RuleDescription(
    id: .yamlDuplicateKey, severity: .error,
    summary: "A key repeated in one mapping.",
    scopes: .anywhere,
    examples: .specs(
      triggering: #"""
        version: 1
        categories:
          - id: c
            ↓id: d
        """#,
      nonTriggering: #"""
        version: 1
        categories:
          - id: c
          - id: d
        """#))

  /// The record of `yaml-multiple-documents`.
  static let yamlMultipleDocuments = RuleDescription(
    id: .yamlMultipleDocuments, severity: .error,
    summary: "More than one YAML document in a file.",
    scopes: .anywhere,
    examples: .specs(
      triggering: #"""
        version: 1
        ↓---
        version: 1
        """#,
      nonTriggering: #"""
        ---
        version: 1
        ...
        """#))

  /// The record of `yaml-scalar-too-long`.
  static let yamlScalarTooLong = RuleDescription(
    id: .yamlScalarTooLong, severity: .error,
    summary: "A scalar longer than 1 MiB.",
    scopes: .anywhere,
    examples: .specs(
      triggering: RuleExample(
        SpecLoader.title(bytes: YAMLBudget.spec.scalarBytes + 1, marked: true)),
      nonTriggering: RuleExample(SpecLoader.title(bytes: YAMLBudget.spec.scalarBytes))))

  /// The record of `yaml-syntax`.
  static let yamlSyntax = RuleDescription(
    id: .yamlSyntax, severity: .error,
    summary: "libyaml rejected the text.",
    scopes: .anywhere,
    examples: .specs(
      triggering: #"""
        version: 1
        categories:
          - id: c
            actions: ↓[
        """#,
      nonTriggering: #"""
        version: 1
        categories:
          - id: c
            actions: []
        """#))

  /// The record of `yaml-unknown-anchor`.
  static let yamlUnknownAnchor = RuleDescription(
    id: .yamlUnknownAnchor, severity: .error,
    summary: "An alias to an anchor that is not defined.",
    scopes: .anywhere,
    examples: .specs(
      triggering: #"""
        version: 1
        categories:
          - ↓*shared
        """#,
      nonTriggering: #"""
        version: 1
        categories:
          - &shared { id: c }
          - *shared
        """#))
}

extension SpecLoader {
  /// The record a YAML problem is reported under. HeraldYAML knows nothing of diagnostics, so
  /// its problem kinds get their ids and records here, where they become diagnostics.
  static func rule(for kind: YAMLProblem.Kind) -> RuleDescription {
    switch kind {
    case .syntax: yamlSyntax
    case .duplicateKey: yamlDuplicateKey
    case .aliasBudget: yamlAliasBudget
    case .depthBudget: yamlDepthBudget
    case .unknownAnchor: yamlUnknownAnchor
    case .badMerge: yamlBadMerge
    case .scalarTooLong: yamlScalarTooLong
    case .multipleDocuments: yamlMultipleDocuments
    case .complexKey: yamlComplexKey
    case .duplicateAnchor: yamlDuplicateAnchor
    }
  }

  /// Top-level lists `a0` … whose each level aliases the one before ten times, so that the last
  /// of `levels` lists expands to `10^levels` nodes ("billion laughs"); `marking` puts the
  /// example marker before alias number `alias` (counted from 1) of list `a<list>`.
  static func aliases(levels: Int, marking marked: (list: Int, alias: Int)? = nil) -> String {
    var text = "version: 1\na0: &a0 [x, x, x, x, x, x, x, x, x, x]\n"
    for level in 1..<levels {
      let alias = (1...10).map { index in
        (level == marked?.list && index == marked?.alias ? "↓" : "") + "*a\(level - 1)"
      }
      text += "a\(level): &a\(level) [\(alias.joined(separator: ", "))]\n"
    }
    return text
  }

  /// A file whose collections nest `depth` levels deep, the top-level mapping included; `marked`
  /// puts the example marker before the innermost list.
  static func nested(depth: Int, marked: Bool = false) -> String {
    "version: 1\nx: " + String(repeating: "[", count: depth - 2) + (marked ? "↓[" : "[")
      + String(repeating: "]", count: depth - 1) + "\n"
  }

  /// A category whose one action has a title of `bytes` letters; `marked` puts the example
  /// marker before the title.
  static func title(bytes: Int, marked: Bool = false) -> String {
    "version: 1\ncategories:\n  - id: c\n    actions:\n      - id: a\n        title: "
      + (marked ? "↓" : "") + String(repeating: "a", count: bytes) + "\n"
  }
}
