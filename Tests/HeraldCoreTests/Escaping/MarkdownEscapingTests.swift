// Markdown table rows read by a strict reader of the GitHub pipe-table grammar (no Markdown
// library is installed here: no cmark-gfm, no Python markdown), which also rejects raw HTML and
// inline syntax in text cells.

import Foundation
import HeraldCore
import Testing

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
