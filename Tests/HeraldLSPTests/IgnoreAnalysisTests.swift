// The language server publishes what `herald validate` prints: silenced diagnostics are left out.

import Testing

@testable import HeraldLSP

/// `ignore` in the server's analysis of a set.
@Suite struct IgnoreAnalysisTests {
  /// A note silenced by its category's list is not among the published diagnostics, while the
  /// same note of another category, and an entry that silences nothing, are.
  @Test func silencedDiagnosticsAreNotPublished() {
    let text = """
      version: 1
      categories:
        - id: kept
          ignore: [banner-actions, banner-action]
          actions:
            - { id: a, title: A }
            - { id: b, title: B }
            - { id: c, title: C }
        - id: other
          actions:
            - { id: a, title: A }
            - { id: b, title: B }
            - { id: c, title: C }
      """
    var cache = ParseCache()
    let analysis = SpecAnalysis.analyze(
      [SpecSource(path: "spec.yml", uri: "file:///spec.yml", bytes: Array(text.utf8))],
      cache: &cache)
    let published = (analysis.diagnostics["spec.yml"] ?? []).map {
      "\($0.id.rawValue)@\($0.range.start.line)"
    }
    #expect(published == ["invalid-ignore@4", "banner-actions@13"])
  }
}
