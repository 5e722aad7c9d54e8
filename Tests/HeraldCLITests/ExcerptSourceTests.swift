// The lines the excerpts show are numbered as libyaml numbers them, whatever the line breaks.

import HeraldCore
import Testing

@testable import HeraldCLI

/// Splits input bytes into the wanted lines.
@Suite struct ExcerptSourceTests {
  /// Every break libyaml knows (LF, CR LF, CR, NEL, LS, PS) ends a line, and no break is kept.
  @Test func everyLineBreak() {
    let text = "a\nb\r\nc\rd\u{85}e\u{2028}f\u{2029}g"
    let lines = ExcerptSource.lines(Set(1...8), of: Array(text.utf8))
    #expect(lines == [1: "a", 2: "b", 3: "c", 4: "d", 5: "e", 6: "f", 7: "g"])
  }

  /// Only the wanted lines are decoded.
  @Test func onlyWantedLines() {
    let lines = ExcerptSource.lines([2], of: Array("one\ntwo\nthree\n".utf8))
    #expect(lines == [2: "two"])
  }

  /// A byte order mark is not part of line 1 (libyaml does not count it), in UTF-8 and UTF-16.
  @Test func byteOrderMark() {
    #expect(ExcerptSource.lines([1], of: [0xEF, 0xBB, 0xBF] + Array("k: v".utf8)) == [1: "k: v"])
    let utf16: [UInt8] =
      [0xFF, 0xFE] + "k\nv".utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }
    #expect(ExcerptSource.lines([1, 2], of: utf16) == [1: "k", 2: "v"])
  }

  /// A source built for diagnostics holds the lines of their ranges, notes and fix-its.
  @Test func linesOfDiagnostics() {
    let file = "excerpt-source.yml"
    func at(_ line: Int) -> SourceRange {
      SourceRange(
        file: file, start: SourcePosition(line: line, column: 1),
        end: SourcePosition(line: line, column: 2))
    }
    let diagnostic = Diagnostic(
      id: .unknownKey, severity: .error, message: "m", range: at(2),
      notes: [DiagnosticNote("n", at: at(4))], fixIts: [FixIt(range: at(5), replacement: "")])
    let input = InputFile(path: file, bytes: Array("1\n2\n3\n4\n5\n6\n".utf8))
    let source = ExcerptSource([input], for: [diagnostic])
    let fileID = SourceFileID(file)
    #expect((1...6).map { source.line($0, of: fileID)?.text } == [nil, "2", nil, "4", "5", nil])
  }

  /// A long line finds any column through its marks, exactly as walking it would, multi-byte
  /// scalars included, and past the end gives nothing.
  @Test func longLineColumns() {
    let text = String(repeating: "aé日🔔", count: 300)
    let line = SourceLine(text)
    let scalars = Array(text.unicodeScalars)
    for column in [1, 2, 255, 256, 257, 258, 513, 700, 1199, 1200] {
      let expected = scalars[(column - 1)...].prefix(5).map(String.init).joined()
      #expect(String(line.scalars(from: column, limit: 5)) == expected, "column \(column)")
    }
    #expect(line.scalars(from: 1201).isEmpty)
    #expect(line.scalars(from: 5000, limit: 3).isEmpty)
  }
}
