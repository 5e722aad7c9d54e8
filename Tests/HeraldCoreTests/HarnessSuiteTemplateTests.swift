// The harness's shared tests: the embedded copy is the template file, and it parses.

import Foundation
import Testing

@testable import HeraldCore

/// `HarnessSuiteTemplate`, against its source of truth. That the file compiles and its tests pass
/// is checked by building and running the `GeneratedExtensionTests` target, which holds it.
@Suite struct HarnessSuiteTemplateTests {
  /// The template file in the repository.
  static let file = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent()
    .appending(path: "GeneratedExtensionTests/HarnessSuiteTemplate.swift")

  /// The embedded text is the file's, byte for byte (a raw multi-line string holds everything
  /// but the final line break); `scripts/embed-harness-suite` rewrites it.
  @Test func embeddedCopyIsTheTemplateFile() throws {
    let text = try String(contentsOf: Self.file, encoding: .utf8)
    #expect(
      HarnessSuiteTemplate.source + "\n" == text,
      "Sources/HeraldCore/Render/EmbeddedHarnessSuite.swift is stale: run scripts/embed-harness-suite"
    )
  }

  /// The body holds the helpers and every test, and the binding replay sits in its `#if`.
  @Test func bodyHoldsEveryTest() {
    var lines: [String] = []
    var conditions: [String?] = []
    for node in HarnessSuiteTemplate.body {
      switch node {
      case .line(let content): lines.append(content)
      case .ifConfig(let branches): conditions += branches.map(\.condition)
      }
    }
    for name in [
      "func state(", "func action(", "everyCell", "everyTransitionPair", "shortestPath",
      "scenarios", "reachability", "terminalTapsAbsorb", "toggleRoundTrips", "coverageIsComplete",
    ] {
      #expect(lines.contains { $0.contains(name) }, "\(name)")
    }
    #expect(conditions == ["canImport(UserNotificationsUI)"])
    #expect(!lines.contains { $0.contains("HarnessSuiteFixture") })
  }
}
