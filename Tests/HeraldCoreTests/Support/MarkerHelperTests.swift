// Checks the marker helper itself: stripping, positions in code points, and what it compiles.

import Testing

@testable import HeraldCore

/// The location-marker helper.
@Suite struct MarkerHelperTests {
  /// Markers are removed and each records the 1-based line and column where it stood.
  @Test func stripsMarkersAndRecordsPositions() {
    let source = MarkedSource("1️⃣ab\nc2️⃣d\n\n  3️⃣e4️⃣")
    #expect(source.text == "ab\ncd\n\n  e")
    #expect(source.positions["1️⃣"] == SourcePosition(line: 1, column: 1))
    #expect(source.positions["2️⃣"] == SourcePosition(line: 2, column: 2))
    #expect(source.positions["3️⃣"] == SourcePosition(line: 4, column: 3))
    #expect(source.positions["4️⃣"] == SourcePosition(line: 4, column: 4))
    #expect(source.positions.count == 4)
  }

  /// Columns count code points of the stripped text: an emoji with a variation selector is two.
  @Test func columnsCountCodePoints() {
    let source = MarkedSource("x: \"☕️😀é\" 1️⃣y")
    #expect(source.text == "x: \"☕️😀é\" y")
    #expect(source.positions["1️⃣"] == SourcePosition(line: 1, column: 11))
  }

  /// A digit that is not followed by the keycap sequence stays in the text.
  @Test func plainDigitsStay() {
    let source = MarkedSource("version: 1\n")
    #expect(source.text == "version: 1\n")
    #expect(source.positions.isEmpty)
  }

  /// The compiler sees the stripped text, and libyaml's columns agree with the helper's even after
  /// multi-code-point characters.
  @Test func compilerColumnsAgreeWithMarkers() {
    let result = check(
      """
      version: 1
      categories:
        - id: c
          actions:
            - { id: "☕️😀é", title: X, options: [1️⃣bad] }
      """)
    expectDiagnostic(
      result, id: .invalidValue, severity: .error,
      message: .prefix("'bad' is not a valid action option (expected one of: "), at: "1️⃣")
    #expect(result.diagnostics.count == 1, "\(result.listing)")
  }

  /// `serving` builds an extension that makes a dynamic category valid.
  @Test func servingBuildsAValidExtension() throws {
    let result = check(
      """
      version: 1
      categories:
        - id: c
          actions:
            - { id: a, title: A, onTap: { becomes: b } }
          alternates:
            - { id: b, title: B, onTap: { becomes: a } }
      \(serving("c"))
      """)
    expectClean(result)
    let extensions = try #require(result.outcome.spec?.set.extensions)
    #expect(extensions.map(\.target.value) == ["UI"])
  }

  /// The assertions fail on a wrong position, a wrong message or severity, and a dirty spec.
  @Test func assertionsCanFail() {
    let result = check("version: 1️⃣2\n2️⃣")
    withKnownIssue("wrong position") {
      expectDiagnostic(
        result, id: .unsupportedVersion, severity: .error, message: .prefix("unsupported"),
        at: "2️⃣")
    }
    withKnownIssue("wrong message") {
      expectDiagnostic(
        result, id: .unsupportedVersion, severity: .error, message: "unsupported", at: "1️⃣")
    }
    withKnownIssue("wrong severity") {
      expectDiagnostic(
        result, id: .unsupportedVersion, severity: .warning, message: .prefix("unsupported"),
        at: "1️⃣")
    }
    withKnownIssue("not clean") { expectClean(result) }
    withKnownIssue("id fires") { expectNoDiagnostic(result, id: .unsupportedVersion) }
  }
}
