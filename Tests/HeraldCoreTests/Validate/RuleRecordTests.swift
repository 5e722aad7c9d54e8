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
  static func listing(_ diagnostics: [Diagnostic], placed: Bool = false) -> String {
    diagnostics.map { diagnostic in
      let place =
        placed
        ? "\(diagnostic.range.file):\(diagnostic.range.start.line):\(diagnostic.range.start.column): "
        : ""
      return
        "\(place)\(diagnostic.severity.rawValue) [\(diagnostic.id)] \(diagnostic.message.prefix(120))"
    }
    .joined(separator: "\n")
  }

  /// Checks a payload example against its spec set, as `herald check-payload` does.
  static func diagnostics(
    ofPayload text: String, spec: RuleExample, path: String = "payload.json"
  ) -> [Diagnostic] {
    guard let set = RuleRecordTests.set(spec) else { return [] }
    var engine = DiagnosticsEngine()
    PayloadChecker.check(Array(text.utf8), path: path, against: set, into: &engine)
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

  /// The triggering example reports the id, with a severity the record names, exactly at its
  /// markers (`↓`, taken out before it runs): at each marked place and nowhere else. The
  /// non-triggering one never reports it, and has no marker.
  @Test(arguments: RuleRegistry.all)
  func examplesDoWhatTheySay(_ record: RuleDescription) {
    let triggering: RuleExample
    let fired: [Diagnostic]
    let quiet: [Diagnostic]
    let paths: [String]
    switch record.examples {
    case .noSpec: return
    case .specs(let marked, let nonTriggering):
      triggering = marked
      fired = Self.diagnostics(of: marked)
      quiet = Self.diagnostics(of: nonTriggering)
      paths = marked.files.indices.map { "spec\($0 + 1).yml" }
      #expect(!nonTriggering.isMarked, "the non-triggering example is marked")
    case .payloads(let spec, let marked, let nonTriggering),
      .requests(let spec, let marked, let nonTriggering):
      let path: String
      if case .requests = record.examples { path = "request.http" } else { path = "payload.json" }
      triggering = marked
      fired = Self.diagnostics(ofPayload: marked.files.joined(), spec: spec, path: path)
      quiet = Self.diagnostics(ofPayload: nonTriggering.files.joined(), spec: spec, path: path)
      paths = [path]
      #expect(marked.files.count == 1, "a payload example is one file")
      #expect(
        !nonTriggering.isMarked && !spec.isMarked, "the payload's spec or near miss is marked")
    }
    let own = fired.filter { $0.id == record.id }
    #expect(!own.isEmpty, "the triggering example does not fire:\n\(Self.listing(fired))")
    for diagnostic in own {
      #expect(
        record.severities.contains(diagnostic.severity),
        "reported as \(diagnostic.severity.rawValue), the record says \(record.severities)")
    }
    if !triggering.isMarked { Issue.record("the triggering example marks no place with ↓") }
    let marked = Set(
      zip(paths, triggering.markers).flatMap { path, markers in
        markers.map { Place(file: path, position: $0) }
      })
    let reported = Set(own.map { Place(file: $0.range.file, position: $0.range.start) })
    for place in marked.subtracting(reported).sorted() {
      Issue.record(
        "nothing reported at the marker at \(place), reported:\n\(Self.listing(own, placed: true))")
    }
    for place in reported.subtracting(marked).sorted() {
      Issue.record("reported at \(place), which has no marker")
    }
    #expect(
      !quiet.contains { $0.id == record.id },
      "the non-triggering example fires:\n\(Self.listing(quiet))")
  }

  /// A place in an example set: a file and a position in it.
  struct Place: Hashable, Comparable, CustomStringConvertible {
    let file: String
    let position: SourcePosition

    var description: String { "\(file):\(position.line):\(position.column)" }

    static func < (lhs: Place, rhs: Place) -> Bool {
      (lhs.file, lhs.position) < (rhs.file, rhs.position)
    }
  }

  /// No example's text, nor anything published from the records, holds a marker.
  @Test(arguments: RuleRegistry.all)
  func markersAreTakenOut(_ record: RuleDescription) {
    let marker = Character(RuleExample.marker)
    let examples: [RuleExample]
    switch record.examples {
    case .noSpec(let reason):
      examples = []
      #expect(!reason.contains(marker))
    case .specs(let triggering, let nonTriggering): examples = [triggering, nonTriggering]
    case .payloads(let spec, let triggering, let nonTriggering),
      .requests(let spec, let triggering, let nonTriggering):
      examples = [spec, triggering, nonTriggering]
    }
    #expect(!examples.flatMap(\.files).contains { $0.contains(marker) })
    #expect(!record.summary.contains(marker))
  }

  /// Markers are taken out and located in code points, lines counted from 1.
  @Test func markersAreLocated() {
    let example = RuleExample(files: ["a: ↓1\nb:\r\n  ↓é↓\n", "↓x"])
    #expect(example.files == ["a: 1\nb:\r\n  é\n", "x"])
    #expect(
      example.markers == [
        [
          SourcePosition(line: 1, column: 4), SourcePosition(line: 3, column: 3),
          SourcePosition(line: 3, column: 4),
        ],
        [SourcePosition(line: 1, column: 1)],
      ])
    #expect(!RuleExample("a: 1").isMarked)
  }

  /// Only records without example specs may lack a severity, and they say why.
  @Test(arguments: RuleRegistry.all)
  func recordIsComplete(_ record: RuleDescription) {
    #expect(!record.summary.isEmpty && record.summary.hasSuffix("."))
    switch record.examples {
    case .specs, .payloads, .requests: #expect(!record.severities.isEmpty)
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
