// The text form with a source at hand: the located line, the excerpt, one help line per fix-it,
// then each note with its own excerpt; without a source, the located lines alone.

import HeraldCore
import Testing

@testable import HeraldCLI
@testable import TestSupport

/// Prints diagnostics against a small source and compares the whole text.
@Suite struct DiagnosticTextTests {
  /// The file the diagnostics point into.
  static let file = "text-form.yml"
  /// Its text.
  static let text = """
    version: 1
    categories:
      - id: chat
        register: yes please
        optons: [foreground]
      - id: Chat

    """

  /// A range on one line of the file.
  static func range(_ line: Int, _ start: Int, _ end: Int) -> SourceRange {
    SourceRange(
      file: file, start: SourcePosition(line: line, column: start),
      end: SourcePosition(line: line, column: end))
  }

  /// The text form of `diagnostics` against `text`.
  static func printed(_ diagnostics: [Diagnostic], text: String = text, color: Bool = false)
    -> String
  {
    DiagnosticPrinter(color: color, source: ExcerptSource(texts: [file: text])).text(diagnostics)
  }

  /// A replacement prints the old and the new text.
  @Test func replacementHelp() {
    let diagnostic = Diagnostic(
      id: .unknownKey, severity: .error, message: "unknown key 'optons'",
      range: Self.range(5, 5, 11),
      fixIts: [FixIt(range: Self.range(5, 5, 11), replacement: "options")])
    #expect(
      Self.printed([diagnostic]) == """
        text-form.yml:5:5: error: unknown key 'optons' [unknown-key]
         5 |     optons: [foreground]
           |     ^~~~~~
           = help: replace 'optons' with 'options'

        """)
  }

  /// An insertion prints what is inserted (and where, when elsewhere than the diagnostic); a
  /// line inserted before another says so; a deletion prints what goes.
  @Test func insertionAndDeletionHelp() {
    let diagnostic = Diagnostic(
      id: .wrongType, severity: .error, message: "m", range: Self.range(4, 15, 25),
      fixIts: [
        FixIt(range: Self.range(4, 15, 15), replacement: "\""),
        FixIt(range: Self.range(4, 25, 25), replacement: "\""),
        FixIt(range: Self.range(1, 1, 1), replacement: "# spec\n"),
        FixIt(range: Self.range(5, 5, 26), replacement: ""),
      ])
    #expect(
      Self.printed([diagnostic]) == """
        text-form.yml:4:15: error: m [wrong-type]
         4 |     register: yes please
           |               ^~~~~~~~~~
           = help: insert '"'
           = help: insert '"' at 4:25
           = help: insert the line '# spec' before line 1
           = help: remove 'optons: [foreground]' at 5:5

        """)
  }

  /// Each note prints its own located line and excerpt; a note without a place has no excerpt.
  @Test func notesHaveExcerpts() {
    let diagnostic = Diagnostic(
      id: .swiftNameCollision, severity: .error, message: "collision", range: Self.range(6, 9, 13),
      notes: [
        DiagnosticNote("declared here", at: Self.range(3, 9, 13)),
        DiagnosticNote("no place", at: nil),
      ])
    #expect(
      Self.printed([diagnostic]) == """
        text-form.yml:6:9: error: collision [swift-name-collision]
         6 |   - id: Chat
           |         ^~~~
        text-form.yml:3:9: note: declared here
         3 |   - id: chat
           |         ^~~~
        text-form.yml:6:9: note: no place

        """)
  }

  /// Without a source (`--no-excerpts`) only the located lines print, as before excerpts.
  @Test func noSourceIsTheBriefForm() {
    let diagnostic = Diagnostic(
      id: .unknownKey, severity: .error, message: "unknown key 'optons'",
      range: Self.range(5, 5, 11), notes: [DiagnosticNote("n", at: Self.range(3, 9, 13))],
      fixIts: [FixIt(range: Self.range(5, 5, 11), replacement: "options")])
    #expect(
      DiagnosticPrinter(color: false).text([diagnostic]) == """
        text-form.yml:5:5: error: unknown key 'optons' [unknown-key]
        text-form.yml:3:9: note: n

        """)
  }

  /// Hostile spec text in the excerpt and in a fix-it stays escaped, with and without colour:
  /// no control reaches the terminal but herald's own colour codes.
  @Test(arguments: [false, true])
  func hostileTextStaysEscaped(color: Bool) {
    let text = "key: \u{1B}]0;owned\u{7}\u{1B}[2J\u{9B}x\n"
    let diagnostic = Diagnostic(
      id: .unknownKey, severity: .error, message: "m", range: Self.range(1, 6, 10),
      fixIts: [FixIt(range: Self.range(1, 6, 10), replacement: "\u{1B}[31mred\r\nforged")])
    let printed = Self.printed([diagnostic], text: text, color: color)
    let plain = TerminalText.removingColourCodes(printed)
    #expect(color ? plain != printed : plain == printed)
    let bad = plain.unicodeScalars.filter {
      ($0.value < 0x20 && $0 != "\n") || (0x7F...0x9F).contains($0.value)
    }
    #expect(bad.isEmpty, "\(printed.debugDescription)")
    #expect(plain.contains(#" 1 | key: \u{1B}]0;owned\u{7}\u{1B}[2J\u{9B}x"#))
    #expect(plain.contains(#"with '\u{1B}[31mred\u{D}\u{A}forged'"#))
    #expect(plain.split(separator: "\n").count == 4)
  }

  /// With colour the located line is as before, the caret takes the severity's colour and
  /// `help:` is green; removing the codes gives the plain text.
  @Test func colourOnAndOff() {
    let diagnostic = Diagnostic(
      id: .deprecatedOption, severity: .warning, message: "w", range: Self.range(4, 5, 13),
      fixIts: [FixIt(range: Self.range(4, 5, 25), replacement: "")])
    let coloured = Self.printed([diagnostic], color: true)
    #expect(coloured.contains("\u{1B}[1;35m    ^~~~~~~~\u{1B}[0m"))
    #expect(coloured.contains("\u{1B}[1;32mhelp:\u{1B}[0m remove 'register: yes please'"))
    #expect(TerminalText.removingColourCodes(coloured) == Self.printed([diagnostic]))
  }

  /// The GitHub form has no field for an edit: each fix-it is a `help:` line of the message,
  /// before the notes.
  @Test func githubCarriesHelpLines() {
    let diagnostic = Diagnostic(
      id: .unknownKey, severity: .error, message: "unknown key 'optons'",
      range: Self.range(5, 5, 11), notes: [DiagnosticNote("n", at: Self.range(3, 9, 13))],
      fixIts: [FixIt(range: Self.range(5, 5, 11), replacement: "options")])
    let printer = DiagnosticPrinter(
      color: false, source: ExcerptSource(texts: [Self.file: Self.text]))
    #expect(
      printer.github([diagnostic]).hasSuffix(
        "::unknown key 'optons'%0Ahelp: replace 'optons' with 'options'%0Atext-form.yml:3:9: note: n\n"
      ))
  }

  /// SARIF describes each fix as the help line does, without the old text, and keeps the
  /// deleted region and inserted content.
  @Test func sarifFixDescriptions() {
    let insertion = DiagnosticPrinter.sarifFix(
      FixIt(range: Self.range(1, 1, 1), replacement: "version: 1\n"))
    #expect(insertion.rendered().contains("insert the line 'version: 1' before line 1"))
    let deletion = DiagnosticPrinter.sarifFix(FixIt(range: Self.range(5, 5, 26), replacement: ""))
    #expect(deletion.rendered().contains(#""text": "remove""#))
    let replacement = DiagnosticPrinter.sarifFix(
      FixIt(range: Self.range(5, 5, 11), replacement: "options"))
    let text = replacement.rendered()
    #expect(text.contains("replace with 'options'"), "\(text)")
    #expect(text.contains(#""deletedRegion""#) && text.contains(#""insertedContent""#))
  }

  /// A line inserted before an indented key carries the key's indentation after its break; the
  /// help line still names the one new line.
  @Test func insertedLineBeforeIndentedKey() {
    let fix = FixIt(range: Self.range(4, 5, 5), replacement: "version: 1\n    ")
    #expect(
      FixItHelp.text(fix, original: nil, place: nil) == "insert the line 'version: 1' before line 4"
    )
    let after = FixIt(range: Self.range(4, 25, 25), replacement: "\n    sound: true")
    #expect(
      FixItHelp.text(after, original: nil, place: nil)
        == "insert the line 'sound: true' after line 4")
  }

  /// A fix-it of several edits is one help line: its summary, then each edit, in order, each
  /// with its own place; a whole line removed is named by number, and a CR LF line break in an
  /// inserted line is a break like LF.
  @Test func severalEditsOneHelpLine() throws {
    let lines = SourceRange(
      file: Self.file, start: SourcePosition(line: 4, column: 1),
      end: SourcePosition(line: 5, column: 1))
    let fix = try #require(
      FixIt(
        "move 'x' to 'y'",
        edits: [
          FixIt.Edit(range: lines, replacement: ""),
          FixIt.Edit(range: Self.range(2, 1, 1), replacement: "diagnostics: { ignore: [x] }\r\n"),
        ]))
    let diagnostic = Diagnostic(
      id: .unknownKey, severity: .warning, message: "m", range: Self.range(4, 5, 13),
      fixIts: [fix])
    let printed = Self.printed([diagnostic])
    #expect(
      printed.hasSuffix(
        " = help: move 'x' to 'y': insert the line 'diagnostics: { ignore: [x] }' before line 2, and remove line 4\n"
      ), "\(printed)")
    #expect(printed.components(separatedBy: "help:").count == 2)
    let github = DiagnosticPrinter(
      color: false, source: ExcerptSource(texts: [Self.file: Self.text])
    )
    .github([diagnostic])
    #expect(github.contains("%0Ahelp: move 'x' to 'y': insert the line"), "\(github)")
    let sarif = DiagnosticPrinter.sarifFix(fix).rendered()
    #expect(sarif.components(separatedBy: "\"deletedRegion\"").count == 3, "\(sarif)")
    #expect(sarif.components(separatedBy: "\"artifactLocation\"").count == 2, "\(sarif)")
  }
}
