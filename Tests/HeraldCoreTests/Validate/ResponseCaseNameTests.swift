// Marker tests for action case names that meet the fixed cases of a category's `Response`.

import Testing

@testable import HeraldCore

/// `swift-name-collision` for `opened` and `dismissed`, and the fix-its that resolve it.
@Suite struct ResponseCaseNameTests {
  /// `text` with the fix-it applied; positions count Unicode scalars, as libyaml does.
  static func applying(_ fixIt: FixIt, to text: String) -> String {
    var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map {
      Array(String($0).unicodeScalars)
    }
    let start = fixIt.range.start
    let end = fixIt.range.end
    #expect(start.line == end.line, "the fix-its here stay on one line")
    var line = lines[start.line - 1]
    line.replaceSubrange(
      (start.column - 1)..<(end.column - 1), with: Array(fixIt.replacement.unicodeScalars))
    lines[start.line - 1] = line
    return lines.map { String(String.UnicodeScalarView($0)) }.joined(separator: "\n")
  }

  /// An action named `opened` (block style) and one named `dismissed` (flow style, in a
  /// category with `customDismissAction`) are errors at their ids; the suggested name skips
  /// names other actions already use.
  @Test func fixedCasesCollide() {
    let result = check(
      """
      version: 1
      categories:
        - id: c
          options: [customDismissAction]
          actions:
            - id: 1️⃣opened
              title: Open
            - { id: 2️⃣dismissed, title: Gone }
            - { id: dismissedAction, title: Taken }
      """)
    expectDiagnostic(
      result, id: .swiftNameCollision, severity: .error,
      message: .exact(
        "action 'opened' becomes the response case 'opened', which the generated code uses for"
          + " the default action; set 'swiftName', for example 'openedAction'"),
      at: "1️⃣")
    expectDiagnostic(
      result, id: .swiftNameCollision, severity: .error,
      message: .prefix(
        "action 'dismissed' becomes the response case 'dismissed', which the generated code uses"
          + " for a dismissal (the category has 'customDismissAction'); set 'swiftName', for"
          + " example 'dismissedAction2'"),
      at: "2️⃣")
    expectIDs(result, [.swiftNameCollision, .swiftNameCollision, .bannerActions])
  }

  /// Applying every fix-it gives a spec with no collision, in both mapping styles.
  @Test func fixItsResolveTheCollision() throws {
    let source = MarkedSource(
      """
      version: 1
      categories:
        - id: c
          options: [customDismissAction]
          actions:
            - id: opened
              title: Open
            - { id: dismissed, title: Gone }
      """)
    let first = Compiler.check([source.input]).diagnostics.diagnostics
    let fixIts = first.filter { $0.id == .swiftNameCollision }.flatMap(\.fixIts)
    #expect(fixIts.count == 2)
    // Apply the later one first so that the earlier position stays valid.
    var text = source.text
    for fixIt in fixIts.sorted(by: { $0.range.start > $1.range.start }) {
      text = Self.applying(fixIt, to: text)
    }
    #expect(text.contains("  - id: opened\n        swiftName: openedAction\n"))
    #expect(text.contains("{ id: dismissed, swiftName: dismissedAction, title: Gone }"))
    let again = Compiler.check([InputFile(path: "spec.yml", bytes: Array(text.utf8))])
    #expect(again.diagnostics.diagnostics.filter { $0.severity == .error }.isEmpty, "\(text)")
  }

  /// An explicit `swiftName` that meets a fixed case is reported at the name and replaced there.
  @Test func explicitNameIsReplaced() throws {
    let result = check(
      """
      version: 1
      categories:
        - id: c
          actions:
            - { id: open-it, title: Open, swiftName: 1️⃣opened }
      """)
    let diagnostic = try #require(result.diagnostics(.swiftNameCollision).first)
    expectDiagnostic(
      result, id: .swiftNameCollision, severity: .error,
      message: .prefix("action 'open-it' becomes the response case 'opened'"),
      at: "1️⃣")
    #expect(diagnostic.fixIts.map(\.replacement) == ["openedAction"])
    #expect(diagnostic.fixIts.first?.range == diagnostic.range)
  }

  /// `dismissed` is a fine action name where the category reports no dismissals, and so is any
  /// other name; `opened` as a `swiftName` of nothing else is not reserved.
  @Test func quietWithoutTheFixedCase() {
    expectClean(
      check(
        """
        version: 1
        categories:
          - id: c
            actions:
              - { id: dismissed, title: Gone }
              - { id: open, title: Open }
        """))
  }
}
