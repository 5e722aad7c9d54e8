// Markdown table rows read by a strict reader of the GitHub pipe-table grammar (no Markdown
// library is installed here: no cmark-gfm, no Python markdown), which also rejects raw HTML and
// inline syntax in text cells.

import Foundation
import Testing

@testable import HeraldCore
@testable import TestSupport

/// A row of a code cell and a text cell per hostile string keeps its cells, holds no HTML or
/// inline syntax, and its text cell decodes back to the string.
@Suite struct MarkdownEscapingTests {
  /// Each row splits into exactly the expected cells; the text cell, read as GFM reads
  /// references, is the string (with `&#0;` as U+FFFD, as CommonMark reads it); the code cell
  /// holds no backtick, line break or control.
  @Test func tableRowsKeepTheirCellsAndTextDecodesBack() throws {
    for text in HostileText.strings(seed: 71) {
      let row = "| `\(MarkdownEscaping.code(text))` | \(MarkdownEscaping.text(text)) | x |"
      #expect(!row.unicodeScalars.contains { $0.value < 0x20 || VisibleEscapes.isLineBreak($0) })
      let cells = try #require(MarkdownTable.cells(row), "\(HostileText.describe(text))")
      try #require(cells.count == 3, "\(row)")
      #expect(cells[2] == "x")
      let code = Array(cells[0].unicodeScalars)
      #expect(code.first == "`" && code.last == "`" && code.filter { $0 == "`" }.count == 2)
      let plain = cells[1]
      let syntax = plain.unicodeScalars.filter { "<>*_[]~`\\|".unicodeScalars.contains($0) }
      #expect(syntax.isEmpty, "raw syntax in \(plain)")
      #expect(
        HostileText.scalars(Self.decodeReferences(plain))
          == HostileText.scalars(Self.asRead(text)),
        "\(HostileText.describe(text))")
    }
  }

  /// The overview's payload table (issue 39, item 6) keeps five cells per key whatever its
  /// description and example hold: the description is text, the example a code span.
  @Test func overviewPayloadRowsKeepTheirCells() throws {
    var rendered = 0
    for text in HostileText.strings(seed: 73, count: 80) {
      let quoted = YAMLEscaping.doubleQuoted(text)
      let spec = """
        version: 1
        categories:
          - id: c
            payload:
              k: { type: string, example: \(quoted), description: \(quoted) }
        """
      let outcome = Compiler.check([InputFile(path: "spec.yml", bytes: Array(spec.utf8))])
      // Strings a rule refuses in a description (controls, say) never reach the overview.
      guard let valid = outcome.spec else { continue }
      var overview = ""
      OverviewRenderer.render(Translator.plan(valid)) { overview += $0 }
      let rows = overview.split(separator: "\n", omittingEmptySubsequences: false).filter {
        $0.hasPrefix("| `k`")
      }
      try #require(rows.count == 1, "\(HostileText.describe(text)): \(overview)")
      let cells = try #require(MarkdownTable.cells(String(rows[0])), "\(rows[0])")
      #expect(cells.count == 5, "\(rows[0])")
      let plain = cells[4]
      let syntax = plain.unicodeScalars.filter { "<>*_[]~`\\|".unicodeScalars.contains($0) }
      #expect(syntax.isEmpty, "raw syntax in \(plain)")
      #expect(
        HostileText.scalars(Self.decodeReferences(plain))
          == HostileText.scalars(Self.asRead(text)), "\(HostileText.describe(text))")
      rendered += 1
    }
    #expect(rendered > 40, "only \(rendered) hostile descriptions validated")
  }

  /// What a GFM reader gets back of a text cell: NUL as U+FFFD, and the cell trimmed of the
  /// spaces around it (tables trim cells; other white space is escaped and survives).
  static func asRead(_ text: String) -> String {
    var scalars = Array(text.unicodeScalars).map { $0 == "\u{0}" ? "\u{FFFD}" : $0 }
    while scalars.first == " " { scalars.removeFirst() }
    while scalars.last == " " { scalars.removeLast() }
    return String(String.UnicodeScalarView(scalars))
  }

  /// Decodes the named references the escaper uses and every `&#decimal;`; `&#0;` is U+FFFD.
  static func decodeReferences(_ text: String) -> String {
    let named: [String: Unicode.Scalar] = ["amp": "&", "lt": "<", "gt": ">"]
    var output = String.UnicodeScalarView()
    let scalars = Array(text.unicodeScalars)
    var index = 0
    while index < scalars.count {
      if scalars[index] == "&", let end = scalars[index...].firstIndex(of: ";") {
        let name = String(String.UnicodeScalarView(scalars[(index + 1)..<end]))
        let number = name.hasPrefix("#") ? UInt32(name.dropFirst()) : nil
        if let scalar = named[name]
          ?? number.flatMap({ $0 == 0 ? "\u{FFFD}" : Unicode.Scalar($0) })
        {
          output.append(scalar)
          index = end + 1
          continue
        }
      }
      output.append(scalars[index])
      index += 1
    }
    return String(output)
  }
}
