// The checked-in Generated/ folder must match what herald generates for Specs/.

import Foundation
import Testing

@testable import TestSupport

/// Freshness of the golden output and the behaviour of `generate --check`.
@Suite struct GeneratedFreshnessTests {
  /// `herald generate Specs --output Generated --check` passes on the checked-in output.
  @Test func generatedMatchesSpecs() throws {
    let run = try Herald.run(["generate", "Specs", "--output", "Generated", "--check"])
    #expect(
      run.status == 0,
      """
      Generated/ is stale. Regenerate it with: swift run herald generate Specs --output Generated
      \(run.stderr)
      """)
  }

  /// FuzzDecode's checked-in generated Swift is what `herald generate` writes for its contract
  /// today, so the fuzzer decodes with the renderer's current output.
  @Test func fuzzDecodeSourceMatchesItsContract() throws {
    let folder = try TemporaryFolder()
    let output = folder.url.appending(path: "out")
    let run = try Herald.run(["generate", "Fuzz/decode/contract.yml", "--output", output.path])
    try #require(run.status == 0, "\(run.stderr)")
    let fresh = try Data(contentsOf: output.appending(path: "App/NotificationCategories.swift"))
    let source = "Sources/FuzzDecodeChecks/NotificationCategories.swift"
    let checkedIn = try Data(contentsOf: Herald.packageRoot.appending(path: source))
    #expect(
      fresh == checkedIn,
      """
      \(source) is stale. Regenerate it with: swift run herald generate \
      Fuzz/decode/contract.yml --output .build/fuzz-decode && \
      cp .build/fuzz-decode/App/NotificationCategories.swift \(source)
      """)
  }

  /// `--check` on a folder with a hand-edited file exits 1, lists the file and names the command
  /// that fixes it (with `--force`, since the edit would be lost).
  @Test func checkReportsStaleFilesAndTheFix() throws {
    let folder = try TemporaryFolder()
    let output = folder.url.appending(path: "out").path
    _ = try Herald.run(["generate", "Specs", "--output", output])
    let file = output + "/App/NotificationCategories.swift"
    let original = try String(contentsOfFile: file, encoding: .utf8)
    try (original + "// edited\n").write(toFile: file, atomically: true, encoding: .utf8)
    let run = try Herald.run(["generate", "Specs", "--output", output, "--check"])
    #expect(run.status == 1)
    #expect(run.stderr.contains("edited:  \(output)/App/NotificationCategories.swift"))
    #expect(run.stderr.contains("run: herald generate Specs --output \(output) --force"))
    #expect(try String(contentsOfFile: file, encoding: .utf8) == original + "// edited\n")
  }
}
