// Issue 23's reproducer through the built herald: ten categories of eight 3-cycles (14.5 KB,
// 65,610 states) stop `generate`, `generate --check` and `explore` with one located error.

import Foundation
import Testing

@testable import TestSupport

/// The set-wide machine cell budget, end to end.
@Suite struct MachineCellBudgetProcessTests {
  /// Ten served categories `c0` … `c9`, each with eight actions that cycle through three
  /// variants with `becomes`: 6,561 states × 24 actions each.
  static let spec: String = {
    var text = "version: 1\ncategories:\n"
    for category in 0..<10 {
      let id = "c\(category)"
      text += "  - id: \(id)\n    actions:\n"
      for group in 0..<8 {
        text += "      - { id: \(id)g\(group)a, title: A, onTap: { becomes: \(id)g\(group)b } }\n"
      }
      text += "    alternates:\n"
      for group in 0..<8 {
        text += "      - { id: \(id)g\(group)b, title: B, onTap: { becomes: \(id)g\(group)c } }\n"
        text += "      - { id: \(id)g\(group)c, title: C, onTap: { becomes: \(id)g\(group)a } }\n"
      }
    }
    let ids = (0..<10).map { "c\($0)" }.joined(separator: ", ")
    return text + "extensions:\n"
      + "  - { target: UI, categories: [\(ids)], principalClass: VC, initialContentSizeRatio: 1 }\n"
  }()

  /// The error line: at `c0`'s id (line 3, column 9), with the total, the budget and the largest.
  static let error =
    "set.yml:3:9: error: the dynamic-action machines of this spec set have 1574640 cells (reachable states × actions) in 10 machines, more than the budget of 32680 (25000, plus 32 per action or alternate); category 'c0' has the most, 157464 (6561 states × 24 actions): simplify its 'onTap' rules [machine-cell-budget]"

  /// The commands that read the set: each exits 1 with the error and writes nothing.
  @Test(arguments: [
    ["generate", "set.yml", "--output", "out"],
    ["generate", "--check", "set.yml", "--output", "out"],
    ["explore", "set.yml"],
    ["explore", "--format", "mermaid", "set.yml"],
  ])
  func stopsWithOneLocatedError(_ arguments: [String]) throws {
    #expect(Self.spec.utf8.count < 15_000)
    try withTemporaryFolder { folder in
      try folder.write("set.yml", text: Self.spec)
      let run = try Herald.run(arguments, directory: folder.url, timeout: 300)
      #expect(!run.timedOut && !run.signaled)
      #expect(run.status == 1, "\(run.stderr.prefix(2_000))")
      let errors = run.stderr.split(separator: "\n").filter { $0.contains(": error: ") }
      #expect(errors.map(String.init) == [Self.error])
      #expect(run.stdout.isEmpty)
      #expect(!FileManager.default.fileExists(atPath: folder.url.appending(path: "out").path))
    }
  }
}
