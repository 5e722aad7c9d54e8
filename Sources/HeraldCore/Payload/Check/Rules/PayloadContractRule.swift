// Rules `payload-missing-key`, `payload-value-type`, `payload-enum-value`,
// `payload-undeclared-key` and `payload-unknown-state`: the custom keys beside `aps` keep the
// contract the category declares in `payload`.

/// Checks a payload's custom keys against the contract of the category `aps.category` names,
/// with the value check the spec's examples and the generated Swift's decoding share. What
/// makes the generated decoding fail is an error; what it tolerates (a key it ignores, a start
/// state it falls back from) is a warning, since the app still shows the notification.
struct PayloadContractRule: PayloadRule {
  /// The records of the ids this rule owns.
  var records: [RuleDescription] {
    [
      Self.missingKey, Self.valueType, Self.enumValue, Self.undeclaredKey, Self.unknownState,
      Self.lenientValue,
    ]
  }

  /// Checks the custom keys of a payload whose category has a contract. A category that only
  /// has a `startState` gets its start-state key checked, but no warning for other keys: it
  /// declares no payload, so every other key is its own business.
  func check(_ payload: PayloadContext, _ diagnostics: inout DiagnosticsEngine) {
    guard let contract = payload.match.contract else { return }
    let owner = contract.owner.described
    var bindingKeys = Set<String>()
    if case .push(let kind) = payload.match, case .keys(let conditions) = kind.binding {
      bindingKeys = Set(conditions.map(\.key))
    }
    for problem in payload.spec.valueChecker.check(payload: payload.root, against: contract) {
      if problem.kind == .undeclaredKey,
        !contract.isDeclared || Self.toolingKeys.contains(problem.path)
          || bindingKeys.contains(problem.path)
      {
        continue
      }
      report(problem, owner: owner, &diagnostics)
    }
  }

  /// Top-level keys for tools, not the app: the Simulator's target app, and the header of the
  /// sample payloads Herald writes. Never warned about as undeclared.
  static let toolingKeys: Set<String> = [APNs.simulatorTargetKey, "_generator"]

  /// Reports one problem with its id, severity and repair.
  func report(
    _ problem: PayloadValueProblem, owner: String, _ diagnostics: inout DiagnosticsEngine
  ) {
    let fixIts =
      problem.suggestion.map {
        [FixIt(range: problem.range, replacement: JSONEscaping.quoted($0))]
      } ?? []
    if problem.isLenient {
      reportLenient(problem, &diagnostics)
      return
    }
    switch problem.kind {
    case .missingKey:
      diagnostics.report(
        Self.missingKey,
        "\(problem.path): missing required key; \(owner) requires \(problem.expected) there",
        at: problem.range)
    case .notInEnum:
      diagnostics.report(Self.enumValue, problem.message, at: problem.range, fixIts: fixIts)
    case .undeclaredKey:
      diagnostics.report(
        Self.undeclaredKey,
        "\(problem.path): \(owner) declares no such key, so the app ignores it"
          + Suggestion.didYouMean(problem.suggestion), at: problem.range, fixIts: fixIts)
    case .unknownStartState:
      diagnostics.report(
        Self.unknownState,
        "\(problem.path): \(problem.found) is none of the states of \(owner) ("
          + problem.expected.dropFirst("one of the states ".count)
          + "), so the extension starts with the registered actions"
          + Suggestion.didYouMean(problem.suggestion), at: problem.range, fixIts: fixIts)
    case .wrongType, .malformedDate, .malformedURL, .fractionalInteger, .integerOutOfRange,
      .numberOutOfRange, .malformedText, .malformedJSONText:
      diagnostics.report(Self.valueType, problem.message, at: problem.range)
    }
  }
}

extension RuleID {
  /// `payload-missing-key`, described by `PayloadContractRule.missingKey`.
  public static let payloadMissingKey = RuleID("payload-missing-key")
  /// `payload-value-type`, described by `PayloadContractRule.valueType`.
  public static let payloadValueType = RuleID("payload-value-type")
  /// `payload-enum-value`, described by `PayloadContractRule.enumValue`.
  public static let payloadEnumValue = RuleID("payload-enum-value")
  /// `payload-undeclared-key`, described by `PayloadContractRule.undeclaredKey`.
  public static let payloadUndeclaredKey = RuleID("payload-undeclared-key")
  /// `payload-unknown-state`, described by `PayloadContractRule.unknownState`.
  public static let payloadUnknownState = RuleID("payload-unknown-state")
}

extension PayloadContractRule {
  /// The record of `payload-missing-key`.
  static let missingKey = RuleDescription(
    id: .payloadMissingKey, severity: .error,
    summary: "A payload lacks a custom key its category's `payload` requires.",
    examples: .payloads(
      spec: PayloadExamples.contractSpec,
      triggering: #"↓{"aps": {"alert": "Hi", "category": "ride"}, "vehicle": "car"}"#,
      nonTriggering: PayloadExamples.contractPayload))

  /// The record of `payload-value-type`.
  static let valueType = RuleDescription(
    id: .payloadValueType, severity: .error,
    summary:
      "A payload's custom value has another type than declared: a malformed date or URL, or a fraction where an integer is declared.",
    examples: .payloads(
      spec: PayloadExamples.contractSpec,
      triggering:
        #"{"aps": {"alert": "Hi", "category": "ride"}, "ride-id": ↓1842, "vehicle": "car"}"#,
      nonTriggering: PayloadExamples.contractPayload))

  /// The record of `payload-enum-value`.
  static let enumValue = RuleDescription(
    id: .payloadEnumValue, severity: .error,
    summary: "A payload's custom string is not one of its key's `enum` values.",
    examples: .payloads(
      spec: PayloadExamples.contractSpec,
      triggering:
        #"{"aps": {"alert": "Hi", "category": "ride"}, "ride-id": "r-1", "vehicle": ↓"bke"}"#,
      nonTriggering: PayloadExamples.contractPayload))

  /// The record of `payload-undeclared-key`.
  static let undeclaredKey = RuleDescription(
    id: .payloadUndeclaredKey, severity: .warning,
    summary: "A payload holds a custom key its category's `payload` does not declare.",
    examples: .payloads(
      spec: PayloadExamples.contractSpec,
      triggering:
        #"{"aps": {"alert": "Hi", "category": "ride"}, "ride-id": "r-1", "vehicle": "car", ↓"ride_id": "r-1"}"#,
      nonTriggering: PayloadExamples.contractPayload))

  /// The record of `payload-unknown-state`.
  static let unknownState = RuleDescription(
    id: .payloadUnknownState, severity: .warning,
    summary: "A payload's start-state key names none of its category's states.",
    examples: .payloads(
      spec: PayloadExamples.contractSpec,
      triggering:
        #"{"aps": {"alert": "Hi", "category": "ride"}, "ride-id": "r-1", "vehicle": "car", "phase": ↓"ofer"}"#,
      nonTriggering: PayloadExamples.contractPayload))
}
