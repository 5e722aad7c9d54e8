// Minimal reproducers of the Herald bugs the property tests found, kept as regression tests now
// that the bugs are fixed (their exclusions in the property tests are lifted).

import HeraldCore
import Testing

/// Fixed issues found by the random-spec properties.
struct PropertyKnownIssueTests {
  /// Found by `randomDamageIsSurvived` (random truncation): in a file that does not end in a
  /// line break, a syntax error at the end of the stream was reported at the start of the line
  /// after the last one (3:1 in this two-line file), where no editor can go. It is now just past
  /// the last character of the last line, 2:14, as is the end of every range that reaches the
  /// end of the file (`SourceBounds` no longer accepts the line past the end). Herald now
  /// reports the unclosed `[` itself; libyaml's place stays as the `libyaml:` note.
  @Test func syntaxErrorAtStreamEndIsPlacedOnTheLastLine() throws {
    let input = InputFile(path: "cut.yml", bytes: Array("version: 1\ncategories: [".utf8))
    let error = try #require(Compiler.check([input]).diagnostics.sorted.first)
    #expect(error.id == .yamlSyntax)
    #expect(error.range.start == SourcePosition(line: 2, column: 13), "at \(error.range)")
    let note = try #require(error.notes.first { $0.message.hasPrefix("libyaml: ") })
    let end = SourcePosition(line: 2, column: 14)
    #expect(
      note.range?.start == end && note.range?.end == end, "at \(String(describing: note.range))")
  }

  /// Found by `registrationMatchesTheManifest` (the round trip failed to compile the app
  /// code): a category id that starts with a digit (`2fa`) became both the nested type `_2fa`
  /// and the `Response` case `_2fa`; inside `Response`, `_2fa.identifier` then named the case
  /// and swiftc rejected the file. The type is now `Category2fa` (docs/generation.md).
  @Test func categoryIDStartingWithADigitGetsDistinctNames() throws {
    let spec = "version: 1\ncategories:\n  - id: 2fa\n"
    let outcome = Compiler.check([InputFile(path: "digit.yml", bytes: Array(spec.utf8))])
    let files = Generator.files(Translator.plan(try #require(outcome.spec)))
    let app = try #require(files.first { $0.path == "App/NotificationCategories.swift" })
    let types = Set(app.contents.matches(of: /enum (\w+) [{:]/).map { String($0.output.1) })
    let cases = Set(app.contents.matches(of: /case (\w+)\(/).map { String($0.output.1) })
    #expect(types.contains("Category2fa"))
    #expect(cases.contains("_2fa"))
    #expect(types.isDisjoint(with: cases), "shared: \(types.intersection(cases))")
  }
}
