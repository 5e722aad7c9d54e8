// The rule records are true and complete: every id has one, and each example does what it says.

import Foundation
import HeraldYAML
import Testing

@testable import HeraldCore

/// A record names itself by its id in test reports.
extension RuleDescription: CustomTestStringConvertible {
  public var testDescription: String { id.rawValue }
}

/// Checks of `RuleRegistry.all` against the code that reports the ids.
@Suite struct RuleRecordTests {
  /// Checks an example set the way `herald validate` does, its files named `spec1.yml`, ….
  static func diagnostics(of example: RuleExample) -> [Diagnostic] {
    let inputs = example.files.enumerated().map { index, text in
      InputFile(path: "spec\(index + 1).yml", bytes: Array(text.utf8))
    }
    return Compiler.check(inputs, keepingMachines: false).diagnostics.diagnostics
  }

  /// A short listing of diagnostics for failure messages.
  static func listing(_ diagnostics: [Diagnostic]) -> String {
    diagnostics.map { "\($0.severity.rawValue) [\($0.id)] \($0.message.prefix(120))" }
      .joined(separator: "\n")
  }

  /// Checks a payload example against its spec set, as `herald check-payload` does.
  static func diagnostics(ofPayload text: String, spec: RuleExample) -> [Diagnostic] {
    guard let set = RuleRecordTests.set(spec) else { return [] }
    var engine = DiagnosticsEngine()
    PayloadChecker.check(Array(text.utf8), path: "payload.json", against: set, into: &engine)
    return engine.diagnostics
  }

  /// The validated set of a payload example's spec, recording an issue when it does not load.
  static func set(_ spec: RuleExample) -> SpecSet? {
    let outcome = Compiler.check(
      spec.files.enumerated().map { InputFile(path: "spec\($0 + 1).yml", bytes: Array($1.utf8)) },
      keepingMachines: false)
    guard let set = outcome.spec?.set else {
      Issue.record(
        "the example spec does not validate:\n\(listing(outcome.diagnostics.diagnostics))")
      return nil
    }
    return set
  }

  /// The triggering example reports the id, with a severity the record names; the
  /// non-triggering one never reports it.
  @Test(arguments: RuleRegistry.all)
  func examplesDoWhatTheySay(_ record: RuleDescription) {
    let fired: [Diagnostic]
    let quiet: [Diagnostic]
    switch record.examples {
    case .noSpec: return
    case .specs(let triggering, let nonTriggering):
      fired = Self.diagnostics(of: triggering)
      quiet = Self.diagnostics(of: nonTriggering)
    case .payloads(let spec, let triggering, let nonTriggering):
      fired = Self.diagnostics(ofPayload: triggering, spec: spec)
      quiet = Self.diagnostics(ofPayload: nonTriggering, spec: spec)
    }
    let own = fired.filter { $0.id == record.id }
    #expect(!own.isEmpty, "the triggering example does not fire:\n\(Self.listing(fired))")
    for diagnostic in own {
      #expect(
        record.severities.contains(diagnostic.severity),
        "reported as \(diagnostic.severity.rawValue), the record says \(record.severities)")
    }
    #expect(
      !quiet.contains { $0.id == record.id },
      "the non-triggering example fires:\n\(Self.listing(quiet))")
  }

  /// Only records without example specs may lack a severity, and they say why.
  @Test(arguments: RuleRegistry.all)
  func recordIsComplete(_ record: RuleDescription) {
    #expect(!record.summary.isEmpty && record.summary.hasSuffix("."))
    switch record.examples {
    case .specs, .payloads: #expect(!record.severities.isEmpty)
    case .noSpec(let reason): #expect(!reason.isEmpty)
    }
  }

  /// No id has two records.
  @Test func idsAreUnique() {
    let ids = RuleRegistry.all.map(\.id)
    #expect(Set(ids).count == ids.count, "\(ids.filter { id in ids.count { $0 == id } > 1 })")
  }

  /// Every id a validation rule declares has a record, so a rule cannot report an unpublished id.
  @Test func everyValidationRuleIdIsRegistered() {
    let registered = Set(RuleRegistry.all.map(\.id))
    let declared =
      Validator.setRules.flatMap(\.ids) + Validator.categoryRules.flatMap(\.ids)
      + Validator.machineSetRules.flatMap(\.ids)
    for id in declared {
      #expect(registered.contains(id), "'\(id)' has no record in RuleRegistry.all")
    }
  }

  /// Every rule type declared under `Validate/Rules` (in its kind's folder) and
  /// `Payload/Check/Rules` is in one of the lists that run it and publish its records, and every listed rule is declared there: the list of
  /// declarations is read from the sources, as swift-format and SwiftLint generate theirs.
  @Test func everyRuleTypeIsListed() throws {
    let sources = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
      .appending(path: "Sources/HeraldCore")
    let pattern =
      #/struct (\w+):[^{]*\b(?:ValidationRule|CategoryRule|MachineSetRule|PayloadRule)\b/#
    var declared: [String] = []
    for folder in ["Validate/Rules", "Payload/Check/Rules"] {
      // Rules sit in folders by kind (Category/, Machine/, Payload/, …).
      let url = sources.appending(path: folder)
      let names = try #require(FileManager.default.subpaths(atPath: url.path))
      for name in names.sorted() where name.hasSuffix(".swift") {
        let text = try String(contentsOf: url.appending(path: name), encoding: .utf8)
        declared += text.matches(of: pattern).map { String($0.output.1) }
      }
    }
    let rules: [any RecordedRule] =
      Validator.setRules + Validator.categoryRules + Validator.machineSetRules
      + PayloadChecker.rules
    let listed = rules.map { String(describing: type(of: $0)) }
    #expect(declared.count >= 40, "the scan found too few rules: \(declared)")
    #expect(
      Set(declared) == Set(listed),
      "declared but not listed: \(Set(declared).subtracting(listed)); listed but not declared: \(Set(listed).subtracting(declared))"
    )
    #expect(listed.count == Set(listed).count, "a rule is listed twice: \(listed)")
  }

  /// A rule's ids are those of its records, its own first.
  @Test func idsComeFromRecords() {
    let rule = MediaButtonRule()
    #expect(rule.ids == rule.records.map(\.id) + [.invalidValue])
  }

  /// Every YAML problem kind is reported under a registered record of its own.
  @Test func everyYAMLKindIsRegistered() {
    let ids = YAMLProblem.Kind.allCases.map { SpecLoader.rule(for: $0).id }
    #expect(Set(ids).count == ids.count)
    #expect(Set(ids).isSubset(of: Set(RuleRegistry.all.map(\.id))))
  }
}
