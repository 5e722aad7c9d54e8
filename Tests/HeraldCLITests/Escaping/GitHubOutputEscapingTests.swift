// `--format github` output read back with the runner's grammar (WorkflowCommandGrammar); the
// escapes alone: HeraldCoreTests/Escaping/WorkflowCommandEscapingTests.swift.

import HeraldCore
import Testing

@testable import HeraldCLI
@testable import TestSupport

/// One diagnostic is one command whatever its text, and the runner reads the text back.
@Suite struct GitHubOutputEscapingTests {
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
