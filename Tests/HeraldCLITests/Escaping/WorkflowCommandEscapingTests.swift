// GitHub workflow commands read back with the runner's grammar (WorkflowCommandGrammar).

import HeraldCore
import Testing

@testable import HeraldCLI
@testable import TestSupport

/// One diagnostic is one command whatever its text, and the runner reads the text back.
@Suite struct WorkflowCommandEscapingTests {
  /// Data and property escapes invert under the runner's unescaping, and hold no line break.
  @Test func escapesInvertUnderTheRunnersUnescaping() {
    for text in HostileText.strings(seed: 21) {
      let data = WorkflowCommandEscaping.data(text)
      let property = WorkflowCommandEscaping.property(text)
      #expect(!data.unicodeScalars.contains { $0 == "\r" || $0 == "\n" })
      #expect(!property.unicodeScalars.contains { ["\r", "\n", ":", ","].contains($0) })
      #expect(
        HostileText.scalars(WorkflowCommandGrammar.unescapeData(data))
          == HostileText.scalars(text), "\(HostileText.describe(text))")
      #expect(
        HostileText.scalars(WorkflowCommandGrammar.unescapeProperty(property))
          == HostileText.scalars(text), "\(HostileText.describe(text))")
    }
  }

  /// The visible forms hold no C0 or C1 control, DEL, line break, bidirectional control or byte
  /// order mark (beyond the LF joining the lines, escaped), and give the text back through the
  /// runner's unescaping and `VisibleEscapes.decode`.
  @Test func visibleFormsHoldNoControlAndInvert() {
    for text in HostileText.strings(seed: 23) {
      let data = WorkflowCommandEscaping.visibleData(lines: [text, "note: " + text])
      let property = WorkflowCommandEscaping.visibleProperty(text)
      let unescapedData = WorkflowCommandGrammar.unescapeData(data)
      let unescapedProperty = WorkflowCommandGrammar.unescapeProperty(property)
      #expect(
        !unescapedData.unicodeScalars.contains { $0 != "\n" && TerminalEscaping.isHidden($0) },
        "\(HostileText.describe(text))")
      #expect(
        !unescapedProperty.unicodeScalars.contains(where: TerminalEscaping.isHidden),
        "\(HostileText.describe(text))")
      let lines = unescapedData.split(separator: "\n", omittingEmptySubsequences: false)
      #expect(lines.count == 2, "\(HostileText.describe(text))")
      #expect(
        HostileText.scalars(VisibleEscapes.decode(String(lines[0]))) == HostileText.scalars(text),
        "\(HostileText.describe(text))")
      #expect(
        HostileText.scalars(VisibleEscapes.decode(unescapedProperty)) == HostileText.scalars(text),
        "\(HostileText.describe(text))")
    }
  }

  /// `--format github` output parses to exactly one command per diagnostic, with the file,
  /// title and message (notes included) of the diagnostic, each line made visible.
  @Test func printedDiagnosticsParseToOneCommandEach() throws {
    let strings = HostileText.strings(seed: 22, count: 200)
    let diagnostics = strings.map { text in
      let range = SourceRange(
        file: "a/" + text, start: SourcePosition(line: 2, column: 3),
        end: SourcePosition(line: 2, column: 4))
      return Diagnostic(
        id: RuleID("id" + text), severity: .warning, message: text, range: range,
        notes: [DiagnosticNote("n" + text, at: nil)])
    }
    let output = DiagnosticPrinter(color: false).github(diagnostics)
    let parsed = WorkflowCommandGrammar.parse(output)
    #expect(parsed.lines.count == diagnostics.count)
    try #require(parsed.commands.count == diagnostics.count)
    for (command, (text, diagnostic)) in zip(parsed.commands, zip(strings, diagnostics)) {
      #expect(command.name == "warning")
      // The file as the diagnostic holds it (source paths may be normalised on the way in).
      #expect(
        command.properties["file"].map { HostileText.scalars(VisibleEscapes.decode($0)) }
          == HostileText.scalars(diagnostic.range.file))
      #expect(
        command.properties["title"].map { HostileText.scalars(VisibleEscapes.decode($0)) }
          == HostileText.scalars("id" + text))
      #expect(command.properties["line"] == "2")
      #expect(
        HostileText.scalars(command.data)
          == HostileText.scalars(
            TerminalEscaping.visible(text) + "\nnote: " + TerminalEscaping.visible("n" + text)),
        "\(HostileText.describe(text))")
      #expect(
        !command.data.unicodeScalars.contains { $0 != "\n" && TerminalEscaping.isHidden($0) },
        "\(HostileText.describe(text))")
    }
  }
}
