// Reporting through a record: the severity is the record's, and a call site cannot give another.

import Testing

@testable import HeraldCore

/// `DiagnosticsEngine.report` with a `RuleDescription`.
@Suite struct DiagnosticsEngineTests {
  /// A place to report at.
  static let range = SourceRange(
    file: "spec.yml", start: SourcePosition(line: 1, column: 1),
    end: SourcePosition(line: 1, column: 1))

  /// A record with one severity reports with it; a warning record gives a warning.
  @Test func severityComesFromTheRecord() {
    var engine = DiagnosticsEngine()
    engine.report(DuplicateActionRule.description, "twice", at: Self.range)
    engine.report(FormatStringRule.summaryArgument, "empty", at: Self.range)
    engine.report(ActionCountRule.bannerActions, "shown", at: Self.range)
    #expect(engine.diagnostics.map(\.id) == [.duplicateAction, .summaryArgument, .bannerActions])
    #expect(engine.diagnostics.map(\.severity) == [.error, .warning, .note])
  }

  /// A record naming several severities reports with its first unless the call site picks
  /// another of them.
  @Test func severalSeveritiesTakeTheChosenOne() {
    var engine = DiagnosticsEngine()
    engine.report(SpecDecoder.duplicateValue, "twice", at: Self.range)
    engine.report(SpecDecoder.duplicateValue, as: .error, "twice", at: Self.range)
    #expect(engine.diagnostics.map(\.severity) == [.warning, .error])
  }

  /// A severity the record does not name stops a debug build.
  @Test func severityTheRecordDoesNotNameTraps() async {
    await #expect(processExitsWith: .failure) {
      var engine = DiagnosticsEngine()
      engine.report(
        DuplicateActionRule.description, as: .warning, "twice",
        at: DiagnosticsEngineTests.range)
    }
  }
}
