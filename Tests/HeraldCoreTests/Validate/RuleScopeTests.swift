// Every record says where its id can fire, and its triggering example fires only there.

import Testing

@testable import HeraldCore

/// Checks of each record's `scopes`.
@Suite struct RuleScopeTests {
  /// Every id a spec or payload can trigger names at least one place; only reserved ids (no
  /// severity) name none.
  @Test(arguments: RuleRegistry.all)
  func everyRecordNamesWhereItFires(_ record: RuleDescription) {
    if record.severities.isEmpty {
      #expect(record.scopes.isEmpty)
    } else {
      #expect(!record.scopes.isEmpty, "\(record.id) names no place it can fire")
    }
  }

  /// The place of a position in a set: the innermost declaration around it.
  static func place(of range: SourceRange, in set: SpecSet) -> RuleScopes {
    func around(_ outer: SourceRange) -> Bool {
      outer.fileID == range.fileID && outer.start <= range.start && range.start < outer.end
    }
    for category in set.categories where around(category.range) {
      if category.actions.contains(where: { around($0.range) }) { return .action }
      if category.alternates.contains(where: { around($0.range) }) { return .alternate }
      return .category
    }
    if set.extensions.contains(where: { around($0.range) })
      || set.serviceExtensions.contains(where: { around($0.range) })
    {
      return .extension
    }
    return .file
  }

  /// The triggering example of every spec record fires only in places its record names.
  @Test(arguments: RuleRegistry.all)
  func examplesFireWhereTheRecordSays(_ record: RuleDescription) {
    guard case .specs(let triggering, _) = record.examples else { return }
    var engine = DiagnosticsEngine()
    let inputs = triggering.files.enumerated().map { index, text in
      InputFile(path: "spec\(index + 1).yml", bytes: Array(text.utf8))
    }
    let files = inputs.compactMap { SpecLoader.load($0, into: &engine) }
    _ = Validator.validate(files, into: &engine, keepingMachines: false)
    let set = SpecSet(files: files)
    for diagnostic in engine.diagnostics where diagnostic.id == record.id {
      let place = Self.place(of: diagnostic.range, in: set)
      #expect(
        record.scopes.contains(place),
        "\(record.id) fired in \(place.names) at line \(diagnostic.range.start.line); the record says \(record.scopes.names)"
      )
    }
  }

  /// The docs' table of ids shows where each id fires.
  @Test func referenceTableShowsThePlaces() {
    let table = RuleReference.table()
    #expect(table.hasPrefix("| Id | Severity | Fires in | Summary |"))
    for record in RuleRegistry.all where !record.scopes.isEmpty {
      #expect(
        table.contains(
          "| \(RuleReference.severity(record)) | \(record.scopes.names.joined(separator: ", ")) |"),
        "\(record.id)")
    }
  }
}
