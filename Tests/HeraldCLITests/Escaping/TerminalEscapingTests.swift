// Text diagnostics on a terminal: no control reaches it, one line per diagnostic and note, and
// the visible escapes decode to the original text.

import HeraldCore
import Testing

@testable import HeraldCLI
@testable import TestSupport

/// Text diagnostics stay inert and line-exact for any spec text.
@Suite struct TerminalEscapingTests {
  /// Without and with colour: no byte below 0x20 but the line-ending LF, no DEL or C1 (after
  /// removing herald's own colour codes), exactly one line per diagnostic and note, and each
  /// line's file and message decode (`VisibleEscapeReader`) to the original.
  @Test(arguments: [false, true])
  func printedTextIsOneInertLinePerDiagnosticAndNote(color: Bool) throws {
    let strings = HostileText.strings(seed: 31, count: 200)
    let diagnostics = strings.map { text in
      let range = SourceRange(
        file: text + ".yml", start: SourcePosition(line: 4, column: 5),
        end: SourcePosition(line: 4, column: 6))
      return Diagnostic(
        id: .unknownKey, severity: .error, message: "unknown key '\(text)'", range: range,
        notes: [DiagnosticNote(text, at: nil), DiagnosticNote("second", at: range)])
    }
    let printed = DiagnosticPrinter(color: color).text(diagnostics)
    let plain = TerminalText.removingColourCodes(printed)
    let bad = plain.unicodeScalars.filter {
      ($0.value < 0x20 && $0 != "\n") || (0x7F...0x9F).contains($0.value)
    }
    #expect(bad.isEmpty, "controls: \(bad.map(\.value))")
    #expect(plain.hasSuffix("\n"))
    let lines = plain.dropLast().split(separator: "\n", omittingEmptySubsequences: false)
    try #require(lines.count == diagnostics.count * 3)
    for (index, (text, diagnostic)) in zip(strings, diagnostics).enumerated() {
      let first = String(lines[3 * index])
      let suffix = "' [unknown-key]"
      let split = try #require(
        Self.split(first, at: ":4:5: error: unknown key '"), "\(first)")
      let tail = Array(split.after.unicodeScalars)
      try #require(
        tail.count >= suffix.unicodeScalars.count
          && String(String.UnicodeScalarView(tail.suffix(suffix.unicodeScalars.count))) == suffix)
      let file = VisibleEscapeReader.decode(split.before)
      let message = VisibleEscapeReader.decode(
        String(String.UnicodeScalarView(tail.dropLast(suffix.unicodeScalars.count))))
      #expect(HostileText.scalars(file) == HostileText.scalars(diagnostic.range.file))
      #expect(HostileText.scalars(message) == HostileText.scalars(text), "\(first)")
      let note = String(lines[3 * index + 1])
      let noteSplit = try #require(Self.split(note, at: ":4:5: note: "), "\(note)")
      #expect(
        HostileText.scalars(VisibleEscapeReader.decode(noteSplit.after))
          == HostileText.scalars(text))
      #expect(Self.split(String(lines[3 * index + 2]), at: ":4:5: note: second") != nil)
    }
  }

  /// The text before and after the first occurrence of `marker`, found scalar by scalar (a
  /// combining mark next to the marker must not hide it).
  static func split(_ line: String, at marker: String) -> (before: String, after: String)? {
    let scalars = Array(line.unicodeScalars)
    let pattern = Array(marker.unicodeScalars)
    guard scalars.count >= pattern.count else { return nil }
    for start in 0...(scalars.count - pattern.count)
    where scalars[start..<(start + pattern.count)].elementsEqual(pattern) {
      return (
        String(String.UnicodeScalarView(scalars[..<start])),
        String(String.UnicodeScalarView(scalars[(start + pattern.count)...]))
      )
    }
    return nil
  }
}
