// Checks that every stable diagnostic id has location-marker tests, so a new rule needs tests.

import HeraldYAML
import Testing

@testable import HeraldCore

/// The ids the marker tests cover, and the ids only the command line reports.
enum RuleCoverage {
  /// Ids reported by the CLI alone (reading files), never by `Compiler.check`.
  static let cliOnly: Set<RuleID> = [.ioError]

  /// Every id with a test where it fires at a marker and one where it stays silent, and the
  /// suite that holds them.
  static let covered: [RuleID: String] = [
    .emptySpec: "DecodingTests",
    .unsupportedVersion: "DecodingTests",
    .wrongType: "DecodingTests",
    .missingKey: "DecodingTests",
    .unknownKey: "DecodingTests",
    .invalidValue: "ValueDecodingTests",
    .duplicateValue: "ValueDecodingTests",
    .unsupportedPlatform: "SettingsRuleTests",
    .platformVersion: "SettingsRuleTests",
    .localizationUnused: "SettingsRuleTests",
    .localizationKeyConflict: "SettingsRuleTests",
    .conflictingSettings: "MultiFileTests",
    .invalidIdentifier: "IdentifierRuleTests",
    .invalidCharacters: "NameCharacterRuleTests",
    .duplicateCategory: "IdentifierRuleTests",
    .categoryIdCase: "IdentifierRuleTests",
    .duplicateAction: "IdentifierRuleTests",
    .swiftName: "SwiftNameRuleTests",
    .swiftNameCollision: "SwiftNameRuleTests",
    .actionConflict: "ActionRuleTests",
    .bannerActions: "ActionRuleTests",
    .tooManyActions: "ActionRuleTests",
    .destructiveFirst: "ActionRuleTests",
    .emptyString: "TextRuleTests",
    .controlCharacters: "TextRuleTests",
    .iconAvailability: "TextRuleTests",
    .formatSpecifier: "CategoryRuleTests",
    .summaryArgument: "CategoryRuleTests",
    .deprecatedOption: "CategoryRuleTests",
    .carPlayOnMacOS: "CategoryRuleTests",
    .duplicateExtension: "ExtensionRuleTests",
    .extensionUnknownCategory: "ExtensionRuleTests",
    .extensionCategoryServed: "ExtensionRuleTests",
    .extensionInterface: "ExtensionRuleTests",
    .extensionTargetReserved: "ExtensionRuleTests",
    .mediaButtonFrame: "ExtensionValueTests",
    .onTapUnknownAction: "OnTapRuleTests",
    .onTapConflict: "OnTapRuleTests",
    .machineNoExtension: "MachineHostTests",
    .dynamicActionsTarget: "MachineHostTests",
    .machineSourceNotShown: "MachineRuleTests",
    .machineDuplicateAction: "MachineRuleTests",
    .machineTooManyShown: "MachineRuleTests",
    .machineStateLimit: "MachineLimitTests",
    .machineTerminalChange: "MachineWarningTests",
    .machineToggleRoundTrip: "MachineWarningTests",
    .machineTrap: "MachineWarningTests",
    .machineBannerPosition: "MachineReachTests",
    .machineUnreachableAlternate: "MachineReachTests",
    .scenarioNotShown: "ScenarioRuleTests",
    .scenarioMismatch: "ScenarioRuleTests",
    .payloadSize: "PayloadSizeTests",
    .yamlSyntax: "YAMLDiagnosticTests",
    .yamlDuplicateKey: "YAMLDiagnosticTests",
    .yamlComplexKey: "YAMLDiagnosticTests",
    .yamlBadMerge: "YAMLDiagnosticTests",
    .yamlUnknownAnchor: "YAMLBudgetTests",
    .yamlAliasBudget: "YAMLBudgetTests",
    .yamlDepthBudget: "YAMLBudgetTests",
    .yamlScalarTooLong: "YAMLBudgetTests",
    .yamlMultipleDocuments: "YAMLBudgetTests",
  ]
}

/// The coverage table against the catalogue.
@Suite struct CoverageTests {
  /// Every id of `RuleID` is covered by marker tests or documented as CLI-only.
  @Test(arguments: RuleID.allCases)
  func everyRuleIsCovered(_ id: RuleID) {
    #expect(
      RuleCoverage.covered[id] != nil || RuleCoverage.cliOnly.contains(id),
      "rule '\(id.rawValue)' has no location-marker tests; add them and list it in RuleCoverage")
  }

  /// The table names no id twice over: covered ids are not also called CLI-only.
  @Test func tableIsConsistent() {
    #expect(RuleCoverage.cliOnly.allSatisfy { RuleCoverage.covered[$0] == nil })
    #expect(RuleCoverage.covered.count + RuleCoverage.cliOnly.count == RuleID.allCases.count)
  }

  /// Every YAML problem kind surfaces under a catalogued, covered id of the same spelling.
  @Test func yamlKindsAreCatalogued() {
    let kinds: [YAMLProblem.Kind] = [
      .syntax, .duplicateKey, .aliasBudget, .depthBudget, .unknownAnchor, .badMerge,
      .scalarTooLong, .multipleDocuments, .complexKey,
    ]
    for kind in kinds {
      let id = RuleID(rawValue: kind.rawValue)
      #expect(id != nil, "YAML problem '\(kind.rawValue)' has no RuleID")
      #expect(id.flatMap { RuleCoverage.covered[$0] } != nil)
    }
    #expect(RuleID.allCases.filter { $0.rawValue.hasPrefix("yaml-") }.count == kinds.count)
  }
}
