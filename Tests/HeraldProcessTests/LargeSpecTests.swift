// Large specs: a machine past the state limit fails fast; a million list items still validate.

import Foundation
import Testing

@testable import TestSupport

/// Size tests through the CLI, run one at a time so timings are fair.
@Suite(.serialized) struct LargeSpecTests {
  /// Ten actions, each cycling through three alternates with `becomes`: 3^10 = 59,049 states,
  /// past the 10,000-state limit. Served by an extension so the machine is explored.
  @Test func stateExplosion() throws {
    var actions = ""
    var alternates = ""
    for index in 0..<10 {
      actions += "      - { id: a\(index), title: A\(index), onTap: { becomes: b\(index) } }\n"
      alternates += "      - { id: b\(index), title: B\(index), onTap: { becomes: c\(index) } }\n"
      alternates += "      - { id: c\(index), title: C\(index), onTap: { becomes: a\(index) } }\n"
    }
    let text = """
      version: 1
      categories:
        - id: big
          actions:
      \(actions)    alternates:
      \(alternates)extensions:
        - { target: BigUI, categories: big, principalClass: VC, initialContentSizeRatio: 1 }

      """
    let result = try BadInput.check("states.yml", BadInput.utf8(text), rule: "machine-state-limit")
    #expect(result.line == 3)
  }

  /// A valid spec with 1,000,000 `intentIdentifiers` validates: no node cap without aliases.
  @Test func millionListItems() throws {
    var bytes = BadInput.utf8("version: 1\ncategories:\n  - id: big\n    intentIdentifiers:\n")
    bytes.reserveCapacity(17_000_000)
    for index in 0..<1_000_000 { bytes += "      - i\(index)\n".utf8 }
    let run = try withTemporaryFolder { folder in
      try folder.write("million.yml", bytes)
      return try Herald.run(["validate", "million.yml"], directory: folder.url, timeout: 120)
    }
    print("large input million.yml: exit \(run.status) in \(String(format: "%.2f", run.seconds)) s")
    #expect(!run.timedOut && !run.signaled)
    #expect(run.status == 0)
    #expect(run.stderr == "")
    #expect(run.seconds < 90, "a hang guard; the time is printed above")
  }
}
