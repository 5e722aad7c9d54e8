// The titles of quick fixes: a fix-it's summary when it has one, else its first edit's wording.

import HeraldCore
import Testing

@testable import HeraldLSP

/// `CodeActionProvider.title` for fix-its of one edit and of several.
@Suite struct CodeActionTitleTests {
  /// A file of one line, `ignore: [a, b]`.
  static let file = AnalyzedFile(
    path: "x.yml", uri: "file:///x.yml", lines: LineTable(Array("ignore: [a, b]\n".utf8)),
    spec: nil)

  /// A range on line 1 from `start` to `end`.
  static func range(_ start: Int, _ end: Int) -> SourceRange {
    SourceRange(
      file: "x.yml", start: SourcePosition(line: 1, column: start),
      end: SourcePosition(line: 1, column: end))
  }

  /// One edit is worded from the text it replaces; several without a summary name the first
  /// and count the rest; a summary is the title, capitalised.
  @Test func titles() throws {
    let one = FixIt(range: Self.range(10, 11), replacement: "c")
    #expect(CodeActionProvider.title(one, in: Self.file) == "Replace 'a' with 'c'")
    let edits = [
      FixIt.Edit(range: Self.range(10, 13), replacement: ""),
      FixIt.Edit(range: Self.range(15, 15), replacement: " # b"),
    ]
    let several = try #require(FixIt(nil, edits: edits))
    #expect(CodeActionProvider.title(several, in: Self.file) == "Remove 'a, ' (and 1 more edit)")
    let summarised = try #require(FixIt("move 'a' to 'b'", edits: edits))
    #expect(CodeActionProvider.title(summarised, in: Self.file) == "Move 'a' to 'b'")
  }
}
