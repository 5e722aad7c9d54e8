// The records of the ids the decoder reports about keys, types and values.

extension RuleID {
  /// `duplicate-value`, described by `SpecDecoder.duplicateValue`.
  public static let duplicateValue = RuleID("duplicate-value")
  /// `invalid-value`, described by `SpecDecoder.invalidValue`.
  public static let invalidValue = RuleID("invalid-value")
  /// `missing-key`, described by `SpecDecoder.missingKey`.
  public static let missingKey = RuleID("missing-key")
  /// `platform-version`, described by `SpecDecoder.platformVersion`.
  public static let platformVersion = RuleID("platform-version")
  /// `unknown-key`, described by `SpecDecoder.unknownKey`.
  public static let unknownKey = RuleID("unknown-key")
  /// `unsupported-version`, described by `SpecDecoder.unsupportedVersion`.
  public static let unsupportedVersion = RuleID("unsupported-version")
  /// `wrong-type`, described by `SpecDecoder.wrongType`.
  public static let wrongType = RuleID("wrong-type")
  /// `swift-name`, described by `SpecDecoder.swiftName` (`SwiftNameRule` reports it too).
  public static let swiftName = RuleID("swift-name")
  /// `ontap-conflict`, described by `SpecDecoder.onTapConflict` (`OnTapReferenceRule` reports
  /// it too).
  public static let onTapConflict = RuleID("ontap-conflict")
}

extension SpecDecoder {
  /// The records of the ids the decoder owns, for `RuleRegistry.all`.
  static var records: [RuleDescription] {
    [
      duplicateValue, invalidValue, missingKey, platformVersion, unknownKey, unsupportedVersion,
      wrongType, swiftName, onTapConflict,
    ]
  }

  /// The record of `swift-name`.
  static let swiftName = RuleDescription(
    id: .swiftName, severity: .error,
    summary: "A `swiftName`, namespace or state name that is not a valid Swift identifier.",
    scopes: .anywhere,
    examples: .specs(
      triggering: #"""
        version: 1
        categories:
          - id: c
            swiftName: ↓class
        """#,
      nonTriggering: #"""
        version: 1
        categories:
          - id: c
            swiftName: classic
        """#))

  /// The record of `ontap-conflict`.
  static let onTapConflict = RuleDescription(
    id: .onTapConflict, severity: .error,
    summary: "`onTap` keys that exclude each other.",
    scopes: .actions,
    examples: .specs(
      triggering: #"""
        version: 1
        categories:
          - id: c
            actions:
              - { id: a, title: A, onTap: { set: [b], ↓append: [b] } }
            alternates:
              - { id: b, title: B }
        extensions:
          - { target: UI, categories: c, principalClass: VC, initialContentSizeRatio: 1 }
        """#,
      nonTriggering: #"""
        version: 1
        categories:
          - id: c
            actions:
              - { id: a, title: A, onTap: { set: [a, b] } }
            alternates:
              - { id: b, title: B }
        extensions:
          - { target: UI, categories: c, principalClass: VC, initialContentSizeRatio: 1 }
        """#))

  /// The record of `duplicate-value`.
  static let duplicateValue = RuleDescription(
    id: .duplicateValue, severities: [.warning, .error],
    summary: "A value is listed twice in an option or platform list.",
    scopes: .anywhere,
    examples: .specs(
      triggering: #"""
        version: 1
        categories:
          - id: c
            options: [customDismissAction, ↓customDismissAction]
        """#,
      nonTriggering: #"""
        version: 1
        categories:
          - id: c
            options: [customDismissAction]
        """#))

  /// The record of `invalid-value`.
  static let invalidValue = RuleDescription(
    id: .invalidValue, severity: .error,
    summary: "A value outside its vocabulary or range.",
    scopes: .anywhere,
    examples: .specs(
      triggering: #"""
        version: 1
        categories:
          - id: c
            options: [↓customDismiss]
        """#,
      nonTriggering: #"""
        version: 1
        categories:
          - id: c
            options: [customDismissAction]
        """#))

  /// The record of `missing-key`.
  static let missingKey = RuleDescription(
    id: .missingKey, severity: .error,
    summary: "A required key is missing.",
    scopes: .anywhere,
    examples: .specs(
      triggering: #"""
        version: 1
        categories:
          - id: c
            actions:
              - ↓{ id: a }
        """#,
      nonTriggering: #"""
        version: 1
        categories:
          - id: c
            actions:
              - { id: a, title: A }
        """#))

  /// The record of `platform-version`.
  static let platformVersion = RuleDescription(
    id: .platformVersion, severities: [.error, .warning],
    summary: "A malformed version, or a feature the deployment target lacks.",
    scopes: [.file, .category, .action, .alternate],
    examples: .specs(
      triggering: #"""
        version: 1
        platforms: { iOS: ↓15.0.1.2 }
        categories: [{ id: c }]
        """#,
      nonTriggering: #"""
        version: 1
        platforms: { iOS: "15.0.1" }
        categories: [{ id: c }]
        """#))

  /// The record of `unknown-key`.
  static let unknownKey = RuleDescription(
    id: .unknownKey, severity: .error,
    summary: "A key the spec language does not know.",
    scopes: .anywhere,
    examples: .specs(
      triggering: #"""
        version: 1
        categories:
          - id: c
            ↓action:
              - { id: a, title: A }
        """#,
      nonTriggering: #"""
        version: 1
        categories:
          - id: c
            actions:
              - { id: a, title: A }
        """#))

  /// The record of `unsupported-version`.
  static let unsupportedVersion = RuleDescription(
    id: .unsupportedVersion, severity: .error,
    summary: "A `version` other than 1.",
    scopes: .file,
    examples: .specs(
      triggering: #"""
        version: ↓2
        categories: [{ id: c }]
        """#,
      nonTriggering: #"""
        version: 1
        categories: [{ id: c }]
        """#))

  /// The record of `wrong-type`.
  static let wrongType = RuleDescription(
    id: .wrongType, severity: .error,
    summary: "A value of the wrong YAML type.",
    scopes: .anywhere,
    examples: .specs(
      triggering: #"""
        version: 1
        categories:
          - id: c
            register: ↓yes please
        """#,
      nonTriggering: #"""
        version: 1
        categories:
          - id: c
            register: false
        """#))
}
