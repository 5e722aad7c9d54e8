// The ids table of docs/diagnostics.md and the SARIF rule list come from the rule records alone.

import Foundation
import HeraldCore
import Testing

@testable import HeraldCLI
@testable import TestSupport

/// Tests that what Herald publishes about its ids is made from `RuleRegistry.all`.
@Suite struct RuleReferenceTests {
  /// docs/diagnostics.md, whose "All ids at a glance" section holds the table.
  static let doc = Herald.packageRoot.appending(path: "docs/diagnostics.md")

  /// The doc's text before the table, the table (its lines that start with `|`, header
  /// included), and the text after it.
  static func split(_ text: String) -> (before: Substring, table: Substring, after: Substring)? {
    guard let heading = text.range(of: "## All ids at a glance\n"),
      let start = text.range(of: "\n| Id |", range: heading.upperBound..<text.endIndex)
    else { return nil }
    var end = text.index(after: start.lowerBound)
    while end < text.endIndex, text[end] == "|" {
      end = text[end...].firstIndex(of: "\n").map(text.index(after:)) ?? text.endIndex
    }
    let table = text.index(after: start.lowerBound)
    return (text[..<table], text[table..<end], text[end...])
  }

  /// The table in the doc is the one the records give. On a mismatch the failure shows the
  /// expected table; `HERALD_RECORD_GOLDENS=1` writes it into the doc (and fails, as goldens do).
  @Test func docTableMatchesTheRecords() throws {
    let text = try String(contentsOf: Self.doc, encoding: .utf8)
    let parts = try #require(Self.split(text), "no 'All ids at a glance' table in the doc")
    let expected = RuleReference.table()
    if Golden.recording {
      try Data((parts.before + expected + parts.after).utf8).write(to: Self.doc)
      Issue.record("rewrote the table of docs/diagnostics.md; unset HERALD_RECORD_GOLDENS")
      return
    }
    #expect(
      String(parts.table) == expected,
      """
      the table in docs/diagnostics.md is out of date; run this test with \
      HERALD_RECORD_GOLDENS=1, or replace it with:
      \(expected)
      """)
  }

  /// The example markers (`↓`) never reach what is published: the table, the SARIF rule list,
  /// or the example text anything else reads.
  @Test func noMarkerIsPublished() throws {
    let marker = Character(RuleExample.marker)
    #expect(!RuleReference.table().contains(marker))
    let log = DiagnosticPrinter(color: false).sarif([], version: "0")
    #expect(!log.contains(marker) && !log.contains("\\u2193"))
    for record in RuleRegistry.all {
      if case .specs(let triggering, _) = record.examples {
        #expect(triggering.isMarked && !triggering.files.contains { $0.contains(marker) })
      }
    }
  }

  /// Every id in the table has a section of its own further down, which its link points at.
  @Test func everyIdHasASection() throws {
    let text = try String(contentsOf: Self.doc, encoding: .utf8)
    for record in RuleRegistry.all {
      #expect(text.contains("\n### `\(record.id)`\n"), "no section for '\(record.id)'")
    }
  }

  /// A throwaway rule, added through its record alone, shows up in the SARIF rule list (where
  /// its diagnostics point) and in the docs table.
  @Test func aNewRecordIsPublishedEverywhere() throws {
    let throwaway = RuleDescription(
      id: RuleID("throwaway-rule"), severity: .warning, summary: "A rule made up by a test.",
      scopes: .category, examples: .specs(triggering: "version: 1\n", nonTriggering: "version: 1\n")
    )
    let records = RuleRegistry.all + [throwaway]
    let range = SourceRange(
      file: "spec.yml", start: SourcePosition(line: 1, column: 1),
      end: SourcePosition(line: 1, column: 2))
    let diagnostic = Diagnostic(
      id: throwaway.id, severity: .warning, message: "made up", range: range)
    let log = DiagnosticPrinter(color: false).sarif([diagnostic], version: "0", rules: records)
    let run = try #require((parseJSON(log) as? JSONObject)?.objects("runs").first)
    let rules = run.object("tool").object("driver").objects("rules")
    #expect(rules.last?.string("id") == "throwaway-rule")
    #expect(rules.last?.object("shortDescription").string("text") == "A rule made up by a test.")
    #expect(run.objects("results").first?["ruleIndex"] as? Int == records.count - 1)
    let table = RuleReference.table(records)
    #expect(
      table.contains(
        "| [`throwaway-rule`](#throwaway-rule) | warning | category | A rule made up by a test. |\n"
      ))
    #expect(!RuleReference.table().contains("throwaway-rule"))
  }
}
